import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { bankAccounts, movements, payments } from '../../../db/schema';
import type { BankAccountRow } from '../../../db/schema';
import { createCompanyScopedRepository } from './company-scoped-repository';
import type {
  CompanyScopedRepository,
  ScopedWrite,
  WritableColumns,
} from './company-scoped-repository';
import { likePattern } from '../../../db/unique-violation';

export type NewBankAccount = WritableColumns<typeof bankAccounts>;
export type BankAccountColumns = Partial<NewBankAccount>;

/** The row, 'name-taken' when the company already has that name, null when no such row. */
export type BankAccountWrite = ScopedWrite<typeof bankAccounts, 'name-taken'>;

export interface BankAccountsRepository extends Omit<
  CompanyScopedRepository<typeof bankAccounts, 'name-taken'>,
  'list'
> {
  list(companyId: string, filter: { search?: string; active?: boolean }): Promise<BankAccountRow[]>;
  /**
   * Every account's saldo atual (payments up to `today`) and saldo previsto (payments up to
   * `until` plus what is open among movements due up to `until`), in one query; the rules are
   * the contract's (`bankAccountBalancesSchema`).
   */
  balances(companyId: string, today: string, until: string): Promise<BankAccountBalanceRow[]>;
}

export interface BankAccountBalanceRow {
  id: string;
  currentCents: number;
  projectedCents: number;
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
    async balances(companyId, today, until) {
      const b = bankAccounts;
      const p = payments;
      const m = movements;
      const sign = sql`case when ${m.type} = 'receita' then 1 else -1 end`;
      // node-postgres and PGlite both answer { rows }; int8 comes back as string or BigInt.
      const result = (await db.execute(sql`
        with moved as (
          select ${p.bankAccountId} as id,
            sum(${sign} * (${p.amountCents} + ${p.interestCents} + ${p.fineCents} - ${p.discountCents}))
              filter (where ${p.paidOn} <= ${today}) as until_today,
            sum(${sign} * (${p.amountCents} + ${p.interestCents} + ${p.fineCents} - ${p.discountCents}))
              as until_end
          from ${p}
          join ${m} on ${m.companyId} = ${p.companyId} and ${m.id} = ${p.movementId}
          join ${b} on ${b.companyId} = ${p.companyId} and ${b.id} = ${p.bankAccountId}
          where ${p.companyId} = ${companyId}
            and ${p.paidOn} >= ${b.openingBalanceDate} and ${p.paidOn} <= ${until}
          group by ${p.bankAccountId}
        ), open as (
          select ${m.bankAccountId} as id, sum(${sign} * (${m.amountCents} - ${m.paidCents})) as cents
          from ${m}
          where ${m.companyId} = ${companyId} and ${m.bankAccountId} is not null
            and ${m.paidCents} < ${m.amountCents} and ${m.dueDate} <= ${until}
          group by ${m.bankAccountId}
        )
        select ${b.id} as id,
          (${b.openingBalanceCents} + coalesce(moved.until_today, 0))::text as current_cents,
          (${b.openingBalanceCents} + coalesce(moved.until_end, 0) + coalesce(open.cents, 0))::text
            as projected_cents
        from ${b}
        left join moved on moved.id = ${b.id}
        left join open on open.id = ${b.id}
        where ${b.companyId} = ${companyId}
        order by ${b.name}, ${b.id}`)) as unknown as {
        rows: { id: string; current_cents: string; projected_cents: string }[];
      };
      return result.rows.map((row) => ({
        id: row.id,
        currentCents: Number(row.current_cents),
        projectedCents: Number(row.projected_cents),
      }));
    },
  };
}
