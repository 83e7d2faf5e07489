// `npx tsx api/scripts/bench-export.ts --database pglite|postgres --movements N`: fills the
// benchmark company with N generated movements on a throwaway database, then downloads the export
// of all of them (XLSX, then CSV) over real HTTP, as a browser would, reading the stream to the
// end without keeping it. Prints seconds, bytes and the process's peak RSS during each export
// (the API and this reader share the process, so the figure is an upper bound). Asserts nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { COMPANY_HEADER } from 'shared/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { ensureBenchCompany } from '../src/seed/demo/bench-company';
import { generateMovements } from '../src/seed/demo/movement-generator';
import { DEMO_USER } from '../src/db/demo-user';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    movements: { type: 'string', default: '100000' },
  },
});
const kind = values.database;
if (kind !== 'pglite' && kind !== 'postgres') throw new Error('--database: pglite or postgres');
const count = Number(values.movements);
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

const databaseName = `fluxo_bench_export_${process.pid}`;
const dataDir = kind === 'pglite' ? await mkdtemp(path.join(tmpdir(), 'fluxo-bench-')) : null;
let databaseUrl: string | null = null;
if (kind === 'postgres') {
  await withAdmin((client) => client.query(`create database ${databaseName}`));
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-0123456789abcdef0123456789abcdef',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    SIGN_IN_RATE_LIMIT: '100000',
    PORT: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir ?? '' }),
  }),
});
try {
  await app.ready();
  const company = await ensureBenchCompany(app.db, DEMO_USER.email);
  const seeded = await generateMovements(app.db, company.id, {
    count,
    writers: kind === 'postgres' ? 2 : 1,
  });
  await app.db.execute(sql`analyze`);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });

  const signIn = await fetch(`${address}/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
  });
  const first = ((await signIn.json()) as { access_token: string }).access_token;
  const switched = await fetch(`${address}/v1/auth/switch-company`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${first}` },
    body: JSON.stringify({ company_id: company.id }),
  });
  const token = ((await switched.json()) as { access_token: string }).access_token;

  const lines: string[] = [];
  for (const format of ['xlsx', 'csv'] as const) {
    global.gc?.();
    const rssBefore = process.memoryUsage.rss();
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 20);
    const started = performance.now();
    const response = await fetch(`${address}/v1/companies/movements/export?format=${format}`, {
      headers: { authorization: `Bearer ${token}`, [COMPANY_HEADER]: company.id },
    });
    if (response.status !== 200 || !response.body) {
      throw new Error(`export ${format}: ${response.status} ${await response.text()}`);
    }
    let bytes = 0;
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    lines.push(
      `| ${format} | ${seconds.toFixed(2)} | ${mb(bytes)} | ${mb(rssBefore)} | ${mb(peak)} |`,
    );
  }
  const report = [
    `### Export of ${seeded.movements.toLocaleString('en-US')} movements, ${kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'} (budget XLSX ≤ 10 s, < 300 MB)`,
    '',
    '| format | seconds | MB sent | RSS before MB | peak RSS MB |',
    '| --- | --- | --- | --- | --- |',
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
