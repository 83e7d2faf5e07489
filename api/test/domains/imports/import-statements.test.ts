import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { importBatchSchema, movementSchema } from 'shared/contracts';
import type { ImportBatch, Movement, StatementPreview } from 'shared/contracts';
import type { App } from '../../../src/app';
import { build } from '../../helper';
import { IMPORTS_URL, postStatement, previewStatement } from './import-fixtures';
import { MOVEMENTS_URL, createMovement, createSetup } from '../movements/movement-fixtures';
import type { Setup } from '../movements/movement-fixtures';
import type { Tenant } from '../setup/setup-fixtures';
import { createTenant, expectError, expectStatus } from '../setup/setup-fixtures';

const folder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'fixtures',
  'statements',
);
const fixture = (name: string) => readFileSync(path.join(folder, name));

let app: App;
let filesDir: string;
let ana: Tenant;
let bruno: Tenant;
let setup: Setup;
let brunoSetup: Setup;
let energy: Movement;
let feeA: Movement;
let feeB: Movement;

async function preview(tenant: Tenant, name: string, payload?: unknown): Promise<StatementPreview> {
  return previewStatement(app, tenant, name, fixture(name), payload);
}

async function confirm(tenant: Tenant, name: string, payload: unknown): Promise<ImportBatch> {
  const response = await postStatement(
    app,
    tenant,
    `${IMPORTS_URL}/statements`,
    name,
    fixture(name),
    payload,
  );
  expectStatus(response, 201);
  return importBatchSchema.parse(response.json());
}

async function movement(tenant: Tenant, id: string): Promise<Movement> {
  const response = await tenant.call('GET', `${MOVEMENTS_URL}/${id}`);
  expectStatus(response, 200);
  return movementSchema.parse(response.json());
}

type Counts = {
  batches: number;
  lines: number;
  movements: number;
  payments: number;
};

async function counts(companyId: string): Promise<Counts> {
  const [row] = await app.database.rows<Counts>(sql`select
    (select count(*)::int from import_batches where company_id = ${companyId}) as batches,
    (select count(*)::int from import_lines where company_id = ${companyId}) as lines,
    (select count(*)::int from movements where company_id = ${companyId}) as movements,
    (select count(*)::int from payments where company_id = ${companyId}) as payments`);
  if (!row) throw new Error('no counts');
  return row;
}

const itauDecisions = (s: Setup) => [
  { line: 39, action: 'pay', movement_id: energy.id },
  { line: 47, action: 'create', category_id: s.sales },
  { line: 55, action: 'ignore' },
];

before(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'fluxo-import-'));
  app = await build(undefined, { env: { FILES_DIR: filesDir } });
  ana = await createTenant(app);
  bruno = await createTenant(app);
  setup = await createSetup(ana);
  brunoSetup = await createSetup(bruno);
  energy = await createMovement(ana, {
    type: 'despesa',
    description: 'Energia elétrica',
    amount_cents: 15_000,
    due_date: '2026-01-03',
    category_id: setup.rent,
  });
  // Two equal bills: the 39,90 line must show both, not pick one.
  const fee = {
    type: 'despesa',
    amount_cents: 3_990,
    due_date: '2026-01-07',
    category_id: setup.rent,
  };
  feeA = await createMovement(ana, { ...fee, description: 'Tarifa bancária' });
  feeB = await createMovement(ana, { ...fee, description: 'Tarifa bancária' });
  // Bruno has the same bill: it must never show up in Ana's preview.
  await createMovement(bruno, {
    type: 'despesa',
    description: 'Energia elétrica',
    amount_cents: 15_000,
    due_date: '2026-01-05',
    category_id: brunoSetup.rent,
  });
});

