import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestContext } from 'node:test';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import pg from 'pg';
import { tokenPayloadSchema } from 'shared/contracts';
import type { Membership } from 'shared/contracts';
import { todayIso } from 'shared/format';
import { buildApp } from '../src/app';
import type { App, BuildAppOptions } from '../src/app';
import { loadConfig } from '../src/config';
import type { Config, DatabaseTimeouts } from '../src/config';
import { createPgliteHandle, openDatabase } from '../src/db/client';
import { openPgliteClient } from '../src/db/pglite-client';
import type { DatabaseHandle } from '../src/db/client';
import { companies, memberships, users } from '../src/db/schema';
import { seedDemo } from '../src/seed/seed-demo';
import { apiRoot, migrationsFolder, repoRoot } from '../src/paths';
import type { MailPurpose, OutboxFile } from '../src/adapters/mailer';
import { hashPassword } from '../src/adapters/password-hasher';

export const TEST_JWT_SECRET = 'test-secret-for-the-api-suite-0123456789abcdef';

/**
 * When set (e.g. postgres://postgres@127.0.0.1:5432/postgres), every suite runs on PostgreSQL:
 * each test file creates its own database there and drops it at the end.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const DATABASE_KIND = TEST_DATABASE_URL ? 'postgres' : 'pglite';

export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    // Suites sign in many times from one address; the rate-limit tests set their own limits.
    SIGN_IN_RATE_LIMIT: '10000',
    SIGN_UP_CODE_RATE_LIMIT: '10000',
    VERIFY_CODE_RATE_LIMIT: '10000',
    RESET_PASSWORD_RATE_LIMIT: '10000',
    EMAIL_IP_RATE_LIMIT: '10000',
    APP_PUBLIC_URL: 'http://fluxo.test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...env,
  });
}

// ---------------------------------------------------------------------------------------------
// PGlite: initdb + migrations take seconds, so they run once; every suite loads the dump (RECIPES).

async function pgliteVersionKey(hash: ReturnType<typeof createHash>): Promise<void> {
  const pgliteEntry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  hash.update(await readFile(path.join(path.dirname(pgliteEntry), '..', 'package.json')));
}

/**
 * Changes whenever the migrations, the seed (src/seed), PGlite or the day change, so a stale dump
 * is never used: the demo movements are planned around today (São Paulo), and a
 * dump from yesterday would show yesterday's statuses.
 */
async function seededTemplateKey(): Promise<string> {
  const hash = createHash('sha256');
  const entries = await readdir(migrationsFolder, { recursive: true });
  for (const entry of entries.sort()) {
    if (!entry.endsWith('.sql') && !entry.endsWith('_journal.json')) continue;
    hash.update(entry).update(await readFile(path.join(migrationsFolder, entry)));
  }
  const seedFolder = path.join(apiRoot, 'src', 'seed');
  for (const entry of (await readdir(seedFolder, { recursive: true })).sort()) {
    if (!entry.endsWith('.ts')) continue;
    hash.update(entry).update(await readFile(path.join(seedFolder, entry)));
  }
  // The demo's CPFs and CNPJs take their check digits from the shared contracts.
  hash.update(
    await readFile(path.join(repoRoot, 'shared', 'src', 'contracts', 'common', 'documents.ts')),
  );
  hash.update(todayIso());
  await pgliteVersionKey(hash);
  return hash.digest('hex').slice(0, 16);
}

async function emptyTemplateKey(): Promise<string> {
  const hash = createHash('sha256');
  await pgliteVersionKey(hash);
  return hash.digest('hex').slice(0, 16);
}

/** A PGlite data folder dump (gzipped tar), made once by `make` and cached under .data/test. */
async function readDump(file: string): Promise<Blob | null> {
  try {
    return new Blob([new Uint8Array(await readFile(file))]);
  } catch {
    return null;
  }
}

