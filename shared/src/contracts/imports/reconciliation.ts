import { z } from 'zod';

/**
 * An account's reconciliation status (issue 23 item 1): its last statement imported, what the bank
 * said the account held at the end of it, what Fluxo says it held that day, and what is left to
 * reconcile. Amounts in cents; dates as the company's day (YYYY-MM-DD).
 */
export const bankAccountReconciliationSchema = z
  .object({
    bank_account_id: z.uuid(),
    bank_account_name: z.string(),
    /** Null when no statement of the account was imported (or every one was undone). */
    last_statement: z
      .object({
        batch_id: z.uuid(),
        imported_at: z.iso.datetime({ offset: true }),
        file_name: z.string(),
        /** The last day the statement covers. */
        end_date: z.iso.date().nullable(),
        /** The closing balance the file states (OFX LEDGERBAL/AVAILBAL, a CSV's last SALDO). */
        balance_cents: z.number().int().nullable(),
        balance_date: z.iso.date().nullable(),
      })
      .nullable(),
    /** Saldo inicial plus what was received and minus what was paid by the account up to that day. */
    fluxo_balance_cents: z.number().int().nullable(),
    /** The statement's balance minus Fluxo's: zero is a reconciled account. */
    difference_cents: z.number().int().nullable(),
    /**
     * Movements of the account still open (not fully paid, not rejected) and due by the
     * statement's last day: what the bank should have settled and nobody has matched yet.
     */
    unreconciled_count: z.number().int(),
  })
  .meta({ id: 'BankAccountReconciliation' });
export type BankAccountReconciliation = z.infer<typeof bankAccountReconciliationSchema>;

export const bankAccountReconciliationsSchema = z
  .object({ data: z.array(bankAccountReconciliationSchema) })
  .meta({ id: 'BankAccountReconciliations' });
export type BankAccountReconciliations = z.infer<typeof bankAccountReconciliationsSchema>;
