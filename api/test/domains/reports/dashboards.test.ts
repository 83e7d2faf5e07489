import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import {
  TRANSACTION_STATUSES,
  cashFlowSchema,
  emptyFilter,
  insightsSchema,
  movementStatus,
  paymentSchema,
} from 'shared/contracts';
import { z } from 'zod';
import type { CashFlowNode, Insights, Movement, TransactionStatus } from 'shared/contracts';
import { addDays, todayIso } from 'shared/format';
import type { App } from '../../../src/app';
import { createMovementTotalsRepository } from '../../../src/domains/movements/repositories/movement-totals-repository';
import type { MovementFilter } from '../../../src/domains/movements/repositories/movement-filter';
import { build } from '../../helper';
import { createMovement, createMovements, createSetup, pay } from '../movements/movement-fixtures';
import type { Setup } from '../movements/movement-fixtures';
import { assertDayTotalsMatchMovements } from './day-totals-check';
import type { Method, Tenant } from '../setup/setup-fixtures';
import {
  assertCompanyHeaderChecks,
  createTenant,
  expectError,
  expectStatus,
} from '../setup/setup-fixtures';

const INSIGHTS = '/v1/companies/dashboards/insights';
const CASH_FLOW = '/v1/companies/dashboards/cash-flow';

let app: App;
let ana: Tenant;
let bruno: Tenant;
let setup: Setup;

before(async () => {
  app = await build();
  ana = await createTenant(app);
  bruno = await createTenant(app);
  setup = await createSetup(ana);
});

after(async () => {
  await app.close();
});

const today = todayIso();

async function insights(tenant: Tenant, filter: Record<string, unknown>): Promise<Insights> {
  const response = await tenant.call('POST', INSIGHTS, filter);
  expectStatus(response, 200);
  return insightsSchema.parse(response.json());
}

async function cashFlow(tenant: Tenant, filter: Record<string, unknown>): Promise<CashFlowNode[]> {
  const response = await tenant.call('POST', CASH_FLOW, filter);
  expectStatus(response, 200);
  return cashFlowSchema.parse(response.json());
}

const statusBalance = (result: Insights, status: TransactionStatus) =>
  result.balance_by_transaction_status.find((row) => row.status === status)?.balance;

