import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bankAccountBalancesSchema, bankAccountSchema } from 'shared/contracts';
import type { BankAccountBalances } from 'shared/contracts';
import { addDays, addMonths, defaultPeriod, todayIso } from 'shared/format';
import type { App } from '../../../src/app';
import { build } from '../../helper';
import { MOVEMENTS_URL, createMovement, createSetup } from '../movements/movement-fixtures';
import type { Setup } from '../movements/movement-fixtures';
import type { Tenant } from './setup-fixtures';
import { createAs, createTenant, expectError, expectStatus } from './setup-fixtures';

const URL = '/v1/companies/bank-accounts/balances';

let app: App;
let ana: Tenant;
let setup: Setup;

before(async () => {
  app = await build();
  ana = await createTenant(app);
  setup = await createSetup(ana);
});

after(async () => {
  await app.close();
});

const today = todayIso();
const monthEnd = defaultPeriod().end_date;

function account(name: string, type: string, openingCents: number, openingDate: string) {
  return createAs(ana, '/v1/companies/bank-accounts', bankAccountSchema, {
    name,
    bank_code: '341',
    bank_name: 'Itaú',
    agency: '0001',
    account_number: '999',
    account_digit: '1',
    type,
    opening_balance_cents: openingCents,
    opening_balance_date: openingDate,
  }).then((row) => row.id);
}

async function pay(movementId: string, body: Record<string, unknown>) {
  expectStatus(await ana.call('POST', `${MOVEMENTS_URL}/${movementId}/payments`, body), 201);
}

async function balancesOf(tenant: Tenant): Promise<BankAccountBalances> {
  const response = await tenant.call('GET', URL);
  expectStatus(response, 200);
  return bankAccountBalancesSchema.parse(response.json());
}

const figures = (balances: BankAccountBalances, id: string) => {
  const row = balances.data.find((b) => b.bank_account_id === id);
  assert.ok(row, `no balance for ${id}`);
  return [row.current_balance_cents, row.projected_balance_cents];
};

