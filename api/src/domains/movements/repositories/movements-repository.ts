import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { movements, payments } from '../../../db/schema';
import { isForeignKeyViolation } from '../../../db/unique-violation';
import { movementScope } from './movement-columns';
import type { MovementColumns, NewMovement } from './movement-columns';
import { createMovementPaymentsRepository } from './movement-payments-repository';
import type { MovementPaymentsRepository } from './movement-payments-repository';
import { createMovementReadRepository } from './movement-read-repository';
import type { MovementReadRepository } from './movement-read-repository';
import { createMovementSeriesRepository } from './movement-series-repository';
import type { MovementSeriesRepository } from './movement-series-repository';

/**
 * The movements of a company: reads, the writes of one row, of a series and of its payments.
 * Each part lives in its own file; the service sees them as one repository.
 */
export interface MovementsRepository
  extends MovementReadRepository, MovementSeriesRepository, MovementPaymentsRepository {
  /**
   * All or none; 'reference-gone' when a referenced row was deleted meanwhile. With `firstPayment`
   * the first row is paid in full in the same transaction ("Já está pago").
   */
  createMany(
    companyId: string,
    rows: NewMovement[],
    firstPayment?: { paidOn: string; bankAccountId: string | null },
  ): Promise<string[] | 'reference-gone'>;
  /**
   * Changes the row unless the new amount is below what is already paid: 'missing', 'below-paid',
   * 'reference-gone', or the id.
   */
  update(
    companyId: string,
    id: string,
    changes: MovementColumns,
  ): Promise<string | 'missing' | 'below-paid' | 'reference-gone'>;
  /** Only a movement without payments can be deleted. */
  delete(companyId: string, id: string): Promise<'deleted' | 'missing' | 'has-payments'>;
}

/** `reader` serves the list only (see createMovementReadRepository). */
export function createMovementsRepository(
  db: Database,
  reader: Database = db,
): MovementsRepository {
  return {
    ...createMovementReadRepository(db, reader),
    ...createMovementSeriesRepository(db),
    ...createMovementPaymentsRepository(db),
    async createMany(companyId, rows, firstPayment) {
      try {
        return await db.transaction(async (tx) => {
          const inserted = await tx
            .insert(movements)
            .values(rows.map((row) => ({ ...row, companyId })))
            .returning({ id: movements.id, amountCents: movements.amountCents });
          const [first] = inserted;
          if (firstPayment && first) {
            await tx
              .update(movements)
              .set({ paidCents: first.amountCents, lastPaidOn: firstPayment.paidOn })
              .where(movementScope(companyId, first.id));
            await tx.insert(payments).values({
              companyId,
              movementId: first.id,
              paidOn: firstPayment.paidOn,
              amountCents: first.amountCents,
              bankAccountId: firstPayment.bankAccountId,
              notes: null,
            });
          }
          return inserted.map((row) => row.id);
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) return 'reference-gone';
        throw error;
      }
    },

    async update(companyId, id, changes) {
      try {
        const [row] = await db
          .update(movements)
          .set(changes)
          .where(
            and(
              movementScope(companyId, id),
              changes.amountCents === undefined
                ? undefined
                : sql`${movements.paidCents} <= ${changes.amountCents}`,
            ),
          )
          .returning({ id: movements.id });
        if (row) return row.id;
      } catch (error) {
        if (isForeignKeyViolation(error)) return 'reference-gone';
        throw error;
      }
      const [current] = await db
        .select({ id: movements.id })
        .from(movements)
        .where(movementScope(companyId, id));
      return current ? 'below-paid' : 'missing';
    },

    async delete(companyId, id) {
      const deleted = await db
        .delete(movements)
        .where(and(movementScope(companyId, id), eq(movements.paidCents, 0)))
        .returning({ id: movements.id });
      if (deleted.length > 0) return 'deleted';
      const [current] = await db
        .select({ id: movements.id })
        .from(movements)
        .where(movementScope(companyId, id));
      return current ? 'has-payments' : 'missing';
    },
  };
}
