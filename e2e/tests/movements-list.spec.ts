import type { Locator, Page } from '@playwright/test';
import { brl, currentMonth } from '../support/dashboards';
import { expectAccessible } from '../support/axe';
import { expect, expectRemotePage, mainArea, storeTheme, test } from '../support/fixtures';
import { createParcelledExpenses, pageOf, totalsOf } from '../support/movements';

// The Movimentações list (issue #8, item 1) end to end: the demo company's seeded movements, the
// real API and the production build.

function table(page: Page): Locator {
  return mainArea(page).getByRole('table', { name: 'Movimentações' });
}

async function openList(page: Page, query = ''): Promise<void> {
  await page.goto(`/movimentacoes${query}`);
  await expectRemotePage(page, 'Movimentações');
}

function totalCard(page: Page, label: string): Locator {
  return mainArea(page)
    .getByRole('region', { name: 'Totais do filtro' })
    .locator('dl')
    .filter({
      has: page.getByText(label, { exact: true }),
    });
}

test.describe('movements list', () => {
  test.use({ signedIn: true, colorScheme: 'light', viewport: { width: 1366, height: 800 } });

  test("should list the month's movements with the API's totals", async ({
    page,
    request,
    demoAccount,
  }) => {
    const month = currentMonth();
    const totals = await totalsOf(request, demoAccount, { ...month });
    const first = await pageOf(request, demoAccount, { ...month, limit: '1' });
    expect(totals.overall.count, 'the demo seed has movements this month').toBeGreaterThan(0);

    await openList(page);
    await expect(table(page)).toBeVisible();
    await expect(table(page).getByRole('row').nth(1)).toContainText(first.items[0]!.description);
    await expect(totalCard(page, 'A receber')).toContainText(brl(totals.income.open_cents));
    await expect(totalCard(page, 'A pagar')).toContainText(brl(totals.expense.open_cents));
    await expect(totalCard(page, 'Recebido / Pago')).toContainText(brl(totals.income.paid_cents));
    await expect(totalCard(page, 'Recebido / Pago')).toContainText(brl(totals.expense.paid_cents));
    await expect(totalCard(page, 'Em aberto')).toContainText(brl(totals.overall.open_cents));
    await expect(totalCard(page, 'Vencido')).toContainText(brl(totals.overall.overdue_cents));
  });

  test('should keep an applied filter in the URL, through a reload and the back button', async ({
    page,
    request,
    demoAccount,
  }) => {
    const month = currentMonth();
    const [sample] = (await pageOf(request, demoAccount, { ...month, limit: '1' })).items;
    if (!sample) throw new Error('no movement this month');
    const search = sample.description;
    const expected = await totalsOf(request, demoAccount, {
      ...month,
      search,
      status: sample.status,
    });

    await openList(page);
    await expect(table(page)).toBeVisible();
    await mainArea(page)
      .getByRole('button', { name: /Filtros/ })
      .click();
    const popover = page.getByRole('dialog', { name: 'Filtros' });
    await popover.getByRole('searchbox', { name: 'Buscar' }).fill(search);
    const statusLabel = sample.status.charAt(0).toUpperCase() + sample.status.slice(1);
    await popover.getByRole('checkbox', { name: statusLabel, exact: true }).check();
    await popover.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText('Filtro(s) aplicado(s)')).toBeVisible();

    await expect(page).toHaveURL(/busca=/);
    const url = new URL(page.url());
    expect(url.searchParams.get('busca')).toBe(search);
    expect(url.searchParams.get('status')).toBe(sample.status);
    const filtered = async () => {
      await expect(mainArea(page).getByRole('button', { name: /Filtros/ })).toContainText('2');
      await expect(table(page).getByRole('row')).toHaveCount(expected.overall.count + 1);
      await expect(totalCard(page, 'Em aberto')).toContainText(brl(expected.overall.open_cents));
    };
    await filtered();

    await page.reload();
    await expectRemotePage(page, 'Movimentações');
    await filtered();

    await page.goBack();
    await expect(page).toHaveURL(/\/movimentacoes$/);
    await expect(mainArea(page).getByRole('button', { name: /Filtros/ })).not.toContainText('2');
  });

  test('should keep fewer than 300 rows in the DOM after scrolling 5,000', async ({
    page,
    request,
    demoAccount,
  }) => {
    test.setTimeout(480_000);
    // Far in the future, so no other spec's current-month figures move.
    await createParcelledExpenses(request, demoAccount, {
      series: 42,
      firstDue: '2090-01-10',
      description: 'E2E virtual',
    });
    const query = { start_date: '2090-01-01', end_date: '2099-12-31', search: 'E2E virtual' };
    const totals = await totalsOf(request, demoAccount, query);
    expect(totals.overall.count).toBeGreaterThanOrEqual(5_000);

    await openList(page, '?inicio=2090-01-01&fim=2099-12-31&busca=E2E%20virtual');
    const grid = table(page);
    await expect(grid).toHaveAttribute('aria-rowcount', String(totals.overall.count + 1));
    const lastRow = grid.locator(`[role=row][aria-rowindex="${totals.overall.count + 1}"]`);
    let maxRows = 0;
    for (let step = 0; step < 600 && !(await lastRow.count()); step++) {
      await grid.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      await page.waitForTimeout(150);
      maxRows = Math.max(maxRows, await page.locator('[role=row]').count());
    }
    await expect(lastRow).toBeVisible();
    maxRows = Math.max(maxRows, await page.locator('[role=row]').count());
    expect(maxRows).toBeLessThan(300);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`should have no serious accessibility violations, ${mode}`, async ({ page }) => {
      await storeTheme(page, mode);
      await openList(page);
      await expect(table(page)).toBeVisible();
      await expectAccessible(page, { include: 'main' });
      await mainArea(page)
        .getByRole('button', { name: /Filtros/ })
        .click();
      await expect(page.getByRole('dialog', { name: 'Filtros' })).toBeVisible();
      await expectAccessible(page, { include: '[role=dialog]' });
    });
  }
});

test.describe('movements list on a phone', () => {
  test.use({ signedIn: true, colorScheme: 'light', viewport: { width: 390, height: 844 } });

  test('should show the rows as cards', async ({ page }, testInfo) => {
    await openList(page);
    const grid = table(page);
    await expect(grid.getByRole('row').nth(1)).toContainText('Venc.');
    await expect(grid.getByRole('columnheader', { name: 'Descrição' })).toHaveCount(0);
    const box = await grid.getByRole('row').nth(1).boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    const path = testInfo.outputPath('movements-390.png');
    await page.screenshot({ path });
    await testInfo.attach('movements-390', { path, contentType: 'image/png' });
  });
});
