import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  PIX_WEBHOOK_MESSAGES,
  movementSchema,
  paymentSchema,
  pixChargeSchema,
  pixWebhookAnswerSchema,
  pspSettingsSchema,
} from 'shared/contracts';
import type { Movement, Payment, PixCharge, PixWebhookAnswer } from 'shared/contracts';
import { z } from 'zod';
import { createPspClient } from '../../../src/domains/cobranca/psp/psp-client';
import { MOVEMENTS_URL, createMovement, pay } from '../movements/movement-fixtures';
import { expectError, expectStatus } from '../setup/setup-fixtures';
import {
  PSP_CLIENT_ID,
  PSP_CLIENT_SECRET,
  acceptPix,
  closePspWorld,
  linkPsp,
  openPspWorld,
  payAtSimulator,
  pspUrl,
} from './psp-fixtures';
import type { PspWorld } from './psp-fixtures';

// Settlement through the PSP's webhook: the simulator takes the payer's Pix and notifies the API
// over real HTTP, as a PSP does; the API settles the receivable once, in one transaction.

const KEY = '11222333000181';
let world: PspWorld;
let webhookUrl: string;

const receivable = (amountCents = 10_000) =>
  createMovement(world.ana, {
    type: 'receita',
    description: 'Bolo de casamento',
    amount_cents: amountCents,
    due_date: '2020-01-10',
    competence_date: '2020-01-10',
    category_id: world.setup.sales,
  });

async function charge(movement: Movement): Promise<PixCharge> {
  const response = await world.ana.call('POST', `${MOVEMENTS_URL}/${movement.id}/pix-charge`);
  expectStatus(response, 201);
  return pixChargeSchema.parse(response.json());
}

async function movementOf(id: string): Promise<Movement> {
  const response = await world.ana.call('GET', `${MOVEMENTS_URL}/${id}`);
  expectStatus(response, 200);
  return movementSchema.parse(response.json());
}

async function paymentsOf(id: string): Promise<Payment[]> {
  const response = await world.ana.call('GET', `${MOVEMENTS_URL}/${id}/payments`);
  expectStatus(response, 200);
  return z.array(paymentSchema).parse(response.json());
}

