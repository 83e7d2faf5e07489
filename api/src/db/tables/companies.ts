import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { MEMBER_ROLES } from 'shared/contracts';
import { createdAt, updatedAt } from './columns';
import { users } from './identity';

// Companies, who belongs to them and the invitations to join (companies and members).

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
    /**
     * "Pagamentos precisam de aprovação acima de R$ X" (issue 22 item 4), in cents; null is off.
     * A payable of a `finance` member above it waits for an owner or admin.
     */
    paymentApprovalThresholdCents: bigint('payment_approval_threshold_cents', { mode: 'number' }),
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
    check(
      'companies_payment_approval_threshold_non_negative',
      sql`${t.paymentApprovalThresholdCents} >= 0`,
    ),
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

export type CompanyRow = typeof companies.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
