import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { todayIso } from 'shared/format';
import type { DatabaseHandle } from '../../src/db/client';
import { BENCH_COMPANY, ensureBenchCompany } from '../../src/seed/demo/bench-company';
import { generateMovements } from '../../src/seed/demo/movement-generator';
import { categories, companies, memberships, users } from '../../src/db/schema';
import { DEMO_USER } from '../../src/db/demo-user';
import { findDemoCompanyId } from '../../src/seed/seed-demo';
import { DATABASE_KIND, openTestDatabase } from '../helper';
import { invariantViolations, movementRows, paymentRows, withoutIds } from './movement-checks';

const today = todayIso();
// PostgreSQL writes from two transactions at once, as `npm run seed` does there.
const writers = DATABASE_KIND === 'postgres' ? 2 : 1;

let database: DatabaseHandle;

before(async () => {
  database = await openTestDatabase();
});

after(async () => {
  await database.close();
});

async function newCompany(name: string): Promise<string> {
  const [row] = await database.db
    .insert(companies)
    .values({ name })
    .returning({ id: companies.id });
  if (!row) throw new Error('company not inserted');
  return row.id;
}

/** Counts and sums that change if any movement or payment of the company changes. */
async function fingerprint(companyId: string) {
  const [row] = await database.rows<Record<string, string>>(sql`
    select
      (select md5(coalesce(string_agg(concat_ws('|', id, amount_cents, paid_cents, due_date,
        last_paid_on, description, updated_at), ',' order by id), ''))
        from movements where company_id = ${companyId}) as movements,
      (select md5(coalesce(string_agg(concat_ws('|', id, movement_id, paid_on, amount_cents),
        ',' order by id), ''))
        from payments where company_id = ${companyId}) as payments`);
  return row;
}

describe('movement generator', () => {
  test('should add exactly N movements to the benchmark company, consistent throughout', async () => {
    const demoId = await findDemoCompanyId(database.db);
    assert.ok(demoId);
    const demoBefore = await fingerprint(demoId);

    const bench = await ensureBenchCompany(database.db, DEMO_USER.email);
    assert.equal(bench.created, true);
    const result = await generateMovements(database.db, bench.id, {
      count: 3_200,
      seed: 11,
      today,
      batchSize: 1_000,
      writers,
    });
    assert.equal(result.movements, 3_200);
    assert.equal(result.setupCreated, true);
    assert.ok(result.payments > 2_000 && result.elapsedMs > 0);

    const rows = await movementRows(database, bench.id);
    const payments = await paymentRows(database, bench.id);
    assert.equal(rows.length, 3_200);
    assert.equal(payments.length, result.payments);
    assert.deepEqual(invariantViolations(rows, payments, today), []);
    assert.ok(
      rows.some((m) => m.description.endsWith('Unidade 003')),
      'a third unit',
    );
    assert.deepEqual(await fingerprint(demoId), demoBefore);
  });

  test('should find the benchmark company again and let the demo login open it', async () => {
    const again = await ensureBenchCompany(database.db, DEMO_USER.email);
    assert.equal(again.created, false);
    const found = await database.db
      .select({ role: memberships.role, document: companies.document })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(companies, eq(companies.id, memberships.companyId))
      .where(and(eq(users.email, DEMO_USER.email), eq(companies.id, again.id)));
    assert.deepEqual(found, [{ role: 'owner', document: BENCH_COMPANY.document }]);

    const before = (await movementRows(database, again.id)).length;
    const added = await generateMovements(database.db, again.id, { count: 7, seed: 3, today });
    assert.equal(added.setupCreated, false);
    assert.equal((await movementRows(database, again.id)).length, before + 7);
  });

  test('should plan the same movements for the same seed and day', async () => {
    const day = '2025-03-31';
    const [first, second, other] = await Promise.all([
      newCompany('Gerada A'),
      newCompany('Gerada B'),
      newCompany('Gerada C'),
    ]);
    for (const [id, seed] of [
      [first, 5],
      [second, 5],
      [other, 6],
    ] as const) {
      await generateMovements(database.db, id, { count: 1_500, seed, today: day });
    }
    const project = async (id: string) => {
      const rows = await movementRows(database, id);
      const payments = await paymentRows(database, id);
      assert.deepEqual(invariantViolations(rows, payments, day), []);
      const paidOn = new Map<string, string[]>();
      for (const p of payments) {
        paidOn.set(p.movement_id, [
          ...(paidOn.get(p.movement_id) ?? []),
          `${p.paid_on}:${p.amount_cents}`,
        ]);
      }
      return rows
        .map((m) => JSON.stringify({ ...withoutIds(m), payments: paidOn.get(m.id) ?? [] }))
        .sort();
    };
    const a = await project(first);
    assert.equal(a.length, 1_500);
    assert.deepEqual(await project(second), a);
    assert.notDeepEqual(await project(other), a);
  });

  test('should add nothing when the company lacks the demo plano de contas', async () => {
    const id = await newCompany('Plano próprio');
    await database.db.insert(categories).values([
      { companyId: id, type: 'receita', code: '1', name: 'Receitas' },
      { companyId: id, type: 'despesa', code: '2', name: 'Despesas' },
    ]);
    await assert.rejects(
      generateMovements(database.db, id, { count: 50, today }),
      new RegExp(`company ${id} has no category with code`),
    );
    assert.equal((await movementRows(database, id)).length, 0);
  });

  test('should refuse several writers on PGlite and bad counts', async () => {
    const id = await newCompany('Argumentos');
    await assert.rejects(generateMovements(database.db, id, { count: -1 }), RangeError);
    await assert.rejects(generateMovements(database.db, id, { count: 1.5 }), RangeError);
    if (DATABASE_KIND === 'pglite') {
      await assert.rejects(
        generateMovements(database.db, id, { count: 10, writers: 2 }),
        /PostgreSQL pool/,
      );
    }
    const none = await generateMovements(database.db, id, { count: 0, today });
    assert.equal(none.movements, 0);
  });
});