async function makeDump(file: string, make: (client: PGlite) => Promise<void>): Promise<Blob> {
  const client = await openPgliteClient();
  await make(client);
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  // Write aside, then rename, so that no other process reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

/**
 * A PGlite data folder dump (gzipped tar), made once by `make` and cached under .data/test. Test
 * files run as parallel processes: the first one makes it, the others wait for its file.
 */
async function cachedDump(name: string, make: (client: PGlite) => Promise<void>): Promise<Blob> {
  const file = path.join(repoRoot, '.data', 'test', `${name}.tar.gz`);
  const cached = await readDump(file);
  if (cached) return cached;
  await mkdir(path.dirname(file), { recursive: true });
  const claim = `${file}.making`;
  try {
    await writeFile(claim, String(process.pid), { flag: 'wx' });
  } catch {
    // Someone else is making it (or died doing so: then make it anyway after a minute).
    for (let waited = 0; waited < 60_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const made = await readDump(file);
      if (made) return made;
    }
  }
  try {
    return await makeDump(file, make);
  } finally {
    await rm(claim, { force: true });
  }
}

/** The migrated, seeded PGlite data folder. */
export async function pgliteTemplate(): Promise<Blob> {
  return cachedDump(`pglite-seeded-${await seededTemplateKey()}`, async (client) => {
    const handle = await createPgliteHandle(client);
    await handle.migrate();
    await seedDemo(handle.db);
  });
}

/** A PGlite straight after initdb: no tables. */
export async function openEmptyPglite(): Promise<PGlite> {
  const dump = await cachedDump(`pglite-empty-${await emptyTemplateKey()}`, async () => {});
  return openPgliteClient(undefined, { loadDataDir: dump });
}

/** A migrated, seeded PGlite in memory, private to the caller. */
export async function openTestPglite(): Promise<DatabaseHandle> {
  const client = await openPgliteClient(undefined, { loadDataDir: await pgliteTemplate() });
  return createPgliteHandle(client);
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: one database per test file, created here and dropped when the file is done.

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates an empty PostgreSQL database; returns its URL and the function that drops it. */
export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `fluxo_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database "${name}"`);
  return {
    url: withDatabase(TEST_DATABASE_URL, name),
    drop: () => adminQuery(`drop database if exists "${name}" with (force)`),
  };
}

/**
 * A migrated database with the demo seed, of the suite's kind, private to the caller; closing a
 * PostgreSQL one drops it.
 */
export async function openTestDatabase(timeouts?: DatabaseTimeouts): Promise<DatabaseHandle> {
  if (!TEST_DATABASE_URL) return openTestPglite();
  const database = await createPostgresDatabase();
  const handle = await openDatabase({ kind: 'postgres', url: database.url }, { timeouts });
  // The same starting point as the PGlite template: migrated, with the demo login.
  await handle.migrate();
  await seedDemo(handle.db);
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * The API on a real database of its own, with an outbox folder of its own (removed on close).
 * With a test context it is closed after that test; otherwise the caller closes it (usually in a
 * file-level `after`).
 */
export async function build(
  t?: TestContext,
  options: Pick<BuildAppOptions, 'loggerInstance' | 'slowClientLimits'> & {
    env?: NodeJS.ProcessEnv;
  } = {},
): Promise<App> {
  const { env, ...appOptions } = options;
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'fluxo-outbox-'));
  const config = testConfig({ OUTBOX_DIR: outboxDir, ...env });
  const app = await buildApp({
    config,
    database: await openTestDatabase(config.databaseTimeouts),
    ...appOptions,
  });
  app.addHook('onClose', () => rm(outboxDir, { recursive: true, force: true }));
  t?.after(() => app.close());
  return app;
}

// ---------------------------------------------------------------------------------------------
// E-mail: the outbox files, read the way the end-to-end suite reads them.

/** The outbox files for `to` (all when left out), oldest first. */
export async function readOutbox(app: App, to?: string): Promise<OutboxFile[]> {
  const dir = app.config.mail.outboxDir;
  const names = (await readdir(dir).catch(() => [])).filter((n) => n.endsWith('.json')).sort();
  const files = await Promise.all(
    names.map(
      async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxFile,
    ),
  );
  return to === undefined ? files : files.filter((file) => file.to === to);
}

/** The newest message of that purpose sent to `to`; fails the test when there is none. */
export async function lastMail(app: App, to: string, purpose: MailPurpose): Promise<OutboxFile> {
  const mail = (await readOutbox(app, to)).filter((m) => m.purpose === purpose).at(-1);
  if (!mail) throw new Error(`no ${purpose} e-mail to ${to} in the outbox`);
  return mail;
}

