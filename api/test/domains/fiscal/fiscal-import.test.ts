import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  COMPANY_HEADER,
  cnpjWithCheckDigits,
  fiscalBatchSchema,
  fiscalPreviewSchema,
  movementFiscalDocumentSchema,
  movementSchema,
} from 'shared/contracts';
import type { FiscalBatch, FiscalPreview, Movement } from 'shared/contracts';
import type { App } from '../../../src/app';
import { companies, memberships } from '../../../src/db/schema';
import {
  sampleNfeCancellationXml,
  sampleNfeKey,
  sampleNfeXml,
  sampleNfseXml,
} from '../../../src/domains/fiscal/parsers/testing/nfe-sample';
import { buildZip } from '../../../src/domains/fiscal/parsers/testing/sample-zip';
import { ROLE_NOT_ALLOWED_MESSAGE } from '../../../src/plugins/authentication';
import { bearer, build, createUser, signIn } from '../../helper';
import { MOVEMENTS_URL, createSetup } from '../movements/movement-fixtures';
import type { Tenant } from '../setup/setup-fixtures';
import { createTenant, expectError, expectStatus } from '../setup/setup-fixtures';

// Fiscal notes in (issue 22) through the API: preview per document, confirm as one batch, the
// parcelas in the list and the totals, the note behind a movement, undo; one company's notes
// never seen from another's.

const URL = '/v1/companies/fiscal-imports';
// Not among the suppliers createSetup registers: the notes bring it new.
const SUPPLIER = cnpjWithCheckDigits('998877660001');
const OTHER = '27504831000157';

let app: App;
let filesDir: string;
let ana: Tenant;
let bruno: Tenant;
let anaSetup: Awaited<ReturnType<typeof createSetup>>;
const ANA_CNPJ = '48291736000192';
const BRUNO_CNPJ = '51937284000182';

type Upload = { name: string; bytes: Buffer | string };

function body(files: Upload[], payload?: unknown) {
  const boundary = '----fluxo-fiscal-boundary';
  const parts: Buffer[] = [];
  if (payload !== undefined) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${JSON.stringify(payload)}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/xml\r\n\r\n',
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

function post(tenant: Tenant, url: string, files: Upload[], payload?: unknown) {
  const multipart = body(files, payload);
  return app.inject({
    method: 'POST',
    url,
    headers: {
      ...bearer(tenant.token),
      [COMPANY_HEADER]: tenant.companyId,
      'content-type': multipart.type,
    },
    payload: multipart.payload,
  });
}

async function preview(tenant: Tenant, files: Upload[]): Promise<FiscalPreview> {
  const response = await post(tenant, `${URL}/preview`, files);
  expectStatus(response, 200);
  return fiscalPreviewSchema.parse(response.json());
}

async function confirm(tenant: Tenant, files: Upload[], expected: number): Promise<FiscalBatch> {
  const response = await post(tenant, URL, files, { expected_documents: expected });
  expectStatus(response, 201);
  return fiscalBatchSchema.parse(response.json());
}

async function counts(companyId: string) {
  const [row] = await app.database.rows<{
    movements: number;
    contacts: number;
    documents: number;
    files: number;
  }>(sql`select
    (select count(*)::int from movements where company_id = ${companyId}) as movements,
    (select count(*)::int from contacts where company_id = ${companyId}) as contacts,
    (select count(*)::int from fiscal_documents where company_id = ${companyId}) as documents,
    (select count(*)::int from files where company_id = ${companyId}) as files`);
  return row!;
}

async function movementsOf(tenant: Tenant, search: string): Promise<Movement[]> {
  const response = await tenant.call(
    'GET',
    `${MOVEMENTS_URL}?search=${encodeURIComponent(search)}&start=2026-01-01&end=2027-12-31`,
  );
  expectStatus(response, 200);
  return (response.json() as { items: unknown[] }).items.map((item) => movementSchema.parse(item));
}

const nfe = (number: number, dues: string[], recipient = ANA_CNPJ, issuer = SUPPLIER) => ({
  name: `nfe-${number}.xml`,
  bytes: sampleNfeXml({
    issuerCnpj: issuer,
    recipientCnpj: recipient,
    number,
    issuerName: `Distribuidora ${number} Ltda`,
    installments: dues.map((dueDate) => ({ dueDate, amountCents: 100_000 })),
  }),
});

before(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'fluxo-fiscal-'));
  app = await build(undefined, { env: { FILES_DIR: filesDir } });
  ana = await createTenant(app);
  bruno = await createTenant(app);
  anaSetup = await createSetup(ana);
  await createSetup(bruno);
  await app.db
    .update(companies)
    .set({ document: ANA_CNPJ })
    .where(sql`id = ${ana.companyId}`);
  await app.db
    .update(companies)
    .set({ document: BRUNO_CNPJ })
    .where(sql`id = ${bruno.companyId}`);
});

