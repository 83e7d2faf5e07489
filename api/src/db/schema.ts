import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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

export const MEMBER_ROLES = ['owner', 'admin', 'member'] as const;

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
  (t) => [check('companies_average_billing_non_negative', sql`${t.averageBillingCents} >= 0`)],
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
    check('memberships_role_valid', sql`${t.role} in ('owner', 'admin', 'member')`),
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

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
