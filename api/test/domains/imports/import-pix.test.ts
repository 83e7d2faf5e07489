import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { importBatchSchema } from 'shared/contracts';
import type { ImportBatch, Movement, StatementPreview } from 'shared/contracts';
import { createPixSettlementRepository } from '../../../src/domains/cobranca/repositories/pix-settlement-repository';
import { createStatementImportRepository } from '../../../src/domains/imports/repositories/statement-import-repository';
import { IMPORTS_URL, postStatement, previewStatement } from './import-fixtures';
import { createMovement, openMovementWorld } from '../movements/movement-fixtures';
import type { MovementWorld } from '../movements/movement-fixtures';
import type { Tenant } from '../setup/setup-fixtures';
import { expectError, expectStatus } from '../setup/setup-fixtures';

// Reconciliation knows Pix (issue 21, item 7): a statement line whose memo carries a PSP txid or
// an endToEndId of the company's own charges names its receivable; a Pix the webhook already
// settled is recognised as that payment, never paid twice; other companies' ids find nothing.

let world: MovementWorld;

/** A txid as a PSP may make it (API Pix: 26 to 35 letters and digits, mixed case). */
const PSP_TXID = 'pspCobranca7Kq2Lm9Xw4Zt8Rv3Nb';
const ANA_E2E = 'E12345678202601101430aBcDeFgHiJk';
const BRUNO_TXID = 'brunoCobranca5Hd8Jk2Lp6Qs9Tw1';
const BRUNO_E2E = 'E87654321202601101430zYxWvUtSrQp';

/** An OFX of Itaú with these lines (date, amount in reais, memo). */
function ofx(lines: [string, string, string][]): Buffer {
  const transactions = lines
    .map(
      ([date, amount, memo], i) =>
        `<STMTTRN>\n<TRNTYPE>${amount.startsWith('-') ? 'DEBIT' : 'CREDIT'}\n` +
        `<DTPOSTED>${date.replaceAll('-', '')}100000[-03:EST]\n<TRNAMT>${amount}\n` +
        `<FITID>PIX${date.replaceAll('-', '')}${i}\n<MEMO>${memo}\n</STMTTRN>`,
    )
    .join('\n');
  return Buffer.from(
    'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\n' +
      'COMPRESSION:NONE\nOLDFILEUID:NONE\nNEWFILEUID:NONE\n\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n' +
      '<TRNUID>1\n<STMTRS>\n<CURDEF>BRL\n<BANKACCTFROM>\n<BANKID>0341\n<ACCTID>12345-6\n' +
      '<ACCTTYPE>CHECKING\n</BANKACCTFROM>\n<BANKTRANLIST>\n<DTSTART>20260101100000[-03:EST]\n' +
      `<DTEND>20260131100000[-03:EST]\n${transactions}\n</BANKTRANLIST>\n</STMTRS>\n` +
      '</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n',
  );
}

/** The same lines as a CSV (dd/mm/yyyy;memo;amount with a comma), under a header. */
function csv(lines: [string, string, string][]): Buffer {
  return Buffer.from(
    'Data;Lançamento;Valor\n' +
      lines
        .map(([date, amount, memo]) => {
          const [y, m, d] = date.split('-');
          return `${d}/${m}/${y};${memo};${amount.replace('.', ',')}`;
        })
        .join('\n'),
  );
}

async function preview(tenant: Tenant, name: string, bytes: Buffer, accountId: string) {
  return previewStatement(world.app, tenant, name, bytes, { bank_account_id: accountId });
}

function confirm(tenant: Tenant, name: string, bytes: Buffer, payload: unknown) {
  return postStatement(world.app, tenant, `${IMPORTS_URL}/statements`, name, bytes, payload);
}

const receivable = (tenant: Tenant, category: string, description: string, cents: number) =>
  createMovement(tenant, {
    type: 'receita',
    description,
    amount_cents: cents,
    due_date: '2026-01-10',
    competence_date: '2026-01-10',
    category_id: category,
  });

/** A charge at the PSP with this txid, as psp-charge.ts records it. */
async function charge(tenant: Tenant, movement: Movement, accountId: string, txid: string) {
  await world.app.database.rows(
    sql`insert into pix_charges (company_id, movement_id, version, txid, amount_cents,
          bank_account_id, pix_key, br_code, token, psp_kind)
        values (${tenant.companyId}, ${movement.id}, 1, ${txid}, ${movement.amount_cents},
          ${accountId}, '11222333000181', 'br-code', ${`token-${txid}`}, 'cob')`,
  );
}

/** What the PSP's webhook does when the payer pays: the receipt, the payment, the charge paid. */
async function settle(tenant: Tenant, accountId: string, txid: string, e2e: string, cents: number) {
  const outcome = await createPixSettlementRepository(world.app.db).settle(
    tenant.companyId,
    accountId,
    {
      endToEndId: e2e,
      txid,
      receivedAt: new Date('2026-01-10T17:30:00Z'),
      paidOn: '2026-01-10',
      principalCents: cents,
      interestCents: 0,
      fineCents: 0,
      discountCents: 0,
    },
  );
  assert.equal(outcome.outcome, 'settled');
}

