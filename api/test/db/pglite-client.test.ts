import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { openPgliteClient, sharedBuffersFor } from '../../src/db/pglite-client';
import { pgliteTemplate } from '../helper';

// A database in memory starts with the buffers pglite-client.ts sets, not the 128 MB initdb
// wrote, which cost some 0.3 s of every open; a folder opens with initdb's until its first close
// sizes them (below). Both with the extensions the migrations created, usable at once.
test('opens in memory with its own shared_buffers and the migrations’ extensions', async () => {
  const client = await openPgliteClient(undefined, { loadDataDir: await pgliteTemplate() });
  try {
    const { rows } = await client.query<{ shared_buffers: string }>('show shared_buffers');
    assert.equal(rows[0]?.shared_buffers, '32MB');
    const similar = await client.query<{ ok: boolean }>(
      `select 'energia elétrica' ilike '%energia%' and similarity('energia', 'energia') = 1 as ok`,
    );
    assert.equal(similar.rows[0]?.ok, true);
  } finally {
    await client.close();
  }
});

test('opens a folder with the buffers initdb wrote into it', async () => {
  const parent = await mkdtemp(path.join(os.tmpdir(), 'fluxo-pglite-client-'));
  try {
    const dataDir = path.join(parent, 'data');
    const client = await openPgliteClient(dataDir, { loadDataDir: await pgliteTemplate() });
    try {
      const { rows } = await client.query<{ shared_buffers: string }>('show shared_buffers');
      assert.equal(rows[0]?.shared_buffers, '128MB');
    } finally {
      await client.close();
    }
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
});

// PGlite touches every page of its buffers at each start (pglite-client.ts): a folder's buffers
// follow its database, set at close for the next start.
test('sizes a folder’s buffers to its database when it closes, for the next start', async () => {
  const parent = await mkdtemp(path.join(os.tmpdir(), 'fluxo-pglite-buffers-'));
  try {
    const dataDir = path.join(parent, 'data');
    const seeded = await openPgliteClient(dataDir, { loadDataDir: await pgliteTemplate() });
    await seeded.close();
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    const [before] = await handle.rows<{ shared_buffers: string }>(sql`show shared_buffers`);
    assert.equal(before?.shared_buffers, '128MB', 'a running postgres keeps its buffers');
    await handle.close();

    const reopened = await openPgliteClient(dataDir);
    try {
      const { rows } = await reopened.query<{ shared_buffers: string; bytes: string }>(
        `select current_setting('shared_buffers') as shared_buffers,
          pg_database_size(current_database())::text as bytes`,
      );
      // The migrated template is far under 21 MB, so the smallest size holds it.
      assert.ok(Number(rows[0]?.bytes) < 21 * 1024 * 1024);
      assert.equal(rows[0]?.shared_buffers, '32MB');
    } finally {
      await reopened.close();
    }
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
});

test('a database gets the smallest of 32, 64 and 128 MB that holds it one and a half times', () => {
  const MB = 1024 * 1024;
  assert.equal(sharedBuffersFor(0), '32MB');
  assert.equal(sharedBuffersFor(21 * MB), '32MB');
  assert.equal(sharedBuffersFor(22 * MB), '64MB');
  assert.equal(sharedBuffersFor(42 * MB), '64MB');
  assert.equal(sharedBuffersFor(43 * MB), '128MB');
  assert.equal(sharedBuffersFor(3 * 1024 * MB), '128MB');
});
