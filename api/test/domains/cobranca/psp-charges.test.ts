import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  PSP_MESSAGES,
  bulkPixChargesResultSchema,
  clientSchema,
  movementSchema,
  paymentSchema,
  pixChargeSchema,
  publicPixChargeSchema,
} from 'shared/contracts';
import type { Movement, PixCharge } from 'shared/contracts';
import { AppError } from '../../../src/errors';
import { decodeBrCode } from '../../../src/domains/cobranca/pix/decode-br-code';
import { pixTxid } from '../../../src/domains/cobranca/pix/pix-txid';
import { pspTxid } from '../../../src/domains/cobranca/services/psp-charge';
import { MOVEMENTS_URL, createMovement } from '../movements/movement-fixtures';
import { createAs, expectError, expectStatus } from '../setup/setup-fixtures';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { addDays, todayIso } from 'shared/format';
import {
  acceptPix,
  closePspWorld,
  linkPsp,
  openPspWorld,
  payAtSimulator,
  pspUrl,
} from './psp-fixtures';
import type { PspWorld } from './psp-fixtures';

// A receivable charged at the account's PSP (API Pix /cob or /cobv): the PSP's dynamic BR Code
// replaces the static one, and cancelling removes the charge at the PSP.

let world: PspWorld;
let clientId: string;
const chargeUrl = (movementId: string) => `${MOVEMENTS_URL}/${movementId}/pix-charge`;

const receivable = (dueDate: string, amountCents = 10_000, contact?: string) =>
  createMovement(world.ana, {
    type: 'receita',
    description: 'Bolo de casamento',
    amount_cents: amountCents,
    due_date: dueDate,
    competence_date: dueDate,
    category_id: world.setup.sales,
    ...(contact ? { supplier_id: contact } : {}),
  });

async function charge(movement: Movement): Promise<PixCharge> {
  const response = await world.ana.call('POST', chargeUrl(movement.id));
  expectStatus(response, 201);
  return pixChargeSchema.parse(response.json());
}

before(async () => {
  world = await openPspWorld();
  await acceptPix(world.app, world.ana, world.setup.itau);
  await linkPsp(world, { fine_basis_points: 200, interest_basis_points_month: 100 });
  clientId = (
    await createAs(world.ana, '/v1/companies/clients', clientSchema, {
      name: 'Joana Noiva',
      document: '529.982.247-25',
    })
  ).id;
});

after(async () => {
  await closePspWorld(world);
});

describe('PSP charges: made at the PSP', () => {
  test('should make an immediate /cob and show its dynamic BR Code, on the payer’s page too', async () => {
    const movement = await receivable('2020-01-10', 12_345);
    const made = await charge(movement);
    assert.match(made.txid, /^FX[A-Z0-9]{23}P$/);
    const cob = world.simulator.store.cobs.get(made.txid);
    assert.equal(cob?.kind, 'cob');
    assert.deepEqual(cob?.request.valor, { original: '123.45' });
    assert.equal(cob?.request.chave, '11222333000181');
    assert.equal(cob?.request.solicitacaoPagador, 'Bolo de casamento');
    assert.equal(made.br_code, cob?.pixCopiaECola);
    const decoded = decodeBrCode(made.br_code);
    assert.equal(decoded.location, cob?.location);
    assert.equal(decoded.pixKey, null);

    const page = await world.app.inject({
      method: 'GET',
      url: `/v1/public/pix-charges/${made.page_path.replace('/cobranca/', '')}`,
    });
    expectStatus(page, 200);
    assert.equal(publicPixChargeSchema.parse(page.json()).br_code, cob?.pixCopiaECola);
  });

  test('should make a /cobv with multa, juros and the client when due later', async () => {
    const movement = await receivable('2099-03-10', 50_000, clientId);
    const made = await charge(movement);
    const cob = world.simulator.store.cobs.get(made.txid);
    assert.equal(cob?.kind, 'cobv');
    assert.deepEqual(cob?.request, {
      calendario: { dataDeVencimento: '2099-03-10', validadeAposVencimento: 30 },
      devedor: { cpf: '52998224725', nome: 'Joana Noiva' },
      valor: {
        original: '500.00',
        multa: { modalidade: 2, valorPerc: '2.00' },
        juros: { modalidade: 3, valorPerc: '1.00' },
      },
      chave: '11222333000181',
      solicitacaoPagador: 'Bolo de casamento',
    });

    // The payer's page says what the charge adds after its due date, as the /cobv carries it,
    // whatever the account's settings become.
    await linkPsp(world, { fine_basis_points: 500, interest_basis_points_month: 300 });
    const token = made.page_path.replace('/cobranca/', '');
    const pageOf = async () => {
      const page = await world.app.inject({
        method: 'GET',
        url: `/v1/public/pix-charges/${token}`,
      });
      expectStatus(page, 200);
      return publicPixChargeSchema.parse(page.json());
    };
    const onTime = await pageOf();
    assert.deepEqual(onTime.late_terms, {
      fine_basis_points: 200,
      interest_basis_points_month: 100,
    });
    assert.equal(onTime.late_estimate, null);

    // Fifteen days later (both due dates moved back, as time would): 2% once, 1% a month for 15.
    const lateDay = addDays(todayIso(), -15);
    await world.app.database.rows(
      sql`update movements set due_date = ${lateDay}::date
          where company_id = ${world.ana.companyId} and id = ${movement.id}`,
    );
    await world.app.database.rows(
      sql`update pix_charges set psp_due_date = ${lateDay}::date
          where company_id = ${world.ana.companyId} and id = ${made.id}`,
    );
    assert.deepEqual((await pageOf()).late_estimate, {
      days_late: 15,
      fine_cents: 1_000,
      interest_cents: 250,
      total_cents: 51_250,
    });
    await linkPsp(world, { fine_basis_points: 200, interest_basis_points_month: 100 });
  });

  test('should make the /cobv again when the receivable’s due date moves', async () => {
    const movement = await receivable('2099-05-10', 30_000, clientId);
    const first = await charge(movement);
    const moved = await world.ana.call('PATCH', `${MOVEMENTS_URL}/${movement.id}`, {
      due_date: '2099-06-10',
    });
    expectStatus(moved, 200);
    const second = await charge(movement);
    assert.notEqual(second.txid, first.txid);
    assert.deepEqual(world.simulator.store.cobs.get(second.txid)?.request.calendario, {
      dataDeVencimento: '2099-06-10',
      validadeAposVencimento: 30,
    });
    // The same due date again: the charge stays (200, not a new one).
    const again = await world.ana.call('POST', chargeUrl(movement.id));
    expectStatus(again, 200);
    assert.equal(pixChargeSchema.parse(again.json()).txid, second.txid);
  });

  test('should settle a late /cobv with its juros beside the principal', async () => {
    const movement = await receivable('2099-04-10', 50_000, clientId);
    const made = await charge(movement);
    const paid = await payAtSimulator(world, made.txid, { valor: '510.00' });
    assert.equal(paid.webhookStatus, 200);
    const payments = await world.ana.call('GET', `${MOVEMENTS_URL}/${movement.id}/payments`);
    expectStatus(payments, 200);
    const [payment] = z.array(paymentSchema).parse(payments.json());
    assert.equal(payment?.amount_cents, 50_000);
    assert.equal(payment?.juros_cents, 1_000);
    assert.equal(payment?.bank_account?.id, world.setup.itau);
  });

  test('should remove the charge at the PSP when it is cancelled', async () => {
    const movement = await receivable('2020-01-10');
    const made = await charge(movement);
    expectStatus(await world.ana.call('DELETE', chargeUrl(movement.id)), 204);
    assert.equal(
      world.simulator.store.cobs.get(made.txid)?.status,
      'REMOVIDA_PELO_USUARIO_RECEBEDOR',
    );
  });

  test('should write nothing and say why when the PSP refuses the credentials', async () => {
    await linkPsp(world, { client_secret: 'um-segredo-errado' });
    try {
      const movement = await receivable('2020-01-10');
      expectError(
        await world.ana.call('POST', chargeUrl(movement.id)),
        409,
        PSP_MESSAGES.unauthorized,
      );
      expectStatus(await world.ana.call('GET', chargeUrl(movement.id)), 404);
    } finally {
      await linkPsp(world);
    }
    const settings = await world.ana.call('GET', pspUrl(world.setup.itau));
    expectStatus(settings, 200);
  });
});

