import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestContext } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { SignJWT } from 'jose';
import pg from 'pg';
import type { Membership } from 'shared/contracts';
import { buildApp } from '../src/app';
import type { App } from '../src/app';
import { loadConfig } from '../src/config';
import type { Config } from '../src/config';
import { createPgliteHandle, openDatabase } from '../src/db/client';
import type { DatabaseHandle } from '../src/db/client';
import { companies, memberships, users } from '../src/db/schema';
import { seedDemo } from '../src/db/seed';
import { apiRoot, migrationsFolder, repoRoot } from '../src/paths';
import { hashPassword } from '../src/services/password-hasher';

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
    // Suites sign in many times from one address; the rate-limit test sets its own limit.
    SIGN_IN_RATE_LIMIT: '10000',
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

/** Changes whenever the migrations, the seed or PGlite change, so a stale dump is never used. */
async function seededTemplateKey(): Promise<string> {
  const hash = createHash('sha256');
  const entries = await readdir(migrationsFolder, { recursive: true });
  for (const entry of entries.sort()) {
    if (!entry.endsWith('.sql') && !entry.endsWith('_journal.json')) continue;
    hash.update(entry).update(await readFile(path.join(migrationsFolder, entry)));
  }
  hash.update(await readFile(path.join(apiRoot, 'src', 'db', 'seed.ts')));
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
  const client = await PGlite.create();
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
  return PGlite.create({ loadDataDir: dump });
}

/** A migrated, seeded PGlite in memory, private to the caller. */
export async function openTestPglite(): Promise<DatabaseHandle> {
  const client = await PGlite.create({ loadDataDir: await pgliteTemplate() });
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
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (!TEST_DATABASE_URL) return openTestPglite();
  const database = await createPostgresDatabase();
  const handle = await openDatabase({ kind: 'postgres', url: database.url });
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
 * The API on a real database of its own. With a test context it is closed after that test;
 * otherwise the caller closes it (usually in a file-level `after`).
 */
export async function build(
  t?: TestContext,
  options: { env?: NodeJS.ProcessEnv; loggerInstance?: FastifyBaseLogger } = {},
): Promise<App> {
  const app = await buildApp({
    config: testConfig(options.env),
    database: await openTestDatabase(),
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : {}),
  });
  t?.after(() => app.close());
  return app;
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

/** A token signed by hand, to build expired, foreign or odd tokens. */
export async function craftToken(options: {
  sub: string;
  companyId: string;
  memberOf: Membership[];
  expiresAt?: number;
  secret?: string;
}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ company_id: options.companyId, memberOf: options.memberOf })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(options.sub)
    .setIssuedAt(now)
    .setExpirationTime(options.expiresAt ?? now + 3600)
    .sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
