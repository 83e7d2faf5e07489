import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import {
  COMPANY_HEADER,
  MEMBER_ROLES,
  MOVEMENT_WRITER_ROLES,
  movementSchema,
  spreadsheetBatchSchema,
  spreadsheetPreviewSchema,
} from 'shared/contracts';
import type { MemberRole, SpreadsheetBatch, SpreadsheetPreview } from 'shared/contracts';
import type { App } from '../../../src/app';
import { memberships } from '../../../src/db/schema';
import { ROLE_NOT_ALLOWED_MESSAGE } from '../../../src/plugins/authentication';
import { bearer, build, createUser, signIn } from '../../helper';
import { MOVEMENTS_URL, createMovement, createSetup } from '../movements/movement-fixtures';
import type { Setup } from '../movements/movement-fixtures';
import type { Tenant } from '../setup/setup-fixtures';
import { createTenant, expectError, expectStatus } from '../setup/setup-fixtures';
import { statementBody } from './import-fixtures';

const URL = '/v1/companies/spreadsheet-imports';
const HEADER =
  'Tipo;Descrição;Valor;Vencimento;Competência;Categoria;Centro de custo;Fornecedor/Cliente;Conta bancária;Nº do documento;Observações;Pago em;CPF/CNPJ do fornecedor/cliente';

let app: App;
let filesDir: string;
let ana: Tenant;
let bruno: Tenant;
let setup: Setup;

/** windows-1252 bytes of `text` (its accents are all in latin-1). */
const latin1 = (text: string) => Buffer.from(text, 'latin1');

const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\r\n'), 'utf-8');

function post(tenant: Tenant, url: string, name: string, bytes: Buffer, payload?: unknown) {
  const body = statementBody(name, bytes, payload);
  return app.inject({
    method: 'POST',
    url,
    headers: {
      ...bearer(tenant.token),
      [COMPANY_HEADER]: tenant.companyId,
      'content-type': body.contentType,
    },
    payload: body.payload,
  });
}

async function preview(
  tenant: Tenant,
  bytes: Buffer,
  payload?: unknown,
  name = 'contas.csv',
): Promise<SpreadsheetPreview> {
  const response = await post(tenant, `${URL}/preview`, name, bytes, payload);
  expectStatus(response, 200);
  return spreadsheetPreviewSchema.parse(response.json());
}

async function confirm(
  tenant: Tenant,
  bytes: Buffer,
  expectedRows: number,
  name = 'contas.csv',
): Promise<SpreadsheetBatch> {
  const response = await post(tenant, URL, name, bytes, { expected_rows: expectedRows });
  expectStatus(response, 201);
  return spreadsheetBatchSchema.parse(response.json());
}

async function counts(companyId: string) {
  const [row] = await app.database.rows<{
    movements: number;
    payments: number;
    contacts: number;
    centres: number;
    batches: number;
  }>(sql`select
    (select count(*)::int from movements where company_id = ${companyId}) as movements,
    (select count(*)::int from payments where company_id = ${companyId}) as payments,
    (select count(*)::int from contacts where company_id = ${companyId}) as contacts,
    (select count(*)::int from cost_centers where company_id = ${companyId}) as centres,
    (select count(*)::int from import_batches where company_id = ${companyId}) as batches`);
  return row!;
}

before(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'fluxo-sheet-'));
  app = await build(undefined, { env: { FILES_DIR: filesDir } });
  ana = await createTenant(app);
  bruno = await createTenant(app);
  setup = await createSetup(ana);
  await createSetup(bruno);
});