after(async () => {
  await app.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('statement preview', () => {
  test('should recognise the account and match, explain and show ties', async () => {
    const result = await preview(ana, 'itau.ofx');
    assert.deepEqual(result.bank_account, { id: setup.itau, name: 'Itaú' });
    assert.equal(result.recognised, true);
    assert.deepEqual(result.counts, {
      total: 3,
      new: 1,
      duplicate: 0,
      matched: 2,
      received: 0,
      transfer: 0,
      skipped: 0,
      ready: 0,
    });
    const [bill, income, fee] = result.lines;
    assert.equal(bill!.state, 'matched');
    assert.equal(bill!.proposed_movement_id, energy.id);
    assert.equal(bill!.candidates.length, 1, 'only Ana’s own movements');
    assert.equal(
      bill!.candidates[0]!.reason,
      "mesmo valor, vencimento 2 dias antes, 'ENERGIA', 'ELETRICA' na descrição",
    );
    assert.equal(income!.state, 'new');
    assert.equal(fee!.state, 'matched');
    assert.equal(fee!.tie, true);
    assert.equal(fee!.proposed_movement_id, null);
    assert.deepEqual(fee!.candidates.map((c) => c.movement_id).sort(), [feeA.id, feeB.id].sort());
    assert.equal(bill!.dedupe_key, 'fitid:20260105001');
  });

  test('should suggest the category the company used for similar descriptions', async () => {
    await createMovement(ana, {
      type: 'receita',
      description: 'Venda Padaria São João',
      amount_cents: 77_700,
      due_date: '2025-12-01',
      category_id: setup.sales,
    });
    const result = await preview(ana, 'itau.ofx');
    assert.equal(result.lines[1]!.suggested_category_id, setup.sales);
  });

  test('should answer a file it cannot read with the reason, writing nothing', async () => {
    const before = await counts(ana.companyId);
    for (const [name, message] of [
      ['pdf-renamed.ofx', /O arquivo é um PDF/],
      ['truncated.ofx', /truncado/],
      ['empty.ofx', 'O arquivo está vazio.'],
      ['usd.ofx', /está em USD/],
      ['invalid-date.csv', 'Linha 3: a data "31/02/2026" não existe.'],
    ] as const) {
      const response = await postStatement(
        app,
        ana,
        `${IMPORTS_URL}/statements/preview`,
        name,
        fixture(name),
      );
      expectError(response, 400, message);
    }
    assert.deepEqual(await counts(ana.companyId), before);
  });

  test('should refuse a file over 20 MB with 413', async () => {
    const response = await postStatement(
      app,
      ana,
      `${IMPORTS_URL}/statements/preview`,
      'grande.ofx',
      Buffer.alloc(20 * 1024 * 1024 + 1, 0x20),
    );
    expectError(response, 413, 'O arquivo excede o limite de 20 MB.');
  });

  test("should refuse another company's bank account", async () => {
    const response = await postStatement(
      app,
      bruno,
      `${IMPORTS_URL}/statements/preview`,
      'itau.ofx',
      fixture('itau.ofx'),
      { bank_account_id: setup.itau },
    );
    expectError(response, 404, 'Conta bancária não encontrada.');
  });
});

describe('confirm and undo', () => {
  test('should pay, create and ignore in one batch; then every line is a duplicate', async () => {
    const batch = await confirm(ana, 'itau.ofx', {
      bank_account_id: setup.itau,
      decisions: itauDecisions(setup),
    });
    assert.equal(batch.paid_count, 1);
    assert.equal(batch.created_count, 1);
    assert.equal(batch.ignored_count, 1);
    assert.equal(batch.bank_account.name, 'Itaú');
    const paid = await movement(ana, energy.id);
    assert.equal(paid.paid_cents, 15_000);
    assert.equal(paid.last_payment_date, '2026-01-05');

    const again = await preview(ana, 'itau.ofx');
    assert.deepEqual(again.counts, {
      total: 3,
      new: 0,
      duplicate: 3,
      matched: 0,
      received: 0,
      transfer: 0,
      skipped: 0,
      ready: 0,
    });

    const before = await counts(ana.companyId);
    const response = await postStatement(
      app,
      ana,
      `${IMPORTS_URL}/statements`,
      'itau.ofx',
      fixture('itau.ofx'),
      {
        bank_account_id: setup.itau,
        decisions: [{ line: 47, action: 'ignore' }],
      },
    );
    expectError(response, 409, /^Linha 47: já foi importada antes/);
    assert.deepEqual(await counts(ana.companyId), before);
  });

  test('should keep batches to their company', async () => {
    const mine = await ana.call('GET', `${IMPORTS_URL}/batches`);
    expectStatus(mine, 200);
    const [batch] = mine.json<ImportBatch[]>();
    assert.ok(batch);
    const theirs = await bruno.call('GET', `${IMPORTS_URL}/batches`);
    assert.deepEqual(theirs.json(), []);
    expectError(
      await bruno.call('POST', `${IMPORTS_URL}/batches/${batch.id}/undo`),
      404,
      'Importação não encontrada.',
    );
  });

  test("should refuse to pay another company's movement, writing nothing", async () => {
    const before = await counts(bruno.companyId);
    const response = await postStatement(
      app,
      bruno,
      `${IMPORTS_URL}/statements`,
      'itau.ofx',
      fixture('itau.ofx'),
      {
        bank_account_id: brunoSetup.itau,
        decisions: [
          { line: 47, action: 'create', category_id: brunoSetup.sales },
          { line: 39, action: 'pay', movement_id: feeA.id },
        ],
      },
    );
    expectError(response, 400, 'Linha 39: a movimentação escolhida não foi encontrada.');
    assert.deepEqual(await counts(bruno.companyId), before);
  });

  test('should refuse a payment over the open amount and a category of the other type', async () => {
    const over = await postStatement(
      app,
      bruno,
      `${IMPORTS_URL}/statements`,
      'bradesco.ofx',
      fixture('bradesco.ofx'),
      {
        bank_account_id: brunoSetup.itau,
        decisions: [{ line: 39, action: 'create', category_id: brunoSetup.sales }],
      },
    );
    expectError(over, 400, 'Linha 39: a categoria é de receita, mas a linha é um débito.');
    const before = await counts(ana.companyId);
    const tooMuch = await postStatement(
      app,
      ana,
      `${IMPORTS_URL}/statements`,
      'itau.ofx',
      fixture('itau.ofx'),
      {
        bank_account_id: setup.nubank,
        decisions: [{ line: 39, action: 'pay', movement_id: feeA.id }],
      },
    );
    expectError(
      tooMuch,
      400,
      "Linha 39: o valor (R$\u00a0150,00) passa do valor em aberto de 'Tarifa bancária' (R$\u00a039,90).",
    );
    assert.deepEqual(await counts(ana.companyId), before);
  });

  test('should undo a batch: payments off, created movements gone, lines importable again', async () => {
    const [batch] = (await ana.call('GET', `${IMPORTS_URL}/batches`)).json<ImportBatch[]>();
    const before = await counts(ana.companyId);
    const response = await ana.call('POST', `${IMPORTS_URL}/batches/${batch!.id}/undo`);
    expectStatus(response, 200);
    assert.ok(importBatchSchema.parse(response.json()).undone_at);
    const after = await counts(ana.companyId);
    assert.equal(after.movements, before.movements - 1);
    assert.equal(after.payments, before.payments - 2);
    assert.equal(after.lines, before.lines - 3);
    const unpaid = await movement(ana, energy.id);
    assert.equal(unpaid.paid_cents, 0);
    assert.equal(unpaid.last_payment_date, null);
    assert.equal((await preview(ana, 'itau.ofx')).counts.duplicate, 0);
    expectError(
      await ana.call('POST', `${IMPORTS_URL}/batches/${batch!.id}/undo`),
      409,
      'Esta importação já foi desfeita.',
    );
  });

  test('should refuse to undo when something the batch made was changed since, saying what', async () => {
    const batch = await confirm(ana, 'itau.ofx', {
      bank_account_id: setup.itau,
      decisions: itauDecisions(setup),
    });
    const payments = await ana.call('GET', `${MOVEMENTS_URL}/${energy.id}/payments`);
    const [payment] = payments.json<{ id: string }[]>();
    expectStatus(
      await ana.call('DELETE', `${MOVEMENTS_URL}/${energy.id}/payments/${payment!.id}`),
      200,
    );
    const before = await counts(ana.companyId);
    expectError(
      await ana.call('POST', `${IMPORTS_URL}/batches/${batch.id}/undo`),
      409,
      "Não é possível desfazer a importação: desde então, o pagamento de 'PAG BOLETO ENERGIA ELÉTRICA' foi estornado. Desfaça essas alterações primeiro.",
    );
    assert.deepEqual(await counts(ana.companyId), before);
  });
});
