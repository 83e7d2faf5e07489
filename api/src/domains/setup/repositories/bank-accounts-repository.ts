import { DrizzleQueryError, and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  bankAccounts,
  movementDayTotals,
  movements,
  paymentMonthTotals,
  payments,
} from '../../../db/schema';
import type { BankAccountRow } from '../../../db/schema';
import { createCompanyScopedRepository } from './company-scoped-repository';
import type {
  CompanyScopedRepository,
  ScopedWrite,
  WritableColumns,
} from './company-scoped-repository';
import { likePattern } from '../../../db/unique-violation';
import { Rollback, transactionOr } from '../../../db/rollback';
import type { Transaction } from '../../../db/raw-sql';

export type NewBankAccount = WritableColumns<typeof bankAccounts>;
export type BankAccountColumns = Partial<NewBankAccount>;

/**
 * Why the database refused a write, for the service to word: the company already has that name
 * or that Pix key on another account, or another default made at the same moment; the cobrança
 * account would have no Pix key, or be archived.
 */
export type BankAccountRefusal =
  | 'name-taken'
  | 'pix-key-taken'
  | 'charge-default-taken'
  | 'charge-default-without-pix-key'
  | 'charge-default-inactive';

/** The row, a refusal, or null when the company has no such row. */
export type BankAccountWrite = ScopedWrite<typeof bankAccounts, BankAccountRefusal>;

const REFUSALS: Record<string, BankAccountRefusal> = {
  bank_accounts_company_name_key: 'name-taken',
  bank_accounts_company_pix_key_key: 'pix-key-taken',
  // Two requests made two accounts the default at once: the later one loses.
  bank_accounts_company_charge_default_key: 'charge-default-taken',
  bank_accounts_charge_default_has_pix: 'charge-default-without-pix-key',
  bank_accounts_charge_default_active: 'charge-default-inactive',
};

/** A unique (23505) or check (23514) violation this table's rules name, else the error again. */
function refusalOf(error: unknown): BankAccountRefusal {
  const cause =
    error instanceof DrizzleQueryError
      ? (error.cause as { code?: unknown; constraint?: unknown })
      : undefined;
  const refusal =
    (cause?.code === '23505' || cause?.code === '23514') && typeof cause.constraint === 'string'
      ? REFUSALS[cause.constraint]
      : undefined;
  if (!refusal) throw error;
  return refusal;
}

export interface BankAccountsRepository extends Omit<
  CompanyScopedRepository<typeof bankAccounts, 'name-taken'>,
  'list' | 'create' | 'update'
> {
  /**
   * `chargeDefault: true` takes the mark from the company's other accounts in the same
   * transaction, so there is never a moment with two defaults, nor a refused write that lost one.
   */
  create(companyId: string, values: NewBankAccount): Promise<BankAccountWrite>;
  update(companyId: string, id: string, changes: BankAccountColumns): Promise<BankAccountWrite>;
  list(companyId: string, filter: { search?: string; active?: boolean }): Promise<BankAccountRow[]>;
  /**
   * Every account's saldo atual (payments and transfers up to `today`) and saldo previsto
   * (payments and transfers up to `until` plus what is open among movements due up to `until`),
   * in one query; the rules are
   * the contract's (`bankAccountBalancesSchema`).
   */
  balances(companyId: string, today: string, until: string): Promise<BankAccountBalanceRow[]>;
}

/**
 * Each transfer between the company's own accounts (issue 23, item 6) as two flows, `(id, day,
 * cents)`: out of one account, into the other. What every balance adds to its payments, so the
 * saldo atual and the reconciliation status agree.
 */
