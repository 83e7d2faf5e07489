import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ACCENTED, UNACCENTED } from '../../../db/schema';

/**
 * The search text folded as the generated `search_name` columns are (lowercase, no accents), and
 * compared in the C collation, the one their indexes are built in. `%`, `_` and `\` are literal.
 */
export function searchNameContains(column: PgColumn, search: string): SQL {
  const literal = search.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${column} collate "C" like '%' || translate(lower(${literal}::text), ${ACCENTED}, ${UNACCENTED}) || '%'`;
}

/** The order of the setup pages, as their (company_id, search_name collate "C", id) index has it. */
export function bySearchName(searchName: PgColumn, id: PgColumn): SQL[] {
  return [sql`${searchName} collate "C"`, sql`${id}`];
}
