import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { emailVerificationCodes } from '../../../db/schema';

export interface CodeAttempt {
  id: string;
  codeHash: string;
  /** Attempts on this code so far, this one included. */
  attempts: number;
}

export interface Verification {
  id: string;
  email: string;
}

export interface EmailVerificationsRepository {
  /** Stores a new code for the e-mail, replacing any earlier code or verification of it. */
  saveCode(values: { email: string; codeHash: string; expiresAt: Date }): Promise<void>;
  /**
   * Counts one attempt on the e-mail's code, atomically, and returns it; null when there is no
   * code that is unused and unexpired at `now`.
   */
  countAttempt(email: string, now: Date): Promise<CodeAttempt | null>;
  /**
   * Spends the code and records the verification token's hash; false when another request spent
   * the code first.
   */
  markVerified(
    id: string,
    values: { tokenHash: string; expiresAt: Date; now: Date },
  ): Promise<boolean>;
  /** The verification a token proves, if still valid at `now`. */
  findVerification(tokenHash: string, now: Date): Promise<Verification | null>;
}

export function createEmailVerificationsRepository(db: Database): EmailVerificationsRepository {
  return {
    async saveCode({ email, codeHash, expiresAt }) {
      await db
        .insert(emailVerificationCodes)
        .values({ email, codeHash, expiresAt })
        .onConflictDoUpdate({
          target: emailVerificationCodes.email,
          set: {
            codeHash,
            expiresAt,
            attempts: 0,
            usedAt: null,
            verificationTokenHash: null,
            verificationExpiresAt: null,
            createdAt: sql`now()`,
          },
        });
    },
    async countAttempt(email, now) {
      const [row] = await db
        .update(emailVerificationCodes)
        .set({ attempts: sql`${emailVerificationCodes.attempts} + 1` })
        .where(
          and(
            eq(emailVerificationCodes.email, email),
            isNull(emailVerificationCodes.usedAt),
            gt(emailVerificationCodes.expiresAt, now),
          ),
        )
        .returning({
          id: emailVerificationCodes.id,
          codeHash: emailVerificationCodes.codeHash,
          attempts: emailVerificationCodes.attempts,
        });
      return row ?? null;
    },
    async markVerified(id, { tokenHash, expiresAt, now }) {
      const updated = await db
        .update(emailVerificationCodes)
        .set({ usedAt: now, verificationTokenHash: tokenHash, verificationExpiresAt: expiresAt })
        .where(and(eq(emailVerificationCodes.id, id), isNull(emailVerificationCodes.usedAt)))
        .returning({ id: emailVerificationCodes.id });
      return updated.length === 1;
    },
    async findVerification(tokenHash, now) {
      const [row] = await db
        .select({ id: emailVerificationCodes.id, email: emailVerificationCodes.email })
        .from(emailVerificationCodes)
        .where(
          and(
            eq(emailVerificationCodes.verificationTokenHash, tokenHash),
            gt(emailVerificationCodes.verificationExpiresAt, now),
          ),
        )
        .limit(1);
      return row ?? null;
    },
  };
}