export const transferFlows = (companyId: string): SQL => sql`(
  select from_bank_account_id as id, transferred_on as day, -amount_cents as cents
  from transfers where company_id = ${companyId}
  union all
  select to_bank_account_id, transferred_on, amount_cents
  from transfers where company_id = ${companyId}
)`;

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
  const clearDefault = (tx: Transaction, companyId: string, exceptId?: string) =>
    tx
      .update(bankAccounts)
      .set({ chargeDefault: false })
      .where(
        and(
          eq(bankAccounts.companyId, companyId),
          eq(bankAccounts.chargeDefault, true),
          exceptId ? ne(bankAccounts.id, exceptId) : undefined,
        ),
      );
  const refusing = async (write: () => Promise<BankAccountRow | null>) => {
    try {
      return await write();
    } catch (error) {
      return refusalOf(error);
    }
  };
  return {
    ...rows,
    async create(companyId, values) {
      return refusing(() =>
        db.transaction(async (tx) => {
          if (values.chargeDefault) await clearDefault(tx, companyId);
          const [row] = await tx
            .insert(bankAccounts)
            .values({ ...values, companyId })
            .returning();
          return row ?? null;
        }),
      );
    },
    async update(companyId, id, changes) {
      return refusing(() =>
        transactionOr(db, async (tx) => {
          if (changes.chargeDefault) await clearDefault(tx, companyId, id);
          const [row] = await tx
            .update(bankAccounts)
            .set(changes)
            .where(and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.id, id)))
            .returning();
          // No such account in this company: the others keep their mark.
          if (!row) throw new Rollback(null);
          return row;
        }),
      );
    },
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
      const t = paymentMonthTotals;
      const d = movementDayTotals;
      const paid = sql`${p.amountCents} + ${p.interestCents} + ${p.fineCents} - ${p.discountCents}`;
      // The first day after the whole months up to a date (the 1st of its month, or of the next
      // month when the date is a month's last day).
      const wholeUntil = (day: string) => sql`date_trunc('month', ${day}::date + 1)::date`;
      // node-postgres and PGlite both answer { rows }; int8 comes back as string or BigInt.
      const result = (await db.execute(sql`
        with acct as (
          -- From each account's saldo inicial date: its first whole month, read from the totals;
          -- the days before it from the payments.
          select ${b.id} as id, ${b.openingBalanceDate} as start,
            case when extract(day from ${b.openingBalanceDate}) = 1 then ${b.openingBalanceDate}
              else (date_trunc('month', ${b.openingBalanceDate}) + interval '1 month')::date
            end as whole_from
          from ${b} where ${b.companyId} = ${companyId}
        ), months as (
          -- Every month held whole from the first one to the last up to \`until\`.
          select acct.id,
            sum(case when ${t.type} = 'receita' then 1 else -1 end
              * (${t.amountCents} + ${t.extraCents})) as total
          from acct join ${t} on ${t.companyId} = ${companyId} and ${t.bankAccountId} = acct.id
            and ${t.month} >= acct.whole_from and ${t.month} < ${wholeUntil(until)}
          group by acct.id
        ), edges as (
          -- The payments the months leave out or hold too many of, each an index range of
          -- payments by date, not the history: before an account's first whole month; after the
          -- last month held whole up to \`until\`; and, inside the months, those after today.
          select acct.id, ${p.paidOn} as day, 'before' as part, ${sign} * (${paid}) as cents
          from acct join ${p} on ${p.companyId} = ${companyId} and ${p.bankAccountId} = acct.id
            and ${p.paidOn} >= acct.start and ${p.paidOn} < acct.whole_from
            and ${p.paidOn} <= ${until}
            and ${p.paidOn} >= (select min(start) from acct)
            and ${p.paidOn} < (select max(whole_from) from acct)
          join ${m} on ${m.companyId} = ${companyId} and ${m.id} = ${p.movementId}
          union all
          select acct.id, ${p.paidOn}, 'after', ${sign} * (${paid})
          from acct join ${p} on ${p.companyId} = ${companyId} and ${p.bankAccountId} = acct.id
            and ${p.paidOn} >= greatest(acct.start, acct.whole_from)
            and ${p.paidOn} >= ${wholeUntil(until)} and ${p.paidOn} <= ${until}
          join ${m} on ${m.companyId} = ${companyId} and ${m.id} = ${p.movementId}
          union all
          select acct.id, ${p.paidOn}, 'future', ${sign} * (${paid})
          from acct join ${p} on ${p.companyId} = ${companyId} and ${p.bankAccountId} = acct.id
            and ${p.paidOn} >= acct.whole_from
            and ${p.paidOn} > ${today} and ${p.paidOn} < ${wholeUntil(until)}
          join ${m} on ${m.companyId} = ${companyId} and ${m.id} = ${p.movementId}
        ), edge_sums as (
          select id,
            sum(cents) filter (where part <> 'future' and day <= ${today}) as until_today,
            sum(cents) filter (where part <> 'future') as until_end,
            sum(cents) filter (where part = 'future') as future
          from edges group by id
        ), moved as (
          select acct.id,
            coalesce(months.total, 0) - coalesce(edge_sums.future, 0)
              + coalesce(edge_sums.until_today, 0) as until_today,
            coalesce(months.total, 0) + coalesce(edge_sums.until_end, 0) as until_end
          from acct left join months on months.id = acct.id
            left join edge_sums on edge_sums.id = acct.id
        ), shifted as (
          -- Transfers between the company's own accounts (issue 23, item 6): out of one, into
          -- the other, from each account's saldo inicial date.
          select x.id, sum(x.cents) filter (where x.day <= ${today}) as until_today,
            sum(x.cents) as until_end
          from ${transferFlows(companyId)} x
          join ${b} on ${b.companyId} = ${companyId} and ${b.id} = x.id
          where x.day >= ${b.openingBalanceDate} and x.day <= ${until}
          group by x.id
        ), open as (
          -- What is still open of the movements due up to \`until\`, from the kept day totals
          -- (their paid part rides along): the unpaid and the partly paid, whatever their age.
          select ${d.bankAccountId} as id,
            sum(case when ${d.type} = 'receita' then 1 else -1 end
              * (${d.amountCents} - ${d.paidCents})) as cents
          from ${d}
          where ${d.companyId} = ${companyId} and ${d.bankAccountId} is not null
            and ${d.paidState} < 2 and ${d.dueDate} <= ${until}
          group by ${d.bankAccountId}
        )
        select ${b.id} as id,
          (${b.openingBalanceCents} + coalesce(moved.until_today, 0)
            + coalesce(shifted.until_today, 0))::text as current_cents,
          (${b.openingBalanceCents} + coalesce(moved.until_end, 0) + coalesce(shifted.until_end, 0)
            + coalesce(open.cents, 0))::text as projected_cents
        from ${b}
        left join moved on moved.id = ${b.id}
        left join shifted on shifted.id = ${b.id}
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
