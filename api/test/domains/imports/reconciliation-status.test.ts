import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  bankAccountReconciliationsSchema,
  importBatchSchema,
  statementPreviewSchema,
} from 'shared/contracts';
import type { BankAccountReconciliation } from 'shared/contracts';
import type { App } from '../../../src/app';
import { build } from '../../helper';
import { IMPORTS_URL, postStatement } from './import-fixtures';
import {
  MOVEMENTS_URL,
  createBankAccount,
  createMovement,
  createSetup,
} from '../movements/movement-fixtures';
import type { Setup } from '../movements/movement-fixtures';
import type { Tenant } from '../setup/setup-fixtures';
import { createTenant, expectStatus } from '../setup/setup-fixtures';

const URL = '/v1/companies/bank-accounts/reconciliation';

let filesDir: string;
let app: App;
let ana: Tenant;
let bruno: Tenant;
let setup: Setup;
let brunoSetup: Setup;

before(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'fluxo-reconciliation-'));
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

/** An October statement: one 10,00 fee on the 30th (its STMTTRN on line 5), and its balances. */
function statement(balances: string): Buffer {
  return Buffer.from(`OFXHEADER:100
<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>BRL
<BANKACCTFROM><BANKID>0341<ACCTID>12345-6</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20261001<DTEND>20261031
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261030<TRNAMT>-10.00<FITID>F1<MEMO>TAR PACOTE</STMTTRN>
</BANKTRANLIST>
${balances}
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`);
}

async function importStatement(
  tenant: Tenant,
  accountId: string,
  name: string,
  bytes: Buffer,
  categoryId: string,
) {
  const response = await postStatement(app, tenant, `${IMPORTS_URL}/statements`, name, bytes, {
    bank_account_id: accountId,
    decisions: [{ line: 5, action: 'create', category_id: categoryId }],
  });
  expectStatus(response, 201);
  return importBatchSchema.parse(response.json());
}

async function statuses(tenant: Tenant): Promise<BankAccountReconciliation[]> {
  const response = await tenant.call('GET', URL);
  expectStatus(response, 200);
  return bankAccountReconciliationsSchema.parse(response.json()).data;
}

const of = (rows: BankAccountReconciliation[], id: string) => {
  const row = rows.find((status) => status.bank_account_id === id);
  assert.ok(row, `no status for ${id}`);
  return row;
};

async function openingBalance(tenant: Tenant, id: string, cents: number) {
  const response = await tenant.call('PATCH', `/v1/companies/bank-accounts/${id}`, {
    opening_balance_cents: cents,
    opening_balance_date: '2026-10-01',
  });
  expectStatus(response, 200);
}

describe("a statement's bank", () => {
  test('should be named from the Central Bank list in the preview (BANKID 0341 is Itaú)', async () => {
    const response = await postStatement(
      app,
      ana,
      `${IMPORTS_URL}/statements/preview`,
      'itau-out.ofx',
      statement(''),
    );
    expectStatus(response, 200);
    const { file } = statementPreviewSchema.parse(response.json());
    assert.equal(file.bank_code, '0341');
    assert.equal(file.bank_name, 'Itaú Unibanco');
  });
});

describe('GET /v1/companies/bank-accounts/reconciliation', () => {
  test('should say reconciled when the statement balance is Fluxo balance on its day', async () => {
    await openingBalance(ana, setup.itau, 100_000);
    // Open and due by the statement's end: counted; due after it, or paid: not counted.
    const due = (description: string, dueDate: string) =>
      createMovement(ana, {
        type: 'despesa',
        description,
        amount_cents: 5_000,
        due_date: dueDate,
        category_id: setup.rent,
        bank_account_id: setup.itau,
      });
    await due('Aluguel de outubro', '2026-10-15');
    await due('Aluguel de novembro', '2026-11-15');
    // A payment after the balance's day is not in the statement's balance.
    const later = await due('Pago em novembro', '2026-10-20');
    expectStatus(
      await ana.call('POST', `${MOVEMENTS_URL}/${later.id}/payments`, {
        paid_on: '2026-11-02',
        amount_cents: 5_000,
      }),
      201,
    );

    const batch = await importStatement(
      ana,
      setup.itau,
      'itau-out.ofx',
      statement('<LEDGERBAL><BALAMT>990.00<DTASOF>20261031</LEDGERBAL>'),
      setup.rent,
    );
    const row = of(await statuses(ana), setup.itau);
    assert.deepEqual(row.last_statement && { ...row.last_statement, imported_at: 'x' }, {
      batch_id: batch.id,
      imported_at: 'x',
      file_name: 'itau-out.ofx',
      end_date: '2026-10-31',
      balance_cents: 99_000,
      balance_date: '2026-10-31',
    });
    assert.equal(row.fluxo_balance_cents, 99_000);
    assert.equal(row.difference_cents, 0);
    assert.equal(row.unreconciled_count, 1);
  });

  test('should give the difference when the bank says otherwise', async () => {
    await openingBalance(ana, setup.nubank, 50_000);
    await importStatement(
      ana,
      setup.nubank,
      'nubank-out.ofx',
      statement('<AVAILBAL><BALAMT>1000.00<DTASOF>20261031</AVAILBAL>'),
      setup.rent,
    );
    const row = of(await statuses(ana), setup.nubank);
    // 500,00 minus the 10,00 fee in Fluxo; the bank says 1.000,00.
    assert.equal(row.fluxo_balance_cents, 49_000);
    assert.equal(row.difference_cents, 51_000);
  });

  test('should say when there is no statement, or no balance in it', async () => {
    const caixa = await createBankAccount(ana, 'Caixa', '104');
    const none = of(await statuses(ana), caixa);
    assert.equal(none.last_statement, null);
    assert.equal(none.difference_cents, null);
    assert.equal(none.unreconciled_count, 0);

    await importStatement(bruno, brunoSetup.itau, 'sem-saldo.ofx', statement(''), brunoSetup.rent);
    const bare = of(await statuses(bruno), brunoSetup.itau);
    assert.equal(bare.last_statement?.file_name, 'sem-saldo.ofx');
    assert.equal(bare.last_statement?.balance_cents, null);
    assert.equal(bare.fluxo_balance_cents, null);
    assert.equal(bare.difference_cents, null);
  });

  test("should never show another company's accounts", async () => {
    const anas = await statuses(ana);
    const brunos = await statuses(bruno);
    const brunoIds = new Set(brunos.map((row) => row.bank_account_id));
    assert.ok(anas.every((row) => !brunoIds.has(row.bank_account_id)));
    assert.ok(!brunoIds.has(setup.itau));
    // Asking for Bruno's company with Ana's token is refused, not answered with his accounts.
    const response = await app.inject({
      method: 'GET',
      url: URL,
      headers: { authorization: `Bearer ${ana.token}`, 'x-company-id': bruno.companyId },
    });
    assert.equal(response.statusCode, 403);
  });

  test('should forget an undone statement', async () => {
    const batch = await importStatement(
      bruno,
      brunoSetup.nubank,
      'desfeito.ofx',
      statement('<LEDGERBAL><BALAMT>1.00<DTASOF>20261031</LEDGERBAL>'),
      brunoSetup.rent,
    );
    expectStatus(await bruno.call('POST', `${IMPORTS_URL}/batches/${batch.id}/undo`), 200);
    assert.equal(of(await statuses(bruno), brunoSetup.nubank).last_statement, null);
  });
});
