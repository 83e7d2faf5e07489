import { and, asc, eq, ilike, like, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { categories, movements } from '../../../db/schema';
import type { CategoryRow } from '../../../db/schema';
import { createCompanyScopedRepository } from './company-scoped-repository';
import type { ScopedWrite, WritableColumns } from './company-scoped-repository';
import { isForeignKeyViolation, likePattern } from '../../../db/unique-violation';

export type NewCategory = WritableColumns<typeof categories>;
export type CategoryColumns = Partial<NewCategory>;

/** The row, 'code-taken' when the company already uses the code, null when no such row. */
export type CategoryWrite = ScopedWrite<typeof categories, 'code-taken'>;

export interface CategoriesRepository {
  /** Flat, ordered by code: the client builds the tree. */
  list(
    companyId: string,
    filter: { type?: CategoryRow['type']; active?: boolean; search?: string },
  ): Promise<CategoryRow[]>;
  find(companyId: string, id: string): Promise<CategoryRow | null>;
  hasChildren(companyId: string, id: string): Promise<boolean>;
  /** Whether a movement is filed under the category. */
  inUse(companyId: string, id: string): Promise<boolean>;
  create(companyId: string, values: NewCategory): Promise<CategoryWrite>;
  update(companyId: string, id: string, changes: CategoryColumns): Promise<CategoryWrite>;
  /**
   * 'deleted', 'missing', 'has-children' (a child came in since the check) or 'in-use' (a movement
   * refers to it: it can only be deactivated).
   */
  delete(companyId: string, id: string): Promise<'deleted' | 'missing' | 'has-children' | 'in-use'>;
  /**
   * Runs `work` in a transaction that holds the company's plano de contas lock, with a repository
   * bound to it: a tree check (parent, type, cycle) and the write it allows cannot interleave with
   * another request's. Only `tree` may be used inside (PGlite is one connection).
   */
  inTreeTransaction<T>(
    companyId: string,
    work: (tree: CategoriesRepository) => Promise<T>,
  ): Promise<T>;
}

export function createCategoriesRepository(db: Database): CategoriesRepository {
  const rows = createCompanyScopedRepository(db, categories, {
    constraint: 'categories_company_code_key',
    taken: 'code-taken',
  });
  return {
    find: rows.find,
    create: rows.create,
    update: rows.update,
    async list(companyId, { type, active, search }) {
      const conditions: (SQL | undefined)[] = [];
      if (type !== undefined) conditions.push(eq(categories.type, type));
      if (active !== undefined) conditions.push(eq(categories.active, active));
      if (search) {
        const pattern = likePattern(search);
        conditions.push(or(ilike(categories.name, pattern), like(categories.code, pattern)));
      }
      return rows.list(companyId, conditions, [asc(categories.code)]);
    },
    async hasChildren(companyId, id) {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.companyId, companyId), eq(categories.parentId, id)))
        .limit(1);
      return row !== undefined;
    },
    async inUse(companyId, id) {
      const [row] = await db
        .select({ id: movements.id })
        .from(movements)
        .where(and(eq(movements.companyId, companyId), eq(movements.categoryId, id)))
        .limit(1);
      return row !== undefined;
    },
    async delete(companyId, id) {
      // Not the shared delete: a child's foreign key is 'has-children', not 'in-use'.
      try {
        const deleted = await db
          .delete(categories)
          .where(and(eq(categories.companyId, companyId), eq(categories.id, id)))
          .returning({ id: categories.id });
        return deleted.length > 0 ? 'deleted' : 'missing';
      } catch (error) {
        if (isForeignKeyViolation(error, 'categories_parent_fk')) return 'has-children';
        if (isForeignKeyViolation(error)) return 'in-use';
        throw error;
      }
    },
    async inTreeTransaction(companyId, work) {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`categories:${companyId}`}, 0))`,
        );
        return work(createCategoriesRepository(tx));
      });
    },
  };
}
