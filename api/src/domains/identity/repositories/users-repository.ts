import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { MemberRole } from 'shared/contracts';
import type { Database } from '../../../db/client';
import { companies, memberships, sessions, users } from '../../../db/schema';
import type { UserRow } from '../../../db/schema';

export interface UserMembership {
  companyId: string;
  role: MemberRole;
}

export interface UsersRepository {
  /** `email` must already be lowercased: the column only holds lowercase addresses. */
  findByEmail(email: string): Promise<UserRow | null>;
  findById(id: string): Promise<UserRow | null>;
  findByGoogleSub(sub: string): Promise<UserRow | null>;
  /** Records the Google account of a user who has none yet; false if they already have one. */
  linkGoogleAccount(userId: string, sub: string): Promise<boolean>;
  /** Changes the given fields only; null when the user does not exist. */
  updateProfile(
    userId: string,
    changes: { name?: string; avatar?: string | null },
  ): Promise<UserRow | null>;
  /**
   * Sets the password hash and ends every other open session of the user, all or nothing: a
   * token opened with the old password stops working at once.
   */
  changePassword(userId: string, passwordHash: string, keepSessionId: string): Promise<void>;
  /** The user's companies, the first one they joined first (ties broken by company name). */
  listMemberships(userId: string): Promise<UserMembership[]>;
}

export function createUsersRepository(db: Database): UsersRepository {
  return {
    async findByEmail(email) {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },
    async findById(id) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },
    async findByGoogleSub(sub) {
      const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
      return row ?? null;
    },
    async linkGoogleAccount(userId, sub) {
      const linked = await db
        .update(users)
        .set({ googleSub: sub })
        .where(and(eq(users.id, userId), isNull(users.googleSub)))
        .returning({ id: users.id });
      return linked.length === 1;
    },
    async updateProfile(userId, changes) {
      const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
      return row ?? null;
    },
    async changePassword(userId, passwordHash, keepSessionId) {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        await tx
          .update(sessions)
          .set({ revokedAt: sql`now()` })
          .where(
            and(
              eq(sessions.userId, userId),
              ne(sessions.id, keepSessionId),
              isNull(sessions.revokedAt),
            ),
          );
      });
    },
    async listMemberships(userId) {
      return db
        .select({ companyId: memberships.companyId, role: memberships.role })
        .from(memberships)
        .innerJoin(companies, eq(companies.id, memberships.companyId))
        .where(eq(memberships.userId, userId))
        .orderBy(asc(memberships.createdAt), asc(companies.name));
    },
  };
}