describe('dashboards: a known month', () => {
  // Ten days around today, so every status is present whatever day the suite runs.
  const start = addDays(today, -5);
  const end = addDays(today, 5);
  const period = { start_date: start, end_date: end };

  before(async () => {
    const sale = await createMovement(ana, {
      type: 'receita',
      description: 'Venda loja',
      amount_cents: 100_000,
      due_date: addDays(today, -4),
      category_id: setup.sales,
      bank_account_id: setup.itau,
    });
    await pay(ana, sale.id, { paid_on: addDays(today, -4), amount_cents: 100_000 });
    const service = await createMovement(ana, {
      type: 'receita',
      description: 'Consultoria',
      amount_cents: 50_000,
      due_date: addDays(today, -2),
      category_id: setup.services,
      bank_account_id: setup.nubank,
    });
    await pay(ana, service.id, {
      paid_on: addDays(today, -1),
      amount_cents: 20_000,
      bank_account_id: setup.itau,
    });
    await createMovement(ana, {
      type: 'despesa',
      description: 'Folha',
      amount_cents: 30_000,
      due_date: addDays(today, -3),
      category_id: setup.salaries,
      bank_account_id: setup.itau,
    });
    await createMovement(ana, {
      type: 'despesa',
      description: 'Aluguel',
      amount_cents: 25_000,
      due_date: today,
      category_id: setup.rent,
    });
    await createMovement(ana, {
      type: 'despesa',
      description: 'Aluguel depósito',
      amount_cents: 5_000,
      due_date: addDays(today, 3),
      category_id: setup.rent,
      bank_account_id: setup.nubank,
    });
    // Outside the period: must not count.
    await createMovement(ana, {
      type: 'receita',
      description: 'Venda antiga',
      amount_cents: 999_999,
      due_date: addDays(today, -40),
      category_id: setup.sales,
    });
  });

  test('should answer totals, statuses, categories, accounts and the running balance', async () => {
    const result = await insights(ana, period);
    assert.equal(result.total_income, 150_000);
    assert.equal(result.total_expense, 60_000);
    assert.equal(result.total_balance, 90_000);
    assert.deepEqual(result.balance_by_transaction_status, [
      { status: 'pago', balance: 100_000 },
      { status: 'pago parcial', balance: 50_000 },
      { status: 'vencido', balance: -30_000 },
      { status: 'vence hoje', balance: -25_000 },
      { status: 'a vencer', balance: -5_000 },
    ]);
    assert.deepEqual(result.income_by_categories, [
      { id: setup.sales, label: 'Vendas', value: 100_000 },
      { id: setup.services, label: 'Serviços', value: 50_000 },
    ]);
    assert.deepEqual(result.expense_by_categories, [
      // Equal values: by name.
      { id: setup.rent, label: 'Aluguel', value: 30_000 },
      { id: setup.salaries, label: 'Salários', value: 30_000 },
    ]);
    assert.deepEqual(result.income_vs_expense, [
      { id: 'receita', label: 'Receita', value: 150_000 },
      { id: 'despesa', label: 'Despesa', value: 60_000 },
    ]);
    assert.deepEqual(result.balance_by_bank_account, [
      { id: setup.itau, label: 'Itaú', value: 70_000 },
      { id: setup.nubank, label: 'Nubank', value: 45_000 },
      { id: null, label: 'Sem conta bancária', value: -25_000 },
    ]);
    const series = result.balance_timeseries;
    assert.equal(series.granularity, 'day');
    assert.equal(series.points.length, 11);
    assert.equal(series.points[0]?.date, start);
    assert.equal(series.points.at(-1)?.date, end);
    const byDate = Object.fromEntries(series.points.map((p) => [p.date, p.value]));
    assert.equal(byDate[addDays(today, -5)], 0);
    assert.equal(byDate[addDays(today, -4)], 100_000);
    assert.equal(byDate[addDays(today, -3)], 70_000);
    assert.equal(byDate[addDays(today, -2)], 120_000);
    assert.equal(byDate[today], 95_000);
    assert.equal(byDate[end], 90_000);
  });

  test('should count what was paid, where it was paid, for a payment-date period', async () => {
    const result = await insights(ana, { ...period, date_type: 'payment_date' });
    assert.equal(result.total_income, 120_000);
    assert.equal(result.total_expense, 0);
    assert.deepEqual(result.balance_by_bank_account, [
      { id: setup.itau, label: 'Itaú', value: 120_000 },
    ]);
    assert.equal(statusBalance(result, 'pago parcial'), 20_000);
  });

  test('should honour the other filter fields', async () => {
    const expenses = await insights(ana, { ...period, type: 'despesa' });
    assert.equal(expenses.total_income, 0);
    assert.equal(expenses.total_expense, 60_000);
    const payroll = await insights(ana, { ...period, categories: [setup.payroll] });
    assert.equal(payroll.total_expense, 30_000);
    const overdue = await insights(ana, { ...period, status: ['vencido', 'vence hoje'] });
    assert.equal(overdue.total_balance, -55_000);
    const searched = await insights(ana, { ...period, search: 'aluguel' });
    assert.equal(searched.total_expense, 30_000);
    const nubank = await insights(ana, { ...period, bank_accounts: [setup.nubank] });
    assert.equal(nubank.total_balance, 45_000);
    // The screens send unset fields as empty values.
    const blank = await insights(ana, { ...emptyFilter(period) });
    assert.equal(blank.total_balance, 90_000);
  });

  test('should roll category totals up the tree for the cash flow', async () => {
    const tree = await cashFlow(ana, period);
    const shape = (nodes: CashFlowNode[]): unknown =>
      nodes.map((n) => [n.code, n.label, n.totalAmount, shape(n.children)]);
    assert.deepEqual(shape(tree), [
      [
        '1',
        'Receitas',
        150_000,
        [
          ['1.01', 'Vendas', 100_000, []],
          ['1.02', 'Serviços', 50_000, []],
        ],
      ],
      [
        '2',
        'Despesas',
        60_000,
        [
          ['2.01', 'Pessoal', 30_000, [['2.01.01', 'Salários', 30_000, []]]],
          ['2.02', 'Aluguel', 30_000, []],
        ],
      ],
    ]);
  });

  test('should draw a long period per month', async () => {
    const result = await insights(ana, {
      start_date: addDays(today, -60),
      end_date: addDays(today, 60),
    });
    assert.equal(result.balance_timeseries.granularity, 'month');
    const points = result.balance_timeseries.points;
    assert.ok(points.every((p) => p.date.endsWith('-01')));
    assert.equal(points.at(-1)?.value, result.total_balance);
    assert.equal(result.total_income, 150_000 + 999_999);
  });

  test('should answer an empty period with zeros and empty lists', async () => {
    const result = await insights(ana, { start_date: '2001-01-01', end_date: '2001-01-31' });
    assert.equal(result.total_income, 0);
    assert.equal(result.total_balance, 0);
    assert.deepEqual(result.income_by_categories, []);
    assert.deepEqual(result.balance_by_bank_account, []);
    assert.ok(result.balance_by_transaction_status.every((row) => row.balance === 0));
    assert.equal(result.balance_timeseries.points.length, 31);
    assert.deepEqual(await cashFlow(ana, { start_date: '2001-01-01', end_date: '2001-01-31' }), []);
  });
});

