// `npx tsx api/scripts/bench-approvals.ts --database pglite|postgres --movements N --waiting W`:
// fills the benchmark company with N generated movements on a throwaway database, makes W of its
// despesas wait for approval (issue 22 item 4), then times, through the app as a request
// would go: the first page of the queue (with its total) and approving 1,000 in one call, three
// different thousands. Issue 22's budgets: first page ≤ 30 ms on PostgreSQL with 10k waiting,
// 1,000 approved ≤ 2 s. Prints figures; asserts nothing.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import {
  databaseKind,
  databaseLabel,
  ms,
  openBenchApp,
  percentile,
  rowsIn,
  thousands,
} from './bench-support';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    movements: { type: 'string', default: '40000' },
    waiting: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '30' },
  },
});

const kind = databaseKind(values.database);
const bench = await openBenchApp(kind, Number(values.movements));
const rows = rowsIn(bench.app.db);
try {
  // Generated despesas made to wait as a finance member's would; the generator pays most of the
  // past ones, and which are paid does not change what the queue reads.
  await bench.app.db.execute(
    sql`update movements set approval_status = 'pending_approval', approval_requested_at = now()
        where company_id = ${bench.companyId} and id in (
          select id from movements where company_id = ${bench.companyId}
            and type = 'despesa' order by due_date, id limit ${Number(values.waiting)})`,
  );
  await bench.app.db.execute(sql`vacuum analyze movements`);
  const [{ waiting = 0 } = {}] = await rows<{ waiting: number }>(
    sql`select count(*)::int as waiting from movements
        where company_id = ${bench.companyId} and approval_status = 'pending_approval'`,
  );

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    bench.app.inject({ method, url, headers: bench.headers, ...(payload ? { payload } : {}) });

  const times: number[] = [];
  for (let run = 0; run < Number(values.runs) + 3; run++) {
    const started = performance.now();
    const response = await call('GET', '/v1/companies/approvals?limit=50');
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200)
      throw new Error(`queue: ${response.statusCode} ${response.body}`);
    // The first three warm the plan cache and the pages; they are not counted.
    if (run >= 3) times.push(elapsed);
  }
  times.sort((a, b) => a - b);

  const decisions: number[] = [];
  const report: string[] = [];
  for (let round = 0; round < 3; round++) {
    const ids = (
      await rows<{ id: string }>(
        sql`select id from movements where company_id = ${bench.companyId}
            and approval_status = 'pending_approval' order by due_date, id limit 1000`,
      )
    ).map((row) => row.id);
    if (ids.length < 1000) break;
    const started = performance.now();
    const response = await call('POST', '/v1/companies/approvals/decisions', {
      ids,
      decision: 'approve',
      comment: 'Conferido no bench',
    });
    decisions.push(performance.now() - started);
    if (response.statusCode !== 200)
      throw new Error(`decide: ${response.statusCode} ${response.body}`);
  }

  report.push(
    `${databaseLabel(kind)} · ${thousands(bench.seeded.movements)} movements, ${thousands(waiting)} waiting for approval`,
  );
  report.push(
    `  queue, first page of 50 with the total: p50 ${ms(percentile(times, 50))} ms, p95 ${ms(percentile(times, 95))} ms (${times.length} runs; budget PostgreSQL ≤ 30 ms)`,
  );
  report.push(
    `  approve 1,000 in one call: ${decisions.map((t) => `${ms(t)} ms`).join(', ') || 'not enough waiting'} (budget ≤ 2,000 ms)`,
  );
  process.stdout.write(`${report.join('\n')}\n`);
} finally {
  await bench.close();
}
