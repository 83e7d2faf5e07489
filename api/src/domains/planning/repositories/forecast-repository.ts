import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { categories, movements } from '../../../db/schema';

/** An open amount still to come in or go out on `date`, of a category (null: none). */
export interface Flow {
  date: string;
  type: 'receita' | 'despesa';
  categoryId: string | null;
  cents: number;
}

export interface ForecastRepository {
  /**
   * What is still open of every movement due up to `until` (overdue included), summed per day,
   * type and category; only the movements planned on `bankAccountIds` when there are any, and
   * none that approval rejected.
   */
  openFlows(companyId: string, until: string, bankAccountIds: string[]): Promise<Flow[]>;
  /** Each category of the company and the one above it (null at the top). */
  categoryParents(companyId: string): Promise<Map<string, string | null>>;
}

export function createForecastRepository(db: Database): ForecastRepository {
  return {
    async openFlows(companyId, until, bankAccountIds) {
      const m = movements;
      const rows = await db
        .select({
          date: sql<string>`${m.dueDate}::text`,
          type: m.type,
          categoryId: m.categoryId,
          cents: sql<string>`sum(${m.amountCents} - ${m.paidCents})::text`,
        })
        .from(m)
        .where(
          and(
            eq(m.companyId, companyId),
            sql`${m.paidCents} < ${m.amountCents}`,
            lte(m.dueDate, until),
            // A payable refused in approval will not be paid.
            sql`${m.approvalStatus} is distinct from 'rejected'`,
            bankAccountIds.length > 0 ? inArray(m.bankAccountId, bankAccountIds) : undefined,
          ),
        )
        .groupBy(m.dueDate, m.type, m.categoryId);
      return rows.map((row) => ({
        date: row.date,
        type: row.type,
        categoryId: row.categoryId,
        cents: Number(row.cents),
      }));
    },

    async categoryParents(companyId) {
      const rows = await db
        .select({ id: categories.id, parentId: categories.parentId })
        .from(categories)
        .where(eq(categories.companyId, companyId));
      return new Map(rows.map((row) => [row.id, row.parentId]));
    },
  };
}
