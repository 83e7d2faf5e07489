import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { brl, insightsBaseline, insightsOf, isoDate, today } from '../support/dashboards';
import { expect, mainArea, test } from '../support/fixtures';
import {
  apiHeaders,
  expenseLeafCategory,
  movementOf,
  pageOf,
  searchMovements,
} from '../support/movements';

// Issue #8, item 5's remaining path end to end on the production build and the real API: find
// movements with the filter, change a series 'Esta e as próximas', pay two rows in bulk, export
// the selection, holding the insights cards to the exact amounts involved.

function table(page: Page): Locator {
  return mainArea(page).getByRole('table', { name: 'Movimentações' });
}

test.describe('movements: filter, series edit, bulk payment and export', () => {
  test.use({ signedIn: true, colorScheme: 'light', viewport: { width: 1366, height: 800 } });

  test("should find two despesas with the filter, change a series 'Esta e as próximas', pay both in bulk and export them", async ({
    page,
    request,
    demoAccount,
  }) => {
    test.setTimeout(240_000);
    const { month, byPayment, before, paidBefore } = await insightsBaseline(request, demoAccount);
    const dueToday = isoDate(today());
    const headers = apiHeaders(demoAccount);
    const categoryId = await expenseLeafCategory(request, demoAccount);
    const accounts = (await (
      await request.get('/v1/companies/bank-accounts', { headers })
    ).json()) as { id: string; active: boolean }[];
    const bankAccountId = accounts.find((account) => account.active)?.id;
    const description = `E2E Licencas ${Date.now()}`;

    // A monthly repetition of 100,00 three times and a single 40,00, all starting today (the
    // form's own creation path has its test in movements-form.spec.ts).
    for (const data of [
      { description, amount_cents: 10_000, recurrence: { frequency: 'monthly', count: 3 } },
      { description: `${description} avulsa`, amount_cents: 4_000 },
    ]) {
      const response = await request.post('/v1/companies/movements', {
        headers,
        data: {
          type: 'despesa',
          due_date: dueToday,
          category_id: categoryId,
          bank_account_id: bankAccountId,
          ...data,
        },
      });
      expect(response.status(), await response.text()).toBe(201);
    }

    // Find them: this month's period with the search typed in 'Filtros'.
    await searchMovements(page, description);
    await expect(table(page).getByRole('row')).toHaveCount(3);
    await expect(table(page).getByRole('img', { name: 'Recorrente, 1 de 3' })).toBeVisible();
    const found = await pageOf(request, demoAccount, { ...month, search: description });
    const parcel = found.items.find((movement) => movement.recurrence?.number === 1);
    if (!parcel) throw new Error('the first repetition expected this month');

    // 'Esta e as próximas' from the first: every repetition becomes 120,00.
    await table(page)
      .getByRole('button', { name: `Ações de ${parcel.description}`, exact: true })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar movimentação' });
    await edit.getByLabel('Valor').fill('120,00');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await edit
      .getByRole('group', { name: 'Aplicar a alteração a quais repetições?' })
      .getByRole('button', { name: 'Esta e as próximas' })
      .click();
    await expect(page.getByText('Movimentação atualizada', { exact: true })).toBeVisible();
    const series = await pageOf(request, demoAccount, {
      search: description,
      start_date: dueToday,
      end_date: isoDate({ ...today(), year: today().year + 1 }),
    });
    expect(
      series.items
        .filter((movement) => movement.recurrence)
        .map((movement) => [movement.recurrence?.number, movement.amount_cents]),
    ).toEqual([
      [1, 12_000],
      [2, 12_000],
      [3, 12_000],
    ]);
    // This month holds the first repetition and the single one.
    expect((await insightsOf(request, demoAccount, month)).total_expense).toBe(
      before.total_expense + 12_000 + 4_000,
    );

    // Tick both rows, 'Dar baixa' today on each one's account: the month's paid despesa grows by
    // exactly what was open.
    await expect(table(page).getByRole('row')).toHaveCount(3);
    for (const name of [parcel.description, `${description} avulsa`]) {
      await table(page)
        .getByRole('checkbox', { name: `Selecionar ${name}`, exact: true })
        .check();
    }
    const bar = mainArea(page).getByRole('region', { name: 'Ações em lote' });
    await expect(bar).toContainText('2 selecionada(s)');
    await expect(bar).toContainText(brl(16_000));

    // Export the selection before paying: a CSV with both rows and the totals at the end.
    await bar.getByRole('button', { name: 'Exportar seleção' }).click();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'CSV (separado por ;)' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`movimentacoes-selecao-${dueToday}.csv`);
    const lines = (await readFile(await csv.path()))
      .subarray(3)
      .toString('utf8')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(1 + 2 + 2);
    expect(
      lines
        .slice(1, 3)
        .map((line) => line.split(';')[3])
        .sort(),
    ).toEqual([description, `${description} avulsa`].sort());
    expect(lines[4]).toContain(';Total a pagar;');
    expect(lines[4]).toContain(';160,00;0,00;160,00;');

    await bar.getByRole('button', { name: 'Dar baixa' }).click();
    const pay = page.getByRole('alertdialog', { name: 'Dar baixa nas selecionadas' });
    await pay.getByRole('button', { name: 'Dar baixa' }).click();
    await expect(page.getByText('2 movimentação(ões) paga(s).', { exact: true })).toBeVisible();
    expect((await movementOf(request, demoAccount, parcel.id)).status).toBe('pago');
    expect((await insightsOf(request, demoAccount, byPayment)).total_expense).toBe(
      paidBefore.total_expense + 16_000,
    );
    await expect(table(page).getByRole('row').nth(1)).toContainText('Pago');
  });
});