describe('GET /v1/companies/bank-accounts/balances', () => {
  test('should add what moved up to today, then what is open up to the end of the month', async () => {
    const main = await account('Conta principal', 'corrente', 100_000, '2025-01-01');
    const card = await account('Cartão corporativo', 'cartao_credito', 0, today);
    const overdraft = await account('Conta no cheque especial', 'corrente', -5_000, today);
    const movement = (type: string, cents: number, due: string, bank = main) =>
      createMovement(ana, {
        type,
        description: `${type} ${cents}`,
        amount_cents: cents,
        due_date: due,
        category_id: type === 'receita' ? setup.sales : setup.rent,
        bank_account_id: bank,
      });

    // Received 500,00 today with 10,00 of juros: 510,00 came in.
    const sale = await movement('receita', 50_000, today);
    await pay(sale.id, { paid_on: today, amount_cents: 50_000, juros_cents: 1_000 });
    // A 200,00 bill: 50,00 paid today, 150,00 still open and due today.
    const bill = await movement('despesa', 20_000, today);
    await pay(bill.id, { paid_on: today, amount_cents: 5_000 });
    // Open and due on the month's last day: only the forecast counts it.
    await movement('despesa', 30_000, monthEnd);
    // Due next month: outside the forecast.
    await movement('receita', 40_000, addDays(monthEnd, 1));
    // Overdue and unpaid: the forecast still expects it.
    await movement('receita', 8_000, '2025-06-01');
    // Paid before the opening balance's date: already inside the opening balance.
    const old = await movement('despesa', 10_000, '2024-12-20');
    await pay(old.id, { paid_on: '2024-12-31', amount_cents: 10_000 });
    // Filed under the main account, paid with the card: the card's balance moves.
    const fuel = await movement('despesa', 12_000, today);
    await pay(fuel.id, { paid_on: today, amount_cents: 12_000, bank_account_id: card });
    // Paid with a 5,00 desconto: 95,00 went out.
    const supplies = await movement('despesa', 10_000, today);
    await pay(supplies.id, { paid_on: today, amount_cents: 10_000, desconto_cents: 500 });

    const balances = await balancesOf(ana);
    assert.equal(balances.as_of, today);
    assert.equal(balances.until, monthEnd);
    // 1.000,00 + 510,00 − 50,00 − 95,00 = 1.365,00
    // forecast: − 150,00 − 300,00 + 80,00 = 995,00
    assert.deepEqual(figures(balances, main), [136_500, 99_500]);
    assert.deepEqual(figures(balances, card), [-12_000, -12_000]);
    assert.deepEqual(figures(balances, overdraft), [-5_000, -5_000]);
    // The fixture accounts, with nothing paid through them, show their opening balance.
    assert.deepEqual(figures(balances, setup.nubank), [0, 0]);
  });

  test('should read whole months from the totals and the rest from the payments, to the cent', async () => {
    // Issue 25: the balance adds the month totals (payment_month_totals, principal and juros +
    // multa − desconto) for the months held whole since the saldo inicial, and the payments of
    // the days around them. Accounts opened on a 1st, mid-month and this month, payments spread
    // over 20 months (some before an opening, all with charges): the figure must be the sum of
    // the payments themselves.
    const opening = {
      first: `${addMonths(today, -14).slice(0, 7)}-01`,
      middle: `${addMonths(today, -7).slice(0, 7)}-15`,
      recent: `${today.slice(0, 7)}-01` < today ? addDays(today, -1) : today,
    };
    const ids = {
      first: await account('Aberta num dia 1º', 'corrente', 10_000, opening.first),
      middle: await account('Aberta no meio do mês', 'corrente', -2_500, opening.middle),
      recent: await account('Aberta este mês', 'poupanca', 777, opening.recent),
    };
    const expected = { first: 10_000, middle: -2_500, recent: 777 };
    let state = 7;
    const next = (max: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return Math.floor((state / 2_147_483_648) * max);
    };
    const keys = ['first', 'middle', 'recent'] as const;
    for (let index = 0; index < 40; index++) {
      const key = keys[next(3)] ?? 'first';
      const type = next(2) ? 'receita' : 'despesa';
      const paidOn = addDays(today, -next(600));
      const cents = 1_000 + next(50_000);
      const charges = {
        juros_cents: next(2) ? next(900) : 0,
        multa_cents: next(3) ? 0 : next(400),
        desconto_cents: next(3) ? 0 : next(500),
      };
      const movement = await createMovement(ana, {
        type,
        description: `Mês a mês ${index}`,
        amount_cents: cents,
        due_date: paidOn,
        category_id: type === 'receita' ? setup.sales : setup.rent,
        bank_account_id: ids[key],
      });
      await pay(movement.id, { paid_on: paidOn, amount_cents: cents, ...charges });
      if (paidOn >= opening[key]) {
        const moved = cents + charges.juros_cents + charges.multa_cents - charges.desconto_cents;
        expected[key] += type === 'receita' ? moved : -moved;
      }
    }
    const balances = await balancesOf(ana);
    for (const key of keys) {
      // Everything is paid: the forecast adds nothing open.
      assert.deepEqual(figures(balances, ids[key]), [expected[key], expected[key]], key);
    }
  });

  test('should undo an estorno: the payment removed leaves the balance', async () => {
    const main = await account('Conta do estorno', 'corrente', 0, '2025-01-01');
    const sale = await createMovement(ana, {
      type: 'receita',
      description: 'Venda estornada',
      amount_cents: 7_000,
      due_date: today,
      category_id: setup.sales,
      bank_account_id: main,
    });
    const paid = await ana.call('POST', `${MOVEMENTS_URL}/${sale.id}/payments`, {
      paid_on: today,
      amount_cents: 7_000,
    });
    expectStatus(paid, 201);
    assert.deepEqual(figures(await balancesOf(ana), main), [7_000, 7_000]);
    const paymentId = paid.json<{ payment: { id: string } }>().payment.id;
    expectStatus(
      await ana.call('DELETE', `${MOVEMENTS_URL}/${sale.id}/payments/${paymentId}`),
      200,
    );
    // Open again, due today: expected by the end of the month, not in the bank yet.
    assert.deepEqual(figures(await balancesOf(ana), main), [0, 7_000]);
  });

  test("should list only the caller's company accounts", async () => {
    const bia = await createTenant(app);
    const theirs = await balancesOf(bia);
    assert.deepEqual(theirs.data, []);
    const mine = await balancesOf(ana);
    assert.ok(mine.data.length > 0);
    // Bia asking as Ana's company is refused, whatever she sends.
    const foreign = await app.inject({
      method: 'GET',
      url: URL,
      headers: { authorization: `Bearer ${bia.token}`, 'x-company-id': ana.companyId },
    });
    expectError(foreign, 403, /.+/);
  });

  test('should accept the credit-card type and refuse an unknown one', async () => {
    const created = await ana.call('POST', '/v1/companies/bank-accounts', {
      name: 'Cartão Nubank',
      bank_code: '260',
      bank_name: 'Nubank',
      agency: '0001',
      account_number: '1',
      account_digit: '0',
      type: 'cartao_credito',
      opening_balance_date: today,
    });
    expectStatus(created, 201);
    assert.equal(created.json<{ type: string }>().type, 'cartao_credito');
    const refused = await ana.call('POST', '/v1/companies/bank-accounts', {
      name: 'Cartão de loja',
      bank_code: '260',
      bank_name: 'Nubank',
      agency: '0001',
      account_number: '1',
      account_digit: '0',
      type: 'cartao_loja',
      opening_balance_date: today,
    });
    expectError(refused, 400, /'type'/);
  });
});
