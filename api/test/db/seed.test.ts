import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, inArray, sql } from 'drizzle-orm';
import { openTestDatabase } from '../helper';
import type { DatabaseHandle } from '../../src/db/client';
import { companies, memberships, users } from '../../src/db/schema';
import { DEMO_USER } from '../../src/db/demo-user';
import { DEMO_COMPANIES, seedDemo } from '../../src/seed/seed-demo';
import { verifyPassword } from '../../src/adapters/password-hasher';

let database: DatabaseHandle;

before(async () => {
  database = await openTestDatabase();
});

after(async () => {
  await database.close();
});

async function demoState() {
  const found = await database.db.select().from(users).where(eq(users.email, DEMO_USER.email));
  const companyRows = await database.db
    .select({ name: companies.name, role: memberships.role })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(
      inArray(
        memberships.userId,
        found.map((u) => u.id),
      ),
    )
    .orderBy(memberships.createdAt);
  const named = await database.db
    .select({ id: companies.id })
    .from(companies)
    .where(
      inArray(
        companies.name,
        DEMO_COMPANIES.map((c) => c.name),
      ),
    );
  const [data] = await database.rows<Record<string, number>>(sql`
    select
      (select count(*)::int from categories) as categories,
      (select count(*)::int from bank_accounts) as bank_accounts,
      (select count(*)::int from cost_centers) as cost_centers,
      (select count(*)::int from contacts) as suppliers,
      (select count(*)::int from movements) as movements,
      (select count(*)::int from payments) as payments,
      (select coalesce(sum(paid_cents), 0)::float8 from movements) as paid_cents`);
  return { users: found, memberships: companyRows, companyCount: named.length, data };
}

describe('demo seed', () => {
  test('should hold the demo login with argon2id (m=19456, t=2, p=1)', async () => {
    const state = await demoState();
    assert.equal(state.users.length, 1);
    const [user] = state.users;
    assert.equal(user?.name, 'Demo Fluxo');
    assert.match(user?.passwordHash ?? '', /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    assert.ok(await verifyPassword(user?.passwordHash ?? null, 'Demo1234'));
    assert.ok(user?.emailVerifiedAt instanceof Date);
  });

  test('should make the user owner of both companies, the Ltda first', async () => {
    assert.deepEqual((await demoState()).memberships, [
      { name: 'Fluxo Demonstração Ltda', role: 'owner' },
      { name: 'Padaria Pão Dourado ME', role: 'owner' },
    ]);
  });

  test('should create the demo setup and movements with the companies', async () => {
    const { data } = await demoState();
    assert.ok(data);
    assert.ok((data.categories ?? 0) > 50, `${data.categories} categories`);
    assert.equal(data.bank_accounts, 3);
    assert.equal(data.cost_centers, 4);
    assert.ok((data.suppliers ?? 0) >= 20);
    assert.ok((data.movements ?? 0) > 15 * 70, `${data.movements} movements`);
    assert.ok((data.payments ?? 0) > 0);
  });

  test('should change nothing when run again', async () => {
    const before = await demoState();
    assert.equal(await seedDemo(database.db), false);
    const state = await demoState();
    assert.equal(state.users.length, 1);
    assert.equal(state.companyCount, 2);
    assert.deepEqual(state.data, before.data);
  });

  test('should create everything once when several instances seed at the same time', async () => {
    const before = await demoState();
    await database.db.delete(users).where(eq(users.email, DEMO_USER.email));
    await database.db.delete(companies).where(
      inArray(
        companies.name,
        DEMO_COMPANIES.map((c) => c.name),
      ),
    );
    assert.equal((await demoState()).companyCount, 0);
    assert.equal(before.companyCount, 2);

    const results = await Promise.all([
      seedDemo(database.db),
      seedDemo(database.db),
      seedDemo(database.db),
    ]);
    assert.equal(results.filter(Boolean).length, 1, `one seed inserted: ${results}`);
    const after = await demoState();
    assert.equal(after.users.length, 1);
    assert.equal(after.companyCount, 2);
    assert.equal(after.memberships.length, 2);
    // The same day plans the same data: once, not three times.
    assert.deepEqual(after.data, before.data);
  });
});
