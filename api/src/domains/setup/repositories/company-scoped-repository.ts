import { and, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { deleteUnlessReferenced, unlessTaken } from '../../../db/unique-violation';

/** A table keyed by (company_id, id), as every table of company data is (db/schema.ts). */
type CompanyScopedTable = PgTable & { companyId: PgColumn; id: PgColumn };

/** The columns a caller may write: the keys and timestamps belong to the database. */
export type WritableColumns<T extends CompanyScopedTable> = Omit<
  T['$inferInsert'],
  'id' | 'companyId' | 'createdAt' | 'updatedAt'
>;

/** The row, `Taken` when the unique key refused it (a 409 for the service), null when no such row. */
export type ScopedWrite<T extends CompanyScopedTable, Taken extends string> =
  T['$inferSelect'] | Taken | null;

export interface CompanyScopedRepository<T extends CompanyScopedTable, Taken extends string> {
  /** The company's rows that meet every condition, in `orderBy` order. */
  list(
    companyId: string,
    conditions: (SQL | undefined)[],
    orderBy: SQL[],
  ): Promise<T['$inferSelect'][]>;
  /**
   * One page of those rows, and how many there are in all. `countInline` when the conditions
   * make the database read every row anyway (a search inside names): the total then comes from
   * that same scan (`count(*) over ()`) instead of a second one.
   */
  page(
    companyId: string,
    conditions: (SQL | undefined)[],
    orderBy: SQL[],
    window: { limit: number; offset: number; countInline?: boolean },
  ): Promise<{ rows: T['$inferSelect'][]; total: number }>;
  find(companyId: string, id: string): Promise<T['$inferSelect'] | null>;
  create(companyId: string, values: WritableColumns<T>): Promise<ScopedWrite<T, Taken>>;
  update(
    companyId: string,
    id: string,
    changes: Partial<WritableColumns<T>>,
  ): Promise<ScopedWrite<T, Taken>>;
  /** 'in-use' when a movement or payment refers to the row: deactivate it instead. */
  delete(companyId: string, id: string): Promise<'deleted' | 'missing' | 'in-use'>;
}

/** The page query's extra column: no table has a column of this name. */
const INLINE_TOTAL = '__total';

/**
 * Find, create, update and delete of one company's rows of a setup table, written once: every
 * query is scoped by company id (a row of another company is "missing", never visible), and a
 * write that breaks the table's unique key comes back as `taken` instead of an error.
 */
export function createCompanyScopedRepository<T extends CompanyScopedTable, Taken extends string>(
  db: Database,
  table: T,
  unique: { constraint: string; taken: Taken },
): CompanyScopedRepository<T, Taken> {
  type Row = T['$inferSelect'];
  const scope = (companyId: string, id: string) =>
    and(eq(table.companyId, companyId), eq(table.id, id));
  // Drizzle cannot name the rows of a generic table: every result is read through these two.
  const firstOf = (rows: unknown): Row | null => (rows as Row[])[0] ?? null;
  const orTaken = (write: () => Promise<Row | null>) =>
    unlessTaken(unique.constraint, unique.taken, write);
  return {
    async list(companyId, conditions, orderBy) {
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(and(eq(table.companyId, companyId), ...conditions))
        .orderBy(...orderBy);
      return rows as Row[];
    },
    async page(companyId, conditions, orderBy, { limit, offset, countInline = false }) {
      const where = and(eq(table.companyId, companyId), ...conditions);
      if (countInline) {
        const counted = await db
          .select({
            ...getTableColumns(table as PgTable),
            [INLINE_TOTAL]: sql<number>`count(*) over ()`.mapWith(Number),
          })
          .from(table as PgTable)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset);
        const first = counted[0] as Record<string, unknown> | undefined;
        // Past the last page no row carries the total: counted below, as without a search.
        if (first) {
          const rows = counted.map(({ [INLINE_TOTAL]: _total, ...row }) => row as Row);
          return { rows, total: Number(first[INLINE_TOTAL]) };
        }
      }
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      // A page that is not full ends the list: its rows say the total, and the second scan of
      // every matching row (what a count costs on a search with few hits) is skipped.
      if (rows.length < limit && (rows.length > 0 || offset === 0)) {
        return { rows: rows as Row[], total: offset + rows.length };
      }
      const [counted] = await db
        .select({ total: count() })
        .from(table as PgTable)
        .where(where);
      return { rows: rows as Row[], total: counted?.total ?? 0 };
    },
    async find(companyId, id) {
      const found: unknown = await db
        .select()
        .from(table as PgTable)
        .where(scope(companyId, id))
        .limit(1);
      return firstOf(found);
    },
    async create(companyId, values) {
      return orTaken(async () => {
        const inserted: unknown = await db
          .insert(table)
          .values({ ...values, companyId } as T['$inferInsert'])
          .returning();
        return firstOf(inserted);
      });
    },
    async update(companyId, id, changes) {
      return orTaken(async () => {
        const updated: unknown = await db
          .update(table)
          .set(changes as Partial<T['$inferInsert']>)
          .where(scope(companyId, id))
          .returning();
        return firstOf(updated);
      });
    },
    async delete(companyId, id) {
      return deleteUnlessReferenced(async () => {
        const deleted: unknown = await db
          .delete(table)
          .where(scope(companyId, id))
          .returning({ id: table.id });
        return deleted as unknown[];
      });
    },
  };
}