async function paymentCount(companyId: string): Promise<number> {
  const [row] = await world.app.database.rows<{ n: number }>(
    sql`select count(*)::int as n from payments where company_id = ${companyId}`,
  );
  return Number(row?.n);
}

let open: Movement;
let decoy: Movement;
let settled: Movement;
let otherOpen: Movement;

before(async () => {
  world = await openMovementWorld();
  const { ana, bruno, setup, brunoSetup } = world;
  const [client] = await world.app.database.rows<{ id: string }>(
    sql`insert into contacts (company_id, name, document, is_client)
        values (${ana.companyId}, 'Maria Confeitaria', '11144477735', true) returning id`,
  );
  // The PSP txid's receivable, and one with the same amount and due date: the txid must win.
  open = await receivable(ana, setup.sales, 'Bolo de casamento', 45_000);
  decoy = await receivable(ana, setup.sales, 'Encomenda de doces', 45_000);
  await charge(ana, open, setup.itau, PSP_TXID);
  // Settled by the webhook before the statement: the line must be that payment.
  settled = await receivable(ana, setup.sales, 'Festa de aniversário', 32_100);
  await world.app.database.rows(
    sql`update movements set contact_id = ${client!.id} where company_id = ${ana.companyId} and id = ${settled.id}`,
  );
  await charge(ana, settled, setup.itau, 'FX0A1B2C3D4E5F6G7H8I9J0K1P');
  await settle(ana, setup.itau, 'FX0A1B2C3D4E5F6G7H8I9J0K1P', ANA_E2E, 32_100);
  // Another open receivable of the same amount: the settled line must not pair with it.
  otherOpen = await receivable(ana, setup.sales, 'Festa de formatura', 32_100);
  // Bruno's charges and Pix: their ids in Ana's statement find nothing.
  const brunoOpen = await receivable(bruno, brunoSetup.sales, 'Bolo', 11_100);
  await charge(bruno, brunoOpen, brunoSetup.itau, BRUNO_TXID);
  const brunoPaid = await receivable(bruno, brunoSetup.sales, 'Torta', 22_200);
  await charge(bruno, brunoPaid, brunoSetup.itau, 'brunoPaga0000000000000000000');
  await settle(bruno, brunoSetup.itau, 'brunoPaga0000000000000000000', BRUNO_E2E, 22_200);
});

after(async () => {
  await world.app.close();
});

const LINES: [string, string, string][] = [
  // Upper-cased by the bank, as some do.
  ['2026-01-10', '450.00', `PIX RECEBIDO ${PSP_TXID.toUpperCase()} MARIA`],
  ['2026-01-10', '321.00', `PIX RECEBIDO ${ANA_E2E} FESTA`],
  ['2026-01-11', '111.00', `PIX RECEBIDO ${BRUNO_TXID}`],
  ['2026-01-11', '222.00', `PIX RECEBIDO ${BRUNO_E2E}`],
  // Words of 26 to 35 letters and digits that are no id of the company's.
  ['2026-01-12', '77.70', 'TED 0001ABCDEFGHIJKLMNOPQRSTUVWXYZ REF 12345678901234567890123456'],
];

function checkPreview(result: StatementPreview) {
  const [psp, received, brunoTxid, brunoE2e, words] = result.lines;
  assert.equal(psp!.state, 'matched');
  assert.equal(psp!.proposed_movement_id, open.id);
  assert.equal(psp!.candidates[0]!.score, 100);
  assert.equal(
    psp!.candidates[0]!.reason,
    `txid ${PSP_TXID} da cobrança Pix no extrato, vencimento no mesmo dia`,
  );
  assert.ok(psp!.candidates.some((candidate) => candidate.movement_id === decoy.id));

  assert.equal(received!.state, 'received');
  assert.deepEqual(received!.candidates, [], 'no other open receivable of the same amount');
  assert.equal(received!.proposed_movement_id, null);
  assert.equal(received!.received?.movement_id, settled.id);
  assert.equal(received!.received?.score, 100);
  assert.equal(received!.received?.contact_name, 'Maria Confeitaria');
  assert.equal(
    received!.received?.reason,
    `Pix ${ANA_E2E} já recebido pela cobrança de Maria Confeitaria, baixado em 10/01`,
  );
  assert.equal(received!.suggested_category_id, null);

  for (const line of [brunoTxid, brunoE2e, words]) {
    assert.equal(line!.state, 'new', line!.description);
    assert.equal(line!.received, null);
    assert.deepEqual(line!.candidates, []);
  }
  assert.equal(result.counts.received, 1);
  assert.equal(result.counts.matched, 1);
  assert.ok(otherOpen.id);
}

