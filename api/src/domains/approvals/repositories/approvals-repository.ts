import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { Rollback, transactionOr } from '../../../db/rollback';
import {
  movementBankAccountJoin,
  movementCategoryJoin,
  movementContactJoin,
} from '../../movements/public';
import {
  bankAccounts,
  categories,
  companies,
  contacts,
  movements,
  users,
} from '../../../db/schema';

/** One payable in the queue, with the names the screen shows. */
export interface QueueRow {
  id: string;
  description: string;
  amountCents: number;
  dueDate: string;
  supplier: string | null;
  category: string;
  bankAccount: string | null;
  requestedBy: string | null;
  requestedAt: Date | null;
}

export interface Decision {
  status: 'approved' | 'rejected';
  userId: string;
  comment: string | null;
}

export type DecisionOutcome = { done: number } | { notWaiting: string[] };

export interface ApprovalsRepository {
  thresholdCents(companyId: string): Promise<number | null>;
  saveThreshold(companyId: string, cents: number | null): Promise<void>;
  /** One page by (due date, id), `limit + 1` rows to know whether more follow. */
  queue(
    companyId: string,
    after: { dueDate: string; id: string } | undefined,
    limit: number,
  ): Promise<QueueRow[]>;
  count(companyId: string): Promise<number>;
  /** How many wait and how much they add up to: the daily digest's line for approvers. */
  awaitingApproval(companyId: string): Promise<{ count: number; totalCents: number }>;
  /**
   * Approves or rejects every one of `ids`, all or nothing: only payables of the company that
   * still wait are decided; otherwise nothing is written and the ids that do not wait come back
   * (decided meanwhile by someone else, or another company's, which reads as not found).
   */
  decide(companyId: string, ids: string[], decision: Decision): Promise<DecisionOutcome>;
}

const waiting = (companyId: string) =>
  and(eq(movements.companyId, companyId), eq(movements.approvalStatus, 'pending_approval'));

export function createApprovalsRepository(db: Database): ApprovalsRepository {
  return {
    async thresholdCents(companyId) {
      const [row] = await db
        .select({ cents: companies.paymentApprovalThresholdCents })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row?.cents ?? null;
    },

    async saveThreshold(companyId, cents) {
      await db
        .update(companies)
        .set({ paymentApprovalThresholdCents: cents })
        .where(eq(companies.id, companyId));
    },

    async queue(companyId, after, limit) {
      return db
        .select({
          id: movements.id,
          description: movements.description,
          amountCents: movements.amountCents,
          dueDate: movements.dueDate,
          supplier: contacts.name,
          category: categories.name,
          bankAccount: bankAccounts.name,
          requestedBy: users.name,
          requestedAt: movements.approvalRequestedAt,
        })
        .from(movements)
        .innerJoin(categories, movementCategoryJoin)
        .leftJoin(contacts, movementContactJoin)
        .leftJoin(bankAccounts, movementBankAccountJoin)
        .leftJoin(users, eq(users.id, movements.approvalRequestedBy))
        .where(
          and(
            waiting(companyId),
            after === undefined
              ? undefined
              : or(
                  gt(movements.dueDate, after.dueDate),
                  and(eq(movements.dueDate, after.dueDate), gt(movements.id, after.id)),
                ),
          ),
        )
        .orderBy(asc(movements.dueDate), asc(movements.id))
        .limit(limit + 1);
    },

    async count(companyId) {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(movements)
        .where(waiting(companyId));
      return row?.total ?? 0;
    },

    async awaitingApproval(companyId) {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          totalCents: sql<number>`coalesce(sum(${movements.amountCents}), 0)::float8`,
        })
        .from(movements)
        .where(waiting(companyId));
      return { count: row?.count ?? 0, totalCents: row?.totalCents ?? 0 };
    },

    async decide(companyId, ids, decision) {
      return transactionOr<DecisionOutcome>(db, async (tx) => {
        const decided = await tx
          .update(movements)
          .set({
            approvalStatus: decision.status,
            approvalDecidedBy: decision.userId,
            approvalDecidedAt: sql`now()`,
            approvalComment: decision.comment,
          })
          .where(and(waiting(companyId), inArray(movements.id, ids)))
          .returning({ id: movements.id });
        if (decided.length === new Set(ids).size) return { done: decided.length };
        const done = new Set(decided.map((row) => row.id));
        // Undoes the decisions just written: the call is all or nothing.
        throw new Rollback({ notWaiting: ids.filter((id) => !done.has(id)) });
      });
    },
  };
}
