import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
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
          'auto_reconcile_settings',
          'bank_accounts',
          'budget_lines',
          'budget_versions',
          'cash_scenarios',
          'categories',
          'companies',
          'company_group_members',
          'contacts',
          'cost_centers',
          'digest_sends',
          'digest_subscriptions',
          'email_change_codes',
          'email_verification_codes',
          'files',
          'fiscal_documents',
          'fiscal_settings',
          'idempotency_keys',
          'import_batches',
          'import_lines',
          'import_rules',
          'invitations',
          'memberships',
          'movement_competence_totals',
          'movement_day_totals',
          'movement_search',
          'movement_search_pending',
          'movements',
          'password_reset_tokens',
          'payment_month_totals',
          'payments',
          'pix_charges',
          'pix_notifications',
          'pix_receipts',
          'pix_refunds',
          'psp_settings',
          'reminder_sends',
          'reminder_settings',
          'reminder_steps',
          'sessions',
          'statement_csv_mappings',
          'transfers',
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

  test('should rename suppliers to contacts keeping the rows, their links and their history', async () => {
    // Migrated up to 0025 from a copy of the folder whose journal stops there, then to the end.
    const before = await mkdtemp(path.join(tmpdir(), 'fluxo-migrations-'));
    const upTo = journal.entries.findIndex((entry) => entry.tag === '0026_contacts');
    await cp(migrationsFolder, before, { recursive: true });
    await writeFile(
      path.join(before, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }),
    );
    const empty = await openEmptyDatabase();
    const handle = await empty.open();
    try {
      if (handle.kind === 'pglite') {
        const { migrate } = await import('drizzle-orm/pglite/migrator');
        await migrate(handle.db as Parameters<typeof migrate>[0], { migrationsFolder: before });
      } else {
        const { migrate } = await import('drizzle-orm/node-postgres/migrator');
        await migrate(handle.db as Parameters<typeof migrate>[0], { migrationsFolder: before });
      }
      const [company] = await handle.rows<{ id: string }>(
        sql`insert into companies (name) values ('Antes da 0026') returning id`,
      );
      const companyId = company!.id;
      const [contact] = await handle.rows<{ id: string }>(
        sql`insert into suppliers (company_id, name, document) values (${companyId}, 'Papelaria', '11222333000181') returning id`,
      );
      const [category] = await handle.rows<{ id: string }>(
        sql`insert into categories (company_id, type, code, name) values (${companyId}, 'despesa', '2', 'Despesas') returning id`,
      );
      await handle.rows(
        sql`insert into movements (company_id, type, description, amount_cents, due_date, competence_date, category_id, supplier_id)
          values (${companyId}, 'despesa', 'Papel', 1000, '2026-01-05', '2026-01-05', ${category!.id}, ${contact!.id})`,
      );

      await handle.migrate();

      const [movement] = await handle.rows<{ contact_id: string; name: string }>(
        sql`select m.contact_id, c.name from movements m
          join contacts c on c.company_id = m.company_id and c.id = m.contact_id
          where m.company_id = ${companyId}`,
      );
      assert.deepEqual(movement, { contact_id: contact!.id, name: 'Papelaria' });
      const trail = await handle.rows<{ table_name: string; keys: string[] }>(
        sql`select table_name, array(select jsonb_object_keys(after)) as keys from audit_log
          where company_id = ${companyId} and table_name in ('suppliers', 'contacts', 'movements')
          order by id`,
      );
      assert.deepEqual(
        trail.map((entry) => entry.table_name),
        ['contacts', 'movements'],
      );
      assert.ok(trail[1]!.keys.includes('contact_id') && !trail[1]!.keys.includes('supplier_id'));
      // A contact in use still cannot be deleted: the key was renamed, not dropped.
      await assert.rejects(
        handle.rows(sql`delete from contacts where company_id = ${companyId}`),
        (error: Error) => /movements_contact_fk/.test(String(error.cause)),
      );
    } finally {
      await handle.close();
      await empty.cleanup();
      await rm(before, { recursive: true, force: true });
    }
  });

  test('should only use SQL that PostgreSQL 15 understands', async () => {
    const files = journal.entries.map((entry) => path.join(migrationsFolder, `${entry.tag}.sql`));
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      // Functions and syntax newer than 15 that PGlite (PostgreSQL 18) would accept silently.
      assert.doesNotMatch(text, /uuidv7\(|\bVIRTUAL\b|NOT ENFORCED|WITHOUT OVERLAPS/i, file);
    }
  });
});
