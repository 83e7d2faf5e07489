import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { bankAccounts, movements, payments } from '../../../db/schema';

/** What a selected row looks like to a bulk action: enough to say why it cannot take part. */
export interface BulkRow {
  id: string;
  description: string;
  dueDate: string;
  amountCents: number;
  paidCents: number;
  bankAccountId: string | null;
  hasPayments: boolean;
}

/** The rows that stop a bulk action; the action runs only when `check` answers none. */
export type BulkCheck<Problem> = (found: BulkRow[]) => Problem[];

export type BulkOutcome<Problem> = { done: number } | { refused: Problem[] };

export interface MovementBulkRepository {
  bankAccountExists(companyId: string, id: string): Promise<boolean>;
  /**
   * Pays each row's open amount, all or nothing: the rows are locked first (FOR UPDATE), so a
   * payment made meanwhile by someone else is seen by `check`, not overpaid.
   */
  payOpen<Problem>(
    companyId: string,
    ids: string[],
    payment: { paidOn: string; bankAccountId: string | undefined },
    check: BulkCheck<Problem>,
  ): Promise<BulkOutcome<Problem>>;
  /** Deletes the rows, all or nothing, after `check` under the same locks. */
  delete<Problem>(
    companyId: string,
    ids: string[],
    check: BulkCheck<Problem>,
  ): Promise<BulkOutcome<Problem>>;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function lockRows(tx: Transaction, companyId: string, ids: string[]): Promise<BulkRow[]> {
  return tx
    .select({
      id: movements.id,
      description: movements.description,
      dueDate: movements.dueDate,
      amountCents: movements.amountCents,
      paidCents: movements.paidCents,
      bankAccountId: movements.bankAccountId,
      // Spelled out: in a one-table select Drizzle leaves columns unqualified, and the
      // subquery's own company_id and id would shadow them.
      hasPayments: sql<boolean>`exists (select 1 from payments as p where p.company_id = movements.company_id and p.movement_id = movements.id)`,
    })
    .from(movements)
    .where(and(eq(movements.companyId, companyId), inArray(movements.id, ids)))
    .orderBy(movements.id)
    .for('update');
}

export function createMovementBulkRepository(db: Database): MovementBulkRepository {
  return {
    async bankAccountExists(companyId, id) {
      const [row] = await db
        .select({ id: bankAccounts.id })
        .from(bankAccounts)
        .where(and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.id, id)));
      return row !== undefined;
    },

    async payOpen(companyId, ids, payment, check) {
      return db.transaction(async (tx) => {
        const found = await lockRows(tx, companyId, ids);
        const problems = check(found);
        if (problems.length > 0) return { refused: problems };
        // The movements first, then their payments, as a single payment is added: every writer
        // locks the totals their triggers keep in the same order (no deadlock with an estorno).
        await tx
          .update(movements)
          .set({
            paidCents: movements.amountCents,
            lastPaidOn: sql`greatest(${movements.lastPaidOn}, ${payment.paidOn}::date)`,
          })
          .where(and(eq(movements.companyId, companyId), inArray(movements.id, ids)));
        await tx.insert(payments).values(
          found.map((row) => ({
            companyId,
            movementId: row.id,
            paidOn: payment.paidOn,
            amountCents: row.amountCents - row.paidCents,
            bankAccountId: payment.bankAccountId ?? row.bankAccountId,
          })),
        );
        return { done: found.length };
      });
    },

    async delete(companyId, ids, check) {
      return db.transaction(async (tx) => {
        const found = await lockRows(tx, companyId, ids);
        const problems = check(found);
        if (problems.length > 0) return { refused: problems };
        await tx
          .delete(movements)
          .where(and(eq(movements.companyId, companyId), inArray(movements.id, ids)));
        return { done: found.length };
      });
    },
  };
}
