import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { costCenterSchema, paymentSchema, supplierSchema } from 'shared/contracts';
import type { Category, Movement, TransactionStatus } from 'shared/contracts';
import { addDays } from 'shared/format';
import { z } from 'zod';
import type { App } from '../../../src/app';
import {
  createMovementSearchRepository,
  drainMovementSearch,
} from '../../../src/domains/movements/public';
import { createDashboardsRepository } from '../../../src/domains/reports/repositories/dashboards-repository';
import { wholeMonths } from '../../../src/domains/reports/repositories/whole-months';
import type {
  DashboardFilter,
  DashboardsRepository,
} from '../../../src/domains/reports/repositories/dashboards-repository';
import { build } from '../../helper';
import { assertDayTotalsMatchMovements } from './day-totals-check';
import {
  MOVEMENTS_URL,
  createBankAccount,
  createMovement,
  pay,
} from '../movements/movement-fixtures';
import type { Tenant } from '../setup/setup-fixtures';
import { createAs, createTenant, expectStatus } from '../setup/setup-fixtures';

// The DRE reads movement_competence_totals and payment_month_totals (migration 0020) for the
// months a period holds whole, and so do the insights by month and the cash-flow tree by
// competência (0033). They are derived: the triggers must keep them equal to a
// recomputation from movements and payments through every write, and the DRE read through them
// must equal the DRE read from the base tables.

let app: App;
let tenant: Tenant;
let plano: Map<string, string>;
let accounts: string[];
/** Two clients/suppliers and two cost centres: the competence totals keep both in their key (0051). */
let contacts: string[];
let costCenters: string[];
let fast: DashboardsRepository;
let exact: DashboardsRepository;

const TODAY = '2026-04-15';
const day = (offset: number) => addDays('2026-01-01', offset);

before(async () => {
  app = await build();
  tenant = await createTenant(app);
  expectStatus(await tenant.call('POST', '/v1/companies/categories/standard-plano'), 200);
  const listed = await tenant.call('GET', '/v1/companies/categories');
  const categories = listed.json<Category[]>();
  plano = new Map(categories.map((row) => [row.code, row.id]));
  const isLeaf = (row: Category) => !categories.some((other) => other.parent_id === row.id);
  leaves = {
    receita: categories.filter((c) => c.type === 'receita' && isLeaf(c)).map((c) => c.id),
    despesa: categories.filter((c) => c.type === 'despesa' && isLeaf(c)).map((c) => c.id),
  };
  accounts = [
    await createBankAccount(tenant, 'Itaú', '341'),
    await createBankAccount(tenant, 'Nubank', '260'),
  ];
  contacts = await Promise.all(
    [
      ['Alfa Comércio', '52998224725'],
      ['Beta Serviços', '11144477735'],
    ].map(([name, document]) =>
      createAs(tenant, '/v1/companies/clients', supplierSchema, { name, document }).then(
        (row) => row.id,
      ),
    ),
  );
  costCenters = await Promise.all(
    ['Comercial', 'Operações'].map((name) =>
      createAs(tenant, '/v1/companies/cost-centers', costCenterSchema, { name }).then(
        (row) => row.id,
      ),
    ),
  );
  fast = createDashboardsRepository(app.db);
  exact = createDashboardsRepository(app.db, { monthTotals: false });
});

after(async () => {
  await app.close();
});

/** The plano's leaves (movements are filed under leaves only), by type. */
let leaves: Record<'receita' | 'despesa', string[]>;
const leavesOf = (type: 'receita' | 'despesa') => leaves[type];

async function rows(query: SQL): Promise<unknown[]> {
  const result = (await app.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => Object.values(row).map((value) => String(value)));
}

