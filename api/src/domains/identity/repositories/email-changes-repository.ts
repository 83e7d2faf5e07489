import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { emailChangeCodes, users } from '../../../db/schema';
import type { UserRow } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/unique-violation';

export interface EmailChangeAttempt {
  newEmail: string;
  codeHash: string;
  expiresAt: Date;
  /** Attempts on this code so far, this one included. */
  attempts: number;
}

export interface EmailChangesRepository {
  /** Stores the user's pending change, replacing any earlier one (and its tries). */
  saveCode(values: {
    userId: string;
    newEmail: string;
    codeHash: string;
    expiresAt: Date;
  }): Promise<void>;
  /**
   * Counts one attempt on the user's pending change, atomically, and returns it (expired or not:
   * the service says which); null when there is none.
   */
  countAttempt(userId: string): Promise<EmailChangeAttempt | null>;
  /**
   * Gives the user the new address and spends the pending change, all or nothing;
   * 'email-taken' when another account took the address meanwhile, null when the change is gone.
   */
  apply(userId: string, newEmail: string): Promise<UserRow | 'email-taken' | null>;
}

export function createEmailChangesRepository(db: Database): EmailChangesRepository {
  return {
    async saveCode({ userId, newEmail, codeHash, expiresAt }) {
      await db
        .insert(emailChangeCodes)
        .values({ userId, newEmail, codeHash, expiresAt })
        .onConflictDoUpdate({
          target: emailChangeCodes.userId,
          set: { newEmail, codeHash, expiresAt, attempts: 0, createdAt: sql`now()` },
        });
    },
    async countAttempt(userId) {
      const [row] = await db
        .update(emailChangeCodes)
        .set({ attempts: sql`${emailChangeCodes.attempts} + 1` })
        .where(eq(emailChangeCodes.userId, userId))
        .returning({
          newEmail: emailChangeCodes.newEmail,
          codeHash: emailChangeCodes.codeHash,
          expiresAt: emailChangeCodes.expiresAt,
          attempts: emailChangeCodes.attempts,
        });
      return row ?? null;
    },
    async apply(userId, newEmail) {
      try {
        return await db.transaction(async (tx) => {
          // The same address only: another request may have confirmed or replaced it meanwhile.
          const spent = await tx
            .delete(emailChangeCodes)
            .where(
              and(eq(emailChangeCodes.userId, userId), eq(emailChangeCodes.newEmail, newEmail)),
            )
            .returning({ userId: emailChangeCodes.userId });
          if (spent.length === 0) return null;
          const [row] = await tx
            .update(users)
            .set({ email: newEmail, emailVerifiedAt: sql`now()` })
            .where(eq(users.id, userId))
            .returning();
          return row ?? null;
        });
      } catch (error) {
        // The unique index decides, so two accounts can never end up with one address.
        if (isUniqueViolation(error, 'users_email_key')) return 'email-taken';
        throw error;
      }
    },
  };
}
