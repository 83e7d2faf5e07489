import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { int, rowsOf } from '../../../db/raw-sql';
import { categories, movementDayTotals, movements } from '../../../db/schema';

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
      // The day totals (kept by triggers, a few thousand rows a year) hold what is open per due
      // day, type, category and account; the payables refused in approval, which they do not
      // tell apart, come back out from the movements themselves (a partial index of a few rows).
      const t = movementDayTotals;
      const m = movements;
      const accounts = (column: typeof t.bankAccountId | typeof m.bankAccountId) =>
        bankAccountIds.length > 0 ? sql`and ${inArray(column, bankAccountIds)}` : sql``;
      const rows = await rowsOf<{
        day: string;
        type: Flow['type'];
        category_id: string;
        cents: unknown;
      }>(
        db,
        sql`select day, type, category_id, sum(cents)::text as cents from (
              select ${t.dueDate}::text as day, ${t.type} as type, ${t.categoryId} as category_id,
                ${t.amountCents} - ${t.paidCents} as cents
              from ${t}
              where ${t.companyId} = ${companyId} and ${t.paidState} < 2 and ${t.dueDate} <= ${until}
                ${accounts(t.bankAccountId)}
              union all
              select ${m.dueDate}::text, ${m.type}, ${m.categoryId}, -(${m.amountCents} - ${m.paidCents})
              from ${m}
              where ${m.companyId} = ${companyId} and ${m.approvalStatus} = 'rejected'
                and ${m.paidCents} < ${m.amountCents} and ${m.dueDate} <= ${until}
                ${accounts(m.bankAccountId)}
            ) open group by day, type, category_id having sum(cents) <> 0`,
      );
      return rows.map((row) => ({
        date: row.day,
        type: row.type,
        categoryId: row.category_id,
        cents: int(row.cents),
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
