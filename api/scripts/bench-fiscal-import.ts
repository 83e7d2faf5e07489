// `npm run bench:fiscal -w api -- --database pglite|postgres [--documents 1000] [--movements 10000]`:
// a throwaway database with the benchmark company (and generated movements, so the counterpart
// history and the duplicate check read a real table), then one ZIP of authorised NF-e from
// suppliers to the company, 3 duplicatas each, half of the suppliers already registered. Times,
// through the whole API (`inject`, no TCP): the preview, the confirmation (one transaction: the
// suppliers, the notes, 3 parcelas and 3 XML files per note) and the undo. Prints figures;
// asserts nothing (issue 22's budget: 1,000 notes, preview ≤ 5 s and confirm ≤ 5 s on PGlite).
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { cnpjWithCheckDigits } from 'shared/contracts';
import type { FiscalBatch, FiscalPreview } from 'shared/contracts';
import { BENCH_COMPANY } from '../src/seed/demo/bench-company';
import { sampleNfeXml } from '../src/domains/fiscal/parsers/testing/nfe-sample';
import { buildZip } from '../src/domains/fiscal/parsers/testing/sample-zip';
import {
  databaseKind,
  databaseLabel,
  ms,
  multipartUpload,
  openBenchApp,
  rowsIn,
} from './bench-support';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    documents: { type: 'string', default: '1000' },
    movements: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '3' },
  },
});
const kind = databaseKind(values.database);
const documents = Number(values.documents);
const runs = Math.max(1, Number(values.runs));

const bench = await openBenchApp(kind, Number(values.movements));
const { app, headers, companyId } = bench;
const rowsOf = rowsIn(app.db);

try {
  // 200 suppliers, one note in five each; the first 100 already registered.
  const suppliers = Array.from({ length: 200 }, (_, index) =>
    cnpjWithCheckDigits(String(70_000_000 + index).padStart(8, '0') + '0001'),
  );
  await app.db.execute(
    sql`insert into contacts (company_id, name, document, is_supplier)
      select ${companyId}, 'Fornecedor de bancada ' || d, d, true
      from unnest(${sql.param(suppliers.slice(0, 100))}::text[]) as d
      on conflict do nothing`,
  );
  const zip = buildZip(
    Array.from({ length: documents }, (_, index) => ({
      name: `notas/${index + 1}.xml`,
      data: Buffer.from(
        sampleNfeXml({
          issuerCnpj: suppliers[index % suppliers.length]!,
          recipientCnpj: BENCH_COMPANY.document,
          number: index + 1,
          items: 3,
          issuerName: `Fornecedor de bancada ${index % suppliers.length}`,
          installments: [1, 2, 3].map((month) => ({
            dueDate: `2027-0${month}-10`,
            amountCents: 100_000 + index,
          })),
        }),
      ),
    })),
  );
  const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
    const started = performance.now();
    const result = await work();
    return [result, performance.now() - started];
  };
  const send = (url: string, payload?: unknown) => {
    const body = multipartUpload(zip, 'notas.zip', payload);
    return app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': body.type },
      payload: body.payload,
    });
  };
  const previews: number[] = [];
  const confirms: number[] = [];
  const undos: number[] = [];
  let preview: FiscalPreview | null = null;
  for (let run = 0; run < runs; run++) {
    const [previewed, previewMs] = await timed(() => send('/v1/companies/fiscal-imports/preview'));
    if (previewed.statusCode !== 200) {
      throw new Error(`preview: ${previewed.statusCode} ${previewed.body}`);
    }
    preview = previewed.json<FiscalPreview>();
    previews.push(previewMs);
    const [confirmed, confirmMs] = await timed(() =>
      send('/v1/companies/fiscal-imports', { expected_documents: preview!.counts.ready }),
    );
    if (confirmed.statusCode !== 201) {
      throw new Error(`confirm: ${confirmed.statusCode} ${confirmed.body}`);
    }
    confirms.push(confirmMs);
    const batch = confirmed.json<FiscalBatch>();
    const [undone, undoMs] = await timed(() =>
      app.inject({
        method: 'POST',
        url: `/v1/companies/fiscal-imports/batches/${batch.id}/undo`,
        headers,
      }),
    );
    if (undone.statusCode !== 200) throw new Error(`undo: ${undone.statusCode} ${undone.body}`);
    undos.push(undoMs);
  }
  const [{ movements }] = (await rowsOf<{ movements: number }>(
    sql`select count(*)::int as movements from movements where company_id = ${companyId}`,
  )) as [{ movements: number }];
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  const out = (label: string, list: number[]) =>
    `${label.padEnd(40)} median ${ms(median(list)).padStart(8)} ms   runs ${list.map(ms).join(', ')}\n`;
  process.stdout.write(
    `Fiscal notes in — ${databaseLabel(kind)}, ${documents} NF-e × 3 duplicatas ` +
      `(${(zip.length / 1024 / 1024).toFixed(2)} MB ZIP), ${movements} movements in the company\n`,
  );
  process.stdout.write(
    `  ready ${preview!.counts.ready}, parcelas ${preview!.counts.parcels}, new suppliers ${preview!.new_contacts.length}\n`,
  );
  process.stdout.write(out('  preview (budget ≤ 5 s on PGlite)', previews));
  process.stdout.write(out('  confirm (budget ≤ 5 s on PGlite)', confirms));
  process.stdout.write(out('  undo', undos));
} finally {
  await bench.close();
}
