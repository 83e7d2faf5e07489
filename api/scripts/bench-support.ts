// What the API benchmarks (bench-dashboards.ts, bench-export.ts) share: a throwaway database of
// either kind, the app on it with N generated movements in the benchmark company, a signed-in
// token for that company, timing helpers, and the cleanup. Measures nothing itself.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { COMPANY_HEADER, DEFAULT_REMINDER_STEPS, cpfWithCheckDigits } from 'shared/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { DEMO_USER } from '../src/db/demo-user';
import { createRemindersRepository } from '../src/domains/cobranca/reminders/reminders-repository';
import {
  createMovementSearchRepository,
  drainMovementSearch,
} from '../src/domains/movements/public';
import { ensureBenchCompany } from '../src/seed/demo/bench-company';
import { generateMovements } from '../src/seed/demo/movement-generator';

export type BenchDatabase = 'pglite' | 'postgres';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseKind(value: string | undefined): BenchDatabase {
  if (value !== 'pglite' && value !== 'postgres') throw new Error('--database: pglite or postgres');
  return value;
}

export const databaseLabel = (kind: BenchDatabase) =>
  kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL';

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The nearest-rank percentile of ascending `sorted` times. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
export const ms = (value: number) => value.toFixed(1);
export const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
export const thousands = (value: number) => Math.round(value).toLocaleString('en-US');

export interface BenchApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  companyId: string;
  seeded: Awaited<ReturnType<typeof generateMovements>>;
  /**
   * The text index's worker, run once over everything the seeding queued (it runs apart from
   * the writes, so seeding's speed does not include it): how long, and how many.
   */
  searchIndexed: { movements: number; elapsedMs: number };
  /** Authorization and company headers of the demo user, switched to the bench company. */
  headers: Record<string, string>;
  /** The environment the app was configured with (a database, a secret): for a server process. */
  env: Record<string, string>;
  /** Closes the in-process app and keeps the database, so another process can open it. */
  stopApp: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * A fresh database (a temporary folder for PGlite; a database created on BENCH_DATABASE_URL's
 * server for PostgreSQL, dropped by `close`), the production app on it, `movements` generated
 * movements in the benchmark company with fresh statistics, and a token for that company.
 */
