import { asc, eq, ilike, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bankAccounts } from '../db/schema';
import type { BankAccountRow } from '../db/schema';
import { createCompanyScopedRepository } from './company-scoped-repository';
import type {
  CompanyScopedRepository,
  ScopedWrite,
  WritableColumns,
} from './company-scoped-repository';
import { likePattern } from './unique-violation';

export type NewBankAccount = WritableColumns<typeof bankAccounts>;
export type BankAccountColumns = Partial<NewBankAccount>;

/** The row, 'name-taken' when the company already has that name, null when no such row. */
export type BankAccountWrite = ScopedWrite<typeof bankAccounts, 'name-taken'>;

export interface BankAccountsRepository extends Omit<
  CompanyScopedRepository<typeof bankAccounts, 'name-taken'>,
  'list'
> {
  list(companyId: string, filter: { search?: string; active?: boolean }): Promise<BankAccountRow[]>;
}

export function createBankAccountsRepository(db: Database): BankAccountsRepository {
  const rows = createCompanyScopedRepository(db, bankAccounts, {
    constraint: 'bank_accounts_company_name_key',
    taken: 'name-taken',
  });
  return {
    ...rows,
    async list(companyId, { search, active }) {
      const conditions: (SQL | undefined)[] = [];
      if (active !== undefined) conditions.push(eq(bankAccounts.active, active));
      if (search) {
        const pattern = likePattern(search);
        conditions.push(
          or(ilike(bankAccounts.name, pattern), ilike(bankAccounts.bankName, pattern)),
        );
      }
      return rows.list(companyId, conditions, [asc(bankAccounts.name), asc(bankAccounts.id)]);
    },
  };
}
