import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { int, rowsOf, textOrNull } from '../../../db/raw-sql';
import { transferFlows } from '../../setup/public';

export interface ReconciliationRow {
  bankAccountId: string;
  bankAccountName: string;
  batchId: string | null;
  importedAt: Date | null;
  fileName: string | null;
  endDate: string | null;
  balanceCents: number | null;
  balanceDate: string | null;
  /** Fluxo's balance of the account at the end of `balanceDate`; null without a statement balance. */
  fluxoBalanceCents: number | null;
  unreconciledCount: number;
}

export interface ReconciliationRepository {
  /** Every active account of the company, with its latest statement, in one query. */
  statuses(companyId: string): Promise<ReconciliationRow[]>;
}

export function createReconciliationRepository(db: Database): ReconciliationRepository {
  return {
    async statuses(companyId) {
      const rows = await rowsOf(
        db,
        sql`
        with latest as (
          -- The newest statement each account kept: an undone import no longer speaks for it.
          select distinct on (bank_account_id) bank_account_id, id, created_at, file_name,
            statement_end_date, statement_balance_cents, statement_balance_date
          from import_batches
          where company_id = ${companyId} and kind = 'statement' and undone_at is null
          order by bank_account_id, created_at desc, id desc
        ), moved as (
          -- The balance as bank-accounts/balances computes it (saldo inicial plus the payments
          -- and transfers from its date), up to the statement's balance day.
          select l.bank_account_id as id,
            sum(case when m.type = 'receita' then 1 else -1 end
              * (p.amount_cents + p.juros_cents + p.multa_cents - p.desconto_cents)) as cents
          from latest l
          join bank_accounts b on b.company_id = ${companyId} and b.id = l.bank_account_id
          join payments p on p.company_id = ${companyId} and p.bank_account_id = l.bank_account_id
            and p.paid_on >= b.opening_balance_date and p.paid_on <= l.statement_balance_date
          join movements m on m.company_id = p.company_id and m.id = p.movement_id
          group by l.bank_account_id
        ), shifted as (
          -- Transfers between the company's own accounts, out of one and into the other.
          select l.bank_account_id as id, sum(t.cents) as cents
          from latest l
          join bank_accounts b on b.company_id = ${companyId} and b.id = l.bank_account_id
          join ${transferFlows(companyId)} t on t.id = l.bank_account_id
            and t.day >= b.opening_balance_date and t.day <= l.statement_balance_date
          group by l.bank_account_id
        ), open as (
          -- What the statement should have settled and no line did (see the contract).
          select l.bank_account_id as id, count(*) as n
          from latest l
          join movements m on m.company_id = ${companyId} and m.bank_account_id = l.bank_account_id
            and m.paid_cents < m.amount_cents and m.due_date <= l.statement_end_date
            and m.approval_status is distinct from 'rejected'
          group by l.bank_account_id
        )
        select b.id as bank_account_id, b.name as bank_account_name, l.id as batch_id, l.created_at as imported_at,
          l.file_name, l.statement_end_date::text as end_date,
          l.statement_balance_cents::text as balance_cents,
          l.statement_balance_date::text as balance_date,
          case when l.statement_balance_date is null then null
            else (b.opening_balance_cents + coalesce(moved.cents, 0)
              + coalesce(shifted.cents, 0))::text end as fluxo_cents,
          coalesce(open.n, 0)::text as unreconciled
        from bank_accounts b
        left join latest l on l.bank_account_id = b.id
        left join moved on moved.id = b.id
        left join shifted on shifted.id = b.id
        left join open on open.id = b.id
        where b.company_id = ${companyId} and b.active
        order by b.name, b.id`,
      );
      return rows.map((row) => ({
        bankAccountId: String(row['bank_account_id']),
        bankAccountName: String(row['bank_account_name']),
        batchId: textOrNull(row['batch_id']),
        importedAt: row['imported_at'] ? new Date(row['imported_at'] as string | Date) : null,
        fileName: textOrNull(row['file_name']),
        endDate: textOrNull(row['end_date']),
        balanceCents: row['balance_cents'] === null ? null : int(row['balance_cents']),
        balanceDate: textOrNull(row['balance_date']),
        fluxoBalanceCents: row['fluxo_cents'] === null ? null : int(row['fluxo_cents']),
        unreconciledCount: int(row['unreconciled']),
      }));
    },
  };
}
