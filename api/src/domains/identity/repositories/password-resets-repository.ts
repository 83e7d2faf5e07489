import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { passwordResetTokens, users } from '../../../db/schema';
import { revokeUserSessions } from './sessions-repository';

export interface PasswordResetsRepository {
  /** Stores a new link for the user, after clearing the user's spent and expired ones. */
  create(values: { userId: string; tokenHash: string; expiresAt: Date; now: Date }): Promise<void>;
  /** The user an open (unused, unexpired) link belongs to, if the account is active. */
  findOpen(tokenHash: string, now: Date): Promise<{ id: string; userId: string } | null>;
  /**
   * Spends the link, sets the new password hash, spends every other open link of the user and
   * ends every session opened with the old password, all or nothing; false when the link was
   * spent or expired meanwhile.
   */
  resetPassword(values: {
    tokenId: string;
    userId: string;
    passwordHash: string;
    now: Date;
  }): Promise<boolean>;
}

export function createPasswordResetsRepository(db: Database): PasswordResetsRepository {
  return {
    async create({ userId, tokenHash, expiresAt, now }) {
      await db
        .delete(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.userId, userId),
            or(isNotNull(passwordResetTokens.usedAt), lte(passwordResetTokens.expiresAt, now)),
          ),
        );
      await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
    },
    async findOpen(tokenHash, now) {
      const [row] = await db
        .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
            eq(users.active, true),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    async resetPassword({ tokenId, userId, passwordHash, now }) {
      return db.transaction(async (tx) => {
        const spent = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.id, tokenId),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ id: passwordResetTokens.id });
        if (spent.length === 0) return false;
        await tx
          .update(users)
          .set({
            passwordHash,
            // Opening the e-mailed link proves the address, as the sign-up code does.
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
          })
          .where(eq(users.id, userId));
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
        await revokeUserSessions(tx, userId);
        return true;
      });
    },
  };
}
