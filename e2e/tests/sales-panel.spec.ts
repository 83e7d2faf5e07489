import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { SalesPanel } from 'shared/contracts';
import type { Account } from 'shared/session';
import { expectAccessible } from '../support/axe';
import {
  apiHeaders,
  brl,
  currentMonth,
  dayOfMonth,
  isoDate,
  lastDayOfMonth,
} from '../support/dashboards';
import type { Period } from '../support/dashboards';
import { expect, expectRemotePage, mainArea, storeTheme, test } from '../support/fixtures';
import { openFilters, pickDay } from '../support/period-picker';
import { attachScreenshot } from '../support/screenshots';

// The painel de vendas end to end: the demo company's seeded movements, the real API and the
// production build. Every figure on screen is held to the API's own answer for the same period.

const URL_PANEL = '/v1/companies/dashboards/sales-panel';
const CHARTS = [
  'Faturamento por mês',
  'Inadimplência por atraso',
  'Top 10 clientes',
  'Previsão de recebimentos',
  'Faturamento por categoria',
];

async function panelOf(request: APIRequestContext, account: Account, period: Period) {
  const response = await request.post(URL_PANEL, { headers: apiHeaders(account), data: period });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as SalesPanel;
}

/** A picture for people to look at (the note asks for them), not a pixel assertion. */
function card(page: Page, label: string): Locator {
  return mainArea(page)
    .locator('dl')
    .filter({ has: page.getByText(label, { exact: true }) });
}

async function expectCards(page: Page, panel: SalesPanel): Promise<void> {
  await expect(card(page, 'Faturamento')).toContainText(brl(panel.cards.faturamento));
  await expect(card(page, 'Recebido')).toContainText(brl(panel.cards.recebido));
  await expect(card(page, 'A receber')).toContainText(brl(panel.cards.a_receber));
  await expect(card(page, 'Ticket médio')).toContainText(brl(panel.cards.ticket_medio));
  await expect(card(page, 'Inadimplência')).toContainText(brl(panel.cards.inadimplencia));
}

async function openPanel(page: Page): Promise<void> {
  await page.goto('/painel-de-vendas');
  await expectRemotePage(page, 'Painel de vendas');
  await expect(card(page, 'Faturamento')).toBeVisible();
}

test.describe('Painel de vendas', () => {
  test.use({ signedIn: true, viewport: { width: 1366, height: 800 } });

  test('should show the month, apply a period and export it to XLSX with its totals', async ({
    page,
    request,
    demoAccount,
  }, testInfo) => {
    const month = await panelOf(request, demoAccount, currentMonth());
    await openPanel(page);
    await expectCards(page, month);
    for (const title of CHARTS) {
      await expect(mainArea(page).getByRole('figure', { name: title })).toBeVisible();
    }
    await expectAccessible(page);
    await attachScreenshot(page, testInfo, 'sales-panel-1366');

    // Two months before the current one to the end of this one.
    const start = dayOfMonth(-2, 1);
    const end = lastDayOfMonth(0);
    const period = { start_date: isoDate(start), end_date: isoDate(end) };
    const expected = await panelOf(request, demoAccount, period);
    const popover = await openFilters(page);
    await pickDay(popover, start, 'back');
    await pickDay(popover, end, 'forward');
    const sent = page.waitForRequest(
      (call) => call.method() === 'POST' && call.url().endsWith('/dashboards/sales-panel'),
    );
    await popover.getByRole('button', { name: 'Aplicar' }).click();
    expect((await sent).postDataJSON()).toEqual(expect.objectContaining(period));
    await expectCards(page, expected);

    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      mainArea(page).getByRole('button', { name: 'Exportar XLSX' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toBe(
      `painel-de-vendas-${period.start_date}-a-${period.end_date}.xlsx`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await xlsx.path())) as unknown as ArrayBuffer);
    const summary = workbook.getWorksheet('Resumo')!;
    expect(String(summary.getCell('A1').value)).toBe(demoAccount.company.name);
    const valueOf = (sheet: ExcelJS.Worksheet, label: string, column = 2) => {
      for (let index = 1; index <= sheet.rowCount; index++) {
        const row = sheet.getRow(index);
        if (row.getCell(1).value === label)
          return Math.round(Number(row.getCell(column).value) * 100);
      }
      throw new Error(`no ${label} in ${sheet.name}`);
    };
    expect(valueOf(summary, 'Faturamento')).toBe(expected.cards.faturamento);
    expect(valueOf(summary, 'Recebido')).toBe(expected.cards.recebido);
    expect(valueOf(summary, 'Inadimplência')).toBe(expected.cards.inadimplencia);
    const categories = workbook.getWorksheet('Faturamento por categoria')!;
    expect(valueOf(categories, 'Total')).toBe(expected.cards.faturamento);
    const months = workbook.getWorksheet('Faturamento por mês')!;
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(valueOf(months, 'Total')).toBe(sum(expected.months.map((m) => m.faturamento)));

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      mainArea(page).getByRole('button', { name: 'Exportar PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^painel-de-vendas-.*\.pdf$/);
    expect((await readFile(await pdf.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('should pass axe in dark mode', async ({ page }, testInfo) => {
    await storeTheme(page, 'dark');
    await openPanel(page);
    await expectAccessible(page);
    await attachScreenshot(page, testInfo, 'sales-panel-dark-1366');
  });
});

test.describe('Painel de vendas on a phone', () => {
  test.use({ signedIn: true, viewport: { width: 390, height: 844 } });

  for (const mode of ['light', 'dark'] as const) {
    test(`should fit 390 px in ${mode} mode, accessible`, async ({ page }, testInfo) => {
      await storeTheme(page, mode);
      await openPanel(page);
      for (const title of CHARTS) {
        await expect(mainArea(page).getByRole('figure', { name: title })).toBeVisible();
      }
      // The page itself does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await expectAccessible(page);
      await attachScreenshot(page, testInfo, `sales-panel-${mode}-390`);
    });
  }
});
