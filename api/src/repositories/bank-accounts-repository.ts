import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bankAccounts } from '../db/schema';
import type { BankAccountRow } from '../db/schema';
import { deleteUnlessReferenced, likePattern, unlessTaken } from './unique-violation';

export type NewBankAccount = Omit<
  typeof bankAccounts.$inferInsert,
  'id' | 'companyId' | 'createdAt' | 'updatedAt'
>;
export type BankAccountColumns = Partial<NewBankAccount>;

/** The row, 'name-taken' when the company already has that name, null when no such row. */
export type BankAccountWrite = BankAccountRow | 'name-taken' | null;

export interface BankAccountsRepository {
  list(companyId: string, filter: { search?: string; active?: boolean }): Promise<BankAccountRow[]>;
  find(companyId: string, id: string): Promise<BankAccountRow | null>;
  create(companyId: string, values: NewBankAccount): Promise<BankAccountWrite>;
  update(companyId: string, id: string, changes: BankAccountColumns): Promise<BankAccountWrite>;
  /** 'in-use' when a movement or payment refers to the row: deactivate it instead. */
  delete(companyId: string, id: string): Promise<'deleted' | 'missing' | 'in-use'>;
}

const NAME_KEY = 'bank_accounts_company_name_key';

const orNameTaken = (write: () => Promise<BankAccountRow | null>): Promise<BankAccountWrite> =>
  unlessTaken(NAME_KEY, 'name-taken', write);

export function createBankAccountsRepository(db: Database): BankAccountsRepository {
  const scope = (companyId: string, id: string) =>
    and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.id, id));
  return {
    async list(companyId, { search, active }) {
      const conditions: (SQL | undefined)[] = [eq(bankAccounts.companyId, companyId)];
      if (active !== undefined) conditions.push(eq(bankAccounts.active, active));
      if (search) {
        const pattern = likePattern(search);
        conditions.push(
          or(ilike(bankAccounts.name, pattern), ilike(bankAccounts.bankName, pattern)),
        );
      }
      return db
        .select()
        .from(bankAccounts)
        .where(and(...conditions))
        .orderBy(asc(bankAccounts.name), asc(bankAccounts.id));
    },
    async find(companyId, id) {
      const [row] = await db.select().from(bankAccounts).where(scope(companyId, id)).limit(1);
      return row ?? null;
    },
    async create(companyId, values) {
      return orNameTaken(async () => {
        const [row] = await db
          .insert(bankAccounts)
          .values({ ...values, companyId })
          .returning();
        return row ?? null;
      });
    },
    async update(companyId, id, changes) {
      return orNameTaken(async () => {
        const [row] = await db
          .update(bankAccounts)
          .set(changes)
          .where(scope(companyId, id))
          .returning();
        return row ?? null;
      });
    },
    async delete(companyId, id) {
      return deleteUnlessReferenced(() =>
        db.delete(bankAccounts).where(scope(companyId, id)).returning({ id: bankAccounts.id }),
      );
    },
  };
}
