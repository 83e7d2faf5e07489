import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { Rollback, transactionOr } from '../../../db/rollback';
import { emailVerificationCodes, users } from '../../../db/schema';
import { insertCompanyWithOwner } from '../../companies/public';
import type { NewCompany, StartingPlano } from '../../companies/public';

export interface NewAccount {
  /** The verification the sign-up spends: its row is deleted in the same transaction. */
  verification: { id: string; tokenHash: string; now: Date };
  user: { email: string; name: string; passwordHash: string };
  company: NewCompany;
  /** The plano de contas the company starts with. */
  categories: StartingPlano;
}

export type CreateAccountResult =
  | { status: 'created'; userId: string; companyId: string }
  | { status: 'verification-spent' }
  | { status: 'email-taken' };

export interface AccountsRepository {
  /** User, company, owner membership and starting plano de contas, all or nothing. */
  createFromVerification(account: NewAccount): Promise<CreateAccountResult>;
}

export function createAccountsRepository(db: Database): AccountsRepository {
  return {
    async createFromVerification({ verification, user, company, categories: plano }) {
      return transactionOr<CreateAccountResult>(db, async (tx) => {
        const spent = await tx
          .delete(emailVerificationCodes)
          .where(
            and(
              eq(emailVerificationCodes.id, verification.id),
              eq(emailVerificationCodes.verificationTokenHash, verification.tokenHash),
              gt(emailVerificationCodes.verificationExpiresAt, verification.now),
            ),
          )
          .returning({ id: emailVerificationCodes.id });
        if (spent.length === 0) throw new Rollback({ status: 'verification-spent' });

        const [created] = await tx
          .insert(users)
          .values({ ...user, emailVerifiedAt: verification.now })
          .onConflictDoNothing({ target: users.email })
          .returning({ id: users.id });
        if (!created) throw new Rollback({ status: 'email-taken' });

        const row = await insertCompanyWithOwner(tx, { company, ownerId: created.id, plano });
        return { status: 'created' as const, userId: created.id, companyId: row.id };
      });
    },
  };
}
