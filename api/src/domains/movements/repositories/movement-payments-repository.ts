import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { bankAccounts, movements, payments } from '../../../db/schema';
import type { PaymentRow } from '../../../db/schema';
import { movementScope } from './movement-columns';

export interface PaymentView {
  payment: PaymentRow;
  bankAccountName: string | null;
}

export type PaymentWrite =
  | { outcome: 'paid'; payment: PaymentView }
  | { outcome: 'missing' }
  | { outcome: 'over'; openCents: number };

export interface MovementPaymentsRepository {
  payments(companyId: string, movementId: string): Promise<PaymentView[] | null>;
  /**
   * Records a payment and adds it to the movement in one transaction. The movement's paid total
   * grows by a conditional UPDATE (`paid + amount <= amount`), which PostgreSQL re-checks after
   * waiting on the row lock, so concurrent payments can never overpay it.
   */
  addPayment(
    companyId: string,
    movementId: string,
    payment: {
      paidOn: string;
      amountCents: number;
      interestCents: number;
      fineCents: number;
      discountCents: number;
      bankAccountId: string | null;
      notes: string | null;
    },
  ): Promise<PaymentWrite>;
  /** Removes a payment (estorno) and takes it off the movement in one transaction. */
  deletePayment(companyId: string, movementId: string, paymentId: string): Promise<boolean>;
}

export interface NewPayment {
  paidOn: string;
  amountCents: number;
  interestCents: number;
  fineCents: number;
  discountCents: number;
  bankAccountId: string | null;
  notes: string | null;
}

/**
 * Records a payment and adds it to the movement, inside the caller's transaction (Pix settlement
 * records its receipt in the same one). See `addPayment` for why it cannot overpay.
 */
export async function recordPayment(
  tx: Database,
  companyId: string,
  movementId: string,
  payment: NewPayment,
): Promise<PaymentWrite> {
  const [movement] = await tx
    .update(movements)
    .set({
      paidCents: sql`${movements.paidCents} + ${payment.amountCents}`,
      // greatest() skips the null of a first payment.
      lastPaidOn: sql`greatest(${movements.lastPaidOn}, ${payment.paidOn}::date)`,
    })
    .where(
      and(
        movementScope(companyId, movementId),
        sql`${movements.paidCents} + ${payment.amountCents} <= ${movements.amountCents}`,
      ),
    )
    .returning({ id: movements.id });
  if (!movement) {
    const [current] = await tx
      .select({ amount: movements.amountCents, paid: movements.paidCents })
      .from(movements)
      .where(movementScope(companyId, movementId));
    return current
      ? { outcome: 'over' as const, openCents: current.amount - current.paid }
      : { outcome: 'missing' as const };
  }
  const [row] = await tx
    .insert(payments)
    .values({ companyId, movementId, ...payment })
    .returning();
  if (!row) throw new Error(`payment of movement ${movementId} was not inserted`);
  const [account] = row.bankAccountId
    ? await tx
        .select({ name: bankAccounts.name })
        .from(bankAccounts)
        .where(and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.id, row.bankAccountId)))
    : [];
  return {
    outcome: 'paid' as const,
    payment: { payment: row, bankAccountName: account?.name ?? null },
  };
}

/**
 * Takes `cents` of a payment back (a devolução), or all of it when null or when it is the whole
 * principal (estorno: the payment row goes), inside the caller's transaction.
 */
export async function reducePayment(
  tx: Database,
  companyId: string,
  movementId: string,
  paymentId: string,
  cents: number | null,
): Promise<'missing' | 'reduced' | 'removed'> {
  const thePayment = and(
    eq(payments.companyId, companyId),
    eq(payments.id, paymentId),
    eq(payments.movementId, movementId),
  );
  const [removed] = await tx
    .select({ amountCents: payments.amountCents })
    .from(payments)
    .where(thePayment)
    .for('update');
  if (!removed) return 'missing';
  // The movement first, then the payment, as a payment is added: the totals their triggers
  // keep (movement_day_totals, movement_competence_totals, then payment_month_totals) are
  // locked in the same order by every writer, so a payment and an estorno cannot deadlock.
  const whole = cents === null || cents >= removed.amountCents;
  const taken = whole ? removed.amountCents : cents;
  await tx
    .update(movements)
    .set({
      paidCents: sql`${movements.paidCents} - ${taken}`,
      ...(whole
        ? {
            lastPaidOn: sql`(select max(${payments.paidOn}) from ${payments} where ${payments.companyId} = ${companyId} and ${payments.movementId} = ${movementId} and ${payments.id} <> ${paymentId})`,
          }
        : {}),
    })
    .where(movementScope(companyId, movementId));
  if (whole) await tx.delete(payments).where(thePayment);
  else {
    await tx
      .update(payments)
      .set({ amountCents: sql`${payments.amountCents} - ${taken}` })
      .where(thePayment);
  }
  return whole ? 'removed' : 'reduced';
}

export function createMovementPaymentsRepository(db: Database): MovementPaymentsRepository {
  return {
    async payments(companyId, movementId) {
      const [movement] = await db
        .select({ id: movements.id })
        .from(movements)
        .where(movementScope(companyId, movementId));
      if (!movement) return null;
      return db
        .select({ payment: payments, bankAccountName: bankAccounts.name })
        .from(payments)
        .leftJoin(
          bankAccounts,
          and(
            eq(bankAccounts.companyId, payments.companyId),
            eq(bankAccounts.id, payments.bankAccountId),
          ),
        )
        .where(and(eq(payments.companyId, companyId), eq(payments.movementId, movementId)))
        .orderBy(asc(payments.paidOn), asc(payments.createdAt));
    },

    async addPayment(companyId, movementId, payment) {
      return db.transaction((tx) => recordPayment(tx, companyId, movementId, payment));
    },

    async deletePayment(companyId, movementId, paymentId) {
      const result = await db.transaction((tx) =>
        reducePayment(tx, companyId, movementId, paymentId, null),
      );
      return result !== 'missing';
    },
  };
}
