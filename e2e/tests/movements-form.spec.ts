import type { Locator, Page } from '@playwright/test';
import {
  brl,
  currentMonth,
  insightsBaseline,
  insightsOf,
  isoDate,
  today,
} from '../support/dashboards';
import { expect, expectRemotePage, mainArea, startApp, test } from '../support/fixtures';
import { leafCategory, movementOf, pageOf } from '../support/movements';

// The movement form and the payment screen (issue #8, items 2 and 3) end to end, on the production
// build and the real API: a despesa in parcels from creation to deletion, with the insights cards
// held to the exact amounts involved, and a receita already paid on a phone.

const brDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

function drawer(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

/** Types into a combobox and picks the option, as a person does. */
async function choose(scope: Locator, label: string | RegExp, typed: string, option: string) {
  const input = scope.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(typed);
  await scope.page().getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

/** One of the three insights cards (a <dl>), as the insights spec reads them. */
function card(page: Page, label: string): Locator {
  return mainArea(page)
    .locator('dl')
    .filter({ has: page.getByText(label, { exact: true }) })
    .getByRole('definition');
}

async function expectExpenseCard(page: Page, cents: number): Promise<void> {
  await page.goto('/');
  await startApp(page);
  await expectRemotePage(page, /\S/);
  await expect(card(page, 'Despesa total')).toHaveText(brl(cents));
}

test.describe('movement form and payment', () => {
  test.use({ signedIn: true, colorScheme: 'light', viewport: { width: 1366, height: 800 } });

  test('should create a despesa in 3 parcels, edit one, pay it in part with juros, estornar and delete', async ({
    page,
    request,
    demoAccount,
  }) => {
    // A whole life cycle through five screens on a 2-core machine.
    test.setTimeout(240_000);
    const { byPayment, before, paidBefore } = await insightsBaseline(request, demoAccount);
    const dueToday = isoDate(today());
    const category = await leafCategory(request, demoAccount, 'despesa');
    const description = `E2E Notebooks ${Date.now()}`;

    // Create: 300,01 in 3 parcels, the first due today; the preview is the API's split.
    await page.goto('/movimentacoes');
    await expectRemotePage(page, 'Movimentações');
    await mainArea(page).getByRole('button', { name: 'Nova movimentação' }).click();
    const form = drawer(page, 'Nova movimentação');
    await form.getByLabel('Descrição').fill(description);
    await form.getByLabel('Valor').fill('300,01');
    const due = form.getByLabel('Vencimento');
    await due.fill('');
    await due.pressSequentially(brDate(dueToday).replaceAll('/', ''));
    await expect(due).toHaveValue(brDate(dueToday));
    await choose(form, /Categoria/, category.name, `${category.code} ${category.name}`);
    await form.getByRole('radio', { name: 'Parcelar' }).check();
    await form.getByLabel('Parcelas').fill('3');
    const preview = form.getByRole('table', { name: 'Prévia das datas e valores' });
    const rows = preview.getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText(brl(10_001));
    await expect(rows.nth(2)).toContainText(brl(10_000));
    await expect(rows.nth(3)).toContainText(brl(10_000));
    await form.getByRole('button', { name: 'Salvar' }).click();
    // Toasts, matched whole: 'Nenhum pagamento registrado.' also contains 'pagamento registrado.'.
    await expect(page.getByText('3 movimentações criadas', { exact: true })).toBeVisible();
    await expect(form).toBeHidden();

    const created = await pageOf(request, demoAccount, {
      search: description,
      start_date: dueToday,
      end_date: isoDate({ ...today(), year: today().year + 1 }),
    });
    expect(created.items.map((m) => [m.instalment?.label, m.amount_cents])).toEqual([
      ['1/3', 10_001],
      ['2/3', 10_000],
      ['3/3', 10_000],
    ]);
    const [first, second, third] = created.items;
    if (!first || !second || !third) throw new Error('three parcels expected');
    // The first parcel is due this month: the card grows by exactly its amount.
    await expectExpenseCard(page, before.total_expense + 10_001);

    // Edit parcel 2/3 only.
    await page.goto(`/movimentacoes?movimentacao=${second.id}`);
    const edit = drawer(page, 'Editar movimentação');
    await expect(edit.getByLabel('Descrição')).toHaveValue(description);
    await expect(edit.getByRole('combobox', { name: /Categoria/ })).toHaveValue(
      `${category.code} ${category.name}`,
    );
    await edit.getByLabel('Descrição').fill(`${description} (editada)`);
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await edit
      .getByRole('group', { name: 'Aplicar a alteração a quais parcelas?' })
      .getByRole('button', { name: 'Apenas esta' })
      .click();
    await expect(page.getByText('Movimentação atualizada', { exact: true })).toBeVisible();
    expect((await movementOf(request, demoAccount, second.id)).description).toBe(
      `${description} (editada)`,
    );
    expect((await movementOf(request, demoAccount, third.id)).description).toBe(description);

    // Pay 50,00 of parcel 1/3 with 2,50 of juros: 'Pago parcial'; the principal is what counts.
    await page.goto(`/movimentacoes/pagamento/${first.id}`);
    await expectRemotePage(page, 'Pagamento');
    const payment = mainArea(page).getByRole('form', { name: 'Registrar pagamento' });
    await payment.getByLabel('Valor pago').fill('50,00');
    await payment.getByLabel('Juros').fill('2,50');
    await expect(payment).toContainText(brl(5_250));
    await payment.getByRole('button', { name: 'Registrar pagamento' }).click();
    await expect(page.getByText('Pagamento registrado.', { exact: true })).toBeVisible();
    const history = mainArea(page).getByRole('region', { name: 'Histórico de pagamentos' });
    await expect(history.getByRole('row').nth(1)).toContainText(brl(5_000));
    await expect(history.getByRole('row').nth(1)).toContainText(brl(250));
    const paid = await movementOf(request, demoAccount, first.id);
    expect([paid.status, paid.paid_cents, paid.open_cents]).toEqual(['pago parcial', 5_000, 5_001]);
    // By payment date the month's despesa grows by the principal (not the juros); by due date
    // nothing moves, the parcel was already counted.
    expect((await insightsOf(request, demoAccount, byPayment)).total_expense).toBe(
      paidBefore.total_expense + 5_000,
    );
    await expectExpenseCard(page, before.total_expense + 10_001);

    // Estorno: the amount is open again.
    await page.goto(`/movimentacoes/pagamento/${first.id}`);
    await expectRemotePage(page, 'Pagamento');
    await mainArea(page)
      .getByRole('button', { name: `Estornar pagamento de ${brDate(isoDate(today()))}` })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Estornar pagamento?' })
      .getByRole('button', { name: 'Estornar' })
      .click();
    await expect(page.getByText('Pagamento estornado.', { exact: true })).toBeVisible();
    expect((await movementOf(request, demoAccount, first.id)).paid_cents).toBe(0);
    expect((await insightsOf(request, demoAccount, byPayment)).total_expense).toBe(
      paidBefore.total_expense,
    );

    // Delete the whole series: the card is back where it started.
    await page.goto(`/movimentacoes?movimentacao=${first.id}&acao=excluir`);
    await drawer(page, 'Editar movimentação')
      .getByRole('group', { name: 'Excluir quais parcelas?' })
      .getByRole('button', { name: 'Todas' })
      .click();
    await expect(page.getByText('Movimentação excluída', { exact: true })).toBeVisible();
    const left = await pageOf(request, demoAccount, { search: description });
    expect(left.items).toEqual([]);
    await expectExpenseCard(page, before.total_expense);
  });
});

test.describe('movement form on a phone', () => {
  test.use({ signedIn: true, colorScheme: 'dark', viewport: { width: 390, height: 844 } });

  test("should create a receita 'Já está pago' and list it as a paid card", async ({
    page,
    request,
    demoAccount,
  }) => {
    const category = await leafCategory(request, demoAccount, 'receita');
    const description = `E2E Consultoria ${Date.now()}`;
    const day = isoDate(today());
    const before = await insightsOf(request, demoAccount, currentMonth());

    await page.goto('/movimentacoes?movimentacao=nova');
    const form = drawer(page, 'Nova movimentação');
    await form.getByRole('radio', { name: 'Receita' }).check();
    await form.getByLabel('Descrição').fill(description);
    await form.getByLabel('Valor').fill('1.234,56');
    const due = form.getByLabel('Vencimento');
    await due.fill('');
    await due.pressSequentially(brDate(day).replaceAll('/', ''));
    await choose(form, /Categoria/, category.name, `${category.code} ${category.name}`);
    await expect(form.getByRole('combobox', { name: 'Cliente' })).toBeVisible();
    await form.getByRole('checkbox', { name: 'Já está pago' }).check();
    await expect(form.getByLabel('Data do pagamento')).toHaveValue(brDate(day));
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Movimentação criada', { exact: true })).toBeVisible();

    const [created] = (await pageOf(request, demoAccount, { search: description })).items;
    expect([created?.status, created?.paid_cents]).toEqual(['pago', 123_456]);
    await page.goto(`/movimentacoes?busca=${encodeURIComponent(description)}`);
    const row = mainArea(page).getByRole('row', { name: new RegExp(description) });
    await expect(row).toContainText('Pago');
    await expect(row).toContainText(brl(123_456));
    expect((await insightsOf(request, demoAccount, currentMonth())).total_income).toBe(
      before.total_income + 123_456,
    );
  });
});
