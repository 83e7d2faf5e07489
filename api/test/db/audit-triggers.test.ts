import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import { openTestDatabase } from '../helper';

// Issue 12's audit trail is kept by triggers: a company table without them would be written
// without a trace. Every table holding company data has the three (insert, update, delete), but
// the derived totals (per day, and the DRE's per month), the trail itself, the stored answers
// of idempotent writes (each is a copy of an answer to a write the trail already records), and
// the PSP's webhook notifications as they arrived (the receipts and payments they lead to are
// in the trail; auditing the notes as well would triple a burst's writes on the webhook's path),
// and the orçamento's versions (each save's changed cells, who and when: a trail of its own), and
// the text filter's index and its queue (copies of the movements' text, which the trail records).

const NOT_AUDITED = [
  'audit_log',
  'budget_versions',
  'idempotency_keys',
  'movement_competence_totals',
  'movement_day_totals',
  'movement_search',
  'movement_search_pending',
  'payment_month_totals',
  'pix_notifications',
];

let database: DatabaseHandle;

before(async () => {
  database = await openTestDatabase();
});

after(async () => {
  await database.close();
});

test('should audit inserts, updates and deletes of every company table', async () => {
  const tables = await database.rows<{ table: string; triggers: string[] }>(sql`
    select c.relname as table,
      array(select t.tgname::text from pg_trigger t
            where t.tgrelid = c.oid and t.tgname like 'audit\\_%' order by 1) as triggers
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'
      and (c.relname = 'companies' or exists (
        select 1 from pg_attribute a
        where a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped))
    order by 1`);
  const missing = tables
    .filter((t) => !NOT_AUDITED.includes(t.table))
    .filter((t) => t.triggers.join() !== 'audit_delete,audit_insert,audit_update')
    .map((t) => t.table);
  assert.deepEqual(missing, [], 'company tables written without an audit trail');
  assert.ok(tables.length >= 11);
});
