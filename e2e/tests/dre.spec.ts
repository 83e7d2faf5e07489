import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { Budget, BudgetComparison, Dre, DreRegime } from 'shared/contracts';
import type { Account } from 'shared/session';
import { expectAccessible } from '../support/axe';
import { apiHeaders, brl } from '../support/dashboards';
import {
  expect,
  expectRemotePage,
  mainArea,
  startApp,
  storeTheme,
  test,
} from '../support/fixtures';
import { attachScreenshot } from '../support/screenshots';

// The DRE gerencial end to end: the demo company's seeded movements, the real API and the
// production build. Every figure on screen is held to the API's own answer for the same request.

const year = () => {
  const now = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  return now.slice(0, 4);
};
const currentYear = () => ({ start_date: `${year()}-01-01`, end_date: `${year()}-12-31` });

async function dreOf(request: APIRequestContext, account: Account, regime: DreRegime) {
  const response = await request.post('/v1/companies/dashboards/dre', {
    headers: apiHeaders(account),
    data: { ...currentYear(), regime },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Dre;
}

/** A picture for people to look at (the note asks for them), not a pixel assertion. */
function table(page: Page): Locator {
  return mainArea(page).getByRole('table');
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** A line's row header, by its text (its accessible name also holds its button's). */
function rowHeader(page: Page, label: string): Locator {
  return table(page)
    .getByRole('rowheader')
    .filter({ hasText: exactly(label) });
}

/** The cells of a line's row, months then total, as the screen shows them. */
function lineCells(page: Page, label: string): Locator {
  // `has` is looked for inside each row, so it starts from the page, not from the table.
  const header = page.getByRole('rowheader').filter({ hasText: exactly(label) });
  return table(page).getByRole('row').filter({ has: header }).getByRole('cell');
}

async function expectLines(page: Page, dre: Dre): Promise<void> {
  for (const key of ['receita_bruta', 'lucro_bruto', 'resultado_periodo'] as const) {
    const line = dre.lines.find((row) => row.key === key)!;
    await expect(lineCells(page, line.label)).toHaveText([
      ...line.values.map(brl),
      brl(line.total),
    ]);
  }
}

async function openDre(page: Page): Promise<void> {
  await page.goto('/');
  await startApp(page);
  await page.getByTestId('side-nav').getByRole('link', { name: 'Relatórios' }).click();
  await expect(page).toHaveURL(/\/relatorios\/dre$/);
  await expectRemotePage(page, 'DRE gerencial');
  await expect(table(page)).toBeVisible();
}

test.describe('DRE gerencial', () => {
  test.use({ signedIn: true, viewport: { width: 1366, height: 800 } });

  test('should show the year by competência and by caixa, as the API computes them', async ({
    page,
    request,
    demoAccount,
  }, testInfo) => {
    const competencia = await dreOf(request, demoAccount, 'competencia');
    const caixa = await dreOf(request, demoAccount, 'caixa');
    await openDre(page);
    await expect(table(page).getByRole('columnheader')).toHaveText([
      'Linha da DRE',
      ...competencia.months.map((month) => new RegExp(`^[a-z]{3}/${month.slice(0, 4)}$`)),
      'Total',
    ]);
    await expectLines(page, competencia);
    await attachScreenshot(page, testInfo, 'dre-competencia-1366');

    await mainArea(page).getByRole('button', { name: 'Caixa' }).click();
    await expect(mainArea(page).getByRole('button', { name: 'Caixa' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(mainArea(page).getByText(/^Regime de caixa ·/)).toBeVisible();
    await expectLines(page, caixa);
    await attachScreenshot(page, testInfo, 'dre-caixa-1366');
  });

  test('should expand a line into its categories and follow a cell to the movements', async ({
    page,
    request,
    demoAccount,
  }) => {
    const competencia = await dreOf(request, demoAccount, 'competencia');
    const receita = competencia.lines.find((line) => line.key === 'receita_bruta')!;
    const category = receita.categories[0]!;
    const month = receita.values.findIndex((value) => value !== 0);
    await openDre(page);

    const expand = table(page).getByRole('button', { name: 'Expandir Receita bruta' });
    await expand.focus();
    await page.keyboard.press('Enter');
    const collapse = table(page).getByRole('button', { name: 'Recolher Receita bruta' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await expect(lineCells(page, `${category.code} ${category.name}`).last()).toHaveText(
      brl(category.total),
    );

    await lineCells(page, 'Receita bruta').nth(month).getByRole('link').click();
    await expect(page).toHaveURL(/\/movimentacoes\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('data')).toBe('competence_date');
    expect(url.searchParams.get('inicio')).toBe(`${competencia.months[month]}-01`);
    expect(url.searchParams.get('categories')?.split(',').sort()).toEqual(
      receita.categories.map((c) => c.id).sort(),
    );
    await expectRemotePage(page, 'Movimentações');
  });

  test('should export the DRE on screen to XLSX and PDF, with its totals', async ({
    page,
    request,
    demoAccount,
  }) => {
    const competencia = await dreOf(request, demoAccount, 'competencia');
    const result = competencia.lines.find((line) => line.key === 'resultado_periodo')!;
    await openDre(page);

    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      mainArea(page).getByRole('button', { name: 'Exportar XLSX' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toBe(
      `dre-competencia-${currentYear().start_date}-a-${currentYear().end_date}.xlsx`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await xlsx.path())) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('DRE')!;
    expect(String(sheet.getCell('A1').value)).toBe(demoAccount.company.name);
    const last = sheet.getRow(sheet.rowCount).values as unknown[];
    expect(last[1]).toBe('Resultado do período');
    expect(Math.round(Number(last.at(-1)) * 100)).toBe(result.total);

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      mainArea(page).getByRole('button', { name: 'Exportar PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^dre-competencia-.*\.pdf$/);
    const bytes = await readFile(await pdf.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

test.describe('DRE gerencial on a phone, dark', () => {
  test.use({ signedIn: true, viewport: { width: 390, height: 844 } });

  test('should scroll the months sideways with the line names in view', async ({
    page,
  }, testInfo) => {
    await storeTheme(page, 'dark');
    await page.goto('/relatorios/dre');
    await expectRemotePage(page, 'DRE gerencial');
    const region = mainArea(page).getByRole('region', { name: /^DRE gerencial/ });
    await expect(table(page)).toBeVisible();
    const scroll = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(scroll).toBeGreaterThan(0);
    const header = rowHeader(page, 'Receita bruta');
    const before = await header.boundingBox();
    await region.evaluate((element) => element.scrollBy({ left: 400 }));
    await expect
      .poll(async () => region.evaluate((element) => element.scrollLeft))
      .toBeGreaterThan(0);
    const after = await header.boundingBox();
    expect(after?.x).toBeCloseTo(before?.x ?? -1, 0);
    await attachScreenshot(page, testInfo, 'dre-dark-390');
    // The page itself does not scroll sideways: only the table does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});

test.describe('DRE gerencial, orçado x realizado', () => {
  test.use({ signedIn: true, viewport: { width: 390, height: 844 } });

  /** Makes the demo's budget of this year `lines` (none: no budget), from whatever is there. */
  async function saveBudget(request: APIRequestContext, account: Account, lines: unknown[]) {
    const headers = apiHeaders(account);
    const budgetUrl = `/v1/companies/budgets/${year()}`;
    const current = (await (await request.get(budgetUrl, { headers })).json()) as Budget;
    const saved = await request.put(budgetUrl, {
      headers,
      data: { base_version: current.version, lines },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }

  test("should put the year's budget beside the actuals, as the API compares them, in both themes", async ({
    page,
    request,
    demoAccount,
  }, testInfo) => {
    const headers = apiHeaders(demoAccount);
    // A budget for the first revenue category the demo's year has, a tenth above what it did.
    const dre = await dreOf(request, demoAccount, 'competencia');
    const sales = dre.lines.find((line) => line.key === 'receita_bruta')?.categories[0];
    if (!sales) throw new Error('the demo year has no revenue category');
    const monthly = Math.round((sales.total * 1.1) / 12);
    await saveBudget(request, demoAccount, [
      { category_id: sales.id, cost_center_id: null, months: Array(12).fill(monthly) },
    ]);
    try {
      const answer = await request.post('/v1/companies/budgets/comparison', {
        headers,
        data: { ...currentYear(), regime: 'competencia' },
      });
      expect(answer.ok(), await answer.text()).toBe(true);
      const comparison = (await answer.json()) as BudgetComparison;
      for (const mode of ['light', 'dark'] as const) {
        await storeTheme(page, mode);
        await page.goto('/relatorios/dre?visao=orcado');
        await expectRemotePage(page, 'DRE gerencial');
        await expect(table(page)).toHaveAccessibleName(/^Orçado x realizado/);
        for (const key of ['receita_bruta', 'resultado_periodo'] as const) {
          const line = comparison.lines.find((row) => row.key === key)!;
          await expect(lineCells(page, line.label).nth(0)).toHaveText(brl(line.budget));
          await expect(lineCells(page, line.label).nth(1)).toHaveText(brl(line.actual));
        }
        await rowHeader(page, 'Receita bruta').getByRole('button').click();
        await expect(lineCells(page, `${sales.code} ${sales.name}`).nth(0)).toHaveText(
          brl(monthly * 12),
        );
        await expectAccessible(page);
        // The table scrolls sideways on a phone; the page does not.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          390,
        );
        await attachScreenshot(page, testInfo, `orcado-x-realizado-${mode}-390`);
      }
    } finally {
      await saveBudget(request, demoAccount, []);
    }
  });

  test("should name the month's despesas furthest over their budget on the insights page", async ({
    page,
    request,
    demoAccount,
  }) => {
    const headers = apiHeaders(demoAccount);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
      new Date(),
    );
    const month = Number(today.slice(5, 7)) - 1;
    const lastDay = new Date(Date.UTC(Number(year()), month + 1, 0)).getUTCDate();
    const period = {
      start_date: `${today.slice(0, 8)}01`,
      end_date: `${today.slice(0, 8)}${lastDay}`,
    };
    // What the demo spent this month, per category: half of the largest is its budget.
    const spent = await request.post('/v1/companies/budgets/comparison', {
      headers,
      data: { ...period, regime: 'competencia' },
    });
    const despesas = ((await spent.json()) as BudgetComparison).lines
      .flatMap((line) => line.categories)
      .filter((category) => category.actual < 0)
      .sort((a, b) => a.actual - b.actual);
    const largest = despesas[0];
    if (!largest) throw new Error('the demo month has no despesa');
    const budget = Math.floor(-largest.actual / 2);
    const months = Array.from({ length: 12 }, (_, index) => (index === month ? budget : 0));
    await saveBudget(request, demoAccount, [
      { category_id: largest.id, cost_center_id: null, months },
    ]);
    try {
      for (const mode of ['light', 'dark'] as const) {
        await storeTheme(page, mode);
        await page.goto('/');
        await startApp(page);
        await expectRemotePage(page, 'Insights');
        const card = mainArea(page).getByRole('region', { name: 'Orçamento do mês' });
        await expect(card.getByRole('listitem')).toHaveCount(1);
        await expect(card.getByRole('listitem')).toContainText(largest.name);
        await expect(card.getByRole('listitem')).toContainText(
          `${Math.floor((-largest.actual * 100) / budget)}% do orçado`,
        );
        await expectAccessible(page);
      }
      // Its link opens the month's realizado vs orçado.
      await mainArea(page).getByRole('link', { name: 'Ver orçado x realizado' }).click();
      await expect(table(page)).toHaveAccessibleName(/^Orçado x realizado/);
      await expect(mainArea(page).getByText(/Regime de competência · 01\//)).toBeVisible();
    } finally {
      await saveBudget(request, demoAccount, []);
    }
  });
});
