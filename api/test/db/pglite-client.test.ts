import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openPgliteClient } from '../../src/db/pglite-client';
import { pgliteTemplate } from '../helper';

// PGlite starts with the buffers pglite-client.ts sets, not the 128 MB initdb wrote into the
// folder, which cost some 0.3-0.4 s of every API start (issue 19, item 6); and with the
// extensions the migrations created, usable at once.
test('opens with its own shared_buffers and the migrations’ extensions', async () => {
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
