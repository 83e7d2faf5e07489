import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { openPgliteClient } from '../../src/db/pglite-client';
import { TEST_DATABASE_URL, createPostgresDatabase, pgliteTemplate } from '../helper';
import { startServer } from './server-child';

function assertNoStack(output: string): void {
  assert.doesNotMatch(output, /^\s+at .+\(.+:\d+:\d+\)$/m, 'no stack trace');
  assert.doesNotMatch(output, /"stack"/, 'no stack trace');
}

describe('server.ts refuses to start on bad configuration', () => {
  test('should exit 1 listing invalid variables', async () => {
    const server = startServer({ PORT: 'abc', JWT_SECRET: 'short' });
    assert.equal(await server.exited, 1);
    assert.match(
      server.output(),
      /^Invalid environment configuration:\n {2}- PORT: .+\n {2}- JWT_SECRET: .+$/m,
    );
    assertNoStack(server.output());
  });

  test('should exit 1 in production with the development secret', async () => {
    const server = startServer({ NODE_ENV: 'production' });
    assert.equal(await server.exited, 1);
    assert.match(server.output(), /JWT_SECRET: is required when NODE_ENV=production/);
  });

  test('should exit 1 with one clear line when PostgreSQL cannot be reached', async () => {
    const started = Date.now();
    const server = startServer({ DATABASE_URL: 'postgres://fluxo:hunter2@127.0.0.1:1/fluxo' });
    assert.equal(await server.exited, 1);
    assert.ok(Date.now() - started < 10_000, 'fails fast');
    const lines = server.output().trim().split('\n');
    assert.equal(lines.length, 1, server.output());
    const entry = JSON.parse(lines[0]!);
    assert.equal(entry.level, 60);
    assert.match(
      entry.msg,
      /^Cannot connect to PostgreSQL at fluxo@127\.0\.0\.1:1\/fluxo \(DATABASE_URL\): connect ECONNREFUSED/,
    );
    assert.doesNotMatch(server.output(), /hunter2/);
    assertNoStack(server.output());
  });
});

describe('server.ts runs and shuts down cleanly', () => {
  let dataDir: string;
  let dropDatabase: (() => Promise<void>) | undefined;
  const env: NodeJS.ProcessEnv = {};

  before(async () => {
    dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'fluxo-server-')), 'pglite');
    if (TEST_DATABASE_URL) {
      const database = await createPostgresDatabase();
      env.DATABASE_URL = database.url;
      dropDatabase = database.drop;
    } else {
      // Start from the migrated template: a fresh initdb would take seconds.
      const client = await openPgliteClient(dataDir, { loadDataDir: await pgliteTemplate() });
      await client.close();
      env.DATA_DIR = dataDir;
    }
  });

  after(async () => {
    await rm(path.dirname(dataDir), { recursive: true, force: true });
    await dropDatabase?.();
  });

  test('should answer /health, then close the database and exit 0 on SIGTERM', async () => {
    const server = startServer(env);
    const [, url] = await server.waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
    const health = await fetch(`${url}/health`);
    assert.equal(health.status, 200);
    const body = (await health.json()) as { database: string };
    assert.equal(body.database, TEST_DATABASE_URL ? 'postgres' : 'pglite');
    if (!TEST_DATABASE_URL) assert.ok(existsSync(`${dataDir}.lock`), 'holds the data folder lock');

    server.kill('SIGTERM');
    assert.equal(await server.exited, 0, server.output());
    assert.match(server.output(), /"msg":"stopped"/);
    assert.ok(!existsSync(`${dataDir}.lock`), 'released the lock');
  });

  test(
    'should refuse a second process on the same data folder',
    { skip: Boolean(TEST_DATABASE_URL) },
    async () => {
      const first = startServer(env);
      await first.waitFor(/Server listening at/);
      const second = startServer(env);
      assert.equal(await second.exited, 1);
      assert.match(second.output(), /The data folder .+ is in use by another process \(pid \d+\)/);
      assertNoStack(second.output());
      first.kill('SIGINT');
      assert.equal(await first.exited, 0, first.output());
    },
  );
});
