import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { Rollback, transactionOr } from '../../../db/rollback';
import { pixCharges, pixReceipts, pixRefunds } from '../../../db/schema';
import { recordPayment, reducePayment } from '../../movements/public';

/** A Pix the PSP received for one of the account's charges, in cents and the company's day. */
export interface ReceivedPix {
  endToEndId: string;
  txid: string;
  receivedAt: Date;
  paidOn: string;
  principalCents: number;
  interestCents: number;
  fineCents: number;
  discountCents: number;
}

export type SettleOutcome =
  | { outcome: 'settled'; movementId: string; paymentId: string }
  | { outcome: 'replay' }
  | { outcome: 'unknown_txid' }
  | { outcome: 'over_open'; openCents: number };

export type RefundOutcome = 'reversed' | 'replay' | 'unknown';

export interface PixSettlementRepository {
  /**
   * In one transaction: the receipt (once per endToEndId: a replay or a concurrent copy finds it
   * and writes nothing), the payment on the charge's movement, and the charge marked paid.
   */
  settle(companyId: string, bankAccountId: string, pix: ReceivedPix): Promise<SettleOutcome>;
  /** Takes a devolução off the payment its Pix made, once per devolução id. */
  refund(
    companyId: string,
    endToEndId: string,
    refundId: string,
    cents: number,
  ): Promise<RefundOutcome>;
}

export function createPixSettlementRepository(db: Database): PixSettlementRepository {
  return {
    settle: (companyId, bankAccountId, pix) =>
      transactionOr<SettleOutcome>(db, async (tx) => {
        const [charge] = await tx
          .select({ id: pixCharges.id, movementId: pixCharges.movementId })
          .from(pixCharges)
          .where(
            and(
              eq(pixCharges.companyId, companyId),
              eq(pixCharges.txid, pix.txid),
              eq(pixCharges.bankAccountId, bankAccountId),
            ),
          );
        if (!charge) return { outcome: 'unknown_txid' };
        const receivedCents =
          pix.principalCents + pix.interestCents + pix.fineCents - pix.discountCents;
        const [receipt] = await tx
          .insert(pixReceipts)
          .values({
            companyId,
            endToEndId: pix.endToEndId,
            chargeId: charge.id,
            movementId: charge.movementId,
            amountCents: receivedCents,
            receivedAt: pix.receivedAt,
          })
          .onConflictDoNothing()
          .returning({ id: pixReceipts.id });
        if (!receipt) return { outcome: 'replay' };
        const paid = await recordPayment(tx, companyId, charge.movementId, {
          paidOn: pix.paidOn,
          amountCents: pix.principalCents,
          interestCents: pix.interestCents,
          fineCents: pix.fineCents,
          discountCents: pix.discountCents,
          bankAccountId,
          notes: `Pago via Pix (${pix.endToEndId})`,
        });
        // Over the open amount: the receipt goes too, so nothing of this Pix stays recorded.
        if (paid.outcome === 'over') {
          throw new Rollback<SettleOutcome>({ outcome: 'over_open', openCents: paid.openCents });
        }
        if (paid.outcome === 'missing') {
          throw new Rollback<SettleOutcome>({ outcome: 'unknown_txid' });
        }
        const paymentId = paid.payment.payment.id;
        await tx
          .update(pixReceipts)
          .set({ paymentId })
          .where(
            and(eq(pixReceipts.companyId, companyId), eq(pixReceipts.endToEndId, pix.endToEndId)),
          );
        await tx
          .update(pixCharges)
          .set({
            status: 'paid',
            endToEndId: pix.endToEndId,
            paidAt: pix.receivedAt,
            updatedAt: new Date(),
          })
          .where(and(eq(pixCharges.companyId, companyId), eq(pixCharges.id, charge.id)));
        return { outcome: 'settled', movementId: charge.movementId, paymentId };
      }),

    refund: (companyId, endToEndId, refundId, cents) =>
      db.transaction(async (tx): Promise<RefundOutcome> => {
        const theReceipt = and(
          eq(pixReceipts.companyId, companyId),
          eq(pixReceipts.endToEndId, endToEndId),
        );
        const [receipt] = await tx.select().from(pixReceipts).where(theReceipt).for('update');
        if (!receipt) return 'unknown';
        const [inserted] = await tx
          .insert(pixRefunds)
          .values({ companyId, endToEndId, refundId, amountCents: cents })
          .onConflictDoNothing()
          .returning({ id: pixRefunds.id });
        if (!inserted) return 'replay';
        const taken = Math.min(cents, receipt.amountCents - receipt.refundedCents);
        let paymentId = receipt.paymentId;
        if (paymentId && taken > 0) {
          const result = await reducePayment(tx, companyId, receipt.movementId, paymentId, taken);
          if (result !== 'reduced') paymentId = null;
        }
        await tx
          .update(pixReceipts)
          .set({ refundedCents: sql`${pixReceipts.refundedCents} + ${taken}`, paymentId })
          .where(theReceipt);
        return 'reversed';
      }),
  };
}