describe('dashboards: bad input and other companies', () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    [
      'an end before the start',
      { start_date: '2026-02-01', end_date: '2026-01-31' },
      /'end_date' é inválido: a data final deve ser igual ou posterior à data inicial/,
    ],
    [
      'a day that does not exist',
      { start_date: '2025-02-30', end_date: '2025-03-31' },
      /'start_date' deve ser uma data no formato AAAA-MM-DD/,
    ],
    ['no period', {}, /'start_date' é obrigatório/],
    [
      'an unknown date type',
      { start_date: '2026-01-01', end_date: '2026-01-31', date_type: 'created_at' },
      /'date_type' deve ser um destes valores/,
    ],
    [
      'an unknown status',
      { start_date: '2026-01-01', end_date: '2026-01-31', status: ['pendente'] },
      /'status\[0\]'/,
    ],
    [
      'a malformed id',
      { start_date: '2026-01-01', end_date: '2026-01-31', categories: ['1'] },
      /'categories\[0\]' deve ser um identificador/,
    ],
    [
      'a period of decades',
      { start_date: '1990-01-01', end_date: '2026-01-31' },
      /no máximo 3660 dias/,
    ],
  ];
  for (const [name, filter, message] of cases) {
    for (const url of [INSIGHTS, CASH_FLOW]) {
      test(`should refuse ${name} (${url.split('/').at(-1)})`, async () => {
        expectError(await ana.call('POST', url, filter), 400, message);
      });
    }
  }

  test('should check the company header on both reports', async () => {
    for (const url of [INSIGHTS, CASH_FLOW]) {
      await assertCompanyHeaderChecks(app, ana, bruno, 'POST' as Method, url, {
        start_date: today,
        end_date: today,
      });
    }
  });

  test("should never count another company's movements, whatever ids the filter names", async () => {
    const period = { start_date: addDays(today, -5), end_date: addDays(today, 5) };
    const result = await insights(bruno, {
      ...period,
      categories: [setup.sales, setup.rent],
      bank_accounts: [setup.itau],
    });
    assert.equal(result.total_income, 0);
    assert.equal(result.total_expense, 0);
    assert.deepEqual(await cashFlow(bruno, { ...period, categories: [setup.income] }), []);
    assert.equal((await insights(bruno, period)).total_income, 0);
  });
});

