// `npx tsx api/scripts/bench-import.ts --database pglite|postgres --movements 100000 --lines 10000
// --rules 200`: fills the benchmark company with generated movements on a throwaway database, gives
// it `rules` regras de extrato (issue 23: text, regex, amount and direction conditions, a few of
// which catch lines), writes a generated OFX whose lines are half payments of open movements
// (dates a few days after the due date, so matching has work to do) and half new lines written
// like the company's own past descriptions (so the history learner has work to do), then times,
// through the whole API
// (`inject`, no TCP): parsing alone, the preview (parse + dedupe + match + category suggestions)
// and the confirmation of every line (pay the proposal, else create with the suggested category).
// Prints figures; asserts nothing about time (issue #10's budgets: preview ≤ 2 s and confirm
// ≤ 3 s on PGlite). PostgreSQL: BENCH_DATABASE_URL (default the local server).
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { ImportBatch, StatementPreview } from 'shared/contracts';
import { todayIso } from 'shared/format';
import { parseStatement } from '../src/domains/imports/parsers/parse-statement';
import {
  databaseKind,
  databaseLabel,
  ms,
  multipartUpload,
  openBenchApp,
  rowsIn,
  percentile,
} from './bench-support';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    movements: { type: 'string', default: '100000' },
    lines: { type: 'string', default: '10000' },
    rules: { type: 'string', default: '200' },
    runs: { type: 'string', default: '3' },
  },
});
const kind = databaseKind(values.database);
const count = Number(values.movements);
const lineCount = Number(values.lines);
const ruleCount = Number(values.rules);
const runs = Math.max(1, Number(values.runs));

const bench = await openBenchApp(kind, count);
const { app, headers, seeded } = bench;
const companyId = bench.companyId;

const rowsOf = rowsIn(app.db);

const ofxDate = (iso: string) => `${iso.replaceAll('-', '')}120000[-3:BRT]`;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

