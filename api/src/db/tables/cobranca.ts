import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PIX_CHARGE_STATUSES } from 'shared/contracts';
import { createdAt, updatedAt } from './columns';
import { companyId } from './company-id';
import { movements } from './movements';
import { bankAccounts } from './setup';

// Cobrança (issue 21). A Pix charge asks for a receivable's open amount with a BR Code; a movement
// has at most one active charge, and a new one (another amount, another account) replaces it.
export const pixCharges = pgTable(
  'pix_charges',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    movementId: uuid('movement_id').notNull(),
    /** 1 for a movement's first charge, then one more for each that replaces it: part of the txid. */
    version: integer('version').notNull(),
    txid: text('txid').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    bankAccountId: uuid('bank_account_id').notNull(),
    /** The key as the BR Code names it, kept as it was: the account's key may change later. */
    pixKey: text('pix_key').notNull(),
    brCode: text('br_code').notNull(),
    /**
     * The payer's link (`/cobranca/:token`), no sign-in needed: the company's id and 192 random
     * bits, base64url (domains/cobranca/services/charge-token.ts). The id in it lets the page's
     * one lookup stay inside the company, as every other (and as Citus wants).
     */
    token: text('token').notNull(),
    status: text('status', { enum: PIX_CHARGE_STATUSES }).notNull().default('active'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    // The statement import and the PSP find a charge by its txid.
    unique('pix_charges_company_txid_key').on(t.companyId, t.txid),
    unique('pix_charges_company_movement_version_key').on(t.companyId, t.movementId, t.version),
    uniqueIndex('pix_charges_company_active_movement_key')
      .on(t.companyId, t.movementId)
      .where(sql`${t.status} = 'active'`),
    unique('pix_charges_company_token_key').on(t.companyId, t.token),
    index('pix_charges_company_bank_account_idx').on(t.companyId, t.bankAccountId),
    check('pix_charges_amount_positive', sql`${t.amountCents} > 0`),
    check('pix_charges_status_valid', sql`${t.status} in ('active', 'paid', 'cancelled')`),
    foreignKey({
      name: 'pix_charges_movement_fk',
      columns: [t.companyId, t.movementId],
      foreignColumns: [movements.companyId, movements.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'pix_charges_bank_account_fk',
      columns: [t.companyId, t.bankAccountId],
      foreignColumns: [bankAccounts.companyId, bankAccounts.id],
    }),
  ],
);

export type PixChargeRow = typeof pixCharges.$inferSelect;
