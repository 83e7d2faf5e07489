import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  PIX_CHARGE_MESSAGES,
  pixChargeSchema,
  publicPixChargeSchema,
  statementPreviewSchema,
} from 'shared/contracts';
import type { Movement, PixCharge, PublicPixCharge } from 'shared/contracts';
import type { App } from '../../../src/app';
import { decodeBrCode } from '../../../src/domains/cobranca/pix/decode-br-code';
import { newChargeToken } from '../../../src/domains/cobranca/services/charge-token';
import { IMPORTS_URL, postStatement } from '../imports/import-fixtures';
import { expectError, expectStatus } from '../setup/setup-fixtures';
import type { Tenant } from '../setup/setup-fixtures';
import {
  MOVEMENTS_URL,
  createMovement,
  openMovementWorld,
  pay,
} from '../movements/movement-fixtures';
import type { Setup } from '../movements/movement-fixtures';

// Cobrança por Pix (issue 21): a receivable's open amount as a static BR Code with the company's
// key and the charge's txid, and the payer's public page.

const CNPJ_KEY = '11222333000181';
let app: App;
let ana: Tenant;
let bruno: Tenant;
let setup: Setup;
let brunoSetup: Setup;

const chargeUrl = (movementId: string) => `${MOVEMENTS_URL}/${movementId}/pix-charge`;
const publicUrl = (pagePath: string) =>
  `/v1/public/pix-charges/${pagePath.replace('/cobranca/', '')}`;

async function acceptPix(tenant: Tenant, accountId: string, city: string | null = 'São Paulo') {
  const response = await tenant.call('PATCH', `/v1/companies/bank-accounts/${accountId}`, {
    pix_key_type: 'cnpj',
    pix_key: '11.222.333/0001-81',
    charge_default: true,
  });
  expectStatus(response, 200);
  await app.database.rows(
    sql`update companies set address_city = ${city}, trade_name = 'Padaria São João' where id = ${tenant.companyId}`,
  );
}

const receivable = (tenant: Tenant, categoryId: string, amountCents = 10_000) =>
  createMovement(tenant, {
    type: 'receita',
    description: 'Bolo de casamento',
    amount_cents: amountCents,
    due_date: '2026-12-10',
    competence_date: '2026-12-10',
    category_id: categoryId,
  });

async function chargeOf(tenant: Tenant, movement: Movement, status = 201): Promise<PixCharge> {
  const response = await tenant.call('POST', chargeUrl(movement.id));
  expectStatus(response, status);
  return pixChargeSchema.parse(response.json());
}

async function publicPage(pagePath: string): Promise<PublicPixCharge> {
  const response = await app.inject({ method: 'GET', url: publicUrl(pagePath) });
  expectStatus(response, 200);
  assert.equal(response.headers['cache-control'], 'no-store');
  return publicPixChargeSchema.parse(response.json());
}

before(async () => {
  ({ app, ana, bruno, setup, brunoSetup } = await openMovementWorld());
  await acceptPix(ana, setup.itau);
});

after(async () => {
  await app.close();
});

