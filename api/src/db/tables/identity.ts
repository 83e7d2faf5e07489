import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

// People, their sign-in sessions and the secrets of sign-up, e-mail change and reset (identity).

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
