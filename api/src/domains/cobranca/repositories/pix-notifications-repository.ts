import { and, eq, lt, sql } from 'drizzle-orm';
import type { PixWebhookOutcome } from 'shared/contracts';
import type { Database } from '../../../db/client';
import { rowsOf } from '../../../db/raw-sql';
import { pixNotifications } from '../../../db/schema';

/** A notified Pix as the webhook notes it. */
export interface NewPixNotification {
  companyId: string;
  bankAccountId: string;
  endToEndId: string;
  notified: unknown;
}

/** A notification a drain has taken to settle. */
export interface ClaimedPixNotification {
  companyId: string;
  id: string;
  bankAccountId: string;
  endToEndId: string;
  notified: unknown;
  /** This one included. */
  attempts: number;
}

export interface PixNotificationsRepository {
  /** All in one statement: a burst of notifications is one write, not one each. */
  add(rows: NewPixNotification[]): Promise<void>;
  /**
   * Takes up to `limit` notifications due, for this drain alone: another drain (another API
   * instance) skips them. A claim older than `leaseSeconds` is taken again: its drain died.
   */
  claim(limit: number, leaseSeconds: number): Promise<ClaimedPixNotification[]>;
  finish(
    companyId: string,
    id: string,
    result: { outcome: PixWebhookOutcome; refundsApplied: number; message: string },
  ): Promise<void>;
  /** Back to pending, not before `at`. */
  retryLater(companyId: string, id: string, at: Date, message: string): Promise<void>;
  /** Given up on: nothing was settled, and `message` says why. */
  fail(companyId: string, id: string, message: string): Promise<void>;
  /** The notifications done or given up on before `before`, deleted; how many. */
  prune(before: Date): Promise<number>;
}

export function createPixNotificationsRepository(db: Database): PixNotificationsRepository {
  const mark = (
    companyId: string,
    id: string,
    values: Partial<typeof pixNotifications.$inferInsert>,
  ) =>
    db
      .update(pixNotifications)
      .set(values)
      .where(and(eq(pixNotifications.companyId, companyId), eq(pixNotifications.id, id)))
      .then(() => undefined);

  return {
    async add(rows) {
      if (rows.length === 0) return;
      await db.insert(pixNotifications).values(rows);
    },

    async claim(limit, leaseSeconds) {
      const rows = await rowsOf<ClaimedPixNotification>(
        db,
        sql`
          update pix_notifications n
          set status = 'processing', claimed_at = now(), attempts = n.attempts + 1
          from (
            select company_id, id from pix_notifications
            where (status = 'pending' and next_attempt_at <= now())
               or (status = 'processing' and claimed_at < now() - make_interval(secs => ${leaseSeconds}))
            order by next_attempt_at
            limit ${limit}
            for update skip locked
          ) due
          where n.company_id = due.company_id and n.id = due.id
          returning n.company_id as "companyId", n.id, n.bank_account_id as "bankAccountId",
                    n.end_to_end_id as "endToEndId", n.notified, n.attempts`,
      );
      return rows.map((row) => ({ ...row, attempts: Number(row.attempts) }));
    },

    finish: (companyId, id, { outcome, refundsApplied, message }) =>
      mark(companyId, id, {
        status: 'done',
        outcome,
        refundsApplied,
        message,
        processedAt: new Date(),
      }),

    retryLater: (companyId, id, at, message) =>
      mark(companyId, id, { status: 'pending', nextAttemptAt: at, claimedAt: null, message }),

    fail: (companyId, id, message) =>
      mark(companyId, id, { status: 'failed', message, processedAt: new Date() }),

    async prune(before) {
      const deleted = await db
        .delete(pixNotifications)
        .where(
          and(
            lt(pixNotifications.createdAt, before),
            sql`${pixNotifications.status} in ('done', 'failed')`,
          ),
        )
        .returning({ id: pixNotifications.id });
      return deleted.length;
    },
  };
}
