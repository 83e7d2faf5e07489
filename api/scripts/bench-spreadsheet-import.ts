// `npx tsx api/scripts/bench-spreadsheet-import.ts --database pglite|postgres --rows 100000 --movements 100000`:
// a throwaway database with the benchmark company and its generated movements, then a generated
// CSV of contas a pagar e a receber (issue #10 item 6) whose rows name the company's categories,
// accounts, cost centres and contacts, plus 20 new cost centres and 50 new contacts with their
// CNPJ, and 1 row in 1,000 bad. Times, through the whole API (`inject`, no TCP): parsing and
// checking alone, the preview, the confirmation (one transaction) and the undo. "End to end" is
// preview + confirm: what the screen sends. Prints figures; asserts nothing about time (issue
// #10's budget: a 100k-row CSV ≤ 15 s on PGlite). PostgreSQL: BENCH_DATABASE_URL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { cnpjWithCheckDigits } from 'shared/contracts';
import type { SpreadsheetBatch, SpreadsheetPreview } from 'shared/contracts';
import { todayIso } from 'shared/format';
import { readSheet } from '../src/domains/imports/parsers/spreadsheet/read-sheet';
import {
  checkRows,
  detectMapping,
  headerIndex,
} from '../src/domains/imports/parsers/spreadsheet/rows';
import { TEMPLATE_HEADERS } from '../src/domains/imports/parsers/spreadsheet/template';
import {
  databaseKind,
  databaseLabel,
  multipartUpload,
  openBenchApp,
  rowsIn,
  thousands,
} from './bench-support';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    rows: { type: 'string', default: '100000' },
    movements: { type: 'string', default: '100000' },
  },
});
const kind = databaseKind(values.database);
const rowCount = Number(values.rows);
const filesDir = await mkdtemp(path.join(tmpdir(), 'fluxo-bench-files-'));
const bench = await openBenchApp(kind, Number(values.movements), { FILES_DIR: filesDir });
const { app, companyId, headers } = bench;

const rowsOf = rowsIn(app.db);

const timed = async <T>(work: () => Promise<T> | T): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};

