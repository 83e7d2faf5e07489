import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { StatementPreview } from 'shared/contracts';
import type { App } from '../../../src/app';
import {
  contactNameFrom,
  documentInText,
} from '../../../src/domains/imports/parsers/document-in-text';
import { build } from '../../helper';
import { IMPORTS_URL, postStatement, previewStatement } from './import-fixtures';
import { createSetup } from '../movements/movement-fixtures';
import type { Setup } from '../movements/movement-fixtures';
import type { Tenant } from '../setup/setup-fixtures';
import { createTenant, expectError, expectStatus } from '../setup/setup-fixtures';

// Issue #10: a new line whose text carries a CPF or CNPJ is tied to the contact with that
// document, or registers one on confirmation.

describe('documents in bank texts', () => {
  test('should find a CPF or CNPJ with or without punctuation, only with valid check digits', () => {
    const cases: [string, string | null][] = [
      ['PIX ENVIADO 11.222.333/0001-81 IMOBILIARIA', '11222333000181'],
      ['TED 11222333000181 IMOBILIARIA', '11222333000181'],
      ['PIX RECEBIDO 529.982.247-25 FULANO', '52998224725'],
      ['PIX RECEBIDO 52998224725', '52998224725'],
      ['PIX RECEBIDO 529.982.247-26 FULANO', null],
      ['BOLETO 8364000000123456789012345678901234', null],
      ['PIX 000.000.000-00', null],
      ['TARIFA PACOTE', null],
    ];
    for (const [text, expected] of cases) {
      assert.equal(documentInText(text)?.document ?? null, expected, text);
    }
  });

  test('should name a new contact by the text without the document and the operation', () => {
    const text = 'PIX RECEBIDO 529.982.247-25 MARIA DA SILVA';
    assert.equal(contactNameFrom(text, documentInText(text)!), 'MARIA DA SILVA');
    const bare = 'PIX 52998224725';
    assert.equal(contactNameFrom(bare, documentInText(bare)!), 'Contato 52998224725');
  });
});

const CSV = Buffer.from(
  'Data;Descrição;Valor\n' +
    '03/01/2026;PIX ENVIADO 11.222.333/0001-81 IMOBILIARIA CENTRAL;-2.000,00\n' +
    '04/01/2026;PIX RECEBIDO 529.982.247-25 MARIA DA SILVA;350,00\n' +
    '05/01/2026;PIX RECEBIDO 52998224725 MARIA DA SILVA;150,00\n' +
    '06/01/2026;PIX RECEBIDO 529.982.247-26 ERRADO;10,00\n',
);

let app: App;
let filesDir: string;
let ana: Tenant;
let bruno: Tenant;
let setup: Setup;
let brunoSetup: Setup;

async function preview(tenant: Tenant, bankAccountId: string): Promise<StatementPreview> {
  return previewStatement(app, tenant, 'extrato.csv', CSV, { bank_account_id: bankAccountId });
}

const confirm = (tenant: Tenant, bankAccountId: string, decisions: unknown[]) =>
  postStatement(app, tenant, `${IMPORTS_URL}/statements`, 'extrato.csv', CSV, {
    bank_account_id: bankAccountId,
    decisions,
  });

before(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'fluxo-import-documents-'));
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