/** Sends a notification to the API the way the PSP does: POST {webhookUrl}/pix, over HTTP. */
async function notify(body: unknown, url = webhookUrl): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${url}/pix`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

/** What became of these Pix: the latest notification of each, once settled. */
async function outcomesOf(endToEndIds: string[]): Promise<PixWebhookAnswer['results']> {
  const rows = await world.app.database.rows<{
    end_to_end_id: string;
    txid: string | null;
    outcome: string;
    refunds_applied: number;
    message: string;
  }>(
    sql`select distinct on (end_to_end_id) end_to_end_id, notified->>'txid' as txid, outcome,
          refunds_applied, message
        from pix_notifications
        where company_id = ${world.ana.companyId} and end_to_end_id in ${endToEndIds}
        order by end_to_end_id, created_at desc, processed_at desc`,
  );
  const byId = new Map(rows.map((row) => [row.end_to_end_id, row]));
  return pixWebhookAnswerSchema.parse({
    results: endToEndIds.map((id) => byId.get(id)),
  }).results;
}

/**
 * Notifies as the PSP does, checks the answer (each Pix `received`, at once), waits for the
 * settlement the notification started, and answers what each Pix came to.
 */
async function answerOf(body: { pix: { endToEndId: string }[] }): Promise<PixWebhookAnswer> {
  const { status, json } = await notify(body);
  assert.equal(status, 200, JSON.stringify(json));
  const answer = pixWebhookAnswerSchema.parse(json);
  assert.deepEqual(
    answer.results.map((result) => [result.outcome, result.message]),
    body.pix.map(() => ['received', PIX_WEBHOOK_MESSAGES.received]),
  );
  await world.app.services.pixSettlement.drain();
  return { results: await outcomesOf(body.pix.map((pix) => pix.endToEndId)) };
}

/** The simulator takes the payment but its webhook stays silent: the test notifies by hand. */
async function paySilently(txid: string, valor?: string) {
  const registered = world.simulator.store.webhooks.get(KEY);
  world.simulator.store.webhooks.delete(KEY);
  try {
    return (await payAtSimulator(world, txid, valor ? { valor } : {})).pix;
  } finally {
    if (registered) world.simulator.store.webhooks.set(KEY, registered);
  }
}

async function count(table: 'pix_receipts' | 'payments', movementId: string): Promise<number> {
  const [row] = await world.app.database.rows<{ n: number }>(
    sql`select count(*)::int as n from ${sql.identifier(table)} where company_id = ${world.ana.companyId} and movement_id = ${movementId}`,
  );
  return Number(row?.n);
}

const pspClient = () =>
  createPspClient({
    baseUrl: world.simulatorUrl,
    clientId: PSP_CLIENT_ID,
    clientSecret: PSP_CLIENT_SECRET,
    certificatePem: null,
    privateKeyPem: null,
  });

before(async () => {
  world = await openPspWorld();
  await acceptPix(world.app, world.ana, world.setup.itau);
  await linkPsp(world);
  const settings = await world.ana.call('GET', pspUrl(world.setup.itau));
  webhookUrl = pspSettingsSchema.parse(settings.json()).webhook_url;
});

after(async () => {
  await closePspWorld(world);
});

describe('PSP settlement: the webhook settles the receivable', () => {
  test('should settle the receivable when the simulator is paid, once, into the account', async () => {
    const movement = await receivable(12_345);
    const made = await charge(movement);
    const { pix, webhookStatus } = await payAtSimulator(world, made.txid);
    assert.equal(webhookStatus, 200);
    assert.match(pix.endToEndId, /^E\d{8}\d{12}[A-Za-z0-9]{11}$/);
    assert.equal(pix.endToEndId.length, 32);

    const settled = await movementOf(movement.id);
    assert.equal(settled.status, 'pago');
    assert.equal(settled.paid_cents, 12_345);
    const [payment, ...others] = await paymentsOf(movement.id);
    assert.equal(others.length, 0);
    assert.equal(payment?.amount_cents, 12_345);
    assert.equal(payment?.bank_account?.id, world.setup.itau);
    assert.equal(payment?.notes, `Pago via Pix (${pix.endToEndId})`);

    const [row] = await world.app.database.rows<{ status: string; end_to_end_id: string }>(
      sql`select status, end_to_end_id, paid_at from pix_charges where company_id = ${world.ana.companyId} and id = ${made.id}`,
    );
    assert.equal(row?.status, 'paid');
    assert.equal(row?.end_to_end_id, pix.endToEndId);
    // Audited like every write (the PSP acts for no user).
    const [audited] = await world.app.database.rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where company_id = ${world.ana.companyId}
          and table_name in ('pix_receipts', 'payments', 'pix_charges') and operation <> 'delete'
          and (after->>'end_to_end_id' = ${pix.endToEndId} or after->>'movement_id' = ${movement.id})`,
    );
    assert.ok(Number(audited?.n) >= 3);

    // The same notification again: answered, and nothing settles twice.
    const again = await answerOf({ pix: [pix] });
    assert.deepEqual(
      again.results.map((r) => [r.outcome, r.message]),
      [['replay', PIX_WEBHOOK_MESSAGES.replay]],
    );
    assert.equal((await paymentsOf(movement.id)).length, 1);
  });

  test('should settle 50 concurrent copies of one notification once', async () => {
    const movement = await receivable(7_000);
    const made = await charge(movement);
    const pix = await paySilently(made.txid);
    const answers = await Promise.all(
      Array.from({ length: 50 }, async () => notify({ pix: [pix] })),
    );
    assert.deepEqual([...new Set(answers.map((answer) => answer.status))], [200]);
    await world.app.services.pixSettlement.drain();
    const notes = await world.app.database.rows<{ outcome: string }>(
      sql`select outcome from pix_notifications
          where company_id = ${world.ana.companyId} and end_to_end_id = ${pix.endToEndId}`,
    );
    const outcomes = notes.map((note) => note.outcome);
    assert.equal(outcomes.length, 50);
    assert.equal(outcomes.filter((o) => o === 'settled').length, 1);
    assert.equal(outcomes.filter((o) => o === 'replay').length, 49);
    assert.equal(await count('payments', movement.id), 1);
    assert.equal(await count('pix_receipts', movement.id), 1);
    assert.equal((await movementOf(movement.id)).paid_cents, 7_000);
  });

  test('should leave the rest open after a partial payment, and charge the rest anew', async () => {
    const movement = await receivable(10_000);
    const made = await charge(movement);
    await payAtSimulator(world, made.txid, { valor: '40.00' });
    const partial = await movementOf(movement.id);
    assert.equal(partial.status, 'pago parcial');
    assert.equal(partial.paid_cents, 4_000);
    assert.equal(partial.open_cents, 6_000);
    const rest = await charge(movement);
    assert.equal(rest.amount_cents, 6_000);
    assert.notEqual(rest.txid, made.txid);
    assert.deepEqual(world.simulator.store.cobs.get(rest.txid)?.request.valor, {
      original: '60.00',
    });
  });

  test('should settle nothing above the open amount, and say so', async () => {
    const movement = await receivable(10_000);
    const made = await charge(movement);
    const pix = await paySilently(made.txid, '150.00');
    const answer = await answerOf({ pix: [pix] });
    assert.equal(answer.results[0]?.outcome, 'over_open');
    assert.equal(answer.results[0]?.message, PIX_WEBHOOK_MESSAGES.overOpen(made.txid, 10_000));
    assert.equal(await count('payments', movement.id), 0);
    assert.equal(await count('pix_receipts', movement.id), 0);
    // Paid by hand meanwhile, then the Pix comes: still nothing settles twice.
    const other = await receivable(5_000);
    const otherCharge = await charge(other);
    await pay(world.ana, other.id, { paid_on: '2020-01-10', amount_cents: 5_000 });
    const late = await paySilently(otherCharge.txid);
    assert.equal((await answerOf({ pix: [late] })).results[0]?.outcome, 'over_open');
    assert.equal(await count('payments', other.id), 1);
  });

  test('should settle nothing for a txid the account does not know', async () => {
    const txid = 'DESCONHECIDO0000000000000000';
    await pspClient().putCob(txid, { valor: { original: '10.00' }, chave: KEY });
    const pix = await paySilently(txid);
    const answer = await answerOf({ pix: [pix] });
    assert.deepEqual(answer.results[0], {
      end_to_end_id: pix.endToEndId,
      txid,
      outcome: 'unknown_txid',
      refunds_applied: 0,
      message: PIX_WEBHOOK_MESSAGES.unknownTxid(txid),
    });
    const [row] = await world.app.database.rows<{ n: number }>(
      sql`select count(*)::int as n from pix_receipts where company_id = ${world.ana.companyId} and end_to_end_id = ${pix.endToEndId}`,
    );
    assert.equal(Number(row?.n), 0);
  });

  test('should refuse a wrong secret path, a forged Pix and a malformed body, settling nothing', async () => {
    const movement = await receivable(3_000);
    const made = await charge(movement);
    const pix = await paySilently(made.txid);
    const secret = webhookUrl.split('/').pop() ?? '';
    const last = secret.at(-1) === 'A' ? 'B' : 'A';
    const wrong = webhookUrl.replace(secret, `${secret.slice(0, -1)}${last}`);
    const refused = await notify({ pix: [pix] }, wrong);
    assert.equal(refused.status, 404);
    assert.deepEqual(refused.json, {
      statusCode: 404,
      error: 'Not Found',
      message: PIX_WEBHOOK_MESSAGES.unknownPath,
    });
    expectStatus(
      await world.app.inject({
        method: 'POST',
        url: '/v1/public/pix-webhooks/nada/pix',
        payload: { pix: [pix] },
      }),
      404,
    );
    // A Pix the PSP never received (right path, made-up endToEndId) is not confirmed.
    const forged = { ...pix, endToEndId: 'E99999008202601011200ABCDEFGHIJK' };
    assert.equal((await answerOf({ pix: [forged] })).results[0]?.outcome, 'not_confirmed');
    const malformed = await notify({ pix: [{ ...pix, valor: '30' }] });
    assert.equal(malformed.status, 400);
    assert.equal(await count('payments', movement.id), 0);
    // The right path settles it.
    assert.equal((await answerOf({ pix: [pix] })).results[0]?.outcome, 'settled');
  });

  test('should take a devolução off the payment it reverses', async () => {
    const movement = await receivable(10_000);
    const made = await charge(movement);
    const { pix } = await payAtSimulator(world, made.txid);
    assert.equal((await movementOf(movement.id)).status, 'pago');

    // Part of it back: the simulator notifies the Pix again, with its devolução.
    await pspClient().putDevolucao(pix.endToEndId, 'DEV1', '30.00');
    await world.app.services.pixSettlement.drain();
    const partly = await movementOf(movement.id);
    assert.equal(partly.paid_cents, 7_000);
    assert.equal((await paymentsOf(movement.id))[0]?.amount_cents, 7_000);

    // The same notification again takes nothing more; the rest back reopens the receivable.
    const replay = await answerOf({ pix: [world.simulator.store.pix.get(pix.endToEndId)!] });
    assert.equal(replay.results[0]?.refunds_applied, 0);
    await pspClient().putDevolucao(pix.endToEndId, 'DEV2', '70.00');
    await world.app.services.pixSettlement.drain();
    const reopened = await movementOf(movement.id);
    assert.equal(reopened.paid_cents, 0);
    assert.equal(reopened.open_cents, 10_000);
    assert.equal((await paymentsOf(movement.id)).length, 0);
  });

  test('should settle what a stopped instance left with the sweep a second after the start, not during it', async () => {
    const settlement = world.app.services.pixSettlement;
    // Stopped, as an instance that went away: a notification is noted, and nothing drains it.
    await settlement.stop();
    try {
      const movement = await receivable(4_200);
      const made = await charge(movement);
      const { status } = await notify({ pix: [await paySilently(made.txid)] });
      assert.equal(status, 200);

      // The start claims nothing before its first answer (issue 19's cold start): a stop right
      // after it finds the notification still waiting.
      settlement.start();
      await settlement.stop();
      assert.equal((await movementOf(movement.id)).paid_cents, 0);

      const started = performance.now();
      settlement.start();
      for (;;) {
        if ((await movementOf(movement.id)).status === 'pago') break;
        assert.ok(performance.now() - started < 15_000, 'the sweep never settled it');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      assert.ok(performance.now() - started >= 900, 'settled before the first sweep was due');
      assert.equal((await paymentsOf(movement.id))[0]?.amount_cents, 4_200);
    } finally {
      settlement.start();
    }
  });

  test("should never answer the PSP's secret", async () => {
    const movement = await receivable(1_000);
    const made = await charge(movement);
    const answers = [
      JSON.stringify(made),
      JSON.stringify((await notify({ pix: [await paySilently(made.txid)] })).json),
      (await world.ana.call('GET', pspUrl(world.setup.itau))).body,
      (await world.ana.call('GET', `${MOVEMENTS_URL}/${movement.id}/payments`)).body,
    ];
    for (const body of answers) assert.ok(!body.includes(PSP_CLIENT_SECRET), body.slice(0, 120));
    expectError(
      await world.bruno.call('GET', pspUrl(world.setup.itau)),
      404,
      'Conta bancária não encontrada.',
    );
  });
});
