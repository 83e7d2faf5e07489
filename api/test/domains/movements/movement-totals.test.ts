import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { movementPageSchema, movementTotalsSchema } from 'shared/contracts';
import type { Movement, MovementSums, MovementTotals } from 'shared/contracts';
import { addDays, todayIso } from 'shared/format';
import type { App } from '../../../src/app';
import {
  MOVEMENTS_URL,
  createMovement,
  createSetup,
  pay,
  openMovementWorld,
} from './movement-fixtures';
import type { Setup } from './movement-fixtures';
import type { Tenant } from '../setup/setup-fixtures';
import {
  assertCompanyHeaderChecks,
  createTenant,
  expectError,
  expectStatus,
} from '../setup/setup-fixtures';

let app: App;
let ana: Tenant;
let bruno: Tenant;
let setup: Setup;
let brunoSetup: Setup;
const today = todayIso();
const day = (offset: number) => addDays(today, offset);

/**
 * Ana's company: four despesas and three receitas, each in a different state on `today`.
 * Expense: 64.000 in all, 9.000 paid, 55.000 open (A 10.000 + B 15.000 + C 30.000), of which
 * 25.000 overdue (A + B). Income: 145.000 in all, 80.000 paid, 65.000 open (E 50.000 +
 * G 15.000), of which 50.000 overdue (E).
 */
before(async () => {
  ({ app, ana, bruno, setup, brunoSetup } = await openMovementWorld());
  const expense = (description: string, amount: number, due: number, extra = {}) =>
    createMovement(ana, {
      type: 'despesa',
      description,
      amount_cents: amount,
      due_date: day(due),
      category_id: setup.rent,
      ...extra,
    });
  const income = (description: string, amount: number, due: number) =>
    createMovement(ana, {
      type: 'receita',
      description,
      amount_cents: amount,
      due_date: day(due),
      category_id: setup.sales,
    });
  await expense('A aluguel vencido', 10_000, -10, { bank_account_id: setup.itau });
  const b = await expense('B folha em parte', 20_000, -5, {
    category_id: setup.salaries,
    supplier_id: setup.supplier,
  });
  await pay(ana, b.id, { paid_on: today, amount_cents: 5_000 });
  await expense('C energia a vencer', 30_000, 5);
  const d = await expense('D internet paga', 4_000, 0);
  await pay(ana, d.id, { paid_on: today, amount_cents: 4_000 });
  await income('E venda vencida', 50_000, -1);
  const f = await income('F venda recebida', 70_000, 3);
  await pay(ana, f.id, { paid_on: day(-2), amount_cents: 70_000 });
  const g = await income('G venda em parte', 25_000, 10);
  await pay(ana, g.id, { paid_on: today, amount_cents: 10_000 });
  // Bruno's movement must never show in Ana's figures.
  await createMovement(bruno, {
    type: 'despesa',
    description: 'Outra empresa',
    amount_cents: 99_000,
    due_date: day(-3),
    category_id: brunoSetup.rent,
    bank_account_id: brunoSetup.itau,
  });
});

after(async () => {
  await app.close();
});

const sums = (values: Partial<MovementSums> = {}): MovementSums => ({
  count: 0,
  amount_cents: 0,
  paid_cents: 0,
  open_cents: 0,
  open_count: 0,
  overdue_cents: 0,
  overdue_count: 0,
  ...values,
});

async function totals(query = '', tenant = ana): Promise<MovementTotals> {
  const response = await tenant.call('GET', `${MOVEMENTS_URL}/totals?${query}`);
  expectStatus(response, 200);
  return movementTotalsSchema.parse(response.json());
}

const expenseAll = sums({
  count: 4,
  amount_cents: 64_000,
  paid_cents: 9_000,
  open_cents: 55_000,
  open_count: 3,
  overdue_cents: 25_000,
  overdue_count: 2,
});
const incomeAll = sums({
  count: 3,
  amount_cents: 145_000,
  paid_cents: 80_000,
  open_cents: 65_000,
  open_count: 2,
  overdue_cents: 50_000,
  overdue_count: 1,
});

