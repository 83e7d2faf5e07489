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

/** What names a drain's claim on a notification. */
export type ClaimOf = Pick<ClaimedPixNotification, 'companyId' | 'id' | 'attempts'>;

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
  /**
   * The claim's end, each only while this drain still holds it (the same attempt, processing):
   * one that outlived its lease must not undo what the drain that took it over wrote.
   */
  finish(
    claim: ClaimOf,
    result: { outcome: PixWebhookOutcome; refundsApplied: number; message: string },
  ): Promise<void>;
  /** Back to pending, not before `at`. */
  retryLater(claim: ClaimOf, at: Date, message: string): Promise<void>;
  /** Given up on: nothing was settled, and `message` says why. */
  fail(claim: ClaimOf, message: string): Promise<void>;
  /** The notifications done or given up on before `before`, deleted; how many. */
  prune(before: Date): Promise<number>;
}

/** Rows per insert statement. */
const ADD_CHUNK = 1_000;

export function createPixNotificationsRepository(db: Database): PixNotificationsRepository {
  const mark = (
    { companyId, id, attempts }: ClaimOf,
    values: Partial<typeof pixNotifications.$inferInsert>,
  ) =>
    db
      .update(pixNotifications)
      .set(values)
      .where(
        and(
          eq(pixNotifications.companyId, companyId),
          eq(pixNotifications.id, id),
          eq(pixNotifications.status, 'processing'),
          eq(pixNotifications.attempts, attempts),
        ),
      )
      .then(() => undefined);

  return {
    async add(rows) {
      if (rows.length === 0) return;
      if (rows.length <= ADD_CHUNK) {
        await db.insert(pixNotifications).values(rows);
        return;
      }
      // PostgreSQL takes at most 65,535 parameters a statement (4 a row here): all or none.
      await db.transaction(async (tx) => {
        for (let start = 0; start < rows.length; start += ADD_CHUNK) {
          await tx.insert(pixNotifications).values(rows.slice(start, start + ADD_CHUNK));
        }
      });
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

    finish: (claim, { outcome, refundsApplied, message }) =>
      mark(claim, {
        status: 'done',
        outcome,
        refundsApplied,
        message,
        processedAt: new Date(),
      }),

    retryLater: (claim, at, message) =>
      mark(claim, { status: 'pending', nextAttemptAt: at, claimedAt: null, message }),

    fail: (claim, message) => mark(claim, { status: 'failed', message, processedAt: new Date() }),

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
