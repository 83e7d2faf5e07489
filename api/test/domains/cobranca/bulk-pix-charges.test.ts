import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  COMPANY_HEADER,
  PIX_CHARGE_MESSAGES,
  bulkPixChargesResultSchema,
  movementPageSchema,
  movementSchema,
  pixChargeSchema,
} from 'shared/contracts';
import type { BulkPixChargesResult, Movement } from 'shared/contracts';
import type { App } from '../../../src/app';
import { memberships } from '../../../src/db/schema';
import { decodeBrCode } from '../../../src/domains/cobranca/pix/decode-br-code';
import { createPixSettlementRepository } from '../../../src/domains/cobranca/repositories/pix-settlement-repository';
import { ROLE_NOT_ALLOWED_MESSAGE } from '../../../src/plugins/authentication';
import { bearer, createUser, signIn } from '../../helper';
import {
  MOVEMENTS_URL,
  createMovement,
  openMovementWorld,
  pay,
} from '../movements/movement-fixtures';
import type { Setup } from '../movements/movement-fixtures';
import { expectError, expectStatus } from '../setup/setup-fixtures';
import type { Tenant } from '../setup/setup-fixtures';
import { acceptPix } from './psp-fixtures';

// 'Cobrar por Pix' on the rows ticked in the list (issue 21), and the list's 'Pago via Pix' mark
// once a Pix settles a receivable.

const BULK_URL = '/v1/companies/pix-charges/bulk';
let app: App;
let ana: Tenant;
let bruno: Tenant;
let setup: Setup;
let brunoSetup: Setup;

const receivable = (tenant: Tenant, categoryId: string, description: string, cents = 10_000) =>
  createMovement(tenant, {
    type: 'receita',
    description,
    amount_cents: cents,
    due_date: '2026-12-10',
    competence_date: '2026-12-10',
    category_id: categoryId,
  });

async function chargeAll(
  ids: string[],
  key: string = randomUUID(),
  token = ana.token,
): Promise<{ status: number; result: BulkPixChargesResult; replayed: boolean }> {
  const response = await app.inject({
    method: 'POST',
    url: BULK_URL,
    headers: { ...bearer(token), [COMPANY_HEADER]: ana.companyId, 'idempotency-key': key },
    payload: { movement_ids: ids },
  });
  expectStatus(response, 200);
  return {
    status: response.statusCode,
    result: bulkPixChargesResultSchema.parse(response.json()),
    replayed: response.headers['idempotent-replayed'] === 'true',
  };
}

const chargeCount = async (companyId: string) => {
  const [row] = await app.database.rows<{ n: number }>(
    sql`select count(*)::int as n from pix_charges where company_id = ${companyId}`,
  );
  return Number(row?.n);
};

async function listed(tenant: Tenant, search: string): Promise<Movement[]> {
  const response = await tenant.call(
    'GET',
    `${MOVEMENTS_URL}?start_date=2026-01-01&end_date=2026-12-31&search=${encodeURIComponent(search)}`,
  );
  expectStatus(response, 200);
  return movementPageSchema.parse(response.json()).items;
}

before(async () => {
  ({ app, ana, bruno, setup, brunoSetup } = await openMovementWorld());
});

after(async () => {
  await app.close();
});