describe('dashboards: the per-day totals follow every write', () => {
  test('should keep the totals equal to the movements through creates, payments, estornos, changes and deletes', async () => {
    const tenant = await createTenant(app);
    const own = await createSetup(tenant);
    const parcels = await createMovements(tenant, {
      type: 'despesa',
      description: 'Notebooks',
      amount_cents: 1_000_000,
      due_date: addDays(today, -40),
      category_id: own.rent,
      bank_account_id: own.itau,
      instalments: 4,
    });
    await assertDayTotalsMatchMovements(app, tenant.companyId);
    const [first, second, third, fourth] = parcels as [Movement, Movement, Movement, Movement];
    await pay(tenant, first.id, {
      paid_on: addDays(today, -40),
      amount_cents: first.amount_cents,
    });
    await pay(tenant, second.id, { paid_on: addDays(today, -10), amount_cents: 100 });
    await assertDayTotalsMatchMovements(app, tenant.companyId);
    // Partly paid before and after: the same key, only the paid sum moves (migration 0034).
    await pay(tenant, second.id, { paid_on: addDays(today, -9), amount_cents: 250 });
    await assertDayTotalsMatchMovements(app, tenant.companyId);
    const payments = z
      .array(paymentSchema)
      .parse((await tenant.call('GET', `/v1/companies/movements/${second.id}/payments`)).json());
    expectStatus(
      await tenant.call(
        'DELETE',
        `/v1/companies/movements/${second.id}/payments/${payments[0]!.id}`,
      ),
      200,
    );
    await assertDayTotalsMatchMovements(app, tenant.companyId);
    expectStatus(
      await tenant.call('PATCH', `/v1/companies/movements/${third.id}`, {
        amount_cents: 5,
        due_date: addDays(today, 3),
        category_id: own.salaries,
        bank_account_id: null,
        supplier_id: own.supplier,
        cost_center_id: own.costCenter,
      }),
      200,
    );
    await assertDayTotalsMatchMovements(app, tenant.companyId);
    expectStatus(await tenant.call('DELETE', `/v1/companies/movements/${fourth.id}`), 204);
    expectStatus(await tenant.call('DELETE', `/v1/companies/movements/${third.id}`), 204);
    await assertDayTotalsMatchMovements(app, tenant.companyId);
    // A day whose movements are all gone leaves no row behind.
    const leftovers = (await app.db.execute(
      sql`select count(*)::int as n from movement_day_totals where company_id = ${tenant.companyId} and movements = 0`,
    )) as unknown as { rows: { n: number }[] };
    assert.equal(Number(leftovers.rows[0]?.n), 0);
  });
});

const listTotalsFilters = (account: string): [TransactionStatus[], string[]][] => [
  [[], []],
  [['vencido'], []],
  [['pago parcial', 'pago'], []],
  [['a vencer', 'vence hoje'], [account]],
];