try {
  const today = todayIso();
  const [account] = await rowsOf<{ id: string }>(
    sql`select id from bank_accounts where company_id = ${companyId} order by name limit 1`,
  );
  if (!account) throw new Error('the bench company has no bank account');
  const open = await rowsOf<{ type: string; open: number; due: string; description: string }>(
    sql`select type, (amount_cents - paid_cents)::float8 as open, due_date::text as due, description
      from movements where company_id = ${companyId} and paid_cents < amount_cents
        and due_date <= ${addDays(today, -3)}::date
      order by due_date desc limit ${Math.floor(lineCount / 2)}`,
  );
  // Past descriptions to write new lines with, as a bank would: prefixed and cut at 32.
  const past = await rowsOf<{ description: string }>(
    sql`select distinct description from movements where company_id = ${companyId} limit 500`,
  );
  const [despesa] = await rowsOf<{ id: string }>(
    sql`select id from categories c where company_id = ${companyId} and type = 'despesa' and active
      and not exists (select 1 from categories ch where ch.company_id = c.company_id and ch.parent_id = c.id) limit 1`,
  );
  // Rules most lines do not match, as a company's list mostly is: each is tried on every line.
  await app.db.execute(
    sql`insert into import_rules (company_id, position, name, text_operator, text, amount_operator,
        amount_min_cents, amount_max_cents, direction, category_id, ignore)
      select ${companyId}, n, 'Regra ' || n,
        case when n % 10 = 0 then 'regex' when n % 3 = 0 then 'starts_with' else 'contains' end,
        case when n % 10 = 0 then 'FORNECEDOR\s+' || n || '$' else 'FORNECEDOR ' || n end,
        case when n % 4 = 0 then 'between' end,
        case when n % 4 = 0 then 100 end, case when n % 4 = 0 then 1000000 end,
        'despesa', ${despesa!.id}::uuid, n % 50 = 7
      from generate_series(1, ${ruleCount}) n`,
  );
  const transactions: string[] = [];
  for (let i = 0; i < lineCount; i++) {
    const bill = open[i];
    const date = bill ? addDays(bill.due, 2) : addDays(today, -(i % 300) - 1);
    const cents = bill
      ? (bill.type === 'receita' ? 1 : -1) * bill.open
      : (i % 2 ? 1 : -1) * (1000 + ((i * 7919) % 500000));
    const memo = bill
      ? `PAG ${bill.description.toUpperCase()}`
      : i % 20 === 0
        ? `PIX ENVIADO FORNECEDOR ${i % 400}`
        : `PIX ENVIADO ${(past[i % Math.max(1, past.length)]?.description ?? `LINHA ${i}`).toUpperCase()}`.slice(
            0,
            32,
          );
    transactions.push(
      `<STMTTRN>\n<TRNTYPE>${cents > 0 ? 'CREDIT' : 'DEBIT'}\n<DTPOSTED>${ofxDate(date)}\n` +
        `<TRNAMT>${(cents / 100).toFixed(2)}\n<FITID>BENCH${i}\n<MEMO>${memo}\n</STMTTRN>`,
    );
  }
  const file = Buffer.from(
    `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nCHARSET:1252\n\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n<CURDEF>BRL\n` +
      `<BANKACCTFROM>\n<BANKID>341\n<ACCTID>1\n</BANKACCTFROM>\n<BANKTRANLIST>\n${transactions.join('\n')}\n` +
      `</BANKTRANLIST>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n`,
  );

  const timed = async <T>(work: () => Promise<T> | T): Promise<[T, number]> => {
    const started = performance.now();
    const result = await work();
    return [result, performance.now() - started];
  };
  const [, parseMs] = await timed(() => parseStatement(file));
  const previewBody = multipartUpload(file, 'bench.ofx', { bank_account_id: account.id });
  const previewOnce = () =>
    app.inject({
      method: 'POST',
      url: '/v1/companies/imports/statements/preview',
      headers: { ...headers, 'content-type': previewBody.type },
      payload: previewBody.payload,
    });
  // The first preview warms plans and caches; the median of the next `runs` is the figure.
  const [, firstPreviewMs] = await timed(previewOnce);
  const previewTimes: number[] = [];
  let previewResponse = await previewOnce();
  for (let run = 0; run < runs; run++) {
    const [response, elapsed] = await timed(previewOnce);
    previewResponse = response;
    previewTimes.push(elapsed);
  }
  if (previewResponse.statusCode !== 200) {
    throw new Error(`preview: ${previewResponse.statusCode} ${previewResponse.body}`);
  }
  const preview = previewResponse.json<StatementPreview>();
  const [fallback] = await rowsOf<{ receita: string; despesa: string }>(
    sql`select
      (select id from categories c where company_id = ${companyId} and type = 'receita' and active
        and not exists (select 1 from categories ch where ch.company_id = c.company_id and ch.parent_id = c.id) limit 1) as receita,
      (select id from categories c where company_id = ${companyId} and type = 'despesa' and active
        and not exists (select 1 from categories ch where ch.company_id = c.company_id and ch.parent_id = c.id) limit 1) as despesa`,
  );
  const decisions = preview.lines.map((line) =>
    line.proposed_movement_id
      ? { line: line.line, action: 'pay', movement_id: line.proposed_movement_id }
      : {
          line: line.line,
          action: 'create',
          category_id:
            line.suggested_category_id ??
            (line.amount_cents > 0 ? fallback!.receita : fallback!.despesa),
        },
  );
  const confirmBody = multipartUpload(file, 'bench.ofx', {
    bank_account_id: account.id,
    decisions,
  });
  // Confirm and undo `runs` times: an undone batch leaves the statement importable again.
  const confirmTimes: number[] = [];
  const undoTimes: number[] = [];
  let batch: ImportBatch | null = null;
  for (let run = 0; run < runs; run++) {
    const [confirmResponse, confirmMs] = await timed(() =>
      app.inject({
        method: 'POST',
        url: '/v1/companies/imports/statements',
        headers: { ...headers, 'content-type': confirmBody.type },
        payload: confirmBody.payload,
      }),
    );
    if (confirmResponse.statusCode !== 201) {
      throw new Error(`confirm: ${confirmResponse.statusCode} ${confirmResponse.body}`);
    }
    batch = confirmResponse.json<ImportBatch>();
    confirmTimes.push(confirmMs);
    const batchId = batch.id;
    const [undoResponse, undoMs] = await timed(() =>
      app.inject({ method: 'POST', url: `/v1/companies/imports/batches/${batchId}/undo`, headers }),
    );
    if (undoResponse.statusCode !== 200) {
      throw new Error(`undo: ${undoResponse.statusCode} ${undoResponse.body}`);
    }
    undoTimes.push(undoMs);
  }
  const median = (times: number[]) =>
    ms(
      percentile(
        [...times].sort((x, y) => x - y),
        50,
      ),
    );
  const all = (times: number[]) => times.map((time) => time.toFixed(0)).join(', ');
  const report = [
    `### Statement import on ${databaseLabel(kind)}: ${lineCount.toLocaleString('en-US')}-line OFX (${(file.length / 1e6).toFixed(1)} MB) against ${seeded.movements.toLocaleString('en-US')} movements and ${ruleCount} rules`,
    '',
    `| step | median ms | runs (ms) |`,
    '| --- | --- | --- |',
    `| parse only | ${ms(parseMs)} | |`,
    `| preview, first (cold plans) | ${ms(firstPreviewMs)} | |`,
    `| preview (parse + dedupe + match + suggestions) | ${median(previewTimes)} | ${all(previewTimes)} |`,
    `| confirm (${batch?.paid_count} payments, ${batch?.created_count} new movements, one transaction) | ${median(confirmTimes)} | ${all(confirmTimes)} |`,
    `| undo of that batch | ${median(undoTimes)} | ${all(undoTimes)} |`,
    '',
    `preview counts: ${JSON.stringify(preview.counts)}; ties shown: ${preview.lines.filter((l) => l.tie).length}; suggestions: ${preview.lines.filter((l) => l.suggestion?.source === 'rule').length} by rule, ${preview.lines.filter((l) => l.suggestion?.source === 'history' && l.suggestion.category_id).length} by history, ${preview.lines.filter((l) => l.suggestion?.source === 'history' && !l.suggestion.category_id).length} refused`,
  ];
  process.stdout.write(`${report.join('\n')}\n`);
} finally {
  await bench.close();
}