describe('PSP charges in bulk', () => {
  test("should make each receivable's charge at the PSP, and mark the one the webhook settles", async () => {
    const first = await receivable('2020-01-10', 7_000);
    const second = await receivable('2020-01-10', 9_000);
    const response = await world.ana.call('POST', '/v1/companies/pix-charges/bulk', {
      movement_ids: [first.id, second.id],
    });
    expectStatus(response, 200);
    const result = bulkPixChargesResultSchema.parse(response.json());
    assert.equal(result.created, 2);
    // The codes are the PSP's own, as a row's 'Cobrar por Pix' would show.
    const txids = new Map<string, string>();
    for (const made of result.charges) {
      const read = await world.ana.call('GET', chargeUrl(made.movement_id));
      const { txid } = pixChargeSchema.parse(read.json());
      assert.equal(made.br_code, world.simulator.store.cobs.get(txid)?.pixCopiaECola);
      txids.set(made.movement_id, txid);
    }

    const txid = txids.get(first.id);
    assert.ok(txid);
    const paid = await payAtSimulator(world, txid);
    assert.equal(paid.webhookStatus, 200);
    const marks = await Promise.all(
      [first, second].map(async (movement) => {
        const read = await world.ana.call('GET', `${MOVEMENTS_URL}/${movement.id}`);
        return movementSchema.parse(read.json()).pix_charge;
      }),
    );
    assert.deepEqual(marks, ['paid', 'active']);
  });
});

describe('PSP charges, a batch of the régua', () => {
  test('should charge each movement at the PSP on its own: a refusal is that one’s alone', async () => {
    const refused = await receivable('2020-01-10', 4_000);
    const fine = await receivable('2020-01-10', 5_000);
    // The PSP already holds another charge under the first one's txid: it refuses that one.
    const txid = pspTxid(
      pixTxid({ companyId: world.ana.companyId, movementId: refused.id, version: 1 }),
    );
    world.simulator.store.cobs.set(txid, {
      kind: 'cob',
      txid,
      revisao: 0,
      status: 'ATIVA',
      criacao: new Date().toISOString(),
      location: 'psp-simulador.fluxo.dev/qr/v2/outra',
      pixCopiaECola: '000201',
      request: { valor: { original: '1.00' }, chave: 'outra-chave' },
      pix: [],
    });
    const texts = await world.app.services.pixCharges.chargeTexts(world.ana.companyId, [
      refused.id,
      fine.id,
    ]);
    const failed = texts.get(refused.id);
    assert.ok(failed && 'failed' in failed, JSON.stringify(failed));
    assert.ok(failed.failed instanceof AppError && failed.failed.statusCode === 409);
    const made = texts.get(fine.id);
    assert.ok(made && 'brCode' in made, JSON.stringify(made));
    expectStatus(await world.ana.call('GET', chargeUrl(refused.id)), 404);
    expectStatus(await world.ana.call('GET', chargeUrl(fine.id)), 200);
  });
});
