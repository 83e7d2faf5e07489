import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import { openTestDatabase } from '../helper';

// Issue 12 and deploy/README.md's Citus path: company tables are distributed by company_id, and
// Citus only enforces a primary or unique key that contains the distribution column, and only
// joins or references co-located rows. So every key of a company table leads with company_id,
// every foreign key between company tables carries it, and a table without company_id is one of
// the few global ones (reference tables in Citus) named here: a new table must choose.

const GLOBAL_TABLES = [
  'companies',
  'email_change_codes',
  'email_verification_codes',
  'password_reset_tokens',
  'sessions',
  'users',
];

let database: DatabaseHandle;

before(async () => {
  database = await openTestDatabase();
});

after(async () => {
  await database.close();
});

describe('distribution by company', () => {
  test('should give company_id to every table but the named global ones', async () => {
    const tables = await database.rows<{ table: string; scoped: boolean }>(sql`
      select c.relname as table,
        exists (select 1 from pg_attribute a
                where a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped) as scoped
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and c.relname not like '\\_\\_%'
      order by 1`);
    const global = tables.filter((t) => !t.scoped).map((t) => t.table);
    assert.deepEqual(global, GLOBAL_TABLES);
    assert.ok(tables.filter((t) => t.scoped).length >= 10);
  });

  test('should lead every primary and unique key of a company table with company_id', async () => {
    const keys = await database.rows<{ table: string; key: string; first: string }>(sql`
      select t.relname as table, i.relname as key, a.attname as first
      from pg_index x
      join pg_class t on t.oid = x.indrelid
      join pg_class i on i.oid = x.indexrelid
      join pg_namespace n on n.oid = t.relnamespace
      left join pg_attribute a on a.attrelid = t.oid and a.attnum = x.indkey[0]
      where n.nspname = 'public' and (x.indisunique or x.indisprimary)
        and exists (select 1 from pg_attribute c
                    where c.attrelid = t.oid and c.attname = 'company_id' and not c.attisdropped)
      order by 1, 2`);
    assert.ok(keys.length >= 10, 'the company tables have keys');
    const offenders = keys.filter((k) => k.first !== 'company_id');
    assert.deepEqual(offenders, [], 'keys that Citus could not enforce per company');
  });

  test('should carry company_id in every foreign key between company tables', async () => {
    const foreignKeys = await database.rows<{ name: string; columns: string[] }>(sql`
      select c.conname as name,
        array(select a.attname::text from unnest(c.conkey) as k(attnum)
              join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum) as columns
      from pg_constraint c
      join pg_class target on target.oid = c.confrelid
      join pg_namespace n on n.oid = target.relnamespace
      where c.contype = 'f' and n.nspname = 'public'
        and exists (select 1 from pg_attribute a
                    where a.attrelid = c.confrelid and a.attname = 'company_id' and not a.attisdropped)
        and exists (select 1 from pg_attribute a
                    where a.attrelid = c.conrelid and a.attname = 'company_id' and not a.attisdropped)
      order by 1`);
    assert.ok(foreignKeys.length > 0, 'company tables reference one another');
    const offenders = foreignKeys.filter((fk) => !fk.columns.includes('company_id'));
    assert.deepEqual(offenders, [], 'references that would cross shards');
  });
});
