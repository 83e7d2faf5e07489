import { and, asc, eq, sql } from 'drizzle-orm';
import type { MemberRole } from 'shared/contracts';
import type { Database } from '../../../db/client';
import { memberships, users } from '../../../db/schema';
import { revokeUserSessions } from '../../identity/public';

export interface MemberRow {
  userId: string;
  name: string;
  email: string;
  role: MemberRole;
  since: Date;
}

/** What a change that must keep an owner did: the last owner is refused, not changed. */
export type OwnerGuardedResult = 'done' | 'not-found' | 'last-owner';

export interface MembersRepository {
  list(companyId: string): Promise<MemberRow[]>;
  find(companyId: string, userId: string): Promise<MemberRow | null>;
  /**
   * Sets the member's role and ends their sessions (their tokens carry the old role), all or
   * nothing; refused when it would leave the company without an owner.
   */
  updateRole(companyId: string, userId: string, role: MemberRole): Promise<OwnerGuardedResult>;
  /** Removes the member and ends their sessions; refused for the company's last owner. */
  remove(companyId: string, userId: string): Promise<OwnerGuardedResult>;
}

const memberColumns = {
  userId: memberships.userId,
  name: users.name,
  email: users.email,
  role: memberships.role,
  since: memberships.createdAt,
};

/**
 * Locks the company's owner rows and says whether the member is its only owner. The lock makes
 * two owners demoting each other at once queue up, so one of them always stays.
 */
async function isLastOwner(tx: Database, companyId: string, userId: string): Promise<boolean> {
  const owners = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.role, 'owner')))
    .for('update');
  return owners.length === 1 && owners[0]?.userId === userId;
}

export function createMembersRepository(db: Database): MembersRepository {
  const member = (companyId: string, userId: string) =>
    and(eq(memberships.companyId, companyId), eq(memberships.userId, userId));

  return {
    async list(companyId) {
      return db
        .select(memberColumns)
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(eq(memberships.companyId, companyId))
        .orderBy(asc(memberships.createdAt), asc(users.name));
    },
    async find(companyId, userId) {
      const [row] = await db
        .select(memberColumns)
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(member(companyId, userId))
        .limit(1);
      return row ?? null;
    },
    async updateRole(companyId, userId, role) {
      return db.transaction(async (tx) => {
        if (role !== 'owner' && (await isLastOwner(tx, companyId, userId))) return 'last-owner';
        const updated = await tx
          .update(memberships)
          .set({ role })
          .where(and(member(companyId, userId), sql`${memberships.role} <> ${role}`))
          .returning({ userId: memberships.userId });
        if (updated.length > 0) await revokeUserSessions(tx, userId);
        return 'done';
      });
    },
    async remove(companyId, userId) {
      return db.transaction(async (tx) => {
        if (await isLastOwner(tx, companyId, userId)) return 'last-owner';
        const removed = await tx
          .delete(memberships)
          .where(member(companyId, userId))
          .returning({ userId: memberships.userId });
        if (removed.length === 0) return 'not-found';
        await revokeUserSessions(tx, userId);
        return 'done';
      });
    },
  };
}
