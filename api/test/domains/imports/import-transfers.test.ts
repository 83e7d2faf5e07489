import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  bankAccountBalancesSchema,
  bankAccountReconciliationsSchema,
  importBatchSchema,
} from 'shared/contracts';
import type { ImportDecision, StatementPreview } from 'shared/contracts';
import type { App } from '../../../src/app';
import { rowsOf } from '../../../src/db/raw-sql';
import { build } from '../../helper';
import { IMPORTS_URL, postStatement, previewStatement } from './import-fixtures';
import { createSetup } from '../movements/movement-fixtures';
import type { Setup } from '../movements/movement-fixtures';
import type { Tenant } from '../setup/setup-fixtures';
import { createTenant, expectStatus } from '../setup/setup-fixtures';

// Issue 23, item 6: a line that is money moved between two of the company's own accounts becomes
// one transfer (both balances move, no receita nor despesa), whichever statement comes first.

let filesDir: string;
let app: App;
let ana: Tenant;
let bruno: Tenant;
let setup: Setup;
let brunoSetup: Setup;
/** Ana's company's own CNPJ, as a bank writes it in a Pix to itself. */
const OWN_CNPJ = '48.291.736/0001-92';

before(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'fluxo-transfers-'));
  app = await build(undefined, { env: { FILES_DIR: filesDir } });
  ana = await createTenant(app);
  bruno = await createTenant(app);
  setup = await createSetup(ana);
  brunoSetup = await createSetup(bruno);
  await app.db.execute(
    sql`update companies set document = ${OWN_CNPJ.replace(/\D/g, '')} where id = ${ana.companyId}`,
  );
  for (const [tenant, ids] of [
    [ana, [setup.itau, setup.nubank]],
    [bruno, [brunoSetup.itau, brunoSetup.nubank]],
  ] as const) {
    for (const id of ids) {
      expectStatus(
        await tenant.call('PATCH', `/v1/companies/bank-accounts/${id}`, {
          opening_balance_cents: 100_000,
          opening_balance_date: '2026-10-01',
        }),
        200,
      );
    }
  }
});

after(async () => {
  await app.close();
  await rm(filesDir, { recursive: true, force: true });
});

/** A statement of one line (its STMTTRN on line 5) of `bank`, on `day` (YYYYMMDD). */
function statement(
  bank: string,
  account: string,
  day: string,
  amount: string,
  memo: string,
  balance = '',
) {
  return Buffer.from(`OFXHEADER:100
<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>BRL
<BANKACCTFROM><BANKID>${bank}<ACCTID>${account}</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20261001<DTEND>20261031
<STMTTRN><TRNTYPE>XFER<DTPOSTED>${day}<TRNAMT>${amount}<FITID>${bank}-${day}-${amount}<MEMO>${memo}</STMTTRN>
</BANKTRANLIST>${balance}
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`);
}

async function preview(tenant: Tenant, accountId: string, bytes: Buffer) {
  return previewStatement(app, tenant, 'extrato.ofx', bytes, { bank_account_id: accountId });
}

function confirm(tenant: Tenant, accountId: string, bytes: Buffer, decision: ImportDecision) {
  return postStatement(app, tenant, `${IMPORTS_URL}/statements`, 'extrato.ofx', bytes, {
    bank_account_id: accountId,
    decisions: [decision],
  });
}

async function balances(tenant: Tenant) {
  const response = await tenant.call('GET', '/v1/companies/bank-accounts/balances');
  expectStatus(response, 200);
  const rows = bankAccountBalancesSchema.parse(response.json()).data;
  return (id: string) => rows.find((row) => row.bank_account_id === id)?.current_balance_cents;
}

async function counts(companyId: string) {
  const [row] = await rowsOf<{ transfers: number; movements: number }>(
    app.db,
    sql`select (select count(*)::int from transfers where company_id = ${companyId}) as transfers,
      (select count(*)::int from movements where company_id = ${companyId}) as movements`,
  );
  return row!;
}

const only = (preview: StatementPreview) => preview.lines[0]!;