export async function openBenchApp(
  kind: BenchDatabase,
  movements: number,
  env: Record<string, string> = {},
): Promise<BenchApp> {
  const databaseName = `fluxo_bench_${process.pid}`;
  const dataDir = kind === 'pglite' ? await mkdtemp(path.join(tmpdir(), 'fluxo-bench-')) : null;
  // Uploaded files (imported statements) go to a throwaway folder too, never the demo's.
  const filesDir = await mkdtemp(path.join(tmpdir(), 'fluxo-bench-files-'));
  let databaseUrl: string | null = null;
  if (kind === 'postgres') {
    await withAdmin((client) => client.query(`create database ${databaseName}`));
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const config: Record<string, string> = {
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-0123456789abcdef0123456789abcdef',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    SIGN_IN_RATE_LIMIT: '100000',
    PORT: '0',
    // No workers behind the figures: the text index's worker is drained below, once, timed.
    JOBS: 'false',
    FILES_DIR: filesDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir ?? '' }),
    ...env,
  };
  const app = await buildApp({ config: loadConfig(config) });
  let appOpen = true;
  const stopApp = async () => {
    if (!appOpen) return;
    appOpen = false;
    await app.close();
  };
  const close = async () => {
    await stopApp();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await rm(filesDir, { recursive: true, force: true });
    if (databaseUrl) {
      await withAdmin((client) =>
        client.query(`drop database if exists ${databaseName} with (force)`),
      );
    }
  };
  try {
    await app.ready();
    const company = await ensureBenchCompany(app.db, DEMO_USER.email);
    // Two writers on PostgreSQL (the seed CLI's default there); PGlite is one connection.
    const seeded = await generateMovements(app.db, company.id, {
      count: movements,
      writers: kind === 'postgres' ? 2 : 1,
    });
    const indexStarted = performance.now();
    const indexed = await drainMovementSearch(
      createMovementSearchRepository(app.db, { vacuum: kind === 'pglite' }),
    );
    const searchIndexed = { movements: indexed, elapsedMs: performance.now() - indexStarted };
    // Fresh statistics and visibility maps, as autovacuum keeps them on a live database (an
    // index-only scan reads the heap for every page vacuum has not yet marked all-visible). On
    // PostgreSQL through a connection of its own: the API's pool bounds every statement
    // (statement_timeout), and vacuuming millions of rows takes longer than a request may.
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query('vacuum analyze');
      } finally {
        await client.end();
      }
    } else {
      await app.db.execute(sql`vacuum analyze`);
    }

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
    const token = switched.json<{ access_token?: string }>().access_token;
    if (!token) throw new Error(`switch-company failed: ${switched.statusCode} ${switched.body}`);
    return {
      app,
      companyId: company.id,
      seeded,
      searchIndexed,
      headers: { authorization: `Bearer ${token}`, [COMPANY_HEADER]: company.id },
      env: config,
      stopApp,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Raw queries on the bench database, answering their rows. */
export const rowsIn =
  (db: Database) =>
  async <Row>(query: SQL): Promise<Row[]> =>
    ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** A multipart body as the import routes read it: the JSON `payload` field, then the `file`. */
export function multipartUpload(bytes: Buffer, fileName: string, payload?: unknown) {
  const boundary = '----fluxo-bench-boundary';
  const parts: Buffer[] = [];
  if (payload !== undefined) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${JSON.stringify(payload)}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

/**
 * The bench company ready to charge by Pix (the régua and webhook benches): a leaf receita
 * category to book receivables in, and its first active account taking Pix by the company's CNPJ
 * as the default for cobrança.
 */
export async function readyForPix(
  db: Database,
  companyId: string,
  pixKey = '11222333000181',
): Promise<{ categoryId: string; accountId: string }> {
  const rows = rowsIn(db);
  const [category] = await rows<{ id: string }>(
    sql`select id from categories c where company_id = ${companyId} and type = 'receita'
        and not exists (select 1 from categories k where k.company_id = c.company_id and k.parent_id = c.id)
        limit 1`,
  );
  const [account] = await rows<{ id: string }>(
    sql`select id from bank_accounts where company_id = ${companyId} and active limit 1`,
  );
  if (!category || !account)
    throw new Error('the bench company has no receita category or account');
  await db.execute(
    sql`update bank_accounts set pix_key_type = 'cnpj', pix_key = ${pixKey}, charge_default = true
        where company_id = ${companyId} and id = ${account.id}`,
  );
  return { categoryId: category.id, accountId: account.id };
}

/**
 * A régua's morning: `clients` new clients (valid CPFs from `documentBase`, e-mails at
 * `emailDomain`), `receivables` open receitas of `categoryId` due on `due` dealt to the company's
 * clients in turn, and the régua turned on at its default steps. What the régua's bench and its
 * tests start from.
 */
export async function seedReceivablesDue(
  db: Database,
  companyId: string,
  options: {
    clients: number;
    receivables: number;
    due: string;
    categoryId: string;
    documentBase: number;
    emailDomain: string;
  },
): Promise<void> {
  const { clients, receivables, due, categoryId, documentBase, emailDomain } = options;
  const documents = Array.from({ length: clients }, (_, index) =>
    cpfWithCheckDigits(String(documentBase + index * 7_919)),
  );
  await db.execute(sql`
    insert into contacts (company_id, name, document, email, is_client, is_supplier)
    select ${companyId}, 'Cliente ' || n, (${JSON.stringify(documents)}::jsonb ->> (n - 1)),
           'cliente' || n || ${`@${emailDomain}`}, true, false
    from generate_series(1, ${clients}) as n`);
  await db.execute(sql`
    insert into movements (company_id, type, description, amount_cents, due_date, competence_date,
                           category_id, contact_id)
    select ${companyId}, 'receita', 'Mensalidade ' || n, 10000 + n, ${due}::date, ${due}::date,
           ${categoryId}, c.id
    from generate_series(1, ${receivables}) as n
    join (select id, row_number() over (order by id) as k from contacts
          where company_id = ${companyId} and is_client) c on c.k = 1 + (n % ${clients})`);
  await createRemindersRepository(db).saveSettings(companyId, {
    enabled: true,
    steps: DEFAULT_REMINDER_STEPS.map((step) => ({
      offsetDays: step.offset_days,
      subject: step.subject,
      body: step.body,
    })),
  });
}