describe('movements: totals of the filtered set', () => {
  test('should add up every movement of the company, per type and overall', async () => {
    assert.deepEqual(await totals(), {
      income: incomeAll,
      expense: expenseAll,
      overall: sums({
        count: 7,
        amount_cents: 209_000,
        paid_cents: 89_000,
        open_cents: 120_000,
        open_count: 5,
        overdue_cents: 75_000,
        overdue_count: 3,
      }),
    });
  });

  test('should apply the same filter as the list', async () => {
    const byType = await totals('type=despesa');
    assert.deepEqual(byType.expense, expenseAll);
    assert.deepEqual(byType.income, sums());

    const overdue = await totals('status=vencido');
    assert.deepEqual(
      overdue.expense,
      sums({
        count: 1,
        amount_cents: 10_000,
        open_cents: 10_000,
        open_count: 1,
        overdue_cents: 10_000,
        overdue_count: 1,
      }),
    );
    assert.deepEqual(
      overdue.income,
      sums({
        count: 1,
        amount_cents: 50_000,
        open_cents: 50_000,
        open_count: 1,
        overdue_cents: 50_000,
        overdue_count: 1,
      }),
    );

    const partial = await totals('status=pago parcial');
    assert.equal(partial.overall.count, 2);
    assert.equal(partial.overall.paid_cents, 15_000);
    assert.equal(partial.overall.open_cents, 30_000);
    assert.equal(partial.overall.overdue_cents, 15_000);

    const period = await totals(`start_date=${day(-5)}&end_date=${day(3)}`);
    assert.equal(period.overall.count, 4); // B, D, E, F
    assert.equal(period.overall.amount_cents, 144_000);

    const paidOn = await totals(`date_type=payment_date&start_date=${day(-2)}&end_date=${day(-2)}`);
    assert.deepEqual(paidOn.income, sums({ count: 1, amount_cents: 70_000, paid_cents: 70_000 }));
    assert.equal(paidOn.expense.count, 0);

    assert.equal((await totals('search=folha')).overall.amount_cents, 20_000);
    assert.equal((await totals('search=imobili%C3%A1ria')).overall.amount_cents, 20_000);
    assert.equal((await totals(`categories=${setup.expense}`)).expense.count, 4);
    assert.equal((await totals(`categories=${setup.payroll}`)).expense.amount_cents, 20_000);
    assert.equal((await totals(`bank_accounts=${setup.itau}`)).overall.amount_cents, 10_000);
  });

  test('should count as many movements as the list walks', async () => {
    const query = `status=vencido,pago parcial&start_date=${day(-30)}&end_date=${day(30)}`;
    const list = await ana.call('GET', `${MOVEMENTS_URL}?${query}&limit=200`);
    expectStatus(list, 200);
    const { items } = movementPageSchema.parse(list.json());
    const figures = await totals(query);
    assert.equal(items.length, figures.overall.count);
    assert.equal(
      items.reduce((sum, item) => sum + item.open_cents, 0),
      figures.overall.open_cents,
    );
  });

  test("should count nothing for another company's ids, and nothing of Ana's for Bruno", async () => {
    assert.deepEqual((await totals(`bank_accounts=${brunoSetup.itau}`)).overall, sums());
    assert.deepEqual((await totals(`categories=${brunoSetup.rent}`)).overall, sums());
    assert.deepEqual((await totals(`suppliers=${brunoSetup.supplier}`)).overall, sums());
    const brunos = await totals('', bruno);
    assert.equal(brunos.overall.count, 1);
    assert.equal(brunos.overall.amount_cents, 99_000);
  });

  test('should refuse bad filters with a 400 in Portuguese', async () => {
    const bad = (query: string) => ana.call('GET', `${MOVEMENTS_URL}/totals?${query}`);
    expectError(
      await bad(`start_date=${day(1)}&end_date=${day(0)}`),
      400,
      /data final deve ser igual ou posterior/,
    );
    expectError(await bad('start_date=2026-02-30'), 400, /start_date/);
    expectError(await bad('status=pendente'), 400, /status/);
    expectError(await bad('bank_accounts=nao-e-um-id'), 400, /bank_accounts/);
  });

  test('should check the company header', async () => {
    await assertCompanyHeaderChecks(app, ana, bruno, 'GET', `${MOVEMENTS_URL}/totals`);
  });
});

describe('movements: sorting the list', () => {
  async function walk(query: string): Promise<Movement[]> {
    const seen: Movement[] = [];
    let cursor: string | null = null;
    do {
      const response = await ana.call(
        'GET',
        `${MOVEMENTS_URL}?${query}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expectStatus(response, 200);
      const page = movementPageSchema.parse(response.json());
      seen.push(...page.items);
      cursor = page.next_cursor;
    } while (cursor);
    return seen;
  }

  const letters = (rows: Movement[]) => rows.map((row) => row.description[0]).join('');

  test('should sort by due date ascending by default, and descending on request', async () => {
    assert.equal(letters(await walk('')), 'ABEDFCG');
    assert.equal(letters(await walk('sort=due_date&order=desc')), 'GCFDEBA');
  });

  test('should sort by amount both ways, page by page, each row once', async () => {
    assert.equal(letters(await walk('sort=amount')), 'DABGCEF');
    assert.equal(letters(await walk('sort=amount&order=desc')), 'FECGBAD');
    assert.equal(letters(await walk('sort=amount&type=receita')), 'GEF');
  });

  test('should break ties on the id, so equal amounts are neither skipped nor repeated', async () => {
    const tenant = await createTenant(app);
    const own = await createSetup(tenant);
    for (let i = 0; i < 5; i++) {
      await createMovement(tenant, {
        type: 'despesa',
        description: `Igual ${i}`,
        amount_cents: 1_000,
        due_date: today,
        category_id: own.rent,
      });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await tenant.call(
        'GET',
        `${MOVEMENTS_URL}?sort=amount&order=desc&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expectStatus(response, 200);
      const page = movementPageSchema.parse(response.json());
      seen.push(...page.items.map((item) => item.id));
      cursor = page.next_cursor;
    } while (cursor);
    assert.equal(seen.length, 5);
    assert.deepEqual(seen, [...seen].sort().reverse());
  });

  test('should refuse a bad sort or order, and a cursor of another sort', async () => {
    expectError(await ana.call('GET', `${MOVEMENTS_URL}?sort=description`), 400, /sort/);
    expectError(await ana.call('GET', `${MOVEMENTS_URL}?order=up`), 400, /order/);
    const first = await ana.call('GET', `${MOVEMENTS_URL}?sort=amount&limit=2`);
    const cursor = movementPageSchema.parse(first.json()).next_cursor;
    assert.ok(cursor);
    const cursorMessage = "O parâmetro de consulta 'cursor' é inválido.";
    expectError(await ana.call('GET', `${MOVEMENTS_URL}?cursor=${cursor}`), 400, cursorMessage);
    expectError(
      await ana.call('GET', `${MOVEMENTS_URL}?sort=amount&order=desc&cursor=${cursor}`),
      400,
      cursorMessage,
    );
  });
});