describe('transfers between own accounts in the statement import', () => {
  const itauOut = statement('0341', '1', '20261010', '-1000.00', 'TED ENVIADA 0001 NUBANK');
  // Its balance on the 31st: 1.000,00 opening plus the transfer.
  const nubankIn = statement(
    '0260',
    '2',
    '20261010',
    '1000.00',
    'TED RECEBIDA ITAU',
    '<LEDGERBAL><BALAMT>2000.00<DTASOF>20261031</LEDGERBAL>',
  );

  test("should pair a line with the other account's ignored opposite line and move both balances", async () => {
    // The Itaú statement first: nothing tells it is a transfer, so it is ignored there.
    expectStatus(await confirm(ana, setup.itau, itauOut, { line: 5, action: 'ignore' }), 201);
    const before = await counts(ana.companyId);

    const line = only(await preview(ana, setup.nubank, nubankIn));
    assert.equal(line.state, 'transfer');
    assert.equal(line.transfer?.kind, 'pair');
    assert.deepEqual(line.transfer?.other_account, { id: setup.itau, name: 'Itaú' });
    assert.match(line.transfer!.reason, /O extrato de Itaú tem a linha oposta de R\$\s1\.000,00/);
    assert.deepEqual(line.candidates, []);

    const response = await confirm(ana, setup.nubank, nubankIn, {
      line: 5,
      action: 'transfer',
      other_account_id: setup.itau,
    });
    expectStatus(response, 201);
    const batch = importBatchSchema.parse(response.json());
    assert.equal(batch.transfer_count, 1);
    assert.equal(batch.created_count, 0);
    // One transfer; no receita, no despesa.
    assert.deepEqual(await counts(ana.companyId), {
      transfers: before.transfers + 1,
      movements: before.movements,
    });
    const balance = await balances(ana);
    assert.equal(balance(setup.itau), 0);
    assert.equal(balance(setup.nubank), 200_000);
    // The reconciliation status counts the transfer as the bank does.
    const status = await ana.call('GET', '/v1/companies/bank-accounts/reconciliation');
    expectStatus(status, 200);
    const nubank = bankAccountReconciliationsSchema
      .parse(status.json())
      .data.find((row) => row.bank_account_id === setup.nubank);
    assert.equal(nubank?.fluxo_balance_cents, 200_000);
    assert.equal(nubank?.difference_cents, 0);
    // Both statements' lines are now that transfer: each one a duplicate of itself.
    assert.equal(only(await preview(ana, setup.itau, itauOut)).state, 'duplicate');
    assert.equal(only(await preview(ana, setup.nubank, nubankIn)).state, 'duplicate');

    // Undo puts it all back: the Itaú line is ignored again and pairs again.
    expectStatus(await ana.call('POST', `${IMPORTS_URL}/batches/${batch.id}/undo`), 200);
    assert.deepEqual(await counts(ana.companyId), before);
    const undone = await balances(ana);
    assert.equal(undone(setup.itau), 100_000);
    assert.equal(undone(setup.nubank), 100_000);
    assert.equal(only(await preview(ana, setup.nubank, nubankIn)).transfer?.kind, 'pair');
  });

  test('should offer a transfer for a line naming the company itself, then reconcile the other side with it', async () => {
    const out = statement('0341', '1', '20261012', '-500.00', `PIX ENVIADO ${OWN_CNPJ}`);
    const line = only(await preview(ana, setup.itau, out));
    assert.equal(line.state, 'new');
    assert.equal(line.transfer?.kind, 'own');
    // Ana has two accounts: the other one is the only choice.
    assert.deepEqual(line.transfer?.other_account, { id: setup.nubank, name: 'Nubank' });
    const first = await confirm(ana, setup.itau, out, {
      line: 5,
      action: 'transfer',
      other_account_id: setup.nubank,
    });
    expectStatus(first, 201);
    const itauBatch = importBatchSchema.parse(first.json());
    const before = await counts(ana.companyId);

    const into = statement('0260', '2', '20261012', '500.00', 'PIX RECEBIDO SOUZA');
    const other = only(await preview(ana, setup.nubank, into));
    assert.equal(other.state, 'transfer');
    assert.equal(other.transfer?.kind, 'recorded');
    assert.match(other.transfer!.reason, /de Itaú em 12\/10\/2026 já registrada/);
    expectStatus(
      await confirm(ana, setup.nubank, into, {
        line: 5,
        action: 'transfer',
        other_account_id: setup.itau,
      }),
      201,
    );
    // Reconciled with the recorded transfer: nothing new.
    assert.deepEqual(await counts(ana.companyId), before);

    // The Itaú import registered it and the Nubank statement now rests on it: its undo is refused.
    const undo = await ana.call('POST', `${IMPORTS_URL}/batches/${itauBatch.id}/undo`);
    expectStatus(undo, 409);
    assert.match(
      undo.json<{ message: string }>().message,
      /a transferência 'PIX ENVIADO .*', registrada pela importação, foi conciliada no extrato da outra conta/,
    );
  });

  test("should never pair across companies, nor take another company's account", async () => {
    // Bruno has the same amount on the same day in his own Nubank: Ana's Itaú line is not his.
    const line = only(await preview(bruno, brunoSetup.nubank, nubankIn));
    assert.equal(line.state, 'new');
    assert.equal(line.transfer, null);
    const before = await counts(bruno.companyId);
    const foreign = await confirm(bruno, brunoSetup.nubank, nubankIn, {
      line: 5,
      action: 'transfer',
      other_account_id: setup.itau,
    });
    expectStatus(foreign, 400);
    assert.match(
      foreign.json<{ message: string }>().message,
      /Linha 5: a outra conta da transferência não foi encontrada/,
    );
    const itself = await confirm(bruno, brunoSetup.nubank, nubankIn, {
      line: 5,
      action: 'transfer',
      other_account_id: brunoSetup.nubank,
    });
    expectStatus(itself, 400);
    assert.match(itself.json<{ message: string }>().message, /precisa ser para outra conta/);
    assert.deepEqual(await counts(bruno.companyId), before);
  });
});