/** Each totals table against the same sums recomputed from the base tables. */
async function assertTotalsMatchBaseTables(companyId: string): Promise<void> {
  const competence = await rows(
    sql`select month, type, category_id, bank_account_id, paid_state, due_date, contact_id,
        cost_center_id, amount_cents, paid_cents, movements
      from movement_competence_totals where company_id = ${companyId}
      order by 1, 2, 3, 4 nulls first, 5, 6 nulls first, 7 nulls first, 8 nulls first`,
  );
  const competenceRecomputed = await rows(
    sql`select competence_date - (extract(day from competence_date)::int - 1), type, category_id,
        bank_account_id,
        case when paid_cents >= amount_cents then 2 when paid_cents > 0 then 1 else 0 end
          as paid_state,
        case when paid_cents = 0 then due_date end as due_date, contact_id, cost_center_id,
        sum(amount_cents) as amount, sum(paid_cents) as paid, count(*)
      from movements where company_id = ${companyId}
      group by 1, 2, 3, 4, 5, 6, 7, 8
      order by 1, 2, 3, 4 nulls first, 5, 6 nulls first, 7 nulls first, 8 nulls first`,
  );
  assert.deepEqual(competence, competenceRecomputed, 'movement_competence_totals');
  const cash = await rows(
    sql`select month, type, category_id, bank_account_id, contact_id, cost_center_id, amount_cents,
        extra_cents, payments
      from payment_month_totals where company_id = ${companyId}
      order by 1, 2, 3, 4 nulls first, 5 nulls first, 6 nulls first`,
  );
  const cashRecomputed = await rows(
    sql`select p.paid_on - (extract(day from p.paid_on)::int - 1), m.type, m.category_id,
        p.bank_account_id, m.contact_id, m.cost_center_id, sum(p.amount_cents) as amount,
        sum(p.juros_cents + p.multa_cents - p.desconto_cents) as extra, count(*)
      from payments p join movements m on m.company_id = p.company_id and m.id = p.movement_id
      where p.company_id = ${companyId}
      group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4 nulls first, 5 nulls first, 6 nulls first`,
  );
  assert.deepEqual(cash, cashRecomputed, 'payment_month_totals');
  const empty = await rows(
    sql`select (select count(*) from movement_competence_totals
                where company_id = ${companyId} and movements = 0)
      + (select count(*) from payment_month_totals where company_id = ${companyId} and payments = 0)`,
  );
  assert.deepEqual(empty, [['0']], 'a month whose rows are all gone leaves no row behind');
}

const filterOf = (partial: Partial<DashboardFilter>): DashboardFilter => ({
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  date_type: 'competence_date',
  suppliers: [],
  cost_centers: [],
  status: [],
  categories: [],
  bank_accounts: [],
  ...partial,
});

/** The insights' groups in a fixed order (the query orders only the series). */
const sortedInsights = ({
  groups,
  series,
}: Awaited<ReturnType<DashboardsRepository['insights']>>) => ({
  groups: [...groups].sort((a, b) =>
    `${a.set}|${a.type}|${a.id}`.localeCompare(`${b.set}|${b.type}|${b.id}`),
  ),
  series,
});

const byId = (list: Awaited<ReturnType<DashboardsRepository['categoryTotals']>>) =>
  [...list].sort((a, b) => a.id.localeCompare(b.id));

const byKey = (list: Awaited<ReturnType<DashboardsRepository['dre']>>) =>
  [...list].sort((a, b) =>
    `${a.group}|${a.categoryId}|${a.month}`.localeCompare(`${b.group}|${b.categoryId}|${b.month}`),
  );