after(async () => {
  await app.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('spreadsheet template', () => {
  test('should give the XLSX and CSV templates with the Portuguese headers', async () => {
    const xlsx = await ana.call('GET', `${URL}/template?format=xlsx`);
    expectStatus(xlsx, 200);
    assert.match(
      String(xlsx.headers['content-disposition']),
      /modelo-importacao-movimentacoes\.xlsx/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const header = (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    assert.deepEqual(header, HEADER.split(';'));
    const text = await ana.call('GET', `${URL}/template?format=csv`);
    expectStatus(text, 200);
    assert.equal(text.body.replace(/^\ufeff/, '').split('\r\n')[0], HEADER);
  });

  test('should read its own template back: example names the company lacks are row errors', async () => {
    const text = await ana.call('GET', `${URL}/template?format=csv`);
    const result = await preview(ana, text.rawPayload);
    assert.equal(result.mapping_error, null);
    assert.equal(result.counts.total, 2);
  });
});

describe('spreadsheet preview', () => {
  test('should detect the columns, parse Brazilian values and list what will be created', async () => {
    const result = await preview(
      ana,
      csv(
        'Despesa;Aluguel de março;1.234,56;10/03/2026;01/03/2026;Aluguel;Administrativo;Imobiliária central;itau;BOL-1;obs;;',
        'Receita;Consultoria Alfa;12.000,00;15/03/2026;;1.02;comercial;Alfa Indústria;;NF 9;;15/03/2026;12.345.678/0001-95',
        'A pagar;Salário João;3000;05/04/2026;;salarios;;;Nubank;;;;',
      ),
    );
    assert.equal(result.format, 'csv');
    assert.equal(result.mapping_error, null);
    assert.equal(result.mapping.type, 0);
    assert.equal(result.mapping.contact_document, 12);
    assert.deepEqual(result.errors, []);
    assert.deepEqual(
      { total: result.counts.total, valid: result.counts.valid, rejected: result.counts.rejected },
      { total: 3, valid: 3, rejected: 0 },
    );
    assert.equal(result.counts.despesa_cents, 123_456 + 300_000);
    assert.equal(result.counts.receita_cents, 1_200_000);
    const [rent, consulting] = result.rows;
    assert.equal(rent!.line, 2);
    assert.equal(rent!.due_date, '2026-03-10');
    assert.equal(consulting!.competence_date, '2026-03-15');
    assert.equal(consulting!.paid_on, '2026-03-15');
    // 'comercial' is the existing 'Comercial'; 'Administrativo' is new.
    assert.deepEqual(result.new_cost_centers, ['Administrativo']);
    assert.deepEqual(result.new_contacts, [
      { name: 'Alfa Indústria', document: '12345678000195', is_supplier: false, is_client: true },
    ]);
  });

  test('should give each bad row its line, field and reason, in Portuguese', async () => {
    const result = await preview(
      ana,
      csv(
        'Despesa;Conta com data impossível;10,00;31/02/2026;;Aluguel;;;;;;;',
        'Despesa;Valor zero;0,00;10/03/2026;;Aluguel;;;;;;;',
        'Despesa;Valor negativo;-5,00;10/03/2026;;Aluguel;;;;;;;',
        'Transferência;Tipo estranho;5,00;10/03/2026;;Aluguel;;;;;;;',
        'Despesa;Valor texto;abc;10/03/2026;;Aluguel;;;;;;;',
        'Despesa;Categoria que falta;5,00;10/03/2026;;Marketing;;;;;;;',
        'Despesa;Categoria de receita;5,00;10/03/2026;;Vendas;;;;;;;',
        'Despesa;Categoria com filhas;5,00;10/03/2026;;Pessoal;;;;;;;',
        'Despesa;Conta que falta;5,00;10/03/2026;;Aluguel;;;Bradesco;;;;',
        'Despesa;Fornecedor sem CNPJ;5,00;10/03/2026;;Aluguel;;Gráfica Nova;;;;;',
        'Despesa;CNPJ inválido;5,00;10/03/2026;;Aluguel;;Gráfica Nova;;;;;11.111.111/1111-11',
        'Despesa;Pago no futuro;5,00;10/03/2026;;Aluguel;;;;;;01/01/2099;',
        ';;;;;;;;;;;;',
        'Despesa;Uma boa;5,00;10/03/2026;;Aluguel;;;;;;;',
        'Despesa;Duas falhas;0;10/03/2026;;Marketing;;;;;;;',
      ),
    );
    const by = (line: number) =>
      result.errors.filter((error) => error.line === line).map((e) => `${e.field}: ${e.message}`);
    assert.deepEqual(by(2), ['Vencimento: a data 31/02/2026 não existe.']);
    assert.deepEqual(by(3), ['Valor: deve ser maior que zero.']);
    assert.match(by(4)[0]!, /^Valor: '-5,00' é negativo/);
    assert.deepEqual(by(5), [
      "Tipo: 'Transferência' não é um tipo: use Despesa (a pagar) ou Receita (a receber).",
    ]);
    assert.deepEqual(by(6), ["Valor: 'abc' não é um valor: use 1.234,56."]);
    assert.match(by(7)[0]!, /^Categoria: a categoria 'Marketing' não existe no plano de contas/);
    assert.deepEqual(by(8), [
      "Categoria: a categoria 'Vendas' é de receita, e a linha é uma despesa.",
    ]);
    assert.deepEqual(by(9), ["Categoria: a categoria 'Pessoal' tem subcategorias: use uma delas."]);
    assert.match(by(10)[0]!, /^Conta bancária: a conta 'Bradesco' não está cadastrada/);
    assert.match(
      by(11)[0]!,
      /^Fornecedor\/Cliente: 'Gráfica Nova' não está cadastrado: informe o CPF\/CNPJ/,
    );
    assert.deepEqual(by(12), [
      "CPF/CNPJ do fornecedor/cliente: '11.111.111/1111-11' não é um CPF ou CNPJ válido.",
    ]);
    assert.match(by(13)[0]!, /^Pago em: o pagamento em 01\/01\/2099 é posterior a hoje\.$/);
    // Every problem of a row at once: its own and its names'.
    assert.deepEqual(by(16), [
      'Valor: deve ser maior que zero.',
      "Categoria: a categoria 'Marketing' não existe no plano de contas: cadastre-a em Categorias ou use uma existente.",
    ]);
    // The empty line 14 is skipped; line 15 is fine.
    assert.equal(result.counts.total, 14);
    assert.equal(result.counts.valid, 1);
    assert.equal(result.counts.rejected, 13);
    assert.equal(result.rows[0]!.line, 15);
  });

  test('should ask the rules and history for an empty category, and refuse when neither answers', async () => {
    const rule = await ana.call('POST', '/v1/companies/import-rules', {
      name: 'Condomínio',
      text_operator: 'contains',
      text: 'condominio',
      category_id: setup.rent,
    });
    expectStatus(rule, 201);
    const result = await preview(
      ana,
      csv(
        'Despesa;Condomínio março;450,00;10/03/2026;;;;;;;;;',
        'Despesa;Algo sem histórico;5,00;10/03/2026;;;;;;;;;',
        'Receita;Condomínio recebido;5,00;10/03/2026;;;;;;;;;',
      ),
    );
    assert.equal(result.counts.valid, 1);
    assert.equal(result.rows[0]!.category, '2.02 Aluguel');
    assert.equal(result.rows[0]!.category_reason, "Regra 'Condomínio'.");
    const by = (line: number) =>
      result.errors.filter((error) => error.line === line).map((e) => `${e.field}: ${e.message}`);
    const none =
      'Categoria: é obrigatória: nenhuma regra nem o histórico da empresa sugerem uma categoria para esta linha.';
    assert.deepEqual(by(3), [none]);
    // The rule's category is an expense: a receita is not given it.
    assert.deepEqual(by(4), [none]);
    expectStatus(
      await ana.call('DELETE', `/v1/companies/import-rules/${rule.json<{ id: string }>().id}`),
      204,
    );
  });

  test('should take an adjusted mapping, and say which columns are missing without one', async () => {
    const odd = Buffer.from(
      'Natureza X,Histórico Y,Quanto,Quando,Plano\nDespesa,Papelaria,"1.500,00",10/03/2026,Aluguel\n',
    );
    const detected = await preview(ana, odd);
    assert.match(
      detected.mapping_error!,
      /'Tipo', 'Descrição', 'Valor', 'Vencimento', 'Categoria'/,
    );
    assert.equal(detected.counts.total, 0);
    assert.deepEqual(detected.columns, ['Natureza X', 'Histórico Y', 'Quanto', 'Quando', 'Plano']);
    const mapping = {
      ...detected.mapping,
      type: 0,
      description: 1,
      amount: 2,
      due_date: 3,
      category: 4,
    };
    const adjusted = await preview(ana, odd, { mapping });
    assert.equal(adjusted.mapping_error, null);
    assert.equal(adjusted.counts.valid, 1);
    assert.equal(adjusted.rows[0]!.amount_cents, 150_000);
    const twice = await preview(ana, odd, { mapping: { ...mapping, category: 3 } });
    assert.match(twice.mapping_error!, /A coluna 4 foi indicada para 'Vencimento' e 'Categoria'/);
  });

  test('should find the header below a title line, with commas and windows-1252', async () => {
    const text = `Contas de março\r\n\r\nTipo,Descrição,Valor,Vencimento,Categoria\r\nDespesa,Manutenção,"1.500,00",10/03/2026,Aluguel\r\n`;
    const result = await preview(ana, latin1(text));
    assert.equal(result.mapping_error, null);
    assert.deepEqual(result.errors, []);
    assert.equal(result.rows[0]!.line, 4);
    assert.equal(result.rows[0]!.description, 'Manutenção');
    assert.equal(result.rows[0]!.amount_cents, 150_000);
  });

  test('should read an XLSX with real numbers and dates', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Plan1');
    sheet.addRow(HEADER.split(';'));
    sheet.addRow(['Despesa', 'Internet', 199.9, new Date(Date.UTC(2026, 2, 12)), null, 'Aluguel']);
    sheet.addRow(['Receita', 'Venda balcão', 1234.5, '20/03/2026', null, 'Vendas']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const result = await preview(ana, bytes, undefined, 'contas.xlsx');
    assert.equal(result.format, 'xlsx');
    assert.deepEqual(result.errors, []);
    assert.equal(result.rows[0]!.amount_cents, 19_990);
    assert.equal(result.rows[0]!.due_date, '2026-03-12');
    assert.equal(result.rows[1]!.amount_cents, 123_450);
  });

  test('should refuse empty, non-spreadsheet, truncated and header-only files clearly', async () => {
    const cases: [string, Buffer, string | RegExp][] = [
      ['vazio.csv', Buffer.alloc(0), 'O arquivo está vazio.'],
      ['extrato.csv', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj'), /não é uma planilha/],
      [
        'velho.xls',
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]),
        /Excel 97-2003/,
      ],
      [
        'cortado.xlsx',
        Buffer.from('PK\u0003\u0004\u0014\u0000\u0000\u0000'),
        /XLSX está incompleto/,
      ],
      [
        'cortado.csv',
        Buffer.from(`${HEADER}\r\nDespesa;"Aluguel sem fim;10,00`),
        /aspas sem fechamento a partir da linha 2/,
      ],
      [
        'so-cabecalho.csv',
        csv(),
        'A planilha não tem linhas de movimentações abaixo do cabeçalho.',
      ],
    ];
    for (const [name, bytes, message] of cases) {
      expectError(await post(ana, `${URL}/preview`, name, bytes), 400, message);
    }
    const big = Buffer.alloc(20 * 1024 * 1024 + 10, 0x41);
    expectError(
      await post(ana, `${URL}/preview`, 'grande.csv', big),
      413,
      'O arquivo excede o limite de 20 MB.',
    );
    assert.equal((await counts(ana.companyId)).batches, 0);
  });
});

describe('rejected rows', () => {
  test('should give the rejected rows with their original cells and a Motivo column', async () => {
    const response = await post(
      ana,
      `${URL}/rejected`,
      'contas.csv',
      csv(
        'Despesa;Boa;5,00;10/03/2026;;Aluguel;;;;;;;',
        'Despesa;Ruim;0;31/02/2026;;Aluguel;;;;;;;',
      ),
    );
    expectStatus(response, 200);
    assert.match(String(response.headers['content-disposition']), /contas-rejeitadas\.csv/);
    const rows = Papa.parse<string[]>(response.body.replace(/^\ufeff/, ''), {
      delimiter: ';',
      skipEmptyLines: true,
    }).data;
    assert.equal(rows.length, 2);
    assert.equal(rows[0]!.at(-1), 'Motivo');
    assert.deepEqual(rows[1]!.slice(0, 4), ['Despesa', 'Ruim', '0', '31/02/2026']);
    assert.equal(
      rows[1]!.at(-1),
      'Linha 3: Valor: deve ser maior que zero. Vencimento: a data 31/02/2026 não existe.',
    );
  });
});

describe('confirm and undo', () => {
  const file = () =>
    csv(
      'Despesa;Aluguel abril;3.500,00;10/04/2026;;Aluguel;Obras;Construtora Lima;Itaú;BOL-9;;10/04/2026;12.345.678/0001-95',
      'Despesa;Aluguel maio;3.500,00;10/05/2026;;aluguel;obras;construtora lima;;;;;',
      'Receita;Serviço prestado;800,00;12/05/2026;;Serviços;;Imobiliária Central;;;;;',
      'Despesa;Linha ruim;0;10/05/2026;;Aluguel;;;;;;;',
    );

  test('should create the valid rows, the missing contact and cost centre, in one batch', async () => {
    const before = await counts(ana.companyId);
    const batch = await confirm(ana, file(), 3);
    assert.equal(batch.created_count, 3);
    assert.equal(batch.paid_count, 1);
    assert.equal(batch.rejected_count, 1);
    assert.equal(batch.contacts_created, 1);
    assert.equal(batch.cost_centers_created, 1);
    assert.equal(batch.undone_at, null);
    const after = await counts(ana.companyId);
    assert.equal(after.movements - before.movements, 3);
    assert.equal(after.payments - before.payments, 1);
    assert.equal(after.contacts - before.contacts, 1);
    assert.equal(after.centres - before.centres, 1);
    const list = await ana.call('GET', `${MOVEMENTS_URL}?search=Aluguel%20abril`);
    expectStatus(list, 200);
    const [april] = list
      .json<{ items: unknown[] }>()
      .items.map((item) => movementSchema.parse(item));
    assert.equal(april!.amount_cents, 350_000);
    assert.equal(april!.paid_cents, 350_000);
    assert.equal(april!.supplier?.name, 'Construtora Lima');
    assert.equal(april!.bank_account?.id, setup.itau);
    const batches = await ana.call('GET', `${URL}/batches`);
    assert.equal(batches.json<SpreadsheetBatch[]>()[0]!.id, batch.id);
    // Bruno sees neither the batch nor can he undo it.
    assert.deepEqual((await bruno.call('GET', `${URL}/batches`)).json(), []);
    expectError(
      await bruno.call('POST', `${URL}/batches/${batch.id}/undo`),
      404,
      'Importação não encontrada.',
    );
    // The statement import's undo does not know a spreadsheet's batch (it would leave the
    // contacts and cost centres behind).
    expectStatus(await ana.call('POST', `/v1/companies/imports/batches/${batch.id}/undo`), 404);
    // Undo removes everything it created.
    const undone = await ana.call('POST', `${URL}/batches/${batch.id}/undo`);
    expectStatus(undone, 200);
    assert.notEqual(spreadsheetBatchSchema.parse(undone.json()).undone_at, null);
    assert.deepEqual(await counts(ana.companyId), { ...before, batches: before.batches + 1 });
    expectError(
      await ana.call('POST', `${URL}/batches/${batch.id}/undo`),
      409,
      'Esta importação já foi desfeita.',
    );
  });

  test('should move the month totals and audit every row it writes and its undo deletes', async () => {
    const { companyId, userId } = ana;
    const totals = async () => {
      const [competence, cash] = await Promise.all([
        app.database.rows(
          sql`select month::text, type, category_id, bank_account_id, paid_state,
              amount_cents::text, movements
            from movement_competence_totals where company_id = ${companyId}
            order by 1, 2, 3, 4 nulls first, 5`,
        ),
        app.database.rows(
          sql`select month::text, type, category_id, bank_account_id, amount_cents::text, payments
            from payment_month_totals where company_id = ${companyId}
            order by 1, 2, 3, 4 nulls first`,
        ),
      ]);
      return { competence, cash };
    };
    const before = await totals();
    const batch = await confirm(ana, file(), 3);
    const during = await totals();
    assert.notDeepEqual(during.competence, before.competence);
    assert.notDeepEqual(during.cash, before.cash);
    // The rows the batch wrote, read before the undo deletes them.
    const written = await app.database.rows<{ table_name: string; row_id: string }>(
      sql`select 'movements' as table_name, id::text as row_id from movements
          where company_id = ${companyId} and import_batch_id = ${batch.id}
        union all
        select 'payments', id::text from payments
          where company_id = ${companyId} and import_batch_id = ${batch.id}
        order by 1, 2`,
    );
    assert.equal(written.length, 4);
    expectStatus(await ana.call('POST', `${URL}/batches/${batch.id}/undo`), 200);
    // The payments go first, on their own: the sums come back exactly as they were.
    assert.deepEqual(await totals(), before);
    for (const operation of ['insert', 'delete']) {
      const audited = await app.database.rows<{ table_name: string; row_id: string }>(
        sql`select table_name, row_id from audit_log
          where company_id = ${companyId} and operation = ${operation}
            and actor_user_id = ${userId}
            and (coalesce(after, before)->>'import_batch_id') = ${batch.id}
            and table_name in ('movements', 'payments')
          order by 1, 2`,
      );
      assert.deepEqual(audited, written, `audit_log ${operation}`);
    }
  });

  test('should refuse a confirmation whose preview went stale, writing nothing', async () => {
    const before = await counts(ana.companyId);
    expectError(
      await post(ana, URL, 'contas.csv', file(), { expected_rows: 4 }),
      409,
      /Envie o arquivo de novo/,
    );
    expectError(
      await post(ana, URL, 'contas.csv', csv('Despesa;Ruim;0;10/05/2026;;Aluguel;;;;;;;'), {
        expected_rows: 1,
      }),
      400,
      /Nenhuma linha da planilha pode ser importada/,
    );
    assert.deepEqual(await counts(ana.companyId), before);
  });

  test('should refuse to undo when something it made changed since, saying what', async () => {
    const batch = await confirm(ana, file(), 3);
    const [row] = await app.database.rows<{ id: string }>(
      sql`select id from movements where company_id = ${ana.companyId}
        and import_batch_id = ${batch.id} and description = 'Aluguel maio'`,
    );
    const changed = await ana.call('PATCH', `${MOVEMENTS_URL}/${row!.id}`, {
      description: 'Aluguel de maio',
    });
    expectStatus(changed, 200);
    // Another movement now uses the cost centre the batch created.
    const [centre] = await app.database.rows<{ id: string }>(
      sql`select id from cost_centers where company_id = ${ana.companyId} and import_batch_id = ${batch.id}`,
    );
    await createMovement(ana, {
      type: 'despesa',
      description: 'Cimento',
      amount_cents: 1000,
      due_date: '2026-05-01',
      category_id: setup.rent,
      cost_center_id: centre!.id,
    });
    const before = await counts(ana.companyId);
    expectError(
      await ana.call('POST', `${URL}/batches/${batch.id}/undo`),
      409,
      /^Não é possível desfazer a importação: desde então, .*a movimentação 'Aluguel de maio' foi alterada.*o centro de custo 'Obras' passou a ser usado por outras movimentações/,
    );
    assert.deepEqual(await counts(ana.companyId), before);
  });
});

describe('roles', () => {
  test('should let writers preview and import, and a viewer only list and download the template', async () => {
    const tokens: Partial<Record<MemberRole, string>> = {};
    for (const role of MEMBER_ROLES.filter((r) => r !== 'owner')) {
      const person = await createUser(app, { companyCount: 0 });
      await app.db
        .insert(memberships)
        .values({ companyId: bruno.companyId, userId: person.userId, role });
      tokens[role] = await signIn(app, person.email, person.password);
    }
    for (const role of MEMBER_ROLES.filter((r) => r !== 'owner')) {
      const as: Tenant = { ...bruno, token: tokens[role]! };
      const bytes = csv('Despesa;Aluguel;5,00;10/03/2026;;Aluguel;;;;;;;');
      const response = await post(as, `${URL}/preview`, 'a.csv', bytes);
      if ((MOVEMENT_WRITER_ROLES as readonly string[]).includes(role)) expectStatus(response, 200);
      else expectError(response, 403, ROLE_NOT_ALLOWED_MESSAGE);
      const confirmed = await post(as, URL, 'a.csv', bytes, { expected_rows: 1 });
      if (!(MOVEMENT_WRITER_ROLES as readonly string[]).includes(role)) {
        expectError(confirmed, 403, ROLE_NOT_ALLOWED_MESSAGE);
      }
      const call = (method: 'GET' | 'POST', url: string) =>
        app.inject({
          method,
          url,
          headers: { ...bearer(as.token), [COMPANY_HEADER]: bruno.companyId },
        });
      expectStatus(await call('GET', `${URL}/batches`), 200);
      expectStatus(await call('GET', `${URL}/template?format=csv`), 200);
    }
  });
});
