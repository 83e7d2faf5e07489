import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { auditPageSchema } from 'shared/contracts';
import type { AuditEntry, AuditPage } from 'shared/contracts';
import type { App } from '../../../src/app';
import { AUDIT_FORBIDDEN_MESSAGE } from '../../../src/domains/audit/routes/companies/audit-log/index';
import { memberships } from '../../../src/db/schema';
import { bearer, build, createUser, signIn } from '../../helper';
import { createMovement, createSetup, pay } from '../movements/movement-fixtures';
import type { Setup } from '../movements/movement-fixtures';
import { createTenant, expectError, expectStatus } from '../setup/setup-fixtures';
import type { Tenant } from '../setup/setup-fixtures';

// Issue 12, item 8: every write to company data records who, when, which company, what, and the
// values before and after, in the same transaction; owners and admins read it.

const URL = '/v1/companies/audit-log';
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

async function trail(tenant: Tenant, query = ''): Promise<AuditPage> {
  const response = await tenant.call('GET', `${URL}${query}`);
  expectStatus(response, 200);
  return auditPageSchema.parse(response.json());
}

const ofRow = async (tenant: Tenant, table: string, rowId: string): Promise<AuditEntry[]> =>
  (await trail(tenant, `?table=${table}&row_id=${rowId}`)).data;

describe('audit trail', () => {
  test('should record an insert, an update and a delete with the values and the user', async () => {
    const created = await ana.call('POST', '/v1/companies/cost-centers', { name: 'Auditado' });
    expectStatus(created, 201);
    const id = created.json<{ id: string }>().id;
    expectStatus(
      await ana.call('PATCH', `/v1/companies/cost-centers/${id}`, { name: 'Renomeado' }),
      200,
    );
    expectStatus(await ana.call('DELETE', `/v1/companies/cost-centers/${id}`), 204);

    const [deleted, updated, inserted] = await ofRow(ana, 'cost_centers', id);
    assert.equal(inserted?.operation, 'insert');
    assert.equal(inserted.before, null);
    assert.equal(inserted.after?.name, 'Auditado');
    assert.equal(updated?.operation, 'update');
    assert.equal(updated.before?.name, 'Auditado');
    assert.equal(updated.after?.name, 'Renomeado');
    assert.equal(deleted?.operation, 'delete');
    assert.equal(deleted.before?.name, 'Renomeado');
    assert.equal(deleted.after, null);
    for (const entry of [inserted, updated, deleted]) {
      assert.deepEqual(entry.actor, { id: ana.userId, name: 'Pessoa de Teste' });
      assert.equal(entry.table, 'cost_centers');
      assert.ok(Date.now() - Date.parse(entry.at) < 60_000);
    }
  });

  test('should record a payment and the movement it changed, in the same transaction', async () => {
    const movement = await createMovement(ana, {
      type: 'despesa',
      description: 'Aluguel auditado',
      amount_cents: 150_000,
      due_date: '2026-03-10',
      category_id: setup.rent,
    });
    await pay(ana, movement.id, { paid_on: '2026-03-09', amount_cents: 50_000 });
    const changes = await ofRow(ana, 'movements', movement.id);
    assert.deepEqual(
      changes.map((entry) => entry.operation),
      ['update', 'insert'],
    );
    assert.equal(changes[0]?.before?.paid_cents, 0);
    assert.equal(changes[0]?.after?.paid_cents, 50_000);
    const payments = (await trail(ana, '?table=payments')).data.filter(
      (entry) => entry.after?.movement_id === movement.id,
    );
    assert.equal(payments.length, 1);
    assert.equal(payments[0]?.after?.amount_cents, 50_000);
  });

  test('should record nothing for a write that failed', async () => {
    const before = (await trail(ana, '?table=cost_centers&limit=200')).data.length;
    await ana.call('POST', '/v1/companies/cost-centers', { name: 'Duplicado' });
    expectStatus(await ana.call('POST', '/v1/companies/cost-centers', { name: 'Duplicado' }), 409);
    assert.equal((await trail(ana, '?table=cost_centers&limit=200')).data.length, before + 1);
  });

  test("should name each request's own user when two companies write at once", async () => {
    const writes = Array.from({ length: 12 }, (_, i) =>
      (i % 2 ? bruno : ana).call('POST', '/v1/companies/cost-centers', { name: `Paralelo ${i}` }),
    );
    for (const response of await Promise.all(writes)) expectStatus(response, 201);
    for (const tenant of [ana, bruno]) {
      const mine = (await trail(tenant, '?table=cost_centers&limit=200')).data.filter((entry) =>
        String(entry.after?.name ?? '').startsWith('Paralelo'),
      );
      assert.equal(mine.length, 6);
      for (const entry of mine) assert.equal(entry.actor?.id, tenant.userId);
    }
  });

  test("should never show one company's trail to another", async () => {
    const rows = (await trail(bruno, '?limit=200')).data;
    assert.ok(rows.length > 0);
    const leaked = await app.database.rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where company_id = ${ana.companyId}
          and id in ${sql.raw(`(${rows.map((r) => r.id).join(',')})`)}`,
    );
    assert.equal(leaked[0]?.n, 0);
  });

  test('should page from the newest to the oldest', async () => {
    const first = await trail(ana, '?limit=3');
    assert.equal(first.data.length, 3);
    assert.ok(first.next !== null);
    const second = await trail(ana, `?limit=3&before=${first.next}`);
    assert.ok(second.data.every((entry) => entry.id < first.data[2]!.id));
    const ids = [...first.data, ...second.data].map((entry) => entry.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
    );
  });

  test('should be read by owners and admins only, with a Portuguese 400 for bad filters', async () => {
    const person = await createUser(app, { companyCount: 0 });
    await app.db
      .insert(memberships)
      .values({ companyId: ana.companyId, userId: person.userId, role: 'finance' });
    const token = await signIn(app, person.email, person.password);
    const response = await app.inject({
      method: 'GET',
      url: URL,
      headers: { ...bearer(token), 'x-company-id': ana.companyId },
    });
    expectError(response, 403, AUDIT_FORBIDDEN_MESSAGE);
    const bad = await ana.call('GET', `${URL}?table=movements;drop&limit=9999`);
    expectStatus(bad, 400);
    assert.match(bad.json<{ message: string }>().message, /table|limit/);
  });
});
