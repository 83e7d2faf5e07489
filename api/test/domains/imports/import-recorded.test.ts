import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { importBatchSchema } from 'shared/contracts';
import type { App } from '../../../src/app';
import { rowsOf } from '../../../src/db/raw-sql';
import { build } from '../../helper';
import { IMPORTS_URL, postStatement, previewStatement } from './import-fixtures';
import { createMovement, createSetup, pay } from '../movements/movement-fixtures';
import type { Setup } from '../movements/movement-fixtures';
import type { Tenant } from '../setup/setup-fixtures';
import { createTenant, expectStatus } from '../setup/setup-fixtures';

// Issue 21's leftover: a statement line with no Pix id that is a payment someone already recorded
// by hand (or the webhook did) is that payment, not a new despesa paid a second time.

let filesDir: string;
let app: App;
let ana: Tenant;
let bruno: Tenant;
let setup: Setup;
let brunoSetup: Setup;

before(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'fluxo-recorded-'));
  app = await build(undefined, { env: { FILES_DIR: filesDir } });
  ana = await createTenant(app);
  bruno = await createTenant(app);
  setup = await createSetup(ana);
  brunoSetup = await createSetup(bruno);
});

after(async () => {
  await app.close();
  await rm(filesDir, { recursive: true, force: true });
});

/** An Itaú statement whose STMTTRNs start on line 5, one a line. */
function statement(lines: { day: string; amount: string; memo: string }[], fitid = 'R') {
  return Buffer.from(`OFXHEADER:100
<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>BRL
<BANKACCTFROM><BANKID>0341<ACCTID>1</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20261001<DTEND>20261031
${lines.map((l, i) => `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>${l.day}<TRNAMT>${l.amount}<FITID>${fitid}${i}<MEMO>${l.memo}</STMTTRN>`).join('\n')}
</BANKTRANLIST>
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`);
}

async function preview(tenant: Tenant, accountId: string, bytes: Buffer) {
  return previewStatement(app, tenant, 'extrato.ofx', bytes, { bank_account_id: accountId });
}

async function paymentCount(companyId: string) {
  const [row] = await rowsOf<{ n: number }>(
    app.db,
    sql`select count(*)::int as n from payments where company_id = ${companyId}`,
  );
  return row!.n;
}

async function paidRent(tenant: Tenant, s: Setup, description: string, account: string) {
  const movement = await createMovement(tenant, {
    type: 'despesa',
    description,
    amount_cents: 123_456,
    due_date: '2026-10-05',
    category_id: s.rent,
    bank_account_id: account,
  });
  // Recorded by hand a day before the bank posted it.
  await pay(tenant, movement.id, { paid_on: '2026-10-05', amount_cents: 123_456 });
  return movement;
}

describe('a statement line that is a payment already recorded', () => {
  test('should be reconciled with it, a day apart, and never paid again', async () => {
    const rent = await paidRent(ana, setup, 'Aluguel de outubro', setup.itau);
    // Recorded on the other account: not this statement's money.
    await paidRent(ana, setup, 'Aluguel do depósito', setup.nubank);
    const bytes = statement([
      { day: '20261006', amount: '-1234.56', memo: 'PAG BOLETO IMOBILIARIA' },
      // Same amount again: the one recorded payment goes to one line only.
      { day: '20261006', amount: '-1234.56', memo: 'PAG BOLETO IMOBILIARIA 2' },
    ]);
    const first = await preview(ana, setup.itau, bytes);
    const [line, twin] = first.lines;
    assert.equal(line!.state, 'received');
    assert.equal(line!.received?.payment_id !== undefined, true);
    assert.equal(line!.received?.movement_id, rent.id);
    assert.equal(line!.received?.score, 90);
    assert.match(
      line!.received!.reason,
      /Pagamento de R\$\s1\.234,56 de 'Aluguel de outubro' já registrado nesta conta em 05\/10\/2026, 1 dia\(s\) de diferença/,
    );
    assert.equal(twin!.state, 'new');

    const before = await paymentCount(ana.companyId);
    const response = await postStatement(
      app,
      ana,
      `${IMPORTS_URL}/statements`,
      'extrato.ofx',
      bytes,
      {
        bank_account_id: setup.itau,
        decisions: [
          { line: 5, action: 'reconcile', payment_id: line!.received!.payment_id },
          { line: 6, action: 'ignore' },
        ],
      },
    );
    expectStatus(response, 201);
    assert.equal(importBatchSchema.parse(response.json()).reconciled_count, 1);
    assert.equal(await paymentCount(ana.companyId), before);
    // Linked now: another statement's line of that amount no longer finds it.
    const again = await preview(
      ana,
      setup.itau,
      statement([{ day: '20261006', amount: '-1234.56', memo: 'OUTRO ARQUIVO' }], 'X'),
    );
    assert.equal(again.lines[0]!.state, 'new');
  });

  test("should not take a payment a week away, nor another company's, nor reconcile a made-up one", async () => {
    await paidRent(bruno, brunoSetup, 'Aluguel', brunoSetup.itau);
    const far = await preview(
      bruno,
      brunoSetup.itau,
      statement([{ day: '20261012', amount: '-1234.56', memo: 'PAG BOLETO' }]),
    );
    assert.equal(far.lines[0]!.state, 'new');
    // Ana's unlinked payments are hers: Bruno's statement never sees them.
    await paidRent(ana, setup, 'Aluguel de Ana', setup.itau);
    const near = await preview(
      bruno,
      brunoSetup.nubank,
      statement([{ day: '20261005', amount: '-1234.56', memo: 'PAG BOLETO' }]),
    );
    assert.equal(near.lines[0]!.state, 'new');
    const forged = await postStatement(
      app,
      bruno,
      `${IMPORTS_URL}/statements`,
      'extrato.ofx',
      statement([{ day: '20261005', amount: '-1234.56', memo: 'PAG BOLETO' }]),
      {
        bank_account_id: brunoSetup.nubank,
        decisions: [{ line: 5, action: 'reconcile', payment_id: crypto.randomUUID() }],
      },
    );
    expectStatus(forged, 400);
  });
});
