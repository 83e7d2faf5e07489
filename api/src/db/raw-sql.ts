import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

// Raw SQL shared by the repositories: reading rows of either driver, and the set-based writes of
// the imports, where rows travel as one jsonb parameter (jsonb_to_recordset), never as one query
// per row or one parameter per value.

/** A transaction on the database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or a transaction on it. */
export type Runner = Database | Transaction;

/** A row of a raw query, before it is read column by column. */
export type RawRow = Record<string, unknown>;

/** The rows of a raw query. */
export async function rowsOf<Row = RawRow>(db: Runner, query: SQL): Promise<Row[]> {
  // node-postgres and PGlite both answer { rows }; drizzle types the raw result per driver.
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** int8 arrives as BigInt (PGlite) or string (pg); sums of cents stay far below 2^53. */
export const int = (value: unknown): number => Number(value ?? 0);

/** A nullable text column of a raw row. */
export const textOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

/** A value as one jsonb parameter. */
export const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** Rows per insert: one jsonb parameter of a few MB at most. */
const CHUNK = 5_000;

/** The items in slices of `size`, for inserts of one jsonb parameter each. */
export function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    out.push(items.slice(start, start + size));
  }
  return out;
}