after(async () => {
  await app.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('fiscal import', () => {
  test("should take a rule's category for a supplier's note, naming the rule", async () => {
    const rule = await ana.call('POST', '/v1/companies/import-rules', {
      name: 'Distribuidora do aluguel',
      document: SUPPLIER,
      category_id: anaSetup.rent,
    });
    expectStatus(rule, 201);
    const result = await preview(ana, [nfe(950, ['2026-12-10'])]);
    assert.equal(result.documents[0]!.category?.id, anaSetup.rent);
    assert.equal(result.documents[0]!.category?.reason, "Regra 'Distribuidora do aluguel'.");
    expectStatus(
      await ana.call('DELETE', `/v1/companies/import-rules/${rule.json<{ id: string }>().id}`),
      204,
    );
  });

  test('should preview a mixed upload per document and write nothing', async () => {
    const before = await counts(ana.companyId);
    const cancelledKey = sampleNfeKey(SUPPLIER, 903, '2026-11-10T10:00:00-03:00');
    const result = await preview(ana, [
      nfe(901, ['2026-12-10', '2027-01-10', '2027-02-10']),
      nfe(902, ['2026-12-15'], OTHER),
      nfe(903, ['2026-12-20']),
      { name: 'cancelamento-903.xml', bytes: sampleNfeCancellationXml(cancelledKey) },
      { name: 'quebrado.xml', bytes: '<nfeProc><NFe>' },
      { name: 'planilha.xml', bytes: '<?xml version="1.0"?><planilha/>' },
    ]);
    assert.deepEqual(
      result.documents.map((d) => [d.file_name, d.status]),
      [
        ['nfe-901.xml', 'ready'],
        ['nfe-902.xml', 'not_addressed'],
        ['nfe-903.xml', 'cancelled'],
        ['cancelamento-903.xml', 'cancellation'],
        ['quebrado.xml', 'invalid'],
        ['planilha.xml', 'invalid'],
      ],
    );
    const [ready] = result.documents;
    assert.equal(ready!.direction, 'in');
    assert.deepEqual(
      ready!.parcels.map((p) => [p.due_date, p.amount_cents]),
      [
        ['2026-12-10', 100_000],
        ['2027-01-10', 100_000],
        ['2027-02-10', 100_000],
      ],
    );
    assert.equal(ready!.counterpart?.contact_id, null);
    assert.ok(ready!.category, 'a category is suggested');
    for (const problem of result.documents.slice(1)) {
      assert.ok(problem.message && problem.message.length > 10, `${problem.file_name} says why`);
    }
    assert.match(result.documents[4]!.message!, /quebrado\.xml/);
    assert.deepEqual(result.counts, {
      documents: 6,
      ready: 1,
      left_out: 5,
      parcels: 3,
      payable_cents: 300_000,
      receivable_cents: 0,
    });
    assert.deepEqual(result.new_contacts, [
      { name: 'Distribuidora 901 Ltda', document: SUPPLIER, is_supplier: true, is_client: false },
    ]);
    assert.deepEqual(await counts(ana.companyId), before);
  });

  test('should confirm as one batch: parcelas, supplier, XML kept, found by chave, undo', async () => {
    const files = [nfe(911, ['2026-12-10', '2027-01-10']), nfe(912, [])];
    const before = await counts(ana.companyId);
    const stale = await post(ana, URL, files, { expected_documents: 3 });
    expectError(stale, 409, /não dão mais o mesmo resultado/);
    assert.deepEqual(await counts(ana.companyId), before);

    const batch = await confirm(ana, files, 2);
    assert.equal(batch.documents_count, 2);
    assert.equal(batch.created_count, 3);
    assert.equal(batch.contacts_created, 1);
    const after = await counts(ana.companyId);
    assert.equal(after.movements - before.movements, 3);
    assert.equal(after.documents - before.documents, 2);
    assert.equal(after.files - before.files, 3);

    const key = sampleNfeKey(SUPPLIER, 911, '2026-11-10T10:00:00-03:00');
    // Pasted as the DANFE prints it, in groups of four.
    const found = await movementsOf(ana, key.replace(/(.{4})/g, '$1 ').trim());
    assert.deepEqual(
      found.map((m) => [m.type, m.amount_cents, m.due_date, m.instalment?.label, m.fiscal_key]),
      [
        ['despesa', 100_000, '2026-12-10', '1/2', key],
        ['despesa', 100_000, '2027-01-10', '2/2', key],
      ],
    );
    assert.equal(found[0]!.supplier?.name, 'Distribuidora 911 Ltda');
    assert.equal(found[0]!.document_number, '911/1');
    // Without duplicatas: one payable, due on the supplier's term (30 days from 10/11/2026).
    const single = await movementsOf(ana, sampleNfeKey(SUPPLIER, 912, '2026-11-10T10:00:00-03:00'));
    assert.deepEqual(
      single.map((m) => [m.due_date, m.amount_cents, m.instalment]),
      [['2026-12-10', 100_000, null]],
    );

    const note = await ana.call('GET', `${MOVEMENTS_URL}/${found[0]!.id}/fiscal-document`);
    expectStatus(note, 200);
    const document = movementFiscalDocumentSchema.parse(note.json());
    assert.equal(document.summary.key, key);
    assert.equal(document.summary.issuer.document, SUPPLIER);
    assert.equal(document.summary.installments.length, 2);
    assert.ok(document.file_id);
    const xml = await ana.call('GET', `/v1/companies/files/${document.file_id}`);
    expectStatus(xml, 200);
    assert.equal(xml.headers['content-type'], 'application/xml');
    assert.match(xml.body, new RegExp(`NFe${key}`));

    const again = await preview(ana, files);
    assert.deepEqual(
      again.documents.map((d) => d.status),
      ['duplicate', 'duplicate'],
    );
    assert.equal(again.documents[0]!.existing_movement_id, found[0]!.id);

    const undone = await ana.call('POST', `${URL}/batches/${batch.id}/undo`);
    expectStatus(undone, 200);
    assert.ok(fiscalBatchSchema.parse(undone.json()).undone_at);
    assert.deepEqual(await counts(ana.companyId), { ...before, files: before.files });
    const fresh = await preview(ana, files);
    assert.deepEqual(
      fresh.documents.map((d) => d.status),
      ['ready', 'ready'],
    );
  });

  test('should refuse to undo once a parcela was paid, saying which', async () => {
    const files = [nfe(921, ['2026-12-10'])];
    const batch = await confirm(ana, files, 1);
    const [movement] = await movementsOf(
      ana,
      sampleNfeKey(SUPPLIER, 921, '2026-11-10T10:00:00-03:00'),
    );
    const paid = await ana.call('POST', `${MOVEMENTS_URL}/${movement!.id}/payments`, {
      paid_on: '2026-11-20',
      amount_cents: 100_000,
    });
    expectStatus(paid, 201);
    const refused = await ana.call('POST', `${URL}/batches/${batch.id}/undo`);
    expectError(refused, 409, /recebeu um pagamento/);
  });

  test('should make a note the company issued a receivable from its client', async () => {
    const files = [nfe(931, ['2026-12-05'], OTHER, ANA_CNPJ)];
    const result = await preview(ana, files);
    assert.equal(result.documents[0]!.direction, 'out');
    assert.equal(result.documents[0]!.counterpart?.document, OTHER);
    await confirm(ana, files, 1);
    const [movement] = await movementsOf(
      ana,
      sampleNfeKey(ANA_CNPJ, 931, '2026-11-10T10:00:00-03:00'),
    );
    assert.equal(movement!.type, 'receita');
  });

  test('should pay an NFS-e net, and its retentions to the tax authority when the company says so', async () => {
    const nfse = (number: number) => ({
      name: `nfse-${number}.xml`,
      bytes: sampleNfseXml({
        providerCnpj: SUPPLIER,
        takerCnpj: ANA_CNPJ,
        number,
        grossCents: 1_000_000,
        retentions: { irrf: 15_000, pis: 6_500, cofins: 30_000, csll: 10_000, iss: 50_000 },
      }),
    });
    const off = await preview(ana, [nfse(941)]);
    assert.deepEqual(
      off.documents[0]!.parcels.map((p) => p.amount_cents),
      [888_500],
    );
    assert.ok(off.documents[0]!.retentions.every((r) => !r.payable));

    const settings = await ana.call('PUT', '/v1/companies/fiscal-settings', {
      retention_payables: true,
      iss_due_day: 15,
    });
    expectStatus(settings, 200);
    const on = await preview(ana, [nfse(942)]);
    assert.equal(on.counts.parcels, 6);
    assert.equal(on.counts.payable_cents, 1_000_000);
    const iss = on.documents[0]!.retentions.find((r) => r.kind === 'iss');
    assert.ok(iss?.payable);
    assert.match(iss.due_date, /-15$|-1[0-4]$/);
    await ana.call('PUT', '/v1/companies/fiscal-settings', {
      retention_payables: false,
      iss_due_day: 10,
    });
  });

  test('should refuse settings out of range in Portuguese, and let only owners and admins save', async () => {
    const bad = await ana.call('PUT', '/v1/companies/fiscal-settings', {
      retention_payables: true,
      iss_due_day: 31,
    });
    expectError(bad, 400, /entre 1 e 28/);
    const person = await createUser(app, { companyCount: 0 });
    await app.db
      .insert(memberships)
      .values({ companyId: ana.companyId, userId: person.userId, role: 'finance' });
    const finance: Tenant = { ...ana, token: await signIn(app, person.email, person.password) };
    const refused = await app.inject({
      method: 'PUT',
      url: '/v1/companies/fiscal-settings',
      headers: { ...bearer(finance.token), [COMPANY_HEADER]: ana.companyId },
      payload: { retention_payables: true, iss_due_day: 10 },
    });
    expectError(refused, 403, ROLE_NOT_ALLOWED_MESSAGE);
  });

  test("should keep one company's notes from another's, whatever ids are sent", async () => {
    const files = [nfe(951, ['2026-12-10'])];
    await confirm(ana, files, 1);
    const [movement] = await movementsOf(
      ana,
      sampleNfeKey(SUPPLIER, 951, '2026-11-10T10:00:00-03:00'),
    );
    // Bruno's company is not the recipient: the note is not his, and not a duplicate for him.
    const his = await preview(bruno, files);
    assert.equal(his.documents[0]!.status, 'not_addressed');
    assert.equal(his.documents[0]!.existing_movement_id, null);
    const note = await bruno.call('GET', `${MOVEMENTS_URL}/${movement!.id}/fiscal-document`);
    expectStatus(note, 404);
    const batches = await bruno.call('GET', `${URL}/batches`);
    assert.deepEqual(batches.json(), []);
    const [anaBatch] = (await ana.call('GET', `${URL}/batches`)).json() as FiscalBatch[];
    const undo = await bruno.call('POST', `${URL}/batches/${anaBatch!.id}/undo`);
    expectStatus(undo, 404);
  });

  test('should let a viewer read the batches but not preview or import', async () => {
    const person = await createUser(app, { companyCount: 0 });
    await app.db
      .insert(memberships)
      .values({ companyId: ana.companyId, userId: person.userId, role: 'viewer' });
    const viewer: Tenant = { ...ana, token: await signIn(app, person.email, person.password) };
    expectError(
      await post(viewer, `${URL}/preview`, [nfe(961, [])]),
      403,
      ROLE_NOT_ALLOWED_MESSAGE,
    );
    expectError(
      await post(viewer, URL, [nfe(961, [])], { expected_documents: 1 }),
      403,
      ROLE_NOT_ALLOWED_MESSAGE,
    );
    expectStatus(
      await app.inject({
        method: 'GET',
        url: `${URL}/batches`,
        headers: { ...bearer(viewer.token), [COMPANY_HEADER]: ana.companyId },
      }),
      200,
    );
  });

  test('should answer an upload without files, or with a hostile XML, clearly', async () => {
    const empty = await post(ana, `${URL}/preview`, []);
    expectError(empty, 400, /Envie os XMLs das notas/);
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><nfeProc>&lol2;</nfeProc>';
    const before = await counts(ana.companyId);
    const result = await preview(ana, [{ name: 'risos.xml', bytes: laughs }]);
    assert.equal(result.documents[0]!.status, 'invalid');
    assert.match(result.documents[0]!.message!, /risos\.xml/);
    const refused = await post(ana, URL, [{ name: 'risos.xml', bytes: laughs }], {
      expected_documents: 1,
    });
    expectError(refused, 400, /Nenhuma nota do envio pode ser importada/);
    assert.deepEqual(await counts(ana.companyId), before);
  });

  test('should read a ZIP of notes, refuse its unsafe entry by name, and import it as one batch', async () => {
    const zip = buildZip([
      { name: 'notas/nfe-971.xml', data: Buffer.from(nfe(971, ['2026-12-01']).bytes) },
      { name: 'notas/nfe-972.xml', data: Buffer.from(nfe(972, ['2026-12-02']).bytes) },
      { name: '../fora.xml', data: Buffer.from(nfe(973, ['2026-12-03']).bytes) },
      { name: 'notas/danfe-971.pdf', data: Buffer.from('%PDF-1.4') },
    ]);
    const result = await preview(ana, [{ name: 'notas.zip', bytes: zip }]);
    assert.deepEqual(
      result.documents.map((d) => [d.file_name, d.status]),
      [
        ['notas.zip/notas/nfe-971.xml', 'ready'],
        ['notas.zip/notas/nfe-972.xml', 'ready'],
        ['notas.zip/../fora.xml', 'invalid'],
      ],
    );
    assert.match(result.documents[2]!.message!, /fora\.xml/);
    const batch = await confirm(ana, [{ name: 'notas.zip', bytes: zip }], 2);
    assert.deepEqual(
      [batch.file_name, batch.format, batch.documents_count],
      ['notas.zip', 'zip', 2],
    );
  });

  test('should refuse a ZIP bomb and an oversized XML with a message naming the file, writing nothing', async () => {
    const before = await counts(ana.companyId);
    const bomb = buildZip([{ name: 'bomba.xml', data: Buffer.alloc(20 * 1024 * 1024, 0x20) }]);
    expectError(
      await post(ana, `${URL}/preview`, [{ name: 'bomba.zip', bytes: bomb }]),
      400,
      /bomba\.zip/,
    );
    expectError(
      await post(ana, URL, [{ name: 'bomba.zip', bytes: bomb }], { expected_documents: 1 }),
      400,
      /bomba\.zip/,
    );
    const huge = `<?xml version="1.0"?><nfeProc>${' '.repeat(6 * 1024 * 1024)}</nfeProc>`;
    const result = await preview(ana, [{ name: 'enorme.xml', bytes: huge }]);
    assert.equal(result.documents[0]!.status, 'invalid');
    assert.match(result.documents[0]!.message!, /enorme\.xml/);
    assert.deepEqual(await counts(ana.companyId), before);
    // The server is unharmed: the next upload reads as before.
    assert.equal((await preview(ana, [nfe(981, [])])).documents[0]!.status, 'ready');
  });

  test("should hold a finance member's note above the threshold for approval, every parcela", async () => {
    const threshold = await ana.call('PUT', '/v1/companies/approvals/settings', {
      threshold_cents: 150_000,
    });
    expectStatus(threshold, 200);
    const person = await createUser(app, { companyCount: 0 });
    await app.db
      .insert(memberships)
      .values({ companyId: ana.companyId, userId: person.userId, role: 'finance' });
    const finance: Tenant = { ...ana, token: await signIn(app, person.email, person.password) };
    // Two parcelas of 1.000,00: each under the threshold, the note (2.000,00) above it.
    const files = [nfe(991, ['2026-12-10', '2027-01-10']), nfe(992, [])];
    const result = await preview(finance, files);
    assert.deepEqual(
      result.documents.map((d) => d.awaits_approval),
      [true, false],
    );
    assert.deepEqual(
      (await preview(ana, files)).documents.map((d) => d.awaits_approval),
      [false, false],
    );
    await confirm(finance, files, 2);
    const held = await movementsOf(ana, sampleNfeKey(SUPPLIER, 991, '2026-11-10T10:00:00-03:00'));
    assert.deepEqual(
      held.map((m) => m.approval?.status),
      ['pending_approval', 'pending_approval'],
    );
    const refused = await ana.call('POST', `${MOVEMENTS_URL}/${held[0]!.id}/payments`, {
      paid_on: '2026-11-20',
      amount_cents: 100_000,
    });
    expectError(refused, 409, /aguarda aprovação/);
    const free = await movementsOf(ana, sampleNfeKey(SUPPLIER, 992, '2026-11-10T10:00:00-03:00'));
    assert.equal(free[0]!.approval, null);
    await ana.call('PUT', '/v1/companies/approvals/settings', { threshold_cents: null });
  });
});
