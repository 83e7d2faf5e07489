import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { COMPANY_HEADER, movementSchema } from 'shared/contracts';
import type { App } from '../../src/app';
import {
  IDEMPOTENT_REPLAYED_HEADER,
  INVALID_KEY_MESSAGE,
  KEY_REUSED_MESSAGE,
} from '../../src/plugins/idempotency';
import { bearer } from '../helper';
import { expectError, expectStatus } from '../domains/setup/setup-fixtures';
import type { Tenant } from '../domains/setup/setup-fixtures';
import {
  MOVEMENTS_URL,
  createMovement,
  openMovementWorld,
} from '../domains/movements/movement-fixtures';
import type { Setup } from '../domains/movements/movement-fixtures';

const COST_CENTERS = '/v1/companies/cost-centers';

let app: App;
let ana: Tenant;
let bruno: Tenant;
let setup: Setup;

before(async () => {
  ({ app, ana, bruno, setup } = await openMovementWorld());
});

after(async () => {
  await app.close();
});

function send(
  tenant: Tenant,
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  key: string | undefined,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  const options: InjectOptions = {
    method,
    url,
    headers: {
      ...bearer(tenant.token),
      [COMPANY_HEADER]: tenant.companyId,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
  };
  if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
  return app.inject(options);
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await app.database.rows<{ n: number }>(query);
  return Number(row?.n);
}

const costCentersNamed = (tenant: Tenant, name: string) =>
  count(
    sql`select count(*)::int as n from cost_centers where company_id = ${tenant.companyId} and name = ${name}`,
  );

const paymentsOf = (tenant: Tenant, movementId: string) =>
  count(
    sql`select count(*)::int as n from payments where company_id = ${tenant.companyId} and movement_id = ${movementId}`,
  );

const openReceivable = (description: string) =>
  createMovement(ana, {
    type: 'receita',
    description,
    amount_cents: 10_000,
    due_date: '2026-11-10',
    competence_date: '2026-11-10',
    category_id: setup.sales,
  });

describe('Idempotency-Key: a repeated write answers as the first and writes nothing', () => {
  test('should answer a repeat with the first answer, marked replayed, and create one row', async () => {
    const key = randomUUID();
    const body = { name: 'Repetido uma vez' };
    const first = await send(ana, 'POST', COST_CENTERS, key, body);
    expectStatus(first, 201);
    assert.equal(first.headers[IDEMPOTENT_REPLAYED_HEADER], undefined);

    const again = await send(ana, 'POST', COST_CENTERS, key, body);
    expectStatus(again, 201);
    assert.equal(again.headers[IDEMPOTENT_REPLAYED_HEADER], 'true');
    assert.deepEqual(again.json(), first.json());
    assert.equal(await costCentersNamed(ana, 'Repetido uma vez'), 1);
  });

  test('should refuse the same key with another request (422) and write nothing', async () => {
    const key = randomUUID();
    expectStatus(await send(ana, 'POST', COST_CENTERS, key, { name: 'Primeiro pedido' }), 201);
    const other = await send(ana, 'POST', COST_CENTERS, key, { name: 'Outro pedido' });
    expectError(other, 422, KEY_REUSED_MESSAGE);
    assert.equal(await costCentersNamed(ana, 'Outro pedido'), 0);
  });

  test('should store nothing for an answer that is not a success, so the fixed request goes through', async () => {
    const key = randomUUID();
    expectStatus(await send(ana, 'POST', COST_CENTERS, key, { name: '' }), 400);
    const fixed = await send(ana, 'POST', COST_CENTERS, key, { name: 'Corrigido' });
    expectStatus(fixed, 201);
    assert.equal(fixed.headers[IDEMPOTENT_REPLAYED_HEADER], undefined);
  });

  test('should make one payment of two copies sent at the same time', async () => {
    const movement = await openReceivable('Pago duas vezes ao mesmo tempo');
    const key = randomUUID();
    const body = { paid_on: '2026-11-12', amount_cents: 4_000, bank_account_id: setup.itau };
    const url = `${MOVEMENTS_URL}/${movement.id}/payments`;
    const [one, two] = await Promise.all([
      send(ana, 'POST', url, key, body),
      send(ana, 'POST', url, key, body),
    ]);
    expectStatus(one, 201);
    expectStatus(two, 201);
    assert.deepEqual(one.json(), two.json());
    assert.equal(await paymentsOf(ana, movement.id), 1);
    const read = await ana.call('GET', `${MOVEMENTS_URL}/${movement.id}`);
    assert.equal(movementSchema.parse(read.json()).paid_cents, 4_000);
  });

  test('should record the write once in the audit trail, with its author', async () => {
    const key = randomUUID();
    const body = { name: 'Auditado uma vez' };
    const created = await send(ana, 'POST', COST_CENTERS, key, body);
    expectStatus(created, 201);
    expectStatus(await send(ana, 'POST', COST_CENTERS, key, body), 201);
    const id = created.json<{ id: string }>().id;
    const audited = await count(
      sql`select count(*)::int as n from audit_log where company_id = ${ana.companyId} and table_name = 'cost_centers' and row_id = ${id} and actor_user_id = ${ana.userId}`,
    );
    assert.equal(audited, 1);
  });

  test('should keep keys apart per company and user: the same key in another company is its own write', async () => {
    const key = randomUUID();
    expectStatus(await send(ana, 'POST', COST_CENTERS, key, { name: 'Mesma chave' }), 201);
    const brunos = await send(bruno, 'POST', COST_CENTERS, key, { name: 'Mesma chave' });
    expectStatus(brunos, 201);
    assert.equal(brunos.headers[IDEMPOTENT_REPLAYED_HEADER], undefined);
    assert.equal(brunos.json<{ company_id: string }>().company_id, bruno.companyId);
    assert.equal(await costCentersNamed(bruno, 'Mesma chave'), 1);
  });

  test('should run a key again once its 24 hours have passed', async () => {
    const key = randomUUID();
    const body = { name: 'Chave vencida' };
    expectStatus(await send(ana, 'POST', COST_CENTERS, key, body), 201);
    await app.database.rows(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`,
    );
    // The name is taken now: the write really runs again, and meets the name's own rule.
    const again = await send(ana, 'POST', COST_CENTERS, key, body);
    expectStatus(again, 409);
    assert.equal(again.headers[IDEMPOTENT_REPLAYED_HEADER], undefined);
  });

  test('should refuse a malformed key with a clear message and write nothing', async () => {
    const response = await send(ana, 'POST', COST_CENTERS, 'com espaço', { name: 'Chave ruim' });
    expectError(response, 400, INVALID_KEY_MESSAGE);
    assert.equal(await costCentersNamed(ana, 'Chave ruim'), 0);
  });

  test('should leave writes without a key as they were', async () => {
    expectStatus(await send(ana, 'POST', COST_CENTERS, undefined, { name: 'Sem chave' }), 201);
    const movement = await openReceivable('Sem chave, duas baixas');
    const body = { paid_on: '2026-11-12', amount_cents: 1_000, bank_account_id: setup.itau };
    const url = `${MOVEMENTS_URL}/${movement.id}/payments`;
    expectStatus(await send(ana, 'POST', url, undefined, body), 201);
    expectStatus(await send(ana, 'POST', url, undefined, body), 201);
    assert.equal(await paymentsOf(ana, movement.id), 2);
  });
});
