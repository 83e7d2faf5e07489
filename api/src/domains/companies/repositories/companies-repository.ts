import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { MemberRole } from 'shared/contracts';
import type { Database } from '../../../db/client';
import { categories, companies, memberships } from '../../../db/schema';
import type { CompanyRow } from '../../../db/schema';
import type { NewCategory } from '../../setup/public';

// Sign-up (the accounts repository) and 'Nova empresa' both insert through here, so the shape
// lives with the table's owner and the accounts repository depends on it, not the reverse.
export type NewCompany = Omit<typeof companies.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A starting plano de contas: ids chosen by the caller so children name their parent, parents first. */
export type StartingPlano = (NewCategory & { id: string })[];

/**
 * The company, its owner's membership and its starting plano, inside the caller's transaction:
 * sign-up and 'Nova empresa' create a company the same way.
 */
export async function insertCompanyWithOwner(
  tx: Transaction,
  input: { company: NewCompany; ownerId: string; plano: StartingPlano },
): Promise<CompanyRow> {
  const [row] = await tx.insert(companies).values(input.company).returning();
  if (!row) throw new Error('the company was not inserted');
  await tx.insert(memberships).values({ companyId: row.id, userId: input.ownerId, role: 'owner' });
  if (input.plano.length) {
    await tx
      .insert(categories)
      .values(input.plano.map((category) => ({ ...category, companyId: row.id })));
  }
  return row;
}

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
  /** A new company owned by `ownerId`, with its starting plano, all or nothing. */
  create(input: {
    company: NewCompany;
    ownerId: string;
    plano: StartingPlano;
  }): Promise<CompanyRow>;
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
    async create(input) {
      // Only `tx` inside: PGlite is one connection, and a query on `db` here would deadlock.
      return db.transaction((tx) => insertCompanyWithOwner(tx, input));
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
