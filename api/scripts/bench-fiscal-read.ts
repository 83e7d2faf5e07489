// `npx tsx api/scripts/bench-fiscal-read.ts [--documents 1000] [--runs 5]`: times
// readFiscalUpload on one ZIP of generated, authorised NF-e with 3 duplicatas each (issue 22's
// bench: well under 2 s for 1,000). Pure reading — unzip, decode, validate, parse — with no
// database. Prints figures; asserts nothing.
import { parseArgs } from 'node:util';
import { readFiscalUpload } from '../src/domains/fiscal/parsers/read-upload';
import { sampleNfeXml } from '../src/domains/fiscal/parsers/testing/nfe-sample';
import { buildZip } from '../src/domains/fiscal/parsers/testing/sample-zip';

const { values } = parseArgs({
  options: {
    documents: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '5' },
  },
});
const documents = Number(values.documents);
const runs = Math.max(1, Number(values.runs));

const entries = Array.from({ length: documents }, (_, index) => ({
  name: `notas/${index + 1}.xml`,
  data: Buffer.from(
    sampleNfeXml({
      issuerCnpj: '44555666000199',
      recipientCnpj: '11222333000181',
      number: index + 1,
      items: 3,
      installments: [1, 2, 3].map((month) => ({
        dueDate: `2027-0${month}-10`,
        amountCents: 100_000 + index,
      })),
    }),
  ),
}));
const zip = buildZip(entries);
const inflated = entries.reduce((sum, entry) => sum + entry.data.length, 0);

const timings: number[] = [];
for (let run = 0; run <= runs; run++) {
  const started = performance.now();
  const results = await readFiscalUpload([{ name: 'lote.zip', bytes: zip }]);
  const elapsed = performance.now() - started;
  const failed = results.filter((result) => !result.ok);
  if (results.length !== documents || failed.length > 0) {
    throw new Error(
      `expected ${documents} documents, got ${results.length} (${failed.length} refused)`,
    );
  }
  // The first run pays for JIT warm-up and lazy module loading; it is shown but not counted.
  if (run > 0) timings.push(elapsed);
  else process.stdout.write(`warm-up run: ${elapsed.toFixed(0)} ms\n`);
}
timings.sort((a, b) => a - b);
const median = timings[Math.floor(timings.length / 2)] ?? 0;
process.stdout.write(
  [
    `${documents} NF-e (3 duplicatas, 3 items each) in one ZIP: ${(zip.length / 1024).toFixed(0)} KB, ${(inflated / 1024 / 1024).toFixed(1)} MB inflated`,
    `readFiscalUpload over ${runs} runs: median ${median.toFixed(0)} ms, best ${timings[0]?.toFixed(0)} ms, worst ${timings.at(-1)?.toFixed(0)} ms`,
  ].join('\n') + '\n',
);
