import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  smallint,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { APPROVAL_STATUSES, CATEGORY_TYPES } from 'shared/contracts';
import { createdAt, updatedAt } from './columns';
import { companyId } from './company-id';
import { bankAccounts, categories, contacts, costCenters } from './setup';

// Movements (contas a pagar e a receber) and their payments. The status is computed, never stored
// (DESIGN.md); `paid_cents` and `last_paid_on` are kept on the movement, in the same transaction
// as each payment, so dashboards aggregate one table instead of re-adding payments per request
// (RECIPES.md measured that at ≈ 410 ms on PGlite for 100k movements).

export const movements = pgTable(
  'movements',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    type: text('type', { enum: CATEGORY_TYPES }).notNull(),
    description: text('description').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    competenceDate: date('competence_date', { mode: 'string' }).notNull(),
    lastPaidOn: date('last_paid_on', { mode: 'string' }),
    categoryId: uuid('category_id').notNull(),
    costCenterId: uuid('cost_center_id'),
    /** The counterpart: the supplier of a despesa, the client of a receita. */
    contactId: uuid('contact_id'),
    bankAccountId: uuid('bank_account_id'),
    documentNumber: text('document_number'),
    /**
     * The text filter's subject, lowered once when written: description and document number, a
     * line apart. Lowering each row as a scan read it was three quarters of that scan (0058).
     */
    searchLower: text('search_lower')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`lower(description || E'\\n' || coalesce(document_number, ''))`,
      ),
    notes: text('notes'),
    instalmentGroupId: uuid('instalment_group_id'),
    instalmentNumber: integer('instalment_number'),
    instalmentCount: integer('instalment_count'),
    recurrenceGroupId: uuid('recurrence_group_id'),
    recurrenceNumber: integer('recurrence_number'),
    recurrenceCount: integer('recurrence_count'),
    /** The statement import that created it, so 'Desfazer importação' finds it (migration 0017). */
    importBatchId: uuid('import_batch_id'),
    /** The chave de acesso of the NF-e/NFS-e it came from (issue 22): the list's search finds it. */
    fiscalKey: text('fiscal_key'),
    /**
     * Issue 22 item 4: null when the payable needs no approval; otherwise where it stands. Kept on
     * the row (not in a table of its own) because every payment path already locks and updates
     * this row: a trigger (migration 0039) refuses to raise `paid_cents` unless it is approved.
     * Each decision's who and when is also in the audit trail, as every update of a movement.
     */
    approvalStatus: text('approval_status', { enum: APPROVAL_STATUSES }),
    approvalRequestedBy: uuid('approval_requested_by'),
    approvalRequestedAt: timestamp('approval_requested_at', { withTimezone: true, mode: 'date' }),
    approvalDecidedBy: uuid('approval_decided_by'),
    approvalDecidedAt: timestamp('approval_decided_at', { withTimezone: true, mode: 'date' }),
    approvalComment: text('approval_comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    // The dashboards and the list range over one of the three dates; `id` makes the keyset unique.
    index('movements_company_due_idx').on(t.companyId, t.dueDate, t.id),
    index('movements_company_competence_idx').on(t.companyId, t.competenceDate, t.id),
    // The list sorted by valor pages through this one (both directions) instead of sorting.
    index('movements_company_amount_idx').on(t.companyId, t.amountCents, t.id),
    index('movements_company_category_idx').on(t.companyId, t.categoryId),
    // A series is looked up by its group id: a movement outside any (most, and every imported
    // one) has no entry to keep, one index insertion fewer each (migration 0025).
    index('movements_company_instalment_idx')
      .on(t.companyId, t.instalmentGroupId)
      .where(sql`${t.instalmentGroupId} is not null`),
    index('movements_company_recurrence_idx')
      .on(t.companyId, t.recurrenceGroupId)
      .where(sql`${t.recurrenceGroupId} is not null`),
    // Statement matching looks up unpaid movements by amount and due-date window (issue #10).
    index('movements_company_open_amount_idx')
      .on(t.companyId, t.amountCents, t.dueDate)
      .where(sql`${t.paidCents} = 0`),
    // The painel de vendas' open receivables (aging, inadimplência, previsão) by due date: only
    // the receitas still open, a small part of the table (migration 0023).
    index('movements_company_open_receivable_idx')
      .on(t.companyId, t.dueDate)
      .where(sql`${t.type} = 'receita' and ${t.paidCents} < ${t.amountCents}`),
    // The painel de vendas' faturamento per client by competence, which no totals table keeps: an
    // index-only scan of the receitas (migration 0024) once vacuum has marked the pages visible.
    index('movements_company_receita_competence_idx')
      .on(t.companyId, t.competenceDate, t.contactId, t.amountCents)
      .where(sql`${t.type} = 'receita'`),
    // The few payables refused in approval: the cash forecast takes what is open of them back out
    // of the day totals, which do not know approval (issue 24, item 4).
    index('movements_company_rejected_idx')
      .on(t.companyId, t.dueDate)
      .where(sql`${t.approvalStatus} = 'rejected' and ${t.paidCents} < ${t.amountCents}`),
    // The approval queue pages by due date through the few payables waiting, not the table.
    index('movements_company_pending_approval_idx')
      .on(t.companyId, t.dueDate, t.id)
      .where(sql`${t.approvalStatus} = 'pending_approval'`),
    index('movements_company_import_batch_idx')
      .on(t.companyId, t.importBatchId)
      .where(sql`${t.importBatchId} is not null`),
    // The foreign keys' other side: deleting a contact or a cost centre (an import's undo deletes
    // the ones it created) checks that no movement refers to it, a scan of the company's
    // movements per row without these (37 ms each at 200k movements on PGlite).
    index('movements_company_fiscal_key_idx')
      .on(t.companyId, t.fiscalKey)
      .where(sql`${t.fiscalKey} is not null`),
    index('movements_company_contact_idx')
      .on(t.companyId, t.contactId)
      .where(sql`${t.contactId} is not null`),
    index('movements_company_cost_center_idx')
      .on(t.companyId, t.costCenterId)
      .where(sql`${t.costCenterId} is not null`),
    // Setup rows in use cannot be deleted (only deactivated): these keys refuse it.
    // With the type: a movement always has its category's type (the dashboards rely on it), and
    // a category in use cannot change type.
    foreignKey({
      name: 'movements_category_fk',
      columns: [t.companyId, t.categoryId, t.type],
      foreignColumns: [categories.companyId, categories.id, categories.type],
    }),
    foreignKey({
      name: 'movements_cost_center_fk',
      columns: [t.companyId, t.costCenterId],
      foreignColumns: [costCenters.companyId, costCenters.id],
    }),
    foreignKey({
      name: 'movements_contact_fk',
      columns: [t.companyId, t.contactId],
      foreignColumns: [contacts.companyId, contacts.id],
    }),
    foreignKey({
      name: 'movements_bank_account_fk',
      columns: [t.companyId, t.bankAccountId],
      foreignColumns: [bankAccounts.companyId, bankAccounts.id],
    }),
    check(
      'movements_approval_status_valid',
      sql`${t.approvalStatus} in ('pending_approval', 'approved', 'rejected')`,
    ),
    check('movements_type_valid', sql`${t.type} in ('receita', 'despesa')`),
    check('movements_amount_range', sql`${t.amountCents} between 1 and 99999999999`),
    check('movements_paid_range', sql`${t.paidCents} between 0 and ${t.amountCents}`),
    check(
      'movements_instalment_valid',
      sql`(${t.instalmentGroupId} is null and ${t.instalmentNumber} is null and ${t.instalmentCount} is null) or (${t.instalmentNumber} between 1 and ${t.instalmentCount})`,
    ),
    check(
      'movements_recurrence_valid',
      sql`(${t.recurrenceGroupId} is null and ${t.recurrenceNumber} is null and ${t.recurrenceCount} is null) or (${t.recurrenceNumber} between 1 and ${t.recurrenceCount})`,
    ),
  ],
);

