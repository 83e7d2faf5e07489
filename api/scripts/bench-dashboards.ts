// `npx tsx api/scripts/bench-dashboards.ts --database pglite|postgres --movements N`: fills the
// benchmark company with N generated movements on a throwaway database, then measures through
// the whole API (authentication, validation, SQL, serialization; `inject`, so no TCP) the insights
// and cash-flow reports and the DRE (and its export) over a 12-month range, the movement list's
// first page and a change of a 120-parcel series; `--only dre` measures the DRE's cases alone. Prints figures;
// asserts nothing about time. PostgreSQL: BENCH_DATABASE_URL (default the local server) gets a
// temporary database, dropped at the end.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { COMPANY_HEADER } from 'shared/contracts';
import { addMonths, defaultPeriod } from 'shared/format';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { ensureBenchCompany } from '../src/seed/demo/bench-company';
import { generateMovements } from '../src/seed/demo/movement-generator';
import { DEMO_USER } from '../src/db/demo-user';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    movements: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '25' },
    // Only the cases whose name contains this text (e.g. `--only dre`): a quicker, focused run.
    only: { type: 'string', default: '' },
  },
});
const kind = values.database;
if (kind !== 'pglite' && kind !== 'postgres') throw new Error('--database: pglite or postgres');
const count = Number(values.movements);
const runs = Number(values.runs);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const databaseName = `fluxo_bench_${process.pid}`;
const dataDir = kind === 'pglite' ? await mkdtemp(path.join(tmpdir(), 'fluxo-bench-')) : null;
let databaseUrl: string | null = null;
if (kind === 'postgres') {
  await withAdmin((client) => client.query(`create database ${databaseName}`));
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (value: number) => value.toFixed(1);

const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-0123456789abcdef0123456789abcdef',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    SIGN_IN_RATE_LIMIT: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir ?? '' }),
  }),
});
try {
  await app.ready();
  const company = await ensureBenchCompany(app.db, DEMO_USER.email);
  // Two writers on PostgreSQL (the seed CLI's default there); PGlite is one connection.
  const seeded = await generateMovements(app.db, company.id, {
    count,
    writers: kind === 'postgres' ? 2 : 1,
  });
  // Fresh statistics, as autovacuum would have them on a live database.
  await app.db.execute(sql`analyze`);

  const signIn = await app.inject({
    method: 'POST',
    url: '/v1/auth/sign-in',
    payload: { email: DEMO_USER.email, password: DEMO_USER.password },
  });
  const firstToken = signIn.json<{ access_token?: string }>().access_token;
  if (!firstToken) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  const switched = await app.inject({
    method: 'POST',
    url: '/v1/auth/switch-company',
    headers: { authorization: `Bearer ${firstToken}` },
    payload: { company_id: company.id },
  });
  const token = switched.json<{ access_token: string }>().access_token;
  if (!token) throw new Error(`switch-company failed: ${switched.statusCode} ${switched.body}`);
  const headers = { authorization: `Bearer ${token}`, [COMPANY_HEADER]: company.id };

  // The 12 months ending with the current one, as someone picks "the last year" on the screen.
  const month = defaultPeriod();
  const year = { start_date: addMonths(month.start_date, -11), end_date: month.end_date };
  const cases: {
    name: string;
    method: 'GET' | 'POST' | 'PATCH';
    url: string;
    /** A function for a request that must differ each run (a change that really changes). */
    payload?: object | (() => object);
  }[] = [
    {
      name: 'insights, 12 months',
      method: 'POST',
      url: '/v1/companies/dashboards/insights',
      payload: year,
    },
    {
      name: 'dre, 12 months, competência',
      method: 'POST',
      url: '/v1/companies/dashboards/dre',
      payload: { ...year, regime: 'competencia' },
    },
    {
      name: 'dre, 12 months, caixa',
      method: 'POST',
      url: '/v1/companies/dashboards/dre',
      payload: { ...year, regime: 'caixa' },
    },
    {
      name: 'dre export, 12 months, xlsx',
      method: 'POST',
      url: '/v1/companies/dashboards/dre/export',
      payload: { ...year, format: 'xlsx' },
    },
    {
      name: 'dre export, 12 months, pdf',
      method: 'POST',
      url: '/v1/companies/dashboards/dre/export',
      payload: { ...year, format: 'pdf' },
    },
    {
      name: 'cash-flow, 12 months',
      method: 'POST',
      url: '/v1/companies/dashboards/cash-flow',
      payload: year,
    },
    {
      name: 'insights, current month',
      method: 'POST',
      url: '/v1/companies/dashboards/insights',
      payload: month,
    },
    {
      // Competence dates are not in the per-day totals: this one reads the movements themselves.
      name: 'insights, 12 months by competence (reads the movements)',
      method: 'POST',
      url: '/v1/companies/dashboards/insights',
      payload: { ...year, date_type: 'competence_date' },
    },
    { name: 'movement list, first page (50)', method: 'GET', url: '/v1/companies/movements' },
    {
      name: 'movement list, 12 months, status vencido',
      method: 'GET',
      url: `/v1/companies/movements?start_date=${year.start_date}&end_date=${year.end_date}&status=vencido`,
    },
    {
      // What /movimentacoes asks on entry: the month's first page and the totals of the month.
      name: 'movement list, current month, first page (100)',
      method: 'GET',
      url: `/v1/companies/movements?start_date=${month.start_date}&end_date=${month.end_date}&limit=100`,
    },
    {
      name: 'movement list, current month, by valor desc (100)',
      method: 'GET',
      url: `/v1/companies/movements?start_date=${month.start_date}&end_date=${month.end_date}&sort=amount&order=desc&limit=100`,
    },
    {
      name: 'movement totals, current month',
      method: 'GET',
      url: `/v1/companies/movements/totals?start_date=${month.start_date}&end_date=${month.end_date}`,
    },
    {
      name: 'movement totals, 12 months',
      method: 'GET',
      url: `/v1/companies/movements/totals?start_date=${year.start_date}&end_date=${year.end_date}`,
    },
  ];
  // A series change ('Todas' of 120 parcels) in the same company: one transaction of 120 rows,
  // with every index and per-day-totals trigger the big table carries.
  const [leaf] = (
    (await app.db.execute(
      sql`select id from categories as c where company_id = ${company.id} and type = 'despesa'
        and not exists (select 1 from categories as child where child.company_id = c.company_id and child.parent_id = c.id)
        limit 1`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  if (!leaf) throw new Error('the bench company has no leaf despesa category');
  const created = await app.inject({
    method: 'POST',
    url: '/v1/companies/movements',
    headers,
    payload: {
      type: 'despesa',
      description: 'Série do bench',
      amount_cents: 1_200_000,
      due_date: month.start_date,
      category_id: leaf.id,
      instalments: 120,
    },
  });
  const seriesId = created.json<{ id: string }[]>()[0]?.id;
  if (created.statusCode !== 201 || !seriesId) {
    throw new Error(`series: ${created.statusCode} ${created.body}`);
  }
  let edition = 0;
  cases.push({
    name: 'series change, all 120 parcels (PATCH ?scope=all)',
    method: 'PATCH',
    url: `/v1/companies/movements/${seriesId}?scope=all`,
    payload: () => ({ description: `Série do bench ${(edition += 1)}` }),
  });

  const lines: string[] = [];
  for (const test of cases.filter((candidate) => candidate.name.includes(values.only))) {
    const times: number[] = [];
    for (let i = 0; i < runs + 3; i++) {
      const payload = typeof test.payload === 'function' ? test.payload() : test.payload;
      const started = performance.now();
      const response = await app.inject({
        method: test.method,
        url: test.url,
        headers,
        ...(payload ? { payload } : {}),
      });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) {
        throw new Error(`${test.name}: ${response.statusCode} ${response.body}`);
      }
      // The first three warm caches and plans.
      if (i >= 3) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    lines.push(
      `| ${test.name} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(times[0] ?? NaN)} |`,
    );
  }
  const seconds = seeded.elapsedMs / 1000;
  const report = [
    `### ${kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}: ${count.toLocaleString('en-US')} movements in the company (12-month range ${year.start_date} … ${year.end_date})`,
    '',
    `seeding: ${seeded.movements.toLocaleString('en-US')} movements + ${seeded.payments.toLocaleString('en-US')} payments in ${seconds.toFixed(1)} s = ${Math.round(seeded.movements / seconds).toLocaleString('en-US')} movements/s, ${Math.round((seeded.movements + seeded.payments) / seconds).toLocaleString('en-US')} rows/s`,
    '',
    `| request (${runs} runs after 3 warm-up) | p50 ms | p95 ms | min ms |`,
    '| --- | --- | --- | --- |',
    ...lines,
  ];
  process.stdout.write(`${report.join('\n')}\n`);
} finally {
  await app.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (databaseUrl) {
    await withAdmin((client) =>
      client.query(`drop database if exists ${databaseName} with (force)`),
    );
  }
}