describe('POST /v1/companies/pix-charges/bulk', () => {
  test('should refuse with the single charge’s message while the company has no Pix key', async () => {
    const movement = await receivable(ana, setup.sales, 'Sem chave');
    const response = await ana.call('POST', BULK_URL, { movement_ids: [movement.id] });
    expectError(response, 409, PIX_CHARGE_MESSAGES.noChargeAccount);
    assert.equal(await chargeCount(ana.companyId), 0);
    await acceptPix(app, ana, setup.itau);
  });

  test('should charge each open receivable, reuse an active charge and skip the rest, saying why', async () => {
    const cake = await receivable(ana, setup.sales, 'Bolo', 12_345);
    const bread = await receivable(ana, setup.sales, 'Pães', 5_000);
    const single = await ana.call('POST', `${MOVEMENTS_URL}/${bread.id}/pix-charge`);
    expectStatus(single, 201);
    const breadCharge = pixChargeSchema.parse(single.json());
    const paid = await receivable(ana, setup.sales, 'Doces', 3_000);
    await pay(ana, paid.id, { paid_on: '2026-11-20', amount_cents: 3_000 });
    const rent = await createMovement(ana, {
      type: 'despesa',
      description: 'Aluguel',
      amount_cents: 50_000,
      due_date: '2026-12-05',
      competence_date: '2026-12-05',
      category_id: setup.rent,
    });
    const foreign = await receivable(bruno, brunoSetup.sales, 'Venda do Bruno');
    const before = await chargeCount(bruno.companyId);

    const { result } = await chargeAll([cake.id, bread.id, paid.id, rent.id, foreign.id, cake.id]);

    assert.equal(result.created, 1);
    assert.equal(result.reused, 1);
    assert.deepEqual(
      result.charges.map((c) => [c.description, c.outcome, c.amount_cents]),
      [
        ['Bolo', 'created', 12_345],
        ['Pães', 'reused', 5_000],
      ],
    );
    assert.equal(result.charges[1]?.charge_id, breadCharge.id);
    assert.equal(result.charges[1]?.page_path, breadCharge.page_path);
    const cakeCharge = result.charges[0]!;
    assert.equal(decodeBrCode(cakeCharge.br_code).amountCents, 12_345);
    assert.match(cakeCharge.page_path, /^\/cobranca\/[A-Za-z0-9_-]{54}$/);
    // Bruno's row is only an id, as a deleted one: nothing of it is told, nothing charged.
    assert.deepEqual(result.skipped, [
      { movement_id: paid.id, description: 'Doces', reason: 'paid' },
      { movement_id: rent.id, description: 'Aluguel', reason: 'payable' },
      { movement_id: foreign.id, description: null, reason: 'not_found' },
    ]);
    assert.equal(await chargeCount(bruno.companyId), before);

    // The charge made in bulk is the one the row's own 'Cobrar por Pix' shows.
    const read = await ana.call('GET', `${MOVEMENTS_URL}/${cake.id}/pix-charge`);
    expectStatus(read, 200);
    assert.equal(pixChargeSchema.parse(read.json()).id, cakeCharge.charge_id);

    // Charging again with a new key: the same charges, none made.
    const again = await chargeAll([cake.id, bread.id]);
    assert.equal(again.result.created, 0);
    assert.equal(again.result.reused, 2);
    assert.deepEqual(
      again.result.charges.map((c) => c.charge_id),
      [cakeCharge.charge_id, breadCharge.id],
    );
  });

  test('should answer a retry with the same key as the first time, making nothing more', async () => {
    const movement = await receivable(ana, setup.sales, 'Torta');
    const key = randomUUID();
    const first = await chargeAll([movement.id], key);
    const count = await chargeCount(ana.companyId);
    const retry = await chargeAll([movement.id], key);
    assert.equal(retry.replayed, true);
    assert.deepEqual(retry.result, first.result);
    assert.equal(first.result.created, 1);
    assert.equal(await chargeCount(ana.companyId), count);
  });

  test('should refuse a viewer and an oversized or empty selection, charging nothing', async () => {
    const movement = await receivable(ana, setup.sales, 'Salgados');
    const viewer = await createUser(app, { companyCount: 0 });
    await app.db
      .insert(memberships)
      .values({ companyId: ana.companyId, userId: viewer.userId, role: 'viewer' });
    const token = await signIn(app, viewer.email, viewer.password);
    const count = await chargeCount(ana.companyId);
    const refused = await app.inject({
      method: 'POST',
      url: BULK_URL,
      headers: { ...bearer(token), [COMPANY_HEADER]: ana.companyId },
      payload: { movement_ids: [movement.id] },
    });
    expectError(refused, 403, ROLE_NOT_ALLOWED_MESSAGE);

    const tooMany = Array.from({ length: 501 }, () => randomUUID());
    expectStatus(await ana.call('POST', BULK_URL, { movement_ids: tooMany }), 400);
    expectStatus(await ana.call('POST', BULK_URL, { movement_ids: [] }), 400);
    assert.equal(await chargeCount(ana.companyId), count);
  });
});