/** Rows of every identity table: a 4xx must leave these exactly as they were. */
export async function rowCounts(app: App): Promise<Record<string, number>> {
  const [row] = await app.database.rows<Record<string, number>>(sql`
    select
      (select count(*)::int from users) as users,
      (select count(*)::int from companies) as companies,
      (select count(*)::int from memberships) as memberships,
      (select count(*)::int from email_verification_codes) as email_verification_codes,
      (select count(*)::int from password_reset_tokens) as password_reset_tokens`);
  if (!row) throw new Error('no counts');
  return row;
}

/** A fresh address nobody has used in this database. */
export function uniqueEmail(prefix = 'pessoa'): string {
  return `${prefix}-${randomBytes(6).toString('hex')}@example.com`;
}

/** Asks for a sign-up code and reads it from the outbox. */
export async function requestCode(app: App, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/sign-up/code',
    payload: { email },
  });
  if (response.statusCode !== 204) {
    throw new Error(`code request failed: ${response.statusCode} ${response.body}`);
  }
  const code = (await lastMail(app, email.trim().toLowerCase(), 'sign-up-code')).data.code;
  if (!code) throw new Error('the e-mail carries no code');
  return code;
}

/** A verification token for `email`, through the two sign-up calls that give one. */
export async function verificationToken(app: App, email: string): Promise<string> {
  const code = await requestCode(app, email);
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/sign-up/verify',
    payload: { email, code },
  });
  if (response.statusCode !== 200) {
    throw new Error(`verification failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ verification_token: string }>().verification_token;
}

/** A valid POST /v1/auth/sign-up body (CNPJ and CEP with real check digits). */
export function signUpPayload(verificationToken: string) {
  return {
    verification_token: verificationToken,
    user: { name: 'Maria Souza', password: 'Senha-Forte-1' },
    company: {
      document: '48.291.736/0001-92',
      name: 'Souza Comércio Ltda',
      trade_name: 'Souza',
      business: 'Comércio varejista',
      tax_regime: 'simples_nacional',
      founded_at: '2015-06-01',
      average_billing: 12_345_678,
      email: 'Financeiro@Souza.com.br',
      address: {
        zip_code: '01310-200',
        street: 'Avenida Paulista',
        number: '1000',
        complement: null,
        neighbourhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Fixtures and requests.

export interface Fixture {
  userId: string;
  email: string;
  password: string;
  companyIds: string[];
}

/** A user with a password and `companyCount` companies they own, straight into the database. */
export async function createUser(
  app: App,
  options: { companyCount?: number; active?: boolean; password?: string } = {},
): Promise<Fixture> {
  const email = `user-${randomBytes(6).toString('hex')}@example.com`;
  const password = options.password ?? 'Senha-Forte-123';
  const [user] = await app.db
    .insert(users)
    .values({
      name: 'Pessoa de Teste',
      email,
      passwordHash: await hashPassword(password),
      active: options.active ?? true,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not inserted');
  const companyIds: string[] = [];
  for (let i = 0; i < (options.companyCount ?? 1); i++) {
    const [company] = await app.db
      .insert(companies)
      .values({ name: `Empresa de Teste ${i + 1}` })
      .returning({ id: companies.id });
    if (!company) throw new Error('company not inserted');
    await app.db.insert(memberships).values({
      companyId: company.id,
      userId: user.id,
      role: 'owner',
      createdAt: new Date(Date.now() + i),
    });
    companyIds.push(company.id);
  }
  return { userId: user.id, email, password, companyIds };
}

export async function signIn(app: App, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/sign-in',
    payload: { email, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ access_token: string }>().access_token;
}

/** The session a token belongs to (its `sid`), to craft other tokens of that session. */
export function sessionOf(token: string): string {
  return tokenPayloadSchema.parse(decodeJwt(token)).sid;
}

/** A token signed by hand, to build expired, foreign or odd tokens of an open session. */
export async function craftToken(options: {
  sub: string;
  sid: string;
  companyId: string;
  memberOf: Membership[];
  expiresAt?: number;
  secret?: string;
}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    sid: options.sid,
    company_id: options.companyId,
    memberOf: options.memberOf,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(options.sub)
    .setIssuedAt(now)
    .setExpirationTime(options.expiresAt ?? now + 3600)
    .sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
