// `npx tsx api/scripts/bench-group.ts --database pglite|postgres --movements N --companies 5`: the
// grupo econômico's consolidated reports (issue 24, item 3) over `companies` companies of N
// generated movements each, on a throwaway database. Each company buys from the next one (1 % of
// its movements have the next company's CNPJ as counterpart), so every report also reads the
// trade to take out. Measures through the whole API (`inject`); prints figures, asserts nothing
// about time. Issue 24's budget: consolidated insights, 5 × 100k, default view ≤ 60 ms on
// PostgreSQL and ≤ 200 ms on PGlite.
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { cnpjWithCheckDigits } from 'shared/contracts';
import { addMonths, defaultPeriod } from 'shared/format';
import { companies, contacts, memberships, users } from '../src/db/schema';
import { BENCH_COMPANY } from '../src/seed/demo/bench-company';
import { DEMO_USER } from '../src/db/demo-user';
import { generateMovements } from '../src/seed/demo/movement-generator';
import { databaseKind, databaseLabel, ms, openBenchApp, percentile } from './bench-support';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    movements: { type: 'string', default: '100000' },
    companies: { type: 'string', default: '5' },
    runs: { type: 'string', default: '25' },
  },
});
const kind = databaseKind(values.database);
const count = Number(values.movements);
const size = Number(values.companies);
const runs = Number(values.runs);

const bench = await openBenchApp(kind, count);
try {
  const { app } = bench;
  const started = performance.now();
  const [demo] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_USER.email));
  if (!demo) throw new Error('no demo user');
  const group = [{ id: bench.companyId, document: BENCH_COMPANY.document }];
  for (let index = 1; index < size; index++) {
    const document = cnpjWithCheckDigits(`6193728${index}0001`);
    const [company] = await app.db
      .insert(companies)
      .values({
        ...BENCH_COMPANY,
        name: `Bench Grupo ${index} Ltda`,
        tradeName: `Grupo ${index}`,
        document,
      })
      .returning({ id: companies.id });
    if (!company) throw new Error('company not inserted');
    await app.db
      .insert(memberships)
      .values({ companyId: company.id, userId: demo.id, role: 'owner' });
    await generateMovements(app.db, company.id, {
      count,
      writers: kind === 'postgres' ? 2 : 1,
      seed: 1000 + index,
    });
    group.push({ id: company.id, document });
  }
  // Each company's next one is its supplier (and client): 1 % of its movements are with it.
  for (const [index, company] of group.entries()) {
    const next = group[(index + 1) % group.length];
    if (!next) continue;
    const [contact] = await app.db
      .insert(contacts)
      .values({
        companyId: company.id,
        name: `Empresa do grupo ${index + 1}`,
        document: next.document,
        isClient: true,
        isSupplier: true,
      })
      .returning({ id: contacts.id });
    await app.db.execute(
      sql`update movements set contact_id = ${contact?.id}
          where company_id = ${company.id} and abs(hashtext(id::text)) % 100 = 0`,
    );
  }
  await app.db.execute(sql`vacuum analyze`);
  const seededSeconds = (performance.now() - started) / 1000;

  const headers = { authorization: bench.headers.authorization };
  const saved = await app.inject({
    method: 'PUT',
    url: '/v1/users/company-group',
    headers,
    payload: { company_ids: group.map((company) => company.id) },
  });
  if (saved.statusCode !== 200) throw new Error(`group: ${saved.statusCode} ${saved.body}`);

  const month = defaultPeriod();
  const year = { start_date: addMonths(month.start_date, -11), end_date: month.end_date };
  const cases = [
    {
      name: 'consolidated insights, current month (default view)',
      url: 'insights',
      payload: month,
    },
    { name: 'consolidated insights, 12 months', url: 'insights', payload: year },
    { name: 'consolidated cash flow, 12 months', url: 'cash-flow', payload: year },
    { name: 'consolidated painel de vendas, 12 months', url: 'sales-panel', payload: year },
    {
      name: 'consolidated dre, 12 months, competência',
      url: 'dre',
      payload: { ...year, regime: 'competencia' },
    },
  ];
  const budgetMs = kind === 'pglite' ? 200 : 60;
  const lines: string[] = [];
  for (const test of cases) {
    const times: number[] = [];
    for (let i = 0; i < runs + 3; i++) {
      const t0 = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: `/v1/users/company-group/${test.url}`,
        headers,
        payload: test.payload,
      });
      const elapsed = performance.now() - t0;
      if (response.statusCode !== 200) {
        throw new Error(`${test.name}: ${response.statusCode} ${response.body}`);
      }
      if (i >= 3) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const verdict = !test.name.includes('default view')
      ? '—'
      : p50 <= budgetMs
        ? 'within'
        : '**OVER**';
    lines.push(
      `| ${test.name} | ${ms(p50)} | ${ms(percentile(times, 95))} | ${ms(times[0] ?? NaN)} | ${verdict} |`,
    );
  }
  const report = [
    `### ${databaseLabel(kind)}: a group of ${size} companies × ${count.toLocaleString('en-US')} movements (1 % traded within the group)`,
    '',
    `seeding the other ${size - 1} companies: ${seededSeconds.toFixed(1)} s`,
    '',
    `| request (${runs} runs after 3 warm-up) | p50 ms | p95 ms | min ms | default view p50 ≤ ${budgetMs} ms |`,
    '| --- | --- | --- | --- | --- |',
    ...lines,
  ];
  process.stdout.write(`${report.join('\n')}\n`);
} finally {
  await bench.close();
}
