import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companyId } from './company-id';
import { users } from './identity';

// The answers to writes sent with an `Idempotency-Key` (plugins/idempotency.ts). A row is written
// in the transaction of the write it answers, so a write and its key commit together or not at
// all: a client that lost the answer repeats the request with the same key and gets this one,
// with no second write. Rows count for 24 hours; each new key of a user clears their older ones.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    companyId: companyId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the method, the URL and the body: the same key with another request is a 422. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    contentType: text('content_type'),
    /** The serialised answer as sent (JSON text); null when the answer was not text. */
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId, t.key] })],
);
