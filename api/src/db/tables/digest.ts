import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { memberships } from './companies';
import { companyId } from './company-id';

// Resumo diário por e-mail (issue 21, item 6): who asked for each company's morning digest, and
// the ledger of digests sent, one per person, company and day.

/**
 * A person's opt-in for one company. It hangs on the membership: a person removed from the company
 * loses it with the membership, so nobody keeps reading a company they left.
 */
export const digestSubscriptions = pgTable(
  'digest_subscriptions',
  {
    companyId: companyId(),
    userId: uuid('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    // 'Minha conta' reads and replaces one person's choices across their companies.
    index('digest_subscriptions_user_idx').on(t.userId),
    foreignKey({
      name: 'digest_subscriptions_membership_fk',
      columns: [t.companyId, t.userId],
      foreignColumns: [memberships.companyId, memberships.userId],
    }).onDelete('cascade'),
  ],
);

export const DIGEST_SEND_STATUSES = ['queued', 'sent', 'skipped'] as const;

/**
 * Every digest planned: the unique key is what makes a plan run twice, a retried job or two API
 * instances send one e-mail a day. `day` is the company's day (America/Sao_Paulo).
 */
export const digestSends = pgTable(
  'digest_sends',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status', { enum: DIGEST_SEND_STATUSES }).notNull().default('queued'),
    /** Why it was not sent (nothing to tell, membership gone), as the log says it. */
    reason: text('reason'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    unique('digest_sends_once_key').on(t.companyId, t.userId, t.day),
    check('digest_sends_status_valid', sql`${t.status} in ('queued', 'sent', 'skipped')`),
  ],
);

export type DigestSendRow = typeof digestSends.$inferSelect;
