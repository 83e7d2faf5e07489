import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { CsvMapping, StatementPreview } from 'shared/contracts';
import type { App } from '../../../src/app';
import { build } from '../../helper';
import { IMPORTS_URL, postStatement, previewStatement } from './import-fixtures';
import { createSetup } from '../movements/movement-fixtures';
import type { Setup } from '../movements/movement-fixtures';
import type { Tenant } from '../setup/setup-fixtures';
import { createTenant, expectStatus } from '../setup/setup-fixtures';

// Issue #10: the CSV columns a user chose for an account are remembered and applied to that
// account's next CSV, shown as such, and can still be changed.

const CSV = Buffer.from(
  'Data;Lançamento;Detalhe;Valor\n' +
    '03/01/2026;PIX ENVIADO;ALUGUEL JANEIRO;-1.500,00\n' +
    '04/01/2026;PIX RECEBIDO;VENDA BALCAO;250,00\n',
);
/** The user's choice: the detail column as the description, which no detection would pick. */
const CHOSEN: CsvMapping = {
  header_row: 0,
  date: 0,
  description: 2,
  amount: 3,
  debit: null,
  credit: null,
  id: null,
};

let app: App;
let filesDir: string;
let ana: Tenant;
let setup: Setup;

async function preview(bytes: Buffer, payload: unknown): Promise<StatementPreview> {
  return previewStatement(app, ana, 'extrato.csv', bytes, payload);
}

async function saved(bankAccountId: string): Promise<unknown> {
  const [row] = await app.database.rows<{ mapping: unknown }>(
    sql`select mapping from statement_csv_mappings
      where company_id = ${ana.companyId} and bank_account_id = ${bankAccountId}`,
  );
  return row?.mapping ?? null;
}

before(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'fluxo-import-mapping-'));
  app = await build(undefined, { env: { FILES_DIR: filesDir } });
  ana = await createTenant(app);
  setup = await createSetup(ana);
});

after(async () => {
  await app.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('CSV mapping remembered per bank account', () => {
  test('should read with the given columns, remember them on confirmation and apply them next time', async () => {
    const first = await preview(CSV, { bank_account_id: setup.nubank });
    assert.equal(first.csv?.source, 'detected');
    assert.notEqual(first.lines[0]!.description, 'ALUGUEL JANEIRO');

    const chosen = await preview(CSV, { bank_account_id: setup.nubank, csv_mapping: CHOSEN });
    assert.equal(chosen.csv?.source, 'given');
    assert.equal(chosen.lines[0]!.description, 'ALUGUEL JANEIRO');
    assert.equal(await saved(setup.nubank), null, 'a preview writes nothing');

    const response = await postStatement(
      app,
      ana,
      `${IMPORTS_URL}/statements`,
      'extrato.csv',
      CSV,
      {
        bank_account_id: setup.nubank,
        csv_mapping: CHOSEN,
        decisions: [{ line: 2, action: 'ignore' }],
      },
    );
    expectStatus(response, 201);
    assert.deepEqual(await saved(setup.nubank), CHOSEN);

    const next = await preview(CSV, { bank_account_id: setup.nubank });
    assert.equal(next.csv?.source, 'saved');
    assert.deepEqual(next.csv?.mapping, CHOSEN);
    assert.equal(next.lines[1]!.description, 'VENDA BALCAO');
    assert.equal(next.lines[0]!.state, 'duplicate', 'the same key as when it was imported');

    const other = await preview(CSV, { bank_account_id: setup.itau });
    assert.equal(other.csv?.source, 'detected', 'only for the account it was chosen for');
  });

  test('should detect the columns again when the remembered ones no longer fit the file', async () => {
    const narrower = Buffer.from('Data;Descrição;Valor\n05/01/2026;TARIFA PACOTE;-39,90\n');
    const result = await preview(narrower, { bank_account_id: setup.nubank });
    assert.equal(result.csv?.source, 'detected');
    assert.equal(result.lines[0]!.description, 'TARIFA PACOTE');
    assert.deepEqual(await saved(setup.nubank), CHOSEN, 'the remembered columns stay');
  });
});
