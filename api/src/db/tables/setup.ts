import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { BANK_ACCOUNT_TYPES, CATEGORY_TYPES, DRE_GROUPS, PIX_KEY_TYPES } from 'shared/contracts';
import { createdAt, updatedAt } from './columns';
import { companyId } from './company-id';

// Company setup (cadastros). Keys are (company_id, id) and every unique index starts with
// company_id, so the rows can be distributed by company; texts are checked by the API's schemas.

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
    // Normalised by the API: digits for CPF/CNPJ, lower case for e-mail and random keys, +55….
    pixKeyType: text('pix_key_type', { enum: PIX_KEY_TYPES }),
    pixKey: text('pix_key'),
    // The account the company's Pix cobranças go to: at most one per company.
    chargeDefault: boolean('charge_default').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('bank_accounts_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('bank_accounts_company_pix_key_key').on(t.companyId, t.pixKey),
    uniqueIndex('bank_accounts_company_charge_default_key')
      .on(t.companyId)
      .where(sql`${t.chargeDefault}`),
    check(
      'bank_accounts_pix_key_pair',
      sql`(${t.pixKey} is null) = (${t.pixKeyType} is null) and (${t.pixKeyType} is null or ${t.pixKeyType} in ('cnpj', 'cpf', 'email', 'phone', 'random'))`,
    ),
    // Cobrança needs somewhere to send the payer: the default account has a key.
    check(
      'bank_accounts_charge_default_has_pix',
      sql`not ${t.chargeDefault} or ${t.pixKey} is not null`,
    ),
    // An archived account receives no cobrança: it stops being the default before it is archived.
    check('bank_accounts_charge_default_active', sql`not ${t.chargeDefault} or ${t.active}`),
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
 * and sells to the same CNPJ has one row; a despesa names a supplier, a receita a client. Named
 * `suppliers` until migration 0026, which renamed it in place: ids and keys are the same.
 */
export const contacts = pgTable(
  'contacts',
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
    /** Days from a supplier's note to its payable when the note has no duplicatas (issue 22). */
    paymentTermDays: smallint('payment_term_days').notNull().default(30),
    active: boolean('active').notNull().default(true),
    /** When the client asked, from a charge's page, to receive no more reminders (issue 21). */
    remindersOptOutAt: timestamp('reminders_opt_out_at', { withTimezone: true, mode: 'date' }),
    /** The spreadsheet import that created it, so undo removes it too (migration 0022). */
    importBatchId: uuid('import_batch_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('contacts_company_document_key').on(t.companyId, t.document),
    index('contacts_company_search_idx').on(t.companyId, sql`${t.searchName} collate "C"`, t.id),
    check('contacts_has_role', sql`${t.isSupplier} or ${t.isClient}`),
    check('contacts_payment_term_range', sql`${t.paymentTermDays} between 0 and 365`),
    check('contacts_document_digits', sql`${t.document} ~ '^([0-9]{11}|[0-9]{14})$'`),
    check(
      'contacts_pix_key_type_valid',
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
export type ContactRow = typeof contacts.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
