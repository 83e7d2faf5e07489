import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { openPgliteClient } from '../../src/db/pglite-client';
import { pgliteTemplate } from '../helper';

// A database in memory starts with the buffers pglite-client.ts sets, not the 128 MB initdb
// wrote, which cost some 0.3 s of every open; a folder keeps them. Both with the extensions the
// migrations created, usable at once.
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
