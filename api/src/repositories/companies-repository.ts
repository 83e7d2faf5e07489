import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { MemberRole } from 'shared/contracts';
import type { Database } from '../db/client';
import { companies, memberships } from '../db/schema';
import type { CompanyRow } from '../db/schema';
import type { NewCompany } from './accounts-repository';

export interface MemberCompany {
  id: string;
  name: string;
  tradeName: string | null;
  avatar: string | null;
  role: MemberRole;
}

export interface CompaniesRepository {
  /** The user's companies, in the order of `UsersRepository.listMemberships`. */
  listForMember(userId: string): Promise<MemberCompany[]>;
  /** The company, only if `userId` is a member of it: one company's user never reads another's. */
  findForMember(companyId: string, userId: string): Promise<CompanyRow | null>;
  /** Changes the given fields only; null when the company does not exist. */
  update(companyId: string, changes: Partial<NewCompany>): Promise<CompanyRow | null>;
}

export function createCompaniesRepository(db: Database): CompaniesRepository {
  return {
    async listForMember(userId) {
      return db
        .select({
          id: companies.id,
          name: companies.name,
          tradeName: companies.tradeName,
          avatar: companies.avatar,
          role: memberships.role,
        })
        .from(memberships)
        .innerJoin(companies, eq(companies.id, memberships.companyId))
        .where(eq(memberships.userId, userId))
        .orderBy(asc(memberships.createdAt), asc(companies.name));
    },
    async findForMember(companyId, userId) {
      const [row] = await db
        .select(getTableColumns(companies))
        .from(companies)
        .innerJoin(
          memberships,
          and(eq(memberships.companyId, companies.id), eq(memberships.userId, userId)),
        )
        .where(eq(companies.id, companyId))
        .limit(1);
      return row ?? null;
    },
    async update(companyId, changes) {
      const [row] = await db
        .update(companies)
        .set(changes)
        .where(eq(companies.id, companyId))
        .returning();
      return row ?? null;
    },
  };
}
