import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PIX_CHARGE_STATUSES, PIX_WEBHOOK_OUTCOMES } from 'shared/contracts';
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
    /** A charge made at the PSP (API Pix `/cob` or `/cobv`): its `location`; null when static. */
    pspLocation: text('psp_location'),
    /** Which API Pix resource holds it: `cob` (immediate) or `cobv` (with a due date). */
    pspKind: text('psp_kind', { enum: ['cob', 'cobv'] }),
    /**
     * The multa (% of the amount, in basis points) and juros (% a month, calendar days) the `/cobv`
     * was made with: the PSP charges those whatever the account's settings say later, so the
     * payer's page shows these. Null on a static or `/cob` charge, which carry none.
     */
    fineBasisPoints: integer('fine_basis_points'),
    interestBasisPointsMonth: integer('interest_basis_points_month'),
    /**
     * The due date the `/cobv` was made with (`calendario.dataDeVencimento`): the PSP counts juros
     * from it, so a receivable whose due date moves gets a new charge. Null on other charges.
     */
    pspDueDate: date('psp_due_date', { mode: 'string' }),
    /** The Pix that paid it (API Pix `endToEndId`), when the PSP's webhook said so. */
    endToEndId: text('end_to_end_id'),
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
    // A statement line names a charge by its txid, and some banks upper-case the memo: the
    // import looks txids up upper-cased (issue 21, item 7).
    index('pix_charges_company_upper_txid_idx').on(t.companyId, sql`upper(${t.txid})`),
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

// Settlement through a PSP (issue 21 item 4): a bank account's credentials at its PSP, encrypted
// (adapters/secret-box.ts, bound to company, account and field), never sent back by the API.
export const pspSettings = pgTable(
  'psp_settings',
  {
    companyId: companyId(),
    /** The audit trail's row id. */
    id: uuid('id').notNull().defaultRandom(),
    bankAccountId: uuid('bank_account_id').notNull(),
    baseUrl: text('base_url').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretSealed: text('client_secret_sealed').notNull(),
    certificateSealed: text('certificate_sealed'),
    privateKeySealed: text('private_key_sealed'),
    /** The random part of the webhook URL the PSP is given: whoever knows it may notify. */
    webhookSecretSealed: text('webhook_secret_sealed').notNull(),
    /** Multa after the due date, in basis points of the amount (200 = 2%): `/cobv` when set. */
    fineBasisPoints: integer('fine_basis_points'),
    /** Juros per month after the due date, in basis points (100 = 1% a.m.). */
    interestBasisPointsMonth: integer('interest_basis_points_month'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.bankAccountId] }),
    unique('psp_settings_company_id_key').on(t.companyId, t.id),
    check(
      'psp_settings_rates_valid',
      sql`coalesce(${t.fineBasisPoints}, 0) between 0 and 10000
      and coalesce(${t.interestBasisPointsMonth}, 0) between 0 and 10000`,
    ),
    foreignKey({
      name: 'psp_settings_bank_account_fk',
      columns: [t.companyId, t.bankAccountId],
      foreignColumns: [bankAccounts.companyId, bankAccounts.id],
    }).onDelete('cascade'),
  ],
);

export type PspSettingsRow = typeof pspSettings.$inferSelect;

// Each Pix the PSP said it received, once: the key is its endToEndId, so a replayed or
// concurrent notification of the same Pix finds the row and settles nothing more.
export const pixReceipts = pgTable(
  'pix_receipts',
  {
    companyId: companyId(),
    endToEndId: text('end_to_end_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    chargeId: uuid('charge_id').notNull(),
    movementId: uuid('movement_id').notNull(),
    /** The payment it recorded; null once a devolução took all of it back. */
    paymentId: uuid('payment_id'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.endToEndId] }),
    unique('pix_receipts_company_id_key').on(t.companyId, t.id),
    index('pix_receipts_company_charge_idx').on(t.companyId, t.chargeId),
    // The statement import finds a received Pix by the endToEndId in a line's memo, which some
    // banks upper-case while its last 11 characters are mixed case (issue 21, item 7).
    index('pix_receipts_company_upper_end_to_end_idx').on(t.companyId, sql`upper(${t.endToEndId})`),
    // The movements list marks each row a Pix paid ('Pago via Pix') with a lookup by movement.
    index('pix_receipts_company_movement_idx').on(t.companyId, t.movementId),
    check(
      'pix_receipts_amounts_valid',
      sql`${t.amountCents} > 0 and ${t.refundedCents} between 0 and ${t.amountCents}`,
    ),
    foreignKey({
      name: 'pix_receipts_charge_fk',
      columns: [t.companyId, t.chargeId],
      foreignColumns: [pixCharges.companyId, pixCharges.id],
    }).onDelete('cascade'),
  ],
);

// Each devolução of a received Pix, once (its id is ours or the PSP's, unique per Pix).
export const pixRefunds = pgTable(
  'pix_refunds',
  {
    companyId: companyId(),
    endToEndId: text('end_to_end_id').notNull(),
    refundId: text('refund_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.endToEndId, t.refundId] }),
    unique('pix_refunds_company_id_key').on(t.companyId, t.id),
    check('pix_refunds_amount_positive', sql`${t.amountCents} > 0`),
    foreignKey({
      name: 'pix_refunds_receipt_fk',
      columns: [t.companyId, t.endToEndId],
      foreignColumns: [pixReceipts.companyId, pixReceipts.endToEndId],
    }).onDelete('cascade'),
  ],
);

export const PIX_NOTIFICATION_STATUSES = ['pending', 'processing', 'done', 'failed'] as const;

// The PSP's webhook notifications as they arrived (issue 21): written, then answered, then
// settled from here. The PSP hears back in milliseconds whatever the load, and a Pix noted here
// is settled even if the API stops right after answering (the next drain picks it up). Not a
// ledger: the payments and receipts it leads to are, and they are audited.
export const pixNotifications = pgTable(
  'pix_notifications',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    bankAccountId: uuid('bank_account_id').notNull(),
    endToEndId: text('end_to_end_id').notNull(),
    /** The Pix as the PSP notified it (`pix[i]` of API Pix's webhook body). */
    notified: jsonb('notified').notNull(),
    status: text('status', { enum: PIX_NOTIFICATION_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not before: a PSP that was unreachable is asked again later, further apart each time. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    /** When a drain took it; a claim older than the lease died with its process. */
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    outcome: text('outcome', { enum: PIX_WEBHOOK_OUTCOMES }),
    refundsApplied: integer('refunds_applied').notNull().default(0),
    message: text('message'),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    // What a drain looks for: only the rows not yet done, so the index stays small.
    index('pix_notifications_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'processing')`),
    index('pix_notifications_company_end_to_end_idx').on(t.companyId, t.endToEndId),
    index('pix_notifications_created_idx').on(t.createdAt),
    check(
      'pix_notifications_status_valid',
      sql`${t.status} in ('pending', 'processing', 'done', 'failed')`,
    ),
    foreignKey({
      name: 'pix_notifications_bank_account_fk',
      columns: [t.companyId, t.bankAccountId],
      foreignColumns: [bankAccounts.companyId, bankAccounts.id],
    }).onDelete('cascade'),
  ],
);

export type PixNotificationRow = typeof pixNotifications.$inferSelect;