export const payments = pgTable(
  'payments',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    movementId: uuid('movement_id').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    /** The principal settled: what the movement's paid total, its status and the dashboards count. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    // Recorded and shown beside the principal, never added to it, so every dashboard part still
    // adds up to the movements' amounts.
    interestCents: bigint('juros_cents', { mode: 'number' }).notNull().default(0),
    fineCents: bigint('multa_cents', { mode: 'number' }).notNull().default(0),
    discountCents: bigint('desconto_cents', { mode: 'number' }).notNull().default(0),
    bankAccountId: uuid('bank_account_id'),
    notes: text('notes'),
    importBatchId: uuid('import_batch_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('payments_company_movement_idx').on(t.companyId, t.movementId),
    index('payments_company_import_batch_idx')
      .on(t.companyId, t.importBatchId)
      .where(sql`${t.importBatchId} is not null`),
    index('payments_company_paid_on_idx').on(t.companyId, t.paidOn),
    foreignKey({
      name: 'payments_movement_fk',
      columns: [t.companyId, t.movementId],
      foreignColumns: [movements.companyId, movements.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'payments_bank_account_fk',
      columns: [t.companyId, t.bankAccountId],
      foreignColumns: [bankAccounts.companyId, bankAccounts.id],
    }),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'payments_charges_not_negative',
      sql`${t.interestCents} >= 0 and ${t.fineCents} >= 0 and ${t.discountCents} >= 0`,
    ),
  ],
);

/**
 * What the dashboards read for the default view (a due-date period): the movements' amounts
 * summed per company, due date, type, category, bank account and payment state (0 unpaid,
 * 1 partly paid, 2 paid). Kept by statement triggers on `movements` in the writing transaction
 * (migration 0006), so it is never stale; a year of a 100k-movement company is a few thousand
 * rows instead of 86k. The contact and the cost centre are in the key (migration 0052), so a
 * supplier/client or cost-centre filter reads it too; a text filter and other dates read
 * `movements` itself.
 */
export const movementDayTotals = pgTable(
  'movement_day_totals',
  {
    companyId: companyId(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    type: text('type', { enum: CATEGORY_TYPES }).notNull(),
    categoryId: uuid('category_id').notNull(),
    bankAccountId: uuid('bank_account_id'),
    paidState: smallint('paid_state').notNull(),
    /** The movement's contact (client or supplier), null without one (0052). */
    contactId: uuid('contact_id'),
    /** The movement's cost centre, null without one (0052). */
    costCenterId: uuid('cost_center_id'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** What was paid of them: the list's totals (recebido, pago, em aberto) read it (0034). */
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    movements: integer('movements').notNull(),
  },
  (t) => [
    unique('movement_day_totals_key')
      .on(
        t.companyId,
        t.dueDate,
        t.type,
        t.categoryId,
        t.bankAccountId,
        t.paidState,
        t.contactId,
        t.costCenterId,
      )
      .nullsNotDistinct(),
    check('movement_day_totals_paid_state_valid', sql`${t.paidState} in (0, 1, 2)`),
  ],
);

/**
 * What the DRE and the insights read by competência (issues #11, #25): the movements' amounts per
 * company, competence month (its first day), type, category, bank account, payment state and,
 * for the unpaid, due date, kept by statement triggers on `movements` in the writing transaction
 * (migrations 0020, 0033), as movement_day_totals is. Twelve months of a 100k-movement company
 * are a few thousand rows. The contact and the cost centre are in the key and the paid part is
 * summed (0051), so the supplier/client and cost-centre filters and the painel de vendas (its
 * clients, its received part) read totals too. A text filter and the days of a period's partial
 * first or last month read `movements` itself.
 */
export const movementCompetenceTotals = pgTable(
  'movement_competence_totals',
  {
    companyId: companyId(),
    month: date('month', { mode: 'string' }).notNull(),
    type: text('type', { enum: CATEGORY_TYPES }).notNull(),
    categoryId: uuid('category_id').notNull(),
    bankAccountId: uuid('bank_account_id'),
    paidState: smallint('paid_state').notNull(),
    /**
     * The due date of the unpaid (null for the paid in full or in part): what splits the
     * insights' unpaid amounts into vencido, vence hoje and a vencer against today (migration 0033).
     */
    dueDate: date('due_date', { mode: 'string' }),
    /** The movement's contact (client or supplier), null without one (0051). */
    contactId: uuid('contact_id'),
    /** The movement's cost centre, null without one (0051). */
    costCenterId: uuid('cost_center_id'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** What was paid of them (principal): the painel's received part per month (0051). */
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    movements: integer('movements').notNull(),
  },
  (t) => [
    unique('movement_competence_totals_key')
      .on(
        t.companyId,
        t.month,
        t.type,
        t.categoryId,
        t.bankAccountId,
        t.paidState,
        t.dueDate,
        t.contactId,
        t.costCenterId,
      )
      .nullsNotDistinct(),
    check('movement_competence_totals_paid_state_valid', sql`${t.paidState} in (0, 1, 2)`),
    check('movement_competence_totals_month_first_day', sql`extract(day from ${t.month}) = 1`),
    check(
      'movement_competence_totals_due_date_unpaid',
      sql`(${t.paidState} = 0) = (${t.dueDate} is not null)`,
    ),
  ],
);

/**
 * What the DRE reads by caixa, and the accounts' balances for whole months: the payments'
 * principal per company, payment month (its first day), its movement's type, category, contact
 * and cost centre (0053), and the bank account it went through. Kept by statement triggers on
 * `payments` and on `movements` (a category, contact or cost centre changed moves its payments; a
 * movement deleted takes its payments' sums with it) in the writing transaction (migration 0020).
 */
export const paymentMonthTotals = pgTable(
  'payment_month_totals',
  {
    companyId: companyId(),
    month: date('month', { mode: 'string' }).notNull(),
    type: text('type', { enum: CATEGORY_TYPES }).notNull(),
    categoryId: uuid('category_id').notNull(),
    bankAccountId: uuid('bank_account_id'),
    /** The movement's contact (client or supplier), null without one (0053). */
    contactId: uuid('contact_id'),
    /** The movement's cost centre, null without one (0053). */
    costCenterId: uuid('cost_center_id'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /**
     * Juros + multa − desconto of the same payments: what the accounts' balances add to the
     * principal (issue 25, migration 0050). The DRE reads the principal alone.
     */
    extraCents: bigint('extra_cents', { mode: 'number' }).notNull().default(0),
    payments: integer('payments').notNull(),
  },
  (t) => [
    unique('payment_month_totals_key')
      .on(t.companyId, t.month, t.type, t.categoryId, t.bankAccountId, t.contactId, t.costCenterId)
      .nullsNotDistinct(),
    check('payment_month_totals_month_first_day', sql`extract(day from ${t.month}) = 1`),
  ],
);

/**
 * Money moved between two of the company's own accounts (issue 23, item 6): one row, not a
 * despesa and a receita. It moves both accounts' balances and stays out of the DRE and the
 * dashboards of receitas and despesas, which read movements. `import_batch_id` is the statement
 * import that registered it, so its undo takes it back.
 */
export const transfers = pgTable(
  'transfers',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    fromBankAccountId: uuid('from_bank_account_id').notNull(),
    toBankAccountId: uuid('to_bank_account_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    transferredOn: date('transferred_on', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    importBatchId: uuid('import_batch_id'),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    // The balances sum each account's side up to a day.
    index('transfers_company_from_idx').on(t.companyId, t.fromBankAccountId, t.transferredOn),
    index('transfers_company_to_idx').on(t.companyId, t.toBankAccountId, t.transferredOn),
    index('transfers_company_batch_idx')
      .on(t.companyId, t.importBatchId)
      .where(sql`${t.importBatchId} is not null`),
    foreignKey({
      name: 'transfers_from_account_fk',
      columns: [t.companyId, t.fromBankAccountId],
      foreignColumns: [bankAccounts.companyId, bankAccounts.id],
    }),
    foreignKey({
      name: 'transfers_to_account_fk',
      columns: [t.companyId, t.toBankAccountId],
      foreignColumns: [bankAccounts.companyId, bankAccounts.id],
    }),
    check('transfers_two_accounts', sql`${t.fromBankAccountId} <> ${t.toBankAccountId}`),
    check('transfers_amount_range', sql`${t.amountCents} between 1 and 99999999999`),
  ],
);

export type MovementRow = typeof movements.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
