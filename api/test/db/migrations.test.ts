import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { createPgliteHandle, openDatabase } from '../../src/db/client';
import type { DatabaseHandle } from '../../src/db/client';
import { migrationsFolder } from '../../src/paths';
import { TEST_DATABASE_URL, createPostgresDatabase, openEmptyPglite } from '../helper';

const journal: { entries: { tag: string }[] } = JSON.parse(
  await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
);

/** An empty database of the suite's kind: no tables at all. */
async function openEmptyDatabase(): Promise<{
  open: () => Promise<DatabaseHandle>;
  cleanup: () => Promise<void>;
}> {
  if (TEST_DATABASE_URL) {
    const database = await createPostgresDatabase();
    return {
      open: () => openDatabase({ kind: 'postgres', url: database.url }),
      cleanup: database.drop,
    };
  }
  const client = await openEmptyPglite();
  return { open: () => createPgliteHandle(client), cleanup: async () => {} };
}

async function appliedCount(handle: DatabaseHandle): Promise<number> {
  const [row] = await handle.rows<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return row?.n ?? 0;
}

describe('migrations', () => {
  test('should create the schema on an empty database, and change nothing the second time', async () => {
    const empty = await openEmptyDatabase();
    const handle = await empty.open();
    try {
      await handle.migrate();
      assert.equal(await appliedCount(handle), journal.entries.length);
      const tables = await handle.rows<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      assert.deepEqual(
        tables.map((t) => t.table_name),
        [
          'audit_log',
          'bank_accounts',
          'categories',
          'companies',
          'cost_centers',
          'email_change_codes',
          'email_verification_codes',
          'files',
          'import_batches',
          'import_lines',
          'invitations',
          'memberships',
          'movement_competence_totals',
          'movement_day_totals',
          'movements',
          'password_reset_tokens',
          'payment_month_totals',
          'payments',
          'sessions',
          'statement_csv_mappings',
          'suppliers',
          'users',
        ],
      );

      await handle.migrate();
      assert.equal(await appliedCount(handle), journal.entries.length);
    } finally {
      await handle.close();
      await empty.cleanup();
    }
  });

  test(
    'should let several instances migrate one PostgreSQL at once (advisory lock)',
    { skip: !TEST_DATABASE_URL && 'PostgreSQL only: PGlite is one process' },
    async () => {
      const empty = await openEmptyDatabase();
      const handles = await Promise.all([empty.open(), empty.open(), empty.open()]);
      try {
        await Promise.all(handles.map((handle) => handle.migrate()));
        assert.equal(await appliedCount(handles[0]!), journal.entries.length);
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
        await empty.cleanup();
      }
    },
  );

  test('should only use SQL that PostgreSQL 15 understands', async () => {
    const files = journal.entries.map((entry) => path.join(migrationsFolder, `${entry.tag}.sql`));
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      // Functions and syntax newer than 15 that PGlite (PostgreSQL 18) would accept silently.
      assert.doesNotMatch(text, /uuidv7\(|\bVIRTUAL\b|NOT ENFORCED|WITHOUT OVERLAPS/i, file);
    }
  });
});
