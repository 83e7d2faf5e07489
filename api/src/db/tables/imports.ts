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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CsvMapping } from 'shared/contracts';
import { createdAt, updatedAt } from './columns';
import { companyId } from './company-id';
import { bankAccounts } from './setup';

// Bank statement imports (issue #10). A batch is one confirmed file; every movement and payment it
// created carries its id, so undo is one transaction. `import_lines` remembers each confirmed line
// by its dedupe key (FITID or computed), unique per company and bank account: a line imported once
// is a duplicate the next time, whichever file it comes in.

/**
 * `reconcile`: the line is a payment already recorded (a Pix the PSP's webhook settled before the
 * statement came): the line points at that payment and writes none (issue 21, item 7).
 */
export const IMPORT_LINE_ACTIONS = ['pay', 'create', 'ignore', 'reconcile', 'transfer'] as const;
/**
 * A batch is a bank statement (one account, its lines in `import_lines`) or a spreadsheet of
 * movements (migration 0022: each row names its own account, so none on the batch; the
 * suppliers, clients and cost centres it created carry its id as its movements do), or fiscal
 * notes (NF-e/NFS-e XMLs or a ZIP of them, issue 22: no account either).
 */
export const IMPORT_BATCH_KINDS = ['statement', 'spreadsheet', 'fiscal'] as const;

export const importBatches = pgTable(
  'import_batches',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    kind: text('kind', { enum: IMPORT_BATCH_KINDS }).notNull().default('statement'),
    bankAccountId: uuid('bank_account_id'),
    createdBy: uuid('created_by').notNull(),
    fileName: text('file_name').notNull(),
    fileSha256: text('file_sha256').notNull(),
    fileBytes: integer('file_bytes').notNull(),
    format: text('format', { enum: ['ofx', 'csv', 'xlsx', 'xml', 'zip'] }).notNull(),
    paidCount: integer('paid_count').notNull(),
    createdCount: integer('created_count').notNull(),
    ignoredCount: integer('ignored_count').notNull(),
    duplicateCount: integer('duplicate_count').notNull(),
    /** Lines recognised as payments already recorded (a Pix settled by the PSP's webhook). */
    reconciledCount: integer('reconciled_count').notNull().default(0),
    /** Lines that are transfers between the company's own accounts (issue 23, item 6). */
    transferCount: integer('transfer_count').notNull().default(0),
    /** Spreadsheet rows left out for their errors, and what the batch registered besides. */
    rejectedCount: integer('rejected_count').notNull().default(0),
    contactsCreated: integer('contacts_created').notNull().default(0),
    costCentersCreated: integer('cost_centers_created').notNull().default(0),
    /**
     * A statement's closing balance as the bank wrote it (OFX LEDGERBAL/AVAILBAL, a CSV's last
     * SALDO line) and its day, and the last day the statement covers: the reconciliation compares
     * the bank's balance with Fluxo's on that day. Null for a file that states none.
     */
    statementBalanceCents: bigint('statement_balance_cents', { mode: 'number' }),
    statementBalanceDate: date('statement_balance_date', { mode: 'string' }),
    statementEndDate: date('statement_end_date', { mode: 'string' }),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'date' }),
    undoneBy: uuid('undone_by'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('import_batches_company_created_idx').on(t.companyId, t.createdAt),
    // Each account's latest statement, for its reconciliation status.
    index('import_batches_account_created_idx').on(t.companyId, t.bankAccountId, t.createdAt),
    foreignKey({
      name: 'import_batches_bank_account_fk',
      columns: [t.companyId, t.bankAccountId],
      foreignColumns: [bankAccounts.companyId, bankAccounts.id],
    }),
    check('import_batches_format_valid', sql`${t.format} in ('ofx', 'csv', 'xlsx', 'xml', 'zip')`),
    check('import_batches_kind_valid', sql`${t.kind} in ('statement', 'spreadsheet', 'fiscal')`),
    // A statement is always of one account; a spreadsheet's rows name theirs.
    check(
      'import_batches_statement_account',
      sql`${t.kind} <> 'statement' or ${t.bankAccountId} is not null`,
    ),
  ],
);

export const importLines = pgTable(
  'import_lines',
  {
    companyId: companyId(),
    bankAccountId: uuid('bank_account_id').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    batchId: uuid('batch_id').notNull(),
    action: text('action', { enum: IMPORT_LINE_ACTIONS }).notNull(),
    // No foreign keys: undo must notice a movement or payment removed by hand since.
    movementId: uuid('movement_id'),
    paymentId: uuid('payment_id'),
    description: text('description').notNull(),
    /**
     * The line's signed amount and day (migration 0043; null on lines imported before): the other
     * account's statement pairs its opposite line with this one as a transfer.
     */
    amountCents: bigint('amount_cents', { mode: 'number' }),
    postedOn: date('posted_on', { mode: 'string' }),
    /** The transfer this line is (action `transfer`). */
    transferId: uuid('transfer_id'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.bankAccountId, t.dedupeKey] }),
    index('import_lines_company_batch_idx').on(t.companyId, t.batchId),
    // Pairing looks for an ignored line of another account, same day, opposite amount.
    index('import_lines_company_ignored_day_idx')
      .on(t.companyId, t.postedOn, t.amountCents)
      .where(sql`${t.action} = 'ignore' and ${t.postedOn} is not null`),
    // A payment already recorded is offered to a line only while no line is it.
    index('import_lines_company_payment_idx')
      .on(t.companyId, t.paymentId)
      .where(sql`${t.paymentId} is not null`),
    // One line per account per transfer: two lines of one statement never claim the same one.
    uniqueIndex('import_lines_company_transfer_key')
      .on(t.companyId, t.transferId, t.bankAccountId)
      .where(sql`${t.transferId} is not null`),
    foreignKey({
      name: 'import_lines_batch_fk',
      columns: [t.companyId, t.batchId],
      foreignColumns: [importBatches.companyId, importBatches.id],
    }),
    check(
      'import_lines_action_valid',
      sql`${t.action} in ('pay', 'create', 'ignore', 'reconcile', 'transfer')`,
    ),
    check(
      'import_lines_transfer_linked',
      sql`(${t.action} = 'transfer') = (${t.transferId} is not null)`,
    ),
  ],
);

/**
 * The CSV columns a user chose for a bank account's statements, applied to the next CSV of that
 * account (each bank exports its own layout). One row per account; replaced on each import.
 */
export const statementCsvMappings = pgTable(
  'statement_csv_mappings',
  {
    companyId: companyId(),
    bankAccountId: uuid('bank_account_id').notNull(),
    mapping: jsonb('mapping').$type<CsvMapping>().notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.bankAccountId] }),
    foreignKey({
      name: 'statement_csv_mappings_bank_account_fk',
      columns: [t.companyId, t.bankAccountId],
      foreignColumns: [bankAccounts.companyId, bankAccounts.id],
    }).onDelete('cascade'),
  ],
);

export type ImportBatchRow = typeof importBatches.$inferSelect;
