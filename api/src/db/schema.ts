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

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
