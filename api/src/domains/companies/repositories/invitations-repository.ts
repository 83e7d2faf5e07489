import { and, asc, eq, gt, isNull, lte, or, isNotNull } from 'drizzle-orm';
import type { MemberRole } from 'shared/contracts';
import type { Database } from '../../../db/client';
import { Rollback, transactionOr } from '../../../db/rollback';
import { companies, invitations, memberships, users } from '../../../db/schema';

export type InvitationRow = typeof invitations.$inferSelect;

export interface OpenInvitation {
  companyId: string;
  id: string;
  email: string;
  role: MemberRole;
  companyName: string;
}

export interface FoundInvitation extends OpenInvitation {
  acceptedAt: Date | null;
  expiresAt: Date;
}

export type SignUpThroughInvitationResult =
  | { status: 'created'; userId: string }
  | { status: 'invitation-spent' }
  | { status: 'email-taken' };

export interface InvitationsRepository {
  /** Whether someone with this (lowercased) e-mail is already a member of the company. */
  isMember(companyId: string, email: string): Promise<boolean>;
  /** Stores the invitation, replacing a pending one to the same address, and clears stale ones. */
  create(values: {
    companyId: string;
    email: string;
    role: MemberRole;
    tokenHash: string;
    invitedBy: string;
    expiresAt: Date;
    now: Date;
  }): Promise<InvitationRow & { companyName: string }>;
  listPending(companyId: string, now: Date): Promise<InvitationRow[]>;
  /** Deletes a pending invitation; false when there is none with that id in the company. */
  cancel(companyId: string, id: string): Promise<boolean>;
  /**
   * The invitation the token hash belongs to, spent or expired too, so the link's page can say
   * which; null when there is none (never sent, replaced or cancelled).
   */
  findByToken(tokenHash: string): Promise<FoundInvitation | null>;
  /** Spends the invitation and adds the user with its role; false when it was spent meanwhile. */
  accept(invitation: OpenInvitation, userId: string, now: Date): Promise<boolean>;
  /** Spends the invitation, creates the (verified) user and the membership, all or nothing. */
  signUp(
    invitation: OpenInvitation,
    user: { name: string; passwordHash: string },
    now: Date,
  ): Promise<SignUpThroughInvitationResult>;
}

export function createInvitationsRepository(db: Database): InvitationsRepository {
  const pending = (now: Date) =>
    and(isNull(invitations.acceptedAt), gt(invitations.expiresAt, now));

  /** Marks the invitation accepted inside the caller's transaction; false if already spent. */
  async function spend(tx: Database, invitation: OpenInvitation, now: Date): Promise<boolean> {
    const spent = await tx
      .update(invitations)
      .set({ acceptedAt: now })
      .where(
        and(
          eq(invitations.companyId, invitation.companyId),
          eq(invitations.id, invitation.id),
          pending(now),
        ),
      )
      .returning({ id: invitations.id });
    return spent.length === 1;
  }

  return {
    async isMember(companyId, email) {
      const [row] = await db
        .select({ userId: memberships.userId })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.companyId, companyId), eq(users.email, email)))
        .limit(1);
      return row !== undefined;
    },
    async create({ now, ...values }) {
      return db.transaction(async (tx) => {
        await tx
          .delete(invitations)
          .where(
            and(
              eq(invitations.companyId, values.companyId),
              or(
                and(eq(invitations.email, values.email), isNull(invitations.acceptedAt)),
                isNotNull(invitations.acceptedAt),
                lte(invitations.expiresAt, now),
              ),
            ),
          );
        const [row] = await tx.insert(invitations).values(values).returning();
        const [company] = await tx
          .select({ name: companies.name })
          .from(companies)
          .where(eq(companies.id, values.companyId));
        if (!row || !company)
          throw new Error(`invitation not stored for company ${values.companyId}`);
        return { ...row, companyName: company.name };
      });
    },
    async listPending(companyId, now) {
      return db
        .select()
        .from(invitations)
        .where(and(eq(invitations.companyId, companyId), pending(now)))
        .orderBy(asc(invitations.createdAt));
    },
    async cancel(companyId, id) {
      const removed = await db
        .delete(invitations)
        .where(
          and(
            eq(invitations.companyId, companyId),
            eq(invitations.id, id),
            isNull(invitations.acceptedAt),
          ),
        )
        .returning({ id: invitations.id });
      return removed.length === 1;
    },
    async findByToken(tokenHash) {
      const [row] = await db
        .select({
          companyId: invitations.companyId,
          id: invitations.id,
          email: invitations.email,
          role: invitations.role,
          companyName: companies.name,
          acceptedAt: invitations.acceptedAt,
          expiresAt: invitations.expiresAt,
        })
        .from(invitations)
        .innerJoin(companies, eq(companies.id, invitations.companyId))
        .where(eq(invitations.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },
    async accept(invitation, userId, now) {
      return db.transaction(async (tx) => {
        if (!(await spend(tx, invitation, now))) return false;
        // Someone who joined meanwhile keeps the role they have.
        await tx
          .insert(memberships)
          .values({ companyId: invitation.companyId, userId, role: invitation.role })
          .onConflictDoNothing();
        return true;
      });
    },
    async signUp(invitation, user, now) {
      return transactionOr<SignUpThroughInvitationResult>(db, async (tx) => {
        if (!(await spend(tx, invitation, now))) throw new Rollback({ status: 'invitation-spent' });
        const [created] = await tx
          .insert(users)
          .values({ ...user, email: invitation.email, emailVerifiedAt: now })
          .onConflictDoNothing({ target: users.email })
          .returning({ id: users.id });
        if (!created) throw new Rollback({ status: 'email-taken' });
        await tx.insert(memberships).values({
          companyId: invitation.companyId,
          userId: created.id,
          role: invitation.role,
        });
        return { status: 'created' as const, userId: created.id };
      });
    },
  };
}
