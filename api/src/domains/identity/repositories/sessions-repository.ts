import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sessions } from '../../../db/schema';

export interface SessionsRepository {
  /** Opens a session for the user (clearing the user's expired ones) and returns its id. */
  open(userId: string, expiresAt: Date): Promise<string>;
  /** Whether the session is the user's, not revoked and not expired: one primary-key lookup. */
  isOpen(sessionId: string, userId: string): Promise<boolean>;
  /** Ends one session (sign-out); false when it was not open. */
  revoke(sessionId: string, userId: string): Promise<boolean>;
  /** Ends every open session of the user ('Sair de todos os dispositivos'); how many it ended. */
  revokeAll(userId: string): Promise<number>;
}

/**
 * Ends every open session of the user inside the caller's transaction, so a password reset and
 * the end of the sessions it invalidates commit together.
 */
export async function revokeUserSessions(db: Database, userId: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

export function createSessionsRepository(db: Database): SessionsRepository {
  return {
    async open(userId, expiresAt) {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, sql`now()`)));
      const [row] = await db
        .insert(sessions)
        .values({ userId, expiresAt })
        .returning({ id: sessions.id });
      if (!row) throw new Error(`no session row returned for user ${userId}`);
      return row.id;
    },
    async isOpen(sessionId, userId) {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    async revoke(sessionId, userId) {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)),
        )
        .returning({ id: sessions.id });
      return ended.length > 0;
    },
    revokeAll: (userId) => revokeUserSessions(db, userId),
  };
}