describe("the list's Pix marks", () => {
  test("should show 'active' while charged and 'paid' once a Pix settled it, in list and detail", async () => {
    const movement = await receivable(ana, setup.sales, 'Casamento Pix', 8_000);
    const plain = await receivable(ana, setup.sales, 'Casamento sem Pix', 8_000);
    assert.equal(movement.pix_charge, null);
    const { result } = await chargeAll([movement.id]);
    const charge = result.charges[0]!;
    const [txid] = await app.database.rows<{ txid: string }>(
      sql`select txid from pix_charges where company_id = ${ana.companyId} and id = ${charge.charge_id}`,
    );

    const marks = async () =>
      Object.fromEntries(
        (await listed(ana, 'Casamento')).map((m) => [m.description, m.pix_charge]),
      );
    assert.deepEqual(await marks(), { 'Casamento Pix': 'active', 'Casamento sem Pix': null });

    // What the PSP's webhook does once the payer's Pix arrives (psp-settlement.test.ts drives it
    // over HTTP through the simulator).
    const settled = await createPixSettlementRepository(app.db).settle(ana.companyId, setup.itau, {
      endToEndId: 'E1234567820261120000000000000001',
      txid: txid!.txid,
      receivedAt: new Date('2026-11-20T13:00:00Z'),
      paidOn: '2026-11-20',
      principalCents: 8_000,
      interestCents: 0,
      fineCents: 0,
      discountCents: 0,
    });
    assert.equal(settled.outcome, 'settled');
    // Paid by hand: paid, but not by Pix.
    await pay(ana, plain.id, { paid_on: '2026-11-20', amount_cents: 8_000 });

    assert.deepEqual(await marks(), { 'Casamento Pix': 'paid', 'Casamento sem Pix': null });
    const detail = await ana.call('GET', `${MOVEMENTS_URL}/${movement.id}`);
    expectStatus(detail, 200);
    const read = movementSchema.parse(detail.json());
    assert.equal(read.status, 'pago');
    assert.equal(read.pix_charge, 'paid');
  });

  test("should show 'partial' when a Pix paid part and no charge awaits the rest, 'active' once one does", async () => {
    const movement = await receivable(ana, setup.sales, 'Buffet em parte', 8_000);
    const { result } = await chargeAll([movement.id]);
    const [txid] = await app.database.rows<{ txid: string }>(
      sql`select txid from pix_charges where company_id = ${ana.companyId} and id = ${result.charges[0]!.charge_id}`,
    );
    const settled = await createPixSettlementRepository(app.db).settle(ana.companyId, setup.itau, {
      endToEndId: 'E1234567820261120000000000000002',
      txid: txid!.txid,
      receivedAt: new Date('2026-11-20T13:00:00Z'),
      paidOn: '2026-11-20',
      principalCents: 3_000,
      interestCents: 0,
      fineCents: 0,
      discountCents: 0,
    });
    assert.equal(settled.outcome, 'settled');
    const mark = async () =>
      (await listed(ana, 'Buffet em parte')).map((m) => [m.status, m.pix_charge]);
    assert.deepEqual(await mark(), [['pago parcial', 'partial']]);
    // Charged again for the 50,00 left: the charge awaiting payment is what the mark says.
    await chargeAll([movement.id]);
    assert.deepEqual(await mark(), [['pago parcial', 'active']]);
  });
});