describe('dashboards: the parts add up (property)', () => {
  const planArb = fc.record({
    type: fc.constantFrom<'receita' | 'despesa'>('receita', 'despesa'),
    leaf: fc.nat(1),
    account: fc.nat(2),
    amount: fc.integer({ min: 1, max: 50_000_000 }),
    dueOffset: fc.integer({ min: -20, max: 20 }),
    // 0 = unpaid, 1 = paid in full, between = partially.
    paidShare: fc.oneof(
      fc.constant(0),
      fc.constant(1),
      fc.double({ min: 0.01, max: 0.99, noNaN: true }),
    ),
    paidOffset: fc.integer({ min: 0, max: 25 }),
    // The per-day totals keep the contact and the cost centre (migration 0052).
    withSupplier: fc.boolean(),
    withCostCenter: fc.boolean(),
  });

  test('should make statuses, categories, accounts, series and tree add up to the totals', async () => {
    const tenant = await createTenant(app);
    const own = await createSetup(tenant);
    const leaves = { receita: [own.sales, own.services], despesa: [own.salaries, own.rent] };
    const accounts = [own.itau, own.nubank, null];
    const period = { start_date: addDays(today, -15), end_date: addDays(today, 15) };
    const fastTotals = createMovementTotalsRepository(app.db);
    const exactTotals = createMovementTotalsRepository(app.db, { dayTotals: false });

    await fc.assert(
      fc.asyncProperty(fc.array(planArb, { minLength: 0, maxLength: 12 }), async (plans) => {
        await app.db.execute(sql`delete from payments where company_id = ${tenant.companyId}`);
        await app.db.execute(sql`delete from movements where company_id = ${tenant.companyId}`);
        // The last run's movements, deleted in one statement, leave no totals behind.
        await assertDayTotalsMatchMovements(app, tenant.companyId);
        const expected = { receita: 0, despesa: 0, byStatus: new Map<TransactionStatus, number>() };
        // Every movement's status, for a period that holds them all (drawn per month).
        const everyStatus = new Map<TransactionStatus, number>();
        for (const plan of plans) {
          const dueDate = addDays(today, plan.dueOffset);
          const movement = await createMovement(tenant, {
            type: plan.type,
            // Some descriptions hold the supplier's name, so that the text "Central" finds
            // movements by the contact, by the description, and by both (counted once).
            description: plan.leaf === 0 ? 'Gerada Central' : 'Gerada',
            amount_cents: plan.amount,
            due_date: dueDate,
            category_id: leaves[plan.type][plan.leaf],
            bank_account_id: accounts[plan.account],
            supplier_id: plan.withSupplier ? own.supplier : undefined,
            cost_center_id: plan.withCostCenter ? own.costCenter : undefined,
          });
          const paid = Math.min(plan.amount, Math.round(plan.amount * plan.paidShare));
          if (paid > 0) {
            await pay(tenant, movement.id, {
              paid_on: addDays(today, -plan.paidOffset),
              amount_cents: paid,
            });
          }
          const status = movementStatus(
            { amount_cents: plan.amount, paid_cents: paid, due_date: dueDate },
            today,
          );
          const signed = plan.type === 'receita' ? plan.amount : -plan.amount;
          everyStatus.set(status, (everyStatus.get(status) ?? 0) + signed);
          const inPeriod = dueDate >= period.start_date && dueDate <= period.end_date;
          if (!inPeriod) continue;
          expected[plan.type] += plan.amount;
          expected.byStatus.set(status, (expected.byStatus.get(status) ?? 0) + signed);
        }

        const result = await insights(tenant, period);
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        assert.equal(result.total_income, expected.receita);
        assert.equal(result.total_expense, expected.despesa);
        assert.equal(result.total_balance, expected.receita - expected.despesa);
        for (const status of TRANSACTION_STATUSES) {
          assert.equal(statusBalance(result, status), expected.byStatus.get(status) ?? 0, status);
        }
        assert.equal(
          sum(result.balance_by_transaction_status.map((r) => r.balance)),
          result.total_balance,
        );
        assert.equal(sum(result.income_by_categories.map((r) => r.value)), result.total_income);
        assert.equal(sum(result.expense_by_categories.map((r) => r.value)), result.total_expense);
        assert.equal(sum(result.balance_by_bank_account.map((r) => r.value)), result.total_balance);
        assert.equal(result.balance_timeseries.points.at(-1)?.value, result.total_balance);
        const tree = await cashFlow(tenant, period);
        const root = (code: string) => tree.find((n) => n.code === code)?.totalAmount ?? 0;
        assert.equal(root('1'), result.total_income);
        assert.equal(root('2'), result.total_expense);
        // Movements are filed on leaves only here, so each parent is exactly its children's sum.
        const checkNode = (node: CashFlowNode): void => {
          if (node.children.length > 0) {
            assert.equal(sum(node.children.map((c) => c.totalAmount)), node.totalAmount, node.code);
          }
          node.children.forEach(checkNode);
        };
        tree.forEach(checkNode);

        // Competence dates equal due dates here, so the movements themselves (competence) and
        // the per-day totals the triggers keep (due) must give the same answer.
        assert.deepEqual(
          await insights(tenant, { ...period, date_type: 'competence_date' }),
          result,
        );
        assert.deepEqual(await cashFlow(tenant, { ...period, date_type: 'competence_date' }), tree);
        // Over four months the groups are per month and per side of today, not per day: each
        // movement still counts as vencido, vence hoje or a vencer by its own due date.
        const longPeriod = { start_date: addDays(today, -60), end_date: addDays(today, 60) };
        const long = await insights(tenant, longPeriod);
        assert.equal(long.balance_timeseries.granularity, 'month');
        for (const status of TRANSACTION_STATUSES) {
          assert.equal(
            statusBalance(long, status),
            everyStatus.get(status) ?? 0,
            `${status}, per month`,
          );
        }
        assert.deepEqual(
          await insights(tenant, { ...longPeriod, date_type: 'competence_date' }),
          long,
        );
        // So too with a supplier or cost-centre filter: the per-day totals by due date, the
        // movements by competence (the period holds no whole month).
        for (const filter of [
          { suppliers: [own.supplier] },
          { cost_centers: [own.costCenter] },
          { suppliers: [own.supplier], cost_centers: [own.costCenter] },
        ]) {
          assert.deepEqual(
            await insights(tenant, { ...period, ...filter }),
            await insights(tenant, { ...period, ...filter, date_type: 'competence_date' }),
            JSON.stringify(filter),
          );
        }
        // A text naming the supplier: by due date its movements come from the per-day totals
        // and only the others through the text (issue #25); by competence (no whole month
        // here) all of them from the movements.
        for (const filter of [
          { search: 'Central' },
          { search: 'Imobiliária' },
          { search: 'Central', suppliers: [own.supplier] },
          { search: 'Central', type: 'despesa' as const, status: ['a vencer' as const] },
        ]) {
          assert.deepEqual(
            await insights(tenant, { ...period, ...filter }),
            await insights(tenant, { ...period, ...filter, date_type: 'competence_date' }),
            JSON.stringify(filter),
          );
          const listFilter: MovementFilter = {
            ...period,
            date_type: 'due_date',
            suppliers: [],
            cost_centers: [],
            status: [],
            categories: [],
            bank_accounts: [],
            ...filter,
          };
          assert.deepEqual(
            await fastTotals.totals(tenant.companyId, listFilter, today),
            await exactTotals.totals(tenant.companyId, listFilter, today),
            JSON.stringify(filter),
          );
        }
        await assertDayTotalsMatchMovements(app, tenant.companyId);
        // The list's totals read the per-day totals (0034) where they answer: the same sums
        // as from the movements, whatever the status or account filter.
        for (const [index, [status, bankAccounts]] of listTotalsFilters(own.itau).entries()) {
          const filter: MovementFilter = {
            ...period,
            date_type: 'due_date',
            suppliers: index % 2 ? [own.supplier] : [],
            cost_centers: index > 1 ? [own.costCenter] : [],
            status,
            categories: [],
            bank_accounts: bankAccounts,
          };
          assert.deepEqual(
            await fastTotals.totals(tenant.companyId, filter, today),
            await exactTotals.totals(tenant.companyId, filter, today),
            JSON.stringify(filter),
          );
        }

        // Cash basis: what was paid in the period, wherever the movements fall due.
        const cash = await insights(tenant, { ...period, date_type: 'payment_date' });
        const payments = (await app.db.execute(
          sql`select coalesce(sum(case when m.type = 'receita' then p.amount_cents else -p.amount_cents end), 0)::bigint as net
            from payments p join movements m on m.company_id = p.company_id and m.id = p.movement_id
            where p.company_id = ${tenant.companyId} and p.paid_on between ${period.start_date}::date and ${period.end_date}::date`,
        )) as unknown as { rows: { net: unknown }[] };
        assert.equal(cash.total_balance, Number(payments.rows[0]?.net));
      }),
      { numRuns: 25 },
    );
  });
});