describe('dre totals: kept by triggers, read for whole months', () => {
  test('should split a period into the whole months it holds', () => {
    assert.deepEqual(wholeMonths('2026-01-01', '2026-12-31'), {
      from: '2026-01-01',
      to: '2026-12-01',
    });
    assert.deepEqual(wholeMonths('2026-01-02', '2026-03-30'), {
      from: '2026-02-01',
      to: '2026-02-01',
    });
    assert.deepEqual(wholeMonths('2024-02-01', '2024-02-29'), {
      from: '2024-02-01',
      to: '2024-02-01',
    });
    assert.equal(wholeMonths('2024-02-01', '2024-02-28'), null);
    assert.equal(wholeMonths('2026-01-15', '2026-02-14'), null);
  });

  test('should keep the totals equal to the base tables and both DRE paths equal (property)', async () => {
    const opArb = fc.oneof(
      {
        weight: 4,
        arbitrary: fc.record({
          kind: fc.constant('create' as const),
          income: fc.boolean(),
          leaf: fc.nat(100),
          amount: fc.integer({ min: 1, max: 5_000_000 }),
          competence: fc.integer({ min: -40, max: 200 }),
          account: fc.nat(2),
          contact: fc.nat(2),
          costCenter: fc.nat(2),
          // A description may hold a contact's name too, so that a text naming a contact finds
          // some movements by both (counted once) and some by the description alone.
          named: fc.constantFrom('', ' Alfa', ' Beta'),
        }),
      },
      {
        weight: 3,
        arbitrary: fc.record({
          kind: fc.constant('pay' as const),
          target: fc.nat(),
          share: fc.oneof(fc.constant(1), fc.double({ min: 0.01, max: 0.99, noNaN: true })),
          paidOn: fc.integer({ min: -40, max: 100 }),
          account: fc.nat(2),
          // Juros, multa and desconto: the balances' part of the month totals (0050).
          juros: fc.oneof(fc.constant(0), fc.nat(5_000)),
          multa: fc.oneof(fc.constant(0), fc.nat(2_000)),
          desconto: fc.oneof(fc.constant(0), fc.nat(300)),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          kind: fc.constant('update' as const),
          target: fc.nat(),
          leaf: fc.option(fc.nat(100)),
          competence: fc.option(fc.integer({ min: -40, max: 200 })),
          amount: fc.option(fc.integer({ min: 1, max: 5_000_000 })),
          account: fc.option(fc.nat(2)),
          contact: fc.option(fc.nat(2)),
          costCenter: fc.option(fc.nat(2)),
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({ kind: fc.constant('estorno' as const), target: fc.nat() }),
      },
      {
        // 'Pagar selecionadas': the open part of each, one statement per table.
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant('bulkPay' as const),
          target: fc.nat(),
          more: fc.array(fc.nat(), { maxLength: 3 }),
          paidOn: fc.integer({ min: -40, max: 100 }),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({ kind: fc.constant('delete' as const), target: fc.nat() }),
      },
      {
        // One statement over several rows, payments and all: the statement triggers' sums.
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant('recategorize' as const),
          income: fc.boolean(),
          leaf: fc.nat(100),
        }),
      },
    );
    const statusArb = fc.constantFrom<TransactionStatus[]>(
      [],
      [],
      ['pago'],
      ['pago parcial'],
      ['pago', 'pago parcial'],
      ['vencido', 'a vencer'],
      ['vence hoje'],
      ['vencido'],
    );
    const filterArb = fc.record({
      regime: fc.constantFrom(
        'competence_date' as const,
        'payment_date' as const,
        'due_date' as const,
      ),
      // Whole months, or any days (partial first and last months).
      period: fc.oneof(
        fc
          .record({ from: fc.integer({ min: -2, max: 6 }), length: fc.integer({ min: 0, max: 8 }) })
          .map(({ from, length }) => {
            const start = new Date(Date.UTC(2026, from, 1));
            const end = new Date(Date.UTC(2026, from + length + 1, 0));
            return [start, end].map((d) => d.toISOString().slice(0, 10)) as [string, string];
          }),
        fc
          .record({
            from: fc.integer({ min: -50, max: 200 }),
            length: fc.integer({ min: 0, max: 200 }),
          })
          .map(({ from, length }) => [day(from), day(from + length)] as [string, string]),
      ),
      type: fc.constantFrom(undefined, 'receita' as const, 'despesa' as const),
      categories: fc.subarray(['1', '1.01', '2.01', '3', '3.01.01', '4.01.01']),
      accounts: fc.subarray([0, 1]),
      contacts: fc.subarray([0, 1]),
      costCenters: fc.subarray([0, 1]),
      status: statusArb,
      // 'Alfa' and 'Beta' name a contact (and some descriptions), 'ta' too but has no trigram,
      // 'a Com' names a contact only, 'Gerada 1' descriptions only.
      search: fc.constantFrom(undefined, 'Gerada 1', 'Alfa', 'Beta', 'ta', 'a Com'),
    });

    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { maxLength: 20 }),
        fc.array(filterArb, { minLength: 1, maxLength: 4 }),
        async (ops, filters) => {
          const companyId = tenant.companyId;
          // Each run starts from nothing, so that a failure shrinks to its own writes.
          await app.db.execute(sql`delete from payments where company_id = ${companyId}`);
          await app.db.execute(sql`delete from movements where company_id = ${companyId}`);
          await app.db.execute(
            sql`delete from movement_competence_totals where company_id = ${companyId}`,
          );
          await app.db.execute(
            sql`delete from payment_month_totals where company_id = ${companyId}`,
          );
          const live: Movement[] = [];
          const pick = (target: number) => live[target % live.length];
          const leafId = (type: 'receita' | 'despesa', leaf: number) => {
            const pool = leavesOf(type);
            return pool[leaf % pool.length]!;
          };
          const accountId = (index: number) => accounts[index] ?? null;
          const contactId = (index: number) => contacts[index] ?? null;
          const costCenterId = (index: number) => costCenters[index] ?? null;
          let created = 0;
          for (const op of ops) {
            if (op.kind === 'create') {
              const type = op.income ? 'receita' : 'despesa';
              live.push(
                await createMovement(tenant, {
                  type,
                  description: `Gerada ${created++}${op.named}`,
                  amount_cents: op.amount,
                  due_date: day(op.competence + 10),
                  competence_date: day(op.competence),
                  category_id: leafId(type, op.leaf),
                  bank_account_id: accountId(op.account),
                  supplier_id: contactId(op.contact) ?? undefined,
                  cost_center_id: costCenterId(op.costCenter) ?? undefined,
                }),
              );
              continue;
            }
            const movement = op.kind === 'recategorize' ? undefined : pick(op.target);
            if (!movement && op.kind !== 'recategorize') continue;
            if (op.kind === 'pay' && movement) {
              const current = (
                await tenant.call('GET', `${MOVEMENTS_URL}/${movement.id}`)
              ).json<Movement>();
              const open = current.amount_cents - current.paid_cents;
              if (open <= 0) continue;
              const amount = Math.max(1, Math.min(open, Math.round(open * op.share)));
              await pay(tenant, movement.id, {
                paid_on: day(op.paidOn),
                amount_cents: amount,
                bank_account_id: accountId(op.account),
                juros_cents: op.juros,
                multa_cents: op.multa,
                desconto_cents: op.desconto < amount ? op.desconto : 0,
              });
            } else if (op.kind === 'update' && movement) {
              const body: Record<string, unknown> = {};
              if (op.leaf !== null) body.category_id = leafId(movement.type, op.leaf);
              if (op.competence !== null) body.competence_date = day(op.competence);
              if (op.amount !== null) body.amount_cents = op.amount;
              if (op.account !== null) body.bank_account_id = accountId(op.account);
              if (op.contact !== null) body.supplier_id = contactId(op.contact);
              if (op.costCenter !== null) body.cost_center_id = costCenterId(op.costCenter);
              const response = await tenant.call('PATCH', `${MOVEMENTS_URL}/${movement.id}`, body);
              // An amount below what was paid is refused (400), writing nothing.
              assert.ok([200, 400].includes(response.statusCode), response.body);
            } else if (op.kind === 'bulkPay' && movement) {
              const ids = [...new Set([movement, ...op.more.map(pick)].map((m) => m!.id))];
              const response = await tenant.call('POST', `${MOVEMENTS_URL}/bulk/pay`, {
                ids,
                paid_on: day(op.paidOn),
              });
              // One already paid in full refuses the whole selection, writing nothing.
              assert.ok([200, 400].includes(response.statusCode), response.body);
            } else if (op.kind === 'estorno' && movement) {
              const paid = z
                .array(paymentSchema)
                .parse(
                  (await tenant.call('GET', `${MOVEMENTS_URL}/${movement.id}/payments`)).json(),
                );
              if (paid[0]) {
                expectStatus(
                  await tenant.call(
                    'DELETE',
                    `${MOVEMENTS_URL}/${movement.id}/payments/${paid[0].id}`,
                  ),
                  200,
                );
              }
            } else if (op.kind === 'delete' && movement) {
              // The API refuses a movement with payments; SQL deletes it, its payments cascading.
              await app.db.execute(
                sql`delete from movements where company_id = ${companyId} and id = ${movement.id}`,
              );
              live.splice(live.indexOf(movement), 1);
            } else if (op.kind === 'recategorize') {
              const type = op.income ? 'receita' : 'despesa';
              await app.db.execute(
                sql`update movements set category_id = ${leafId(type, op.leaf)}
                  where company_id = ${companyId} and type = ${type}
                    and category_id <> ${leafId(type, op.leaf + 1)}`,
              );
            }
          }
          await assertTotalsMatchBaseTables(companyId);
          // Half the runs find their texts through the index's copies, half through the queue.
          if (ops.length % 2 === 0) {
            await drainMovementSearch(
              createMovementSearchRepository(app.db, { vacuum: app.database.kind === 'pglite' }),
            );
          }

          for (const f of filters) {
            const filter = filterOf({
              start_date: f.period[0],
              end_date: f.period[1],
              date_type: f.regime,
              type: f.type,
              search: f.search,
              status: f.status,
              categories: f.categories.map((code) => plano.get(code)!),
              bank_accounts: f.accounts.map((index) => accounts[index]!),
              suppliers: f.contacts.map((index) => contacts[index]!),
              cost_centers: f.costCenters.map((index) => costCenters[index]!),
            });
            assert.deepEqual(
              byKey(await fast.dre(companyId, filter, TODAY)),
              byKey(await exact.dre(companyId, filter, TODAY)),
              JSON.stringify(f),
            );
            // The insights by month and the cash-flow tree read the competence totals too.
            assert.deepEqual(
              sortedInsights(await fast.insights(companyId, filter, TODAY, 'month')),
              sortedInsights(await exact.insights(companyId, filter, TODAY, 'month')),
              `insights ${JSON.stringify(f)}`,
            );
            assert.deepEqual(
              byId(await fast.categoryTotals(companyId, filter, TODAY)),
              byId(await exact.categoryTotals(companyId, filter, TODAY)),
              `cash flow ${JSON.stringify(f)}`,
            );
          }
        },
      ),
      { numRuns: 20 },
    );
  });

  test('should take out only the deleted one of two movements that differ by contact or cost centre', async () => {
    // The delete branches match every key column: two groups equal but for the contact or the
    // cost centre must each lose only their own movement's sums (0051–0053).
    const companyId = tenant.companyId;
    await app.db.execute(sql`delete from payments where company_id = ${companyId}`);
    await app.db.execute(sql`delete from movements where company_id = ${companyId}`);
    const twin = (supplier: string | undefined, costCenter: string | undefined) =>
      createMovement(tenant, {
        type: 'despesa',
        description: 'Gêmea',
        amount_cents: 7_000,
        due_date: '2026-02-10',
        category_id: leavesOf('despesa')[0],
        bank_account_id: accounts[0],
        supplier_id: supplier,
        cost_center_id: costCenter,
      });
    const created = [
      await twin(contacts[0], costCenters[0]),
      await twin(contacts[0], costCenters[1]),
      await twin(contacts[1], costCenters[0]),
      await twin(undefined, undefined),
    ];
    for (const movement of created) {
      await pay(tenant, movement.id, { paid_on: '2026-02-10', amount_cents: 3_000 });
    }
    // movement_day_totals (0052) too, beside the month totals.
    await assertTotalsMatchBaseTables(companyId);
    await assertDayTotalsMatchMovements(app, companyId);
    for (const movement of created.slice(0, 3)) {
      await app.db.execute(
        sql`delete from movements where company_id = ${companyId} and id = ${movement.id}`,
      );
      await assertTotalsMatchBaseTables(companyId);
      await assertDayTotalsMatchMovements(app, companyId);
    }
  });

  test("should move a paid movement's payments when its contact or cost centre changes", async () => {
    const companyId = tenant.companyId;
    const bill = await createMovement(tenant, {
      type: 'despesa',
      description: 'Consultoria',
      amount_cents: 40_000,
      due_date: '2026-02-10',
      category_id: leavesOf('despesa')[0],
      bank_account_id: accounts[0],
      supplier_id: contacts[0],
      cost_center_id: costCenters[0],
    });
    await pay(tenant, bill.id, { paid_on: '2026-02-10', amount_cents: 15_000 });
    await assertTotalsMatchBaseTables(companyId);
    for (const change of [
      { supplier_id: contacts[1] },
      { cost_center_id: costCenters[1] },
      { supplier_id: null, cost_center_id: null },
    ]) {
      expectStatus(await tenant.call('PATCH', `${MOVEMENTS_URL}/${bill.id}`, change), 200);
      await assertTotalsMatchBaseTables(companyId);
    }
    await app.db.execute(
      sql`delete from movements where company_id = ${companyId} and id = ${bill.id}`,
    );
    await assertTotalsMatchBaseTables(companyId);
  });

  test('should take the payments of a deleted movement out with it (cascade)', async () => {
    const companyId = tenant.companyId;
    const rent = await createMovement(tenant, {
      type: 'despesa',
      description: 'Aluguel',
      amount_cents: 30_000,
      due_date: '2026-02-10',
      category_id: leavesOf('despesa')[0],
      bank_account_id: accounts[0],
    });
    await pay(tenant, rent.id, { paid_on: '2026-02-10', amount_cents: 10_000 });
    await pay(tenant, rent.id, { paid_on: '2026-03-10', amount_cents: 5_000 });
    await assertTotalsMatchBaseTables(companyId);
    const before = await rows(
      sql`select count(*) from payment_month_totals where company_id = ${companyId}`,
    );
    assert.notDeepEqual(before, [['0']]);
    await app.db.execute(
      sql`delete from movements where company_id = ${companyId} and id = ${rent.id}`,
    );
    await assertTotalsMatchBaseTables(companyId);
  });

  test('should let a company with movements and payments be deleted, its totals with it', async () => {
    const other = await createTenant(app);
    expectStatus(await other.call('POST', '/v1/companies/categories/standard-plano'), 200);
    const listed = (await other.call('GET', '/v1/companies/categories')).json<Category[]>();
    const leaf = listed.find(
      (row) => row.type === 'despesa' && !listed.some((child) => child.parent_id === row.id),
    );
    assert.ok(leaf, 'a new company has a leaf despesa');
    for (const amount of [10_000, 20_000]) {
      const row = await createMovement(other, {
        type: 'despesa',
        description: 'Conta',
        amount_cents: amount,
        due_date: '2026-02-10',
        category_id: leaf.id,
      });
      await pay(other, row.id, { paid_on: '2026-02-10', amount_cents: amount / 2 });
    }
    await assertTotalsMatchBaseTables(other.companyId);
    await app.db.execute(sql`delete from companies where id = ${other.companyId}`);
    assert.deepEqual(
      await rows(
        sql`select (select count(*) from movement_competence_totals where company_id = ${other.companyId})
          + (select count(*) from payment_month_totals where company_id = ${other.companyId})`,
      ),
      [['0']],
    );
  });

  test('should read the totals for whole months, and the movements for the rest', async () => {
    const companyId = tenant.companyId;
    await app.db.execute(sql`delete from payments where company_id = ${companyId}`);
    await app.db.execute(sql`delete from movements where company_id = ${companyId}`);
    const sale = await createMovement(tenant, {
      type: 'receita',
      description: 'Venda',
      amount_cents: 10_000,
      due_date: '2026-03-10',
      competence_date: '2026-03-10',
      category_id: plano.get('1.01.01'),
      supplier_id: contacts[0],
      cost_center_id: costCenters[0],
    });
    await pay(tenant, sale.id, { paid_on: '2026-03-12', amount_cents: 10_000 });
    await assertTotalsMatchBaseTables(companyId);
    // Skew the derived sums on purpose: only a read through them can see it.
    await app.db.execute(
      sql`update movement_competence_totals set amount_cents = amount_cents + 1 where company_id = ${companyId}`,
    );
    await app.db.execute(
      sql`update payment_month_totals set amount_cents = amount_cents + 1 where company_id = ${companyId}`,
    );
    try {
      const net = async (repository: DashboardsRepository, partial: Partial<DashboardFilter>) =>
        (await repository.dre(companyId, filterOf(partial), TODAY))
          .filter((row) => row.categoryId !== null)
          .reduce((total, row) => total + row.net, 0);
      for (const date_type of ['competence_date', 'payment_date'] as const) {
        assert.equal(await net(fast, { date_type }), 10_001, date_type);
        assert.equal(await net(exact, { date_type }), 10_000, date_type);
        // A partial month, a text filter: the movements themselves.
        assert.equal(await net(fast, { date_type, start_date: '2026-03-02' }), 10_000);
        assert.equal(await net(fast, { date_type, search: 'Venda' }), 10_000);
      }
      assert.equal(await net(fast, { status: ['pago'] }), 10_001);
      // The month totals keep the contact and the cost centre (0051, 0053), by competência and
      // by caixa alike.
      for (const [suppliers, cost_centers, expected] of [
        [[contacts[0]!], [], 10_001],
        [[contacts[1]!], [], 0],
        [[], [costCenters[0]!], 10_001],
        [[], [costCenters[1]!], 0],
        [[contacts[0]!], [costCenters[0]!], 10_001],
      ] as const) {
        const filter = { suppliers: [...suppliers], cost_centers: [...cost_centers] };
        assert.equal(await net(fast, filter), expected, JSON.stringify(filter));
        assert.equal(
          await net(fast, { ...filter, date_type: 'payment_date' }),
          expected,
          JSON.stringify(filter),
        );
      }
      // The unpaid keep their due date in the totals (0033): an unpaid status reads them too.
      assert.equal(await net(fast, { status: ['vencido'] }), 0);
      assert.equal(await net(fast, { date_type: 'payment_date', status: ['pago'] }), 10_000);
      // The insights by month read the competence totals; by day, the movements.
      const income = async (granularity: 'day' | 'month') =>
        (await fast.insights(companyId, filterOf({}), TODAY, granularity)).groups.find(
          (group) => group.set === 'type' && group.type === 'receita',
        )?.total;
      assert.equal(await income('month'), 10_001);
      assert.equal(await income('day'), 10_000);
    } finally {
      await app.db.execute(
        sql`update movement_competence_totals set amount_cents = amount_cents - 1 where company_id = ${companyId}`,
      );
      await app.db.execute(
        sql`update payment_month_totals set amount_cents = amount_cents - 1 where company_id = ${companyId}`,
      );
    }
    await assertTotalsMatchBaseTables(companyId);
  });

  test("should count once a movement found by both its contact's name and its description", async () => {
    // A text that names a contact splits in two (issue #25): the contact's movements from the
    // month totals, the other movements whose description holds the text through the index.
    // One with both must come from the first part only; one of another contact or of none,
    // from the second; and the totals are read (a marker proves it), not the movements.
    const companyId = tenant.companyId;
    await app.db.execute(sql`delete from payments where company_id = ${companyId}`);
    await app.db.execute(sql`delete from movements where company_id = ${companyId}`);
    const bill = (description: string, supplier: string | undefined, amount: number) =>
      createMovement(tenant, {
        type: 'despesa',
        description,
        amount_cents: amount,
        due_date: '2026-02-10',
        competence_date: '2026-02-05',
        category_id: leavesOf('despesa')[0],
        bank_account_id: accounts[0],
        supplier_id: supplier,
      });
    const both = await bill('Frete Alfa', contacts[0], 1_000);
    const byContact = await bill('Frete', contacts[0], 20_000);
    const byText = await bill('Reembolso Alfa', contacts[1], 300_000);
    const alone = await bill('Alfa avulso', undefined, 4_000_000);
    await bill('Frete', contacts[1], 50_000_000);
    for (const movement of [both, byContact, byText, alone]) {
      await pay(tenant, movement.id, {
        paid_on: '2026-02-10',
        amount_cents: movement.amount_cents,
      });
    }
    const expected = -(1_000 + 20_000 + 300_000 + 4_000_000);
    const net = async (repository: DashboardsRepository, filter: Partial<DashboardFilter>) =>
      (await repository.dre(companyId, filterOf({ search: 'Alfa', ...filter }), TODAY))
        .filter((row) => row.categoryId === null)
        .reduce((sum, row) => sum + row.net, 0);
    for (const indexed of [false, true]) {
      if (indexed) {
        await drainMovementSearch(
          createMovementSearchRepository(app.db, { vacuum: app.database.kind === 'pglite' }),
        );
      }
      for (const date_type of ['competence_date', 'payment_date', 'due_date'] as const) {
        assert.equal(await net(exact, { date_type }), expected, `${date_type} exact`);
        assert.equal(await net(fast, { date_type }), expected, `${date_type} split`);
        // Within a contact filter: that contact's part, plus its other contact's text matches.
        assert.equal(
          await net(fast, { date_type, suppliers: [contacts[1]!] }),
          -300_000,
          `${date_type} within Beta`,
        );
      }
    }
    // A marker in the month totals shows the contact's part comes from them.
    await app.db.execute(
      sql`update movement_competence_totals set amount_cents = amount_cents + 7
        where company_id = ${companyId} and contact_id = ${contacts[0]!}`,
    );
    try {
      assert.equal(await net(fast, {}), expected - 7);
      assert.equal(await net(exact, {}), expected);
    } finally {
      await app.db.execute(
        sql`update movement_competence_totals set amount_cents = amount_cents - 7
          where company_id = ${companyId} and contact_id = ${contacts[0]!}`,
      );
    }
    await assertTotalsMatchBaseTables(companyId);
  });
  test('should answer a common text by its complement: the totals less the movements outside it', async () => {
    // Issue #25: a text in most of the movements ("a") is read, by caixa, as the filter without
    // the text through the month totals, less the payments of the movements the text is not in. The complement must give
    // the base tables' DRE whatever decides a match: the description, the document number, the
    // contact's name, or nothing (a movement with no contact), paid in full, in part or not, in
    // whole months and in the edge days of a period that cuts one, within the other filters.
    const companyId = tenant.companyId;
    await app.db.execute(sql`delete from payments where company_id = ${companyId}`);
    await app.db.execute(sql`delete from movements where company_id = ${companyId}`);
    const bills: [string, string | undefined, string | undefined, number, string][] = [
      ['Frete Alfa', contacts[0], undefined, 1_000, '2026-02-10'],
      ['Frete', contacts[0], 'NF 77', 20_000, '2026-02-20'],
      ['Reembolso', contacts[1], 'ALFA-9', 300_000, '2026-03-03'],
      ['Avulso', undefined, undefined, 4_000_000, '2026-03-28'],
      ['Frete', contacts[1], undefined, 50_000_000, '2026-05-14'],
      ['Serviço alfa', undefined, 'x', 600_000_000, '2026-01-31'],
    ];
    for (const [index, [description, supplier, documentNumber, amount, date]] of bills.entries()) {
      const movement = await createMovement(tenant, {
        type: index % 2 ? 'receita' : 'despesa',
        description,
        document_number: documentNumber,
        amount_cents: amount,
        due_date: date,
        competence_date: date,
        category_id: leavesOf(index % 2 ? 'receita' : 'despesa')[0],
        bank_account_id: accounts[index % 2],
        supplier_id: supplier,
        cost_center_id: costCenters[index % 2],
      });
      // Paid in full, in part, or not at all: caixa sums the payments.
      if (index % 3 !== 2) {
        await pay(tenant, movement.id, {
          paid_on: addDays(date, 1),
          amount_cents: index % 3 === 0 ? amount : Math.floor(amount / 2),
        });
      }
    }
    const dre = (repository: DashboardsRepository, filter: Partial<DashboardFilter>) =>
      repository.dre(companyId, filterOf({ searchComplement: true, ...filter }), TODAY).then(byKey);
    const filters: Partial<DashboardFilter>[] = [
      {},
      { suppliers: [contacts[0]!] },
      { cost_centers: [costCenters[1]!] },
      { type: 'despesa' },
      { bank_accounts: [accounts[0]!] },
      { start_date: '2026-01-20', end_date: '2026-04-10' },
      // By caixa the totals cannot answer a status: the text is read as it is.
      { status: ['pago'] },
    ];
    for (const search of ['a', 'alfa', 'Frete', 'nada disso', 'Beta']) {
      for (const date_type of ['competence_date', 'payment_date'] as const) {
        for (const filter of filters) {
          const wanted = { ...filter, search, date_type };
          assert.deepEqual(
            await dre(fast, wanted),
            await dre(exact, wanted),
            JSON.stringify(wanted),
          );
        }
      }
    }
    // A marker in the payment totals shows the complement's whole part comes from them (by caixa
    // only: by competência the text is read directly, report-sources' complementSource), and the
    // base tables' DRE never reads them.
    const mark = (cents: number) =>
      app.db.execute(
        sql`update payment_month_totals set amount_cents = amount_cents + ${cents}
          where company_id = ${companyId} and month = '2026-02-01' and type = 'despesa'`,
      );
    const net = async (repository: DashboardsRepository) =>
      (await dre(repository, { search: 'a', date_type: 'payment_date' }))
        .filter((row) => row.categoryId === null)
        .reduce((sum, row) => sum + row.net, 0);
    const before = await net(exact);
    await mark(7);
    try {
      assert.equal(await net(fast), before - 7);
      assert.equal(await net(exact), before);
    } finally {
      await mark(-7);
    }
    await assertTotalsMatchBaseTables(companyId);
  });
});