describe('statement import: Pix named by txid or endToEndId', () => {
  test('should match a PSP txid, recognise a settled endToEndId, ignore others (OFX)', async () => {
    checkPreview(await preview(world.ana, 'pix.ofx', ofx(LINES), world.setup.itau));
  });

  test('should read the same from a CSV', async () => {
    checkPreview(await preview(world.ana, 'pix.csv', csv(LINES), world.setup.itau));
  });

  test('should name the receivable by the endToEndId of a Pix whose payment was removed', async () => {
    // The webhook settled it, then someone removed the payment by hand: the line is that Pix
    // and pays the receivable again, named for certain over another of the same amount.
    const reopened = await receivable(world.ana, world.setup.sales, 'Buffet', 50_000);
    await receivable(world.ana, world.setup.sales, 'Coquetel', 50_000);
    await charge(world.ana, reopened, world.setup.itau, 'reopenedCharge0000000000000');
    const e2e = 'E11111111202601151200ReOpEnEd001';
    await settle(world.ana, world.setup.itau, 'reopenedCharge0000000000000', e2e, 50_000);
    const [payment] = await world.app.database.rows<{ id: string }>(
      sql`select id from payments where company_id = ${world.ana.companyId} and movement_id = ${reopened.id}`,
    );
    expectStatus(
      await world.ana.call(
        'DELETE',
        `/v1/companies/movements/${reopened.id}/payments/${payment!.id}`,
      ),
      200,
    );
    const result = await preview(
      world.ana,
      'reaberto.ofx',
      ofx([['2026-01-20', '500.00', `PIX ${e2e.toLowerCase()}`]]),
      world.setup.itau,
    );
    const [line] = result.lines;
    assert.equal(line!.state, 'matched');
    assert.equal(line!.proposed_movement_id, reopened.id);
    assert.equal(line!.candidates[0]!.score, 100);
    assert.equal(
      line!.candidates[0]!.reason,
      `endToEndId ${e2e} do Pix recebido em 10/01, vencimento 10 dias antes`,
    );
  });

  test('should reconcile the settled line with its payment: nothing paid twice, a duplicate after', async () => {
    const bytes = ofx(LINES.slice(0, 2));
    const first = await preview(world.ana, 'pix.ofx', bytes, world.setup.itau);
    const paymentId = first.lines[1]!.received!.payment_id;
    const payments = await paymentCount(world.ana.companyId);

    const wrong = await confirm(world.ana, 'pix.ofx', bytes, {
      bank_account_id: world.setup.itau,
      decisions: [{ line: first.lines[0]!.line, action: 'reconcile', payment_id: paymentId }],
    });
    expectError(wrong, 400, /não é o pagamento já registrado escolhido/);

    const response = await confirm(world.ana, 'pix.ofx', bytes, {
      bank_account_id: world.setup.itau,
      decisions: [
        { line: first.lines[0]!.line, action: 'pay', movement_id: open.id },
        { line: first.lines[1]!.line, action: 'reconcile', payment_id: paymentId },
      ],
    });
    expectStatus(response, 201);
    const batch: ImportBatch = importBatchSchema.parse(response.json());
    assert.equal(batch.paid_count, 1);
    assert.equal(batch.reconciled_count, 1);
    assert.equal(await paymentCount(world.ana.companyId), payments + 1, 'only the txid line pays');
    const [line] = await world.app.database.rows<{ action: string; payment_id: string }>(
      sql`select action, payment_id from import_lines
          where company_id = ${world.ana.companyId} and payment_id = ${paymentId}`,
    );
    assert.deepEqual(line, { action: 'reconcile', payment_id: paymentId });

    const again = await preview(world.ana, 'pix.ofx', bytes, world.setup.itau);
    assert.deepEqual(
      again.lines.map((l) => l.state),
      ['duplicate', 'duplicate'],
    );

    // Undo takes the txid line's payment back and leaves the webhook's payment alone.
    const undo = await world.ana.call('POST', `${IMPORTS_URL}/batches/${batch.id}/undo`);
    expectStatus(undo, 200);
    assert.equal(await paymentCount(world.ana.companyId), payments);
    const after = await preview(world.ana, 'pix.ofx', bytes, world.setup.itau);
    assert.equal(after.lines[1]!.state, 'received');
  });

  test('should write nothing when a reconciled payment was removed meanwhile', async () => {
    const batchId = randomUUID();
    const result = await createStatementImportRepository(world.app.db).confirm(
      world.ana.companyId,
      {
        batch: {
          id: batchId,
          bankAccountId: world.setup.itau,
          createdBy: world.ana.userId,
          fileName: 'corrida.ofx',
          fileSha256: 'x',
          fileBytes: 1,
          format: 'ofx',
          duplicateCount: 0,
        },
        payments: [],
        creations: [],
        contacts: [],
        ignored: [],
        reconciled: [
          {
            key: 'fitid:corrida',
            movementId: settled.id,
            paymentId: randomUUID(),
            description: 'PIX',
          },
        ],
        transfers: [],
        facts: new Map(),
        csvMapping: null,
      },
    );
    assert.equal(result.outcome, 'unrecorded');
    const [row] = await world.app.database.rows<{ n: number }>(
      sql`select count(*)::int as n from import_batches where company_id = ${world.ana.companyId} and id = ${batchId}`,
    );
    assert.equal(Number(row?.n), 0);
  });
});