describe('Pix charges: a receivable charged by a BR Code', () => {
  test('should charge the open amount with a BR Code any bank reads, and keep one charge', async () => {
    const movement = await receivable(ana, setup.sales, 12_345);
    const charge = await chargeOf(ana, movement);

    assert.equal(charge.status, 'active');
    assert.equal(charge.amount_cents, 12_345);
    assert.match(charge.txid, /^[A-Z0-9]{25}$/);
    assert.equal(charge.bank_account.id, setup.itau);
    assert.equal(charge.pix_key, CNPJ_KEY);
    assert.match(charge.qr_svg, /^<svg[\s\S]*<\/svg>\s*$/);
    assert.match(charge.page_path, /^\/cobranca\/[A-Za-z0-9_-]{54}$/);

    const decoded = decodeBrCode(charge.br_code);
    assert.equal(decoded.pixKey, CNPJ_KEY);
    assert.equal(decoded.amountCents, 12_345);
    assert.equal(decoded.txid, charge.txid);
    assert.equal(decoded.merchantName, 'Padaria Sao Joao');
    assert.equal(decoded.merchantCity, 'Sao Paulo');

    // Asked again with nothing changed: the same charge, not a second one.
    const again = await chargeOf(ana, movement, 200);
    assert.equal(again.id, charge.id);
    const read = await ana.call('GET', chargeUrl(movement.id));
    expectStatus(read, 200);
    assert.deepEqual(read.json(), charge);
  });

  test('should replace the charge when a partial payment changed the open amount', async () => {
    const movement = await receivable(ana, setup.sales, 10_000);
    const first = await chargeOf(ana, movement);
    await pay(ana, movement.id, { paid_on: '2026-11-20', amount_cents: 4_000 });

    const second = await chargeOf(ana, movement);
    assert.notEqual(second.id, first.id);
    assert.notEqual(second.txid, first.txid);
    assert.equal(second.amount_cents, 6_000);
    assert.equal(decodeBrCode(second.br_code).amountCents, 6_000);

    // The first link now says it was cancelled, and offers nothing to pay.
    const old = await publicPage(first.page_path);
    assert.equal(old.status, 'cancelled');
    assert.equal(old.br_code, null);
    assert.equal(old.qr_svg, null);
  });

  test('should refuse what cannot be charged, with the reason, and write nothing', async () => {
    const expense = await createMovement(ana, {
      type: 'despesa',
      description: 'Aluguel',
      amount_cents: 5_000,
      due_date: '2026-12-05',
      competence_date: '2026-12-05',
      category_id: setup.rent,
    });
    expectError(
      await ana.call('POST', chargeUrl(expense.id)),
      409,
      PIX_CHARGE_MESSAGES.notReceivable,
    );

    const paid = await receivable(ana, setup.sales, 3_000);
    await pay(ana, paid.id, { paid_on: '2026-11-20', amount_cents: 3_000 });
    expectError(await ana.call('POST', chargeUrl(paid.id)), 409, PIX_CHARGE_MESSAGES.alreadyPaid);

    // Bruno's company has no account for cobrança yet, then no city.
    const brunos = await receivable(bruno, brunoSetup.sales);
    expectError(
      await bruno.call('POST', chargeUrl(brunos.id)),
      409,
      PIX_CHARGE_MESSAGES.noChargeAccount,
    );
    await acceptPix(bruno, brunoSetup.itau, null);
    expectError(await bruno.call('POST', chargeUrl(brunos.id)), 409, PIX_CHARGE_MESSAGES.noCity);

    const [row] = await app.database.rows<{ n: number }>(
      sql`select count(*)::int as n from pix_charges where movement_id in (${expense.id}, ${paid.id}, ${brunos.id})`,
    );
    assert.equal(Number(row?.n), 0);
  });

  test('should cancel a charge, after which its page says so', async () => {
    const movement = await receivable(ana, setup.sales);
    const charge = await chargeOf(ana, movement);
    expectStatus(await ana.call('DELETE', chargeUrl(movement.id)), 204);
    expectError(
      await ana.call('GET', chargeUrl(movement.id)),
      404,
      PIX_CHARGE_MESSAGES.noActiveCharge,
    );
    expectError(
      await ana.call('DELETE', chargeUrl(movement.id)),
      404,
      PIX_CHARGE_MESSAGES.noActiveCharge,
    );
    assert.equal((await publicPage(charge.page_path)).status, 'cancelled');
  });

  test("should keep one company's charges out of another's reach", async () => {
    const movement = await receivable(ana, setup.sales);
    await chargeOf(ana, movement);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expectStatus(await bruno.call(method, chargeUrl(movement.id)), 404);
    }
    expectStatus(await ana.call('GET', chargeUrl(movement.id)), 200);
  });

  test('should record the charge in the audit trail', async () => {
    const movement = await receivable(ana, setup.sales);
    const charge = await chargeOf(ana, movement);
    const [row] = await app.database.rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where company_id = ${ana.companyId}
          and table_name = 'pix_charges' and row_id = ${charge.id} and actor_user_id = ${ana.userId}`,
    );
    assert.equal(Number(row?.n), 1);
  });
});

describe("Pix charges: the payer's page", () => {
  test('should show one charge to anyone with its link, and nothing of the books', async () => {
    const movement = await receivable(ana, setup.sales, 25_000);
    const charge = await chargeOf(ana, movement);
    const page = await publicPage(charge.page_path);

    assert.deepEqual(Object.keys(page).sort(), [
      'amount_cents',
      'br_code',
      'company',
      'description',
      'due_date',
      'late_estimate',
      'late_terms',
      'qr_svg',
      'status',
    ]);
    // A static BR Code carries no multa or juros: the page adds none.
    assert.equal(page.late_terms, null);
    assert.equal(page.late_estimate, null);
    assert.equal(page.status, 'active');
    assert.equal(page.company.name, 'Padaria São João');
    assert.equal(page.description, 'Bolo de casamento');
    assert.equal(page.amount_cents, 25_000);
    assert.equal(page.due_date, '2026-12-10');
    assert.equal(page.br_code, charge.br_code);
    assert.match(page.qr_svg ?? '', /^<svg/);
  });

  test('should answer 404 to a link that names no charge, and 400 to one that is no link', async () => {
    const unknownOfAna = newChargeToken(ana.companyId);
    const response = await app.inject({ method: 'GET', url: publicUrl(unknownOfAna) });
    expectError(response, 404, PIX_CHARGE_MESSAGES.pageNotFound);

    // A real charge's random part under another company's id finds nothing either.
    const movement = await receivable(ana, setup.sales);
    const charge = await chargeOf(ana, movement);
    const token = charge.page_path.replace('/cobranca/', '');
    const brunosId = Buffer.from(bruno.companyId.replace(/-/g, ''), 'hex');
    const forged = Buffer.concat([brunosId, Buffer.from(token, 'base64url').subarray(16)]);
    expectStatus(
      await app.inject({ method: 'GET', url: publicUrl(forged.toString('base64url')) }),
      404,
    );

    const malformed = await app.inject({ method: 'GET', url: publicUrl('nao-e-um-link') });
    expectStatus(malformed, 400);
  });
});

describe('Pix charges: reconciliation', () => {
  test("should match a statement line carrying a charge's txid to its receivable, whatever the date", async () => {
    const movement = await receivable(ana, setup.sales, 9_990);
    const charge = await chargeOf(ana, movement);
    // Another open receivable of the same amount, due on the statement's day: by amount and date
    // alone it would be the better guess.
    const decoy = await createMovement(ana, {
      type: 'receita',
      description: 'Venda balcão',
      amount_cents: 9_990,
      due_date: '2027-02-15',
      competence_date: '2027-02-15',
      category_id: setup.sales,
    });
    const csv = `Data;Descrição;Valor\n15/02/2027;PIX RECEBIDO ${charge.txid.toLowerCase()} JOANA;99,90\n`;
    const response = await postStatement(
      app,
      ana,
      `${IMPORTS_URL}/statements/preview`,
      'extrato.csv',
      Buffer.from(csv),
      { bank_account_id: setup.itau },
    );
    expectStatus(response, 200);
    const [line] = statementPreviewSchema.parse(response.json()).lines;
    assert.equal(line?.state, 'matched');
    assert.equal(line?.proposed_movement_id, movement.id);
    assert.equal(line?.tie, false);
    assert.equal(line?.candidates[0]?.score, 100);
    assert.match(
      line?.candidates[0]?.reason ?? '',
      new RegExp(`^txid ${charge.txid} da cobrança Pix`),
    );
    assert.ok(line?.candidates.some((candidate) => candidate.movement_id === decoy.id));
  });
});