try {
  const leaves = await rowsOf<{ code: string; type: 'receita' | 'despesa' }>(
    sql`select c.code, c.type from categories c
      where c.company_id = ${companyId} and c.active
        and not exists (select 1 from categories ch
          where ch.company_id = c.company_id and ch.parent_id = c.id)`,
  );
  const byType = {
    receita: leaves.filter((row) => row.type === 'receita').map((row) => row.code),
    despesa: leaves.filter((row) => row.type === 'despesa').map((row) => row.code),
  };
  const accounts = (
    await rowsOf<{ name: string }>(
      sql`select name from bank_accounts where company_id = ${companyId} and active`,
    )
  ).map((row) => row.name);
  const centres = (
    await rowsOf<{ name: string }>(
      sql`select name from cost_centers where company_id = ${companyId} and active`,
    )
  ).map((row) => row.name);
  // Contacts named once in the company (a repeated name would be a row error without a CNPJ).
  const contacts = (
    await rowsOf<{ name: string }>(
      sql`select name from contacts where company_id = ${companyId} and active
        group by name having count(*) = 1 limit 500`,
    )
  ).map((row) => row.name);
  const newCentres = Array.from({ length: 20 }, (_, i) => `Centro novo ${i + 1}`);
  const newContacts = Array.from({ length: 50 }, (_, i) => ({
    name: `Fornecedor novo ${i + 1}`,
    document: cnpjWithCheckDigits(String(90_000_000_0001 + i * 10_000).padStart(12, '0')),
  }));

  const today = todayIso();
  const year = Number(today.slice(0, 4));
  const lines = [TEMPLATE_HEADERS.join(';')];
  let bad = 0;
  for (let i = 0; i < rowCount; i++) {
    const type = i % 3 === 0 ? 'receita' : 'despesa';
    const codes = byType[type];
    const month = (i % 12) + 1;
    const day = (i % 28) + 1;
    const due = `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
    const cents = 1_000 + ((i * 7_919) % 2_000_000);
    const amount = `${Math.floor(cents / 100).toLocaleString('pt-BR')},${String(cents % 100).padStart(2, '0')}`;
    const isBad = i % 1_000 === 999;
    if (isBad) bad++;
    const newContact = i % 50 === 0 ? newContacts[(i / 50) % newContacts.length]! : null;
    const contact = newContact?.name ?? (contacts.length ? contacts[i % contacts.length]! : '');
    lines.push(
      [
        type === 'receita' ? 'Receita' : 'Despesa',
        `Conta ${i + 1} da planilha`,
        isBad ? '0,00' : amount,
        isBad ? `31/02/${year}` : due,
        '',
        codes[i % codes.length]!,
        i % 40 === 0
          ? newCentres[(i / 40) % newCentres.length]!
          : (centres[i % Math.max(centres.length, 1)] ?? ''),
        contact,
        accounts[i % accounts.length] ?? '',
        `NF ${i + 1}`,
        '',
        i % 4 === 0 &&
        `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` <= today
          ? due
          : '',
        newContact ? newContact.document : '',
      ].join(';'),
    );
  }
  const file = Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf-8');

  const [, parseMs] = await timed(async () => {
    const sheet = await readSheet(file);
    const header = headerIndex(sheet.rows);
    return checkRows(sheet.rows, header, detectMapping(sheet.rows[header]!), today, {
      dotGroupsThousands: true,
    });
  });
  const previewBody = multipartUpload(file, 'contas.csv', {});
  const [previewResponse, previewMs] = await timed(() =>
    app.inject({
      method: 'POST',
      url: '/v1/companies/spreadsheet-imports/preview',
      headers: { ...headers, 'content-type': previewBody.type },
      payload: previewBody.payload,
    }),
  );
  if (previewResponse.statusCode !== 200) {
    throw new Error(`preview: ${previewResponse.statusCode} ${previewResponse.body.slice(0, 500)}`);
  }
  const preview = previewResponse.json<SpreadsheetPreview>();
  const confirmBody = multipartUpload(file, 'contas.csv', { expected_rows: preview.counts.valid });
  const [confirmResponse, confirmMs] = await timed(() =>
    app.inject({
      method: 'POST',
      url: '/v1/companies/spreadsheet-imports',
      headers: { ...headers, 'content-type': confirmBody.type },
      payload: confirmBody.payload,
    }),
  );
  if (confirmResponse.statusCode !== 201) {
    throw new Error(`confirm: ${confirmResponse.statusCode} ${confirmResponse.body.slice(0, 500)}`);
  }
  const batch = confirmResponse.json<SpreadsheetBatch>();
  const [undoResponse, undoMs] = await timed(() =>
    app.inject({
      method: 'POST',
      url: `/v1/companies/spreadsheet-imports/batches/${batch.id}/undo`,
      headers,
    }),
  );
  if (undoResponse.statusCode !== 200) {
    throw new Error(`undo: ${undoResponse.statusCode} ${undoResponse.body.slice(0, 500)}`);
  }
  const report = [
    `### Spreadsheet import on ${databaseLabel(kind)}: ${thousands(rowCount)}-row CSV (${(file.length / 1e6).toFixed(1)} MB) into a company with ${thousands(bench.seeded.movements)} movements`,
    '',
    '| step | ms |',
    '| --- | --- |',
    `| parse and check the rows only | ${parseMs.toFixed(0)} |`,
    `| preview (parse + check + resolve names) | ${previewMs.toFixed(0)} |`,
    `| confirm (${thousands(batch.created_count)} movements, ${thousands(batch.paid_count)} paid, ${batch.contacts_created} contacts, ${batch.cost_centers_created} cost centres, one transaction) | ${confirmMs.toFixed(0)} |`,
    `| end to end (preview + confirm; budget 15 000 on PGlite) | ${(previewMs + confirmMs).toFixed(0)} |`,
    `| undo of that batch | ${undoMs.toFixed(0)} |`,
    '',
    `preview counts: ${JSON.stringify(preview.counts)} (bad rows written: ${bad})`,
  ];
  process.stdout.write(`${report.join('\n')}\n`);
} finally {
  await bench.close();
  await rm(filesDir, { recursive: true, force: true });
}
