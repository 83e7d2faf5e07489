import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { companyId } from './company-id';
import { bankAccounts } from './setup';

// Regras de extrato (issue 23): what a company says a line means before it is asked. The rule's
// category, contact, cost centre and account are plain ids, not foreign keys: deleting a contact
// or a category must not be refused because a rule names it, and the suggestion service skips a
// rule's action that no longer points to an active row.

export const importRules = pgTable(
  'import_rules',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    /** First match wins, lowest first. Gaps are allowed; a reorder rewrites them 1..n. */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    textOperator: text('text_operator', { enum: ['contains', 'starts_with', 'regex'] }),
    text: text('text'),
    amountOperator: text('amount_operator', { enum: ['equal', 'between'] }),
    amountMinCents: bigint('amount_min_cents', { mode: 'number' }),
    amountMaxCents: bigint('amount_max_cents', { mode: 'number' }),
    direction: text('direction', { enum: ['receita', 'despesa'] }),
    bankAccountId: uuid('bank_account_id'),
    document: text('document'),
    categoryId: uuid('category_id'),
    contactId: uuid('contact_id'),
    costCenterId: uuid('cost_center_id'),
    setDescription: text('set_description'),
    ignore: boolean('ignore').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('import_rules_company_position_idx').on(t.companyId, t.position),
    check(
      'import_rules_text_operator_valid',
      sql`${t.textOperator} is null or ${t.textOperator} in ('contains', 'starts_with', 'regex')`,
    ),
    check(
      'import_rules_amount_operator_valid',
      sql`${t.amountOperator} is null or ${t.amountOperator} in ('equal', 'between')`,
    ),
    check(
      'import_rules_direction_valid',
      sql`${t.direction} is null or ${t.direction} in ('receita', 'despesa')`,
    ),
  ],
);

/** Auto-conciliação of a bank account: lines at or above the confidence come pre-accepted. */
export const autoReconcileSettings = pgTable(
  'auto_reconcile_settings',
  {
    companyId: companyId(),
    bankAccountId: uuid('bank_account_id').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    minConfidence: smallint('min_confidence').notNull().default(90),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.bankAccountId] }),
    foreignKey({
      name: 'auto_reconcile_settings_account_fk',
      columns: [t.companyId, t.bankAccountId],
      foreignColumns: [bankAccounts.companyId, bankAccounts.id],
    }).onDelete('cascade'),
    check('auto_reconcile_settings_confidence_range', sql`${t.minConfidence} between 50 and 100`),
  ],
);

export type ImportRuleRow = typeof importRules.$inferSelect;