describe('contacts from documents on confirmation', () => {
  test('should suggest the contact with the document and offer to register the others', async () => {
    const result = await preview(ana, setup.nubank);
    const [rent, first, second, wrong] = result.lines;
    assert.equal(rent!.document, '11222333000181');
    assert.deepEqual(rent!.suggested_contact, { id: setup.supplier, name: 'Imobiliária Central' });
    assert.equal(rent!.new_contact_name, null);
    assert.equal(first!.document, '52998224725');
    assert.equal(first!.suggested_contact, null);
    assert.equal(first!.new_contact_name, 'MARIA DA SILVA');
    assert.equal(second!.document, '52998224725');
    assert.equal(wrong!.document, null, 'check digits that do not add up are not a document');
  });

  test("should refuse another company's contact and a line without a document, writing nothing", async () => {
    const before = await app.database.rows<{ n: number }>(
      sql`select count(*)::int as n from contacts where company_id = ${ana.companyId}`,
    );
    expectError(
      await confirm(ana, setup.nubank, [
        { line: 2, action: 'create', category_id: setup.rent, contact_id: brunoSetup.supplier },
      ]),
      400,
      'Linha 2: o fornecedor ou cliente escolhido não foi encontrado.',
    );
    expectError(
      await confirm(ana, setup.nubank, [
        { line: 3, action: 'create', category_id: setup.sales, create_contact: true },
        { line: 5, action: 'create', category_id: setup.sales, create_contact: true },
      ]),
      400,
      'Linha 5: a descrição não tem um CPF ou CNPJ válido para cadastrar.',
    );
    const after = await app.database.rows<{ n: number }>(
      sql`select count(*)::int as n from contacts where company_id = ${ana.companyId}`,
    );
    assert.deepEqual(after, before);
  });

  test('should link the existing contact and register one contact per new document', async () => {
    const response = await confirm(ana, setup.nubank, [
      { line: 2, action: 'create', category_id: setup.rent, contact_id: setup.supplier },
      { line: 3, action: 'create', category_id: setup.sales, create_contact: true },
      { line: 4, action: 'create', category_id: setup.sales, create_contact: true },
      { line: 5, action: 'create', category_id: setup.sales },
    ]);
    expectStatus(response, 201);
    const movements = await app.database.rows<{ description: string; supplier: string | null }>(
      sql`select m.description, s.name as supplier from movements m
        left join contacts s on s.company_id = m.company_id and s.id = m.contact_id
        where m.company_id = ${ana.companyId} order by m.due_date`,
    );
    assert.deepEqual(
      movements.map((row) => row.supplier),
      ['Imobiliária Central', 'MARIA DA SILVA', 'MARIA DA SILVA', null],
    );
    const [maria] = await app.database.rows<{ document: string; client: boolean }>(
      sql`select document, is_client as client from contacts
        where company_id = ${ana.companyId} and name = 'MARIA DA SILVA'`,
    );
    assert.deepEqual(maria, { document: '52998224725', client: true });

    const again = await preview(ana, setup.itau);
    assert.equal(again.lines[1]!.suggested_contact?.name, 'MARIA DA SILVA');
  });

  test('should take the contacts it registered back on undo, and refuse while one was changed', async () => {
    const [batch] = await app.database.rows<{ id: string; createdAt: Date }>(
      sql`select id, created_at as "createdAt" from import_batches
        where company_id = ${ana.companyId} order by created_at desc limit 1`,
    );
    const undo = () => ana.call('POST', `${IMPORTS_URL}/batches/${batch!.id}/undo`);
    const contacts = () =>
      app.database.rows<{ name: string }>(
        sql`select name from contacts where company_id = ${ana.companyId} order by name`,
      );
    const before = await contacts();
    assert.ok(before.some((row) => row.name === 'MARIA DA SILVA'));

    await app.database.rows(
      sql`update contacts set updated_at = now() + interval '1 minute'
        where company_id = ${ana.companyId} and name = 'MARIA DA SILVA'`,
    );
    expectError(
      await undo(),
      409,
      "Não é possível desfazer a importação: desde então, o fornecedor/cliente 'MARIA DA SILVA', cadastrado pela importação, foi alterado. Desfaça essas alterações primeiro.",
    );
    assert.deepEqual(await contacts(), before, 'a refused undo removes nothing');

    await app.database.rows(
      sql`update contacts set updated_at = ${batch!.createdAt}
        where company_id = ${ana.companyId} and name = 'MARIA DA SILVA'`,
    );
    expectStatus(await undo(), 200);
    // The contact it registered is gone; the one that was there before stays.
    assert.deepEqual(
      await contacts(),
      before.filter((row) => row.name !== 'MARIA DA SILVA'),
    );
  });
});
