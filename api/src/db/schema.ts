import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
  smallint,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BANK_ACCOUNT_TYPES,
  CATEGORY_TYPES,
  DRE_GROUPS,
  MEMBER_ROLES,
  PIX_KEY_TYPES,
} from 'shared/contracts';
import type { CsvMapping } from 'shared/contracts';

// One schema for PGlite and PostgreSQL 15: nothing newer than PostgreSQL 15 in here (RECIPES.md).
// Every table that holds company data carries `company_id` in its keys, so the schema can later be
// distributed by company (Citus). `users` is global: a person can belong to several companies.

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Stored lowercased (the check below guarantees it) so the unique index is case-insensitive.
    email: text('email').notNull(),
    // Null for accounts that only ever signed in with Google.
    passwordHash: text('password_hash'),
    avatar: text('avatar'),
    active: boolean('active').notNull().default(true),
    role: text('role').notNull().default('user'),
    googleSub: text('google_sub'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    index('users_avatar_idx').on(t.avatar),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

export const companies = pgTable(
  'companies',
  {
    // The company id is the distribution key of every company table.
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    document: text('document'),
    tradeName: text('trade_name'),
    active: boolean('active').notNull().default(true),
    business: text('business'),
    avatar: text('avatar'),
    email: text('email'),
    foundedAt: date('founded_at', { mode: 'string' }),
    taxRegime: text('tax_regime'),
    // int8 arrives as BigInt (PGlite) or string (pg); mode 'number' maps both to a JS number,
    // exact up to 2^53 cents.
    averageBillingCents: bigint('average_billing_cents', { mode: 'number' }).notNull().default(0),
    addressStreet: text('address_street'),
    addressNumber: text('address_number'),
    addressComplement: text('address_complement'),
    addressNeighbourhood: text('address_neighbourhood'),
    addressCity: text('address_city'),
    addressState: text('address_state'),
    addressZipCode: text('address_zip_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('companies_average_billing_non_negative', sql`${t.averageBillingCents} >= 0`),
    // GET /v1/images/:sha256 serves only what a logo shows now: one lookup by URL.
    index('companies_avatar_idx').on(t.avatar),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: MEMBER_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    // Sign-in and the profile list a user's companies.
    index('memberships_user_id_idx').on(t.userId),
    check('memberships_role_valid', sql`${t.role} in ('owner', 'admin', 'finance', 'viewer')`),
  ],
);

// Secrets below are stored as hashes only: a copy of the database does not let anyone finish a
// sign-up or reset a password. Neither table holds company data, so neither carries company_id.

/**
 * The sign-up e-mail check: one row per e-mail (a new code replaces the old one). The 6-digit
 * code is single use, expires, and burns after a few wrong tries; once verified, the row holds the
 * hash of the verification token that the last sign-up step spends (deleting the row).
 */
export const emailVerificationCodes = pgTable(
  'email_verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    verificationTokenHash: text('verification_token_hash'),
    verificationExpiresAt: timestamp('verification_expires_at', {
      withTimezone: true,
      mode: 'date',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_verification_codes_email_key').on(t.email),
    uniqueIndex('email_verification_codes_verification_token_hash_key').on(t.verificationTokenHash),
    check('email_verification_codes_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('email_verification_codes_attempts_non_negative', sql`${t.attempts} >= 0`),
  ],
);

/**
 * 'Minha conta' e-mail change: one row per user (a new request replaces the old one). The 6-digit
 * code goes to the new address and proves it; single use, expiring, burned after a few wrong
 * tries, like the sign-up code. The address becomes the user's only when the code is confirmed.
 */
export const emailChangeCodes = pgTable(
  'email_change_codes',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Lowercased, as in `users`, so the unique index there decides whether it is taken.
    newEmail: text('new_email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('email_change_codes_email_lowercase', sql`${t.newEmail} = lower(${t.newEmail})`),
    check('email_change_codes_attempts_non_negative', sql`${t.attempts} >= 0`),
  ],
);

/**
 * Invitations to join a company: the e-mailed link carries a random token stored here hashed,
 * expiring and single use, like a reset link. A new invitation to the same address replaces the
 * pending one.
 */
export const invitations = pgTable(
  'invitations',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    // Lowercased, as in `users`, so it matches the account it invites.
    email: text('email').notNull(),
    role: text('role', { enum: MEMBER_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    // Not unique: Citus allows no unique key without company_id, and 256 random bits never collide.
    index('invitations_token_hash_idx').on(t.tokenHash),
    index('invitations_company_email_idx').on(t.companyId, t.email),
    check('invitations_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('invitations_role_valid', sql`${t.role} in ('owner', 'admin', 'finance', 'viewer')`),
  ],
);

/** Password reset links: single use, expiring; a reset burns every open link of the user. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_id_idx').on(t.userId),
  ],
);

/**
 * Sign-in sessions: every access token names one (`sid`), and each authenticated request checks
 * that it is still open, so a password reset or 'Sair de todos os dispositivos' ends tokens that
 * are already out there, on every API instance at once. Global, like `users`: a session is a
 * person's, across their companies.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** The token's own expiry: past it the row is only history, purged at the next sign-in. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Company setup (cadastros). Keys are (company_id, id) and every unique index starts with
// company_id, so the rows can be distributed by company; texts are checked by the API's schemas.

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

// Lowercase without accents, so "jose" finds "José". `unaccent` and `pg_trgm` are extensions that
// PGlite lacks; translate() is built in, immutable (a generated column may use it) and the same on
// both databases. The services fold the search text with this same expression.
export const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ';
export const UNACCENTED = 'aaaaaaeeeeiiiiooooouuuucnyy';
const searchKeyOf = (column: { name: string }) =>
  sql.raw(`translate(lower("${column.name}"), '${ACCENTED}', '${UNACCENTED}')`);
const searchName = (name: { name: string }) =>
  text('search_name')
    .notNull()
    .generatedAlwaysAs(() => searchKeyOf(name));

export const costCenters = pgTable(
  'cost_centers',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    searchName: searchName({ name: 'name' }),
    code: text('code'),
    active: boolean('active').notNull().default(true),
    /** The spreadsheet import that created it, so undo removes it too (migration 0022). */
    importBatchId: uuid('import_batch_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('cost_centers_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    // Pages in name order come straight off this index, and a prefix search narrows it: in the C
    // collation a plain btree serves `like 'abc%'` (the queries say `collate "C"` too).
    index('cost_centers_company_search_idx').on(
      t.companyId,
      sql`${t.searchName} collate "C"`,
      t.id,
    ),
  ],
);

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    agency: text('agency').notNull(),
    agencyDigit: text('agency_digit'),
    accountNumber: text('account_number').notNull(),
    accountDigit: text('account_digit').notNull(),
    type: text('type', { enum: BANK_ACCOUNT_TYPES }).notNull(),
    // Cents; mode 'number' as for every money column.
    openingBalanceCents: bigint('opening_balance_cents', { mode: 'number' }).notNull().default(0),
    openingBalanceDate: date('opening_balance_date', { mode: 'string' }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('bank_accounts_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    check(
      'bank_accounts_type_valid',
      sql`${t.type} in ('corrente', 'poupanca', 'pagamento', 'investimento', 'caixa', 'cartao_credito')`,
    ),
    check(
      'bank_accounts_opening_balance_range',
      sql`${t.openingBalanceCents} between -1000000000000000 and 1000000000000000`,
    ),
  ],
);

/**
 * Contacts: the counterparts of movements. One table for both roles, so a company that buys from
 * and sells to the same CNPJ has one row; a despesa names a supplier, a receita a client. The table
 * keeps its first name, `suppliers`, so the movements' key and every existing id stay valid.
 */
export const suppliers = pgTable(
  'suppliers',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    searchName: searchName({ name: 'name' }),
    isSupplier: boolean('is_supplier').notNull().default(true),
    isClient: boolean('is_client').notNull().default(false),
    // CPF (11) or CNPJ (14), digits only.
    document: text('document').notNull(),
    email: text('email'),
    // DDD + number, digits only (10 or 11).
    phone: text('phone'),
    pixKey: text('pix_key'),
    pixKeyType: text('pix_key_type', { enum: PIX_KEY_TYPES }),
    addressStreet: text('address_street'),
    addressNumber: text('address_number'),
    addressComplement: text('address_complement'),
    addressNeighbourhood: text('address_neighbourhood'),
    addressCity: text('address_city'),
    addressState: text('address_state'),
    addressZipCode: text('address_zip_code'),
    notes: text('notes'),
    active: boolean('active').notNull().default(true),
    /** The spreadsheet import that created it, so undo removes it too (migration 0022). */
    importBatchId: uuid('import_batch_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('suppliers_company_document_key').on(t.companyId, t.document),
    index('suppliers_company_search_idx').on(t.companyId, sql`${t.searchName} collate "C"`, t.id),
    check('suppliers_has_role', sql`${t.isSupplier} or ${t.isClient}`),
    check('suppliers_document_digits', sql`${t.document} ~ '^([0-9]{11}|[0-9]{14})$'`),
    check(
      'suppliers_pix_key_type_valid',
      sql`(${t.pixKey} is null) = (${t.pixKeyType} is null) and (${t.pixKeyType} is null or ${t.pixKeyType} in ('cpf', 'cnpj', 'email', 'phone', 'random'))`,
    ),
  ],
);

/** Plano de contas: a tree per company; a child has its parent's type (checked by the API). */
export const categories = pgTable(
  'categories',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    parentId: uuid('parent_id'),
    type: text('type', { enum: CATEGORY_TYPES }).notNull(),
    // 1, 1.01, 1.01.02…: unique in the company; the list is ordered by it.
    code: text('code').notNull(),
    name: text('name').notNull(),
    // The DRE line the category adds to. Left out of an insert, a trigger (migration 0018) gives
    // the parent's, or the type's default for a root: the default here only lets it be left out.
    dreGroup: text('dre_group', { enum: DRE_GROUPS })
      .notNull()
      .default(sql`null`),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('categories_company_code_key').on(t.companyId, t.code),
    // Lets movements refer to (category, type), so a movement's type is its category's by key.
    uniqueIndex('categories_company_id_type_key').on(t.companyId, t.id, t.type),
    index('categories_company_parent_idx').on(t.companyId, t.parentId),
    // The parent is in the same company; a parent with children cannot be deleted.
    foreignKey({
      name: 'categories_parent_fk',
      columns: [t.companyId, t.parentId],
      foreignColumns: [t.companyId, t.id],
    }),
    check('categories_type_valid', sql`${t.type} in ('receita', 'despesa')`),
    check('categories_code_format', sql`${t.code} ~ '^[0-9]+([.][0-9]{2})*$'`),
    check(
      'categories_dre_group_valid',
      sql.raw(`dre_group in (${DRE_GROUPS.map((group: string) => `'${group}'`).join(', ')})`),
    ),
    check('categories_not_own_parent', sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`),
  ],
);

export type CostCenterRow = typeof costCenters.$inferSelect;
export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type SupplierRow = typeof suppliers.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;

// ---------------------------------------------------------------------------------------------
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
    supplierId: uuid('supplier_id'),
    bankAccountId: uuid('bank_account_id'),
    documentNumber: text('document_number'),
    notes: text('notes'),
    instalmentGroupId: uuid('instalment_group_id'),
    instalmentNumber: integer('instalment_number'),
    instalmentCount: integer('instalment_count'),
    recurrenceGroupId: uuid('recurrence_group_id'),
    recurrenceNumber: integer('recurrence_number'),
    recurrenceCount: integer('recurrence_count'),
    /** The statement import that created it, so 'Desfazer importação' finds it (migration 0017). */
    importBatchId: uuid('import_batch_id'),
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
      .on(t.companyId, t.competenceDate, t.supplierId, t.amountCents)
      .where(sql`${t.type} = 'receita'`),
    index('movements_company_import_batch_idx')
      .on(t.companyId, t.importBatchId)
      .where(sql`${t.importBatchId} is not null`),
    // The foreign keys' other side: deleting a contact or a cost centre (an import's undo deletes
    // the ones it created) checks that no movement refers to it, a scan of the company's
    // movements per row without these (37 ms each at 200k movements on PGlite).
    index('movements_company_supplier_idx')
      .on(t.companyId, t.supplierId)
      .where(sql`${t.supplierId} is not null`),
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
      name: 'movements_supplier_fk',
      columns: [t.companyId, t.supplierId],
      foreignColumns: [suppliers.companyId, suppliers.id],
    }),
    foreignKey({
      name: 'movements_bank_account_fk',
      columns: [t.companyId, t.bankAccountId],
      foreignColumns: [bankAccounts.companyId, bankAccounts.id],
    }),
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
 * Uploaded files (comprovantes; logos and avatars next). The bytes live on disk under their
 * sha256 (FILES_DIR), so two uploads of one receipt share them; each row is one company's
 * reference, attached to a movement or to one of its payments (the payment's movement is kept too,
 * so a movement lists its own and its payments' files with one index).
 */
export const files = pgTable(
  'files',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    movementId: uuid('movement_id'),
    paymentId: uuid('payment_id'),
    originalName: text('original_name').notNull(),
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('files_company_movement_idx').on(t.companyId, t.movementId),
    foreignKey({
      name: 'files_movement_fk',
      columns: [t.companyId, t.movementId],
      foreignColumns: [movements.companyId, movements.id],
    }).onDelete('cascade'),
    // An estorno takes the payment's comprovantes with it: they prove a payment that is gone.
    foreignKey({
      name: 'files_payment_fk',
      columns: [t.companyId, t.paymentId],
      foreignColumns: [payments.companyId, payments.id],
    }).onDelete('cascade'),
    check('files_size_valid', sql`${t.sizeBytes} between 1 and 10485760`),
    check('files_payment_has_movement', sql`${t.paymentId} is null or ${t.movementId} is not null`),
  ],
);

export type FileRow = typeof files.$inferSelect;

/**
 * What the dashboards read for the default view (a due-date period): the movements' amounts
 * summed per company, due date, type, category, bank account and payment state (0 unpaid,
 * 1 partly paid, 2 paid). Kept by statement triggers on `movements` in the writing transaction
 * (migration 0006), so it is never stale; a year of a 100k-movement company is a few thousand
 * rows instead of 86k. Filters it cannot answer (text, supplier, cost centre, other dates) read
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
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    movements: integer('movements').notNull(),
  },
  (t) => [
    unique('movement_day_totals_key')
      .on(t.companyId, t.dueDate, t.type, t.categoryId, t.bankAccountId, t.paidState)
      .nullsNotDistinct(),
    check('movement_day_totals_paid_state_valid', sql`${t.paidState} in (0, 1, 2)`),
  ],
);

/**
 * What the DRE reads by competência (issue #11): the movements' amounts per company, competence
 * month (its first day), type, category, bank account and payment state, kept by statement
 * triggers on `movements` in the writing transaction (migration 0020), as movement_day_totals
 * is. Twelve months of a 100k-movement company are a few thousand rows. Filters it cannot answer
 * (text, supplier, cost centre, an unpaid status) and the days of a period's partial first or
 * last month read `movements` itself.
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
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    movements: integer('movements').notNull(),
  },
  (t) => [
    unique('movement_competence_totals_key')
      .on(t.companyId, t.month, t.type, t.categoryId, t.bankAccountId, t.paidState)
      .nullsNotDistinct(),
    check('movement_competence_totals_paid_state_valid', sql`${t.paidState} in (0, 1, 2)`),
    check('movement_competence_totals_month_first_day', sql`extract(day from ${t.month}) = 1`),
  ],
);

/**
 * What the DRE reads by caixa: the payments' principal per company, payment month (its first
 * day), its movement's type and category, and the bank account it went through. Kept by
 * statement triggers on `payments` and on `movements` (a category changed moves its payments; a
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
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    payments: integer('payments').notNull(),
  },
  (t) => [
    unique('payment_month_totals_key')
      .on(t.companyId, t.month, t.type, t.categoryId, t.bankAccountId)
      .nullsNotDistinct(),
    check('payment_month_totals_month_first_day', sql`extract(day from ${t.month}) = 1`),
  ],
);

export type MovementRow = typeof movements.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/**
 * Issue 12's audit trail: every write to company data, with who (the API sets `fluxo.actor` for
 * the writing request; null is the system: sign-up, seeds, migrations), when, what and the row
 * before and after. Filled by triggers in the writing transaction (migration 0019), so no write
 * path can forget it; `movement_day_totals` (derived) is not audited.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    // No foreign key: the trail outlives what it describes.
    companyId: uuid('company_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id'),
    tableName: text('table_name').notNull(),
    operation: text('operation', { enum: ['insert', 'update', 'delete'] }).notNull(),
    rowId: text('row_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('audit_log_company_row_idx').on(t.companyId, t.tableName, t.rowId),
  ],
);
export type AuditRow = typeof auditLog.$inferSelect;
// ---------------------------------------------------------------------------------------------
// Bank statement imports (issue #10). A batch is one confirmed file; every movement and payment it
// created carries its id, so undo is one transaction. `import_lines` remembers each confirmed line
// by its dedupe key (FITID or computed), unique per company and bank account: a line imported once
// is a duplicate the next time, whichever file it comes in.

export const IMPORT_LINE_ACTIONS = ['pay', 'create', 'ignore'] as const;
/**
 * A batch is a bank statement (one account, its lines in `import_lines`) or a spreadsheet of
 * movements (migration 0022: each row names its own account, so none on the batch; the
 * suppliers, clients and cost centres it created carry its id as its movements do).
 */
export const IMPORT_BATCH_KINDS = ['statement', 'spreadsheet'] as const;

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
    format: text('format', { enum: ['ofx', 'csv', 'xlsx'] }).notNull(),
    paidCount: integer('paid_count').notNull(),
    createdCount: integer('created_count').notNull(),
    ignoredCount: integer('ignored_count').notNull(),
    duplicateCount: integer('duplicate_count').notNull(),
    /** Spreadsheet rows left out for their errors, and what the batch registered besides. */
    rejectedCount: integer('rejected_count').notNull().default(0),
    contactsCreated: integer('contacts_created').notNull().default(0),
    costCentersCreated: integer('cost_centers_created').notNull().default(0),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'date' }),
    undoneBy: uuid('undone_by'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('import_batches_company_created_idx').on(t.companyId, t.createdAt),
    foreignKey({
      name: 'import_batches_bank_account_fk',
      columns: [t.companyId, t.bankAccountId],
      foreignColumns: [bankAccounts.companyId, bankAccounts.id],
    }),
    check('import_batches_format_valid', sql`${t.format} in ('ofx', 'csv', 'xlsx')`),
    check('import_batches_kind_valid', sql`${t.kind} in ('statement', 'spreadsheet')`),
    // A statement is always of one account; a spreadsheet's rows name theirs.
    check(
      'import_batches_statement_account',
      sql`${t.kind} = 'spreadsheet' or ${t.bankAccountId} is not null`,
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
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.bankAccountId, t.dedupeKey] }),
    index('import_lines_company_batch_idx').on(t.companyId, t.batchId),
    foreignKey({
      name: 'import_lines_batch_fk',
      columns: [t.companyId, t.batchId],
      foreignColumns: [importBatches.companyId, importBatches.id],
    }),
    check('import_lines_action_valid', sql`${t.action} in ('pay', 'create', 'ignore')`),
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
