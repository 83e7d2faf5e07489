import { inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { MovementType, TransactionStatus } from 'shared/contracts';
import type { Database } from '../db/client';
import { bankAccounts, categories, movements, payments } from '../db/schema';
import {
  allOf,
  between,
  movementConditions,
  periodColumn,
  statusExpression,
} from './movement-filter';
import type { MovementFilter } from './movement-filter';

export type DashboardFilter = MovementFilter & { start_date: string; end_date: string };

/** One row of the roll-up, tagged with the grouping set it belongs to. */
export interface DashboardGroup {
  set: 'type' | 'status' | 'category' | 'bank-account';
  type: MovementType | null;
  status: TransactionStatus | null;
  id: string | null;
  label: string | null;
  /** Sum of the values (always positive). */
  total: number;
  /** Income minus expense. */
  net: number;
}

export interface CashFlowRow {
  id: string;
  parentId: string | null;
  code: string;
  name: string;
  type: MovementType;
  total: number;
}

export interface DashboardsRepository {
  /** Totals by type, net by status, totals by type and category, net by bank account. */
  groups(companyId: string, filter: DashboardFilter, today: string): Promise<DashboardGroup[]>;
  /** The running net balance at the end of each bucket, from zero at the period's start. */
  runningBalance(
    companyId: string,
    filter: DashboardFilter,
    today: string,
    granularity: 'day' | 'month',
  ): Promise<{ date: string; value: number }[]>;
  /** Every category holding movements in the filter, or above one, with its subtree's total. */
  categoryTotals(companyId: string, filter: DashboardFilter, today: string): Promise<CashFlowRow[]>;
}

/**
 * The rows every dashboard part aggregates: (type, status, category, bank account, day, value).
 * For a due or competence period, one row per movement with its amount; for a payment period, one
 * row per payment in the period with the amount paid and the account it went through — cash as
 * it moved. Nothing else reads the tables, so all parts agree with each other by construction.
 */
function source(companyId: string, filter: DashboardFilter, today: string): SQL {
  const conditions = movementConditions(companyId, filter, today);
  const status = statusExpression(today);
  if (filter.date_type === 'payment_date') {
    conditions.push(sql`${payments.companyId} = ${companyId}`);
    conditions.push(...between(payments.paidOn, filter.start_date, filter.end_date));
    if (filter.bank_accounts.length) {
      conditions.push(inArray(payments.bankAccountId, filter.bank_accounts));
    }
    return sql`select ${movements.type} as type, ${status} as status,
        ${movements.categoryId} as category_id, ${payments.bankAccountId} as bank_account_id,
        ${payments.paidOn} as day, ${payments.amountCents} as value
      from ${payments} join ${movements}
        on ${movements.companyId} = ${payments.companyId} and ${movements.id} = ${payments.movementId}
      where ${allOf(conditions)}`;
  }
  const column = periodColumn(filter.date_type);
  conditions.push(...between(column, filter.start_date, filter.end_date));
  if (filter.bank_accounts.length) {
    conditions.push(inArray(movements.bankAccountId, filter.bank_accounts));
  }
  return sql`select ${movements.type} as type, ${status} as status,
      ${movements.categoryId} as category_id, ${movements.bankAccountId} as bank_account_id,
      ${column} as day, ${movements.amountCents} as value
    from ${movements}
    where ${allOf(conditions)}`;
}

type Raw = Record<string, unknown>;

async function rowsOf(db: Database, query: SQL): Promise<Raw[]> {
  // node-postgres and PGlite both answer { rows }; drizzle types the raw result per driver.
  const result = (await db.execute(query)) as unknown as { rows: Raw[] };
  return result.rows;
}

/** int8 arrives as BigInt (PGlite) or string (pg); sums of cents stay far below 2^53. */
const int = (value: unknown): number => Number(value ?? 0);
const textOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

export function createDashboardsRepository(db: Database): DashboardsRepository {
  return {
    async groups(companyId, filter, today) {
      // One scan groups the filtered rows by all four keys (a few hundred groups at most); the
      // grouping sets then roll those groups up, which costs nothing next to the scan.
      const rows = await rowsOf(
        db,
        sql`with src as (${source(companyId, filter, today)}),
          fine as (
            select type, status, category_id, bank_account_id, sum(value) as total,
              sum(case when type = 'receita' then value else -value end) as net
            from src group by type, status, category_id, bank_account_id
          ),
          rolled as (
            select type, status, category_id, bank_account_id,
              grouping(type) * 8 + grouping(status) * 4 + grouping(category_id) * 2
                + grouping(bank_account_id) as grouping_id,
              sum(total)::bigint as total, sum(net)::bigint as net
            from fine
            group by grouping sets ((type), (status), (type, category_id), (bank_account_id))
          )
          select rolled.*, ${categories.name} as category_name, ${bankAccounts.name} as bank_name
          from rolled
          left join ${categories}
            on ${categories.companyId} = ${companyId} and ${categories.id} = rolled.category_id
          left join ${bankAccounts}
            on ${bankAccounts.companyId} = ${companyId} and ${bankAccounts.id} = rolled.bank_account_id`,
      );
      // grouping_id has a bit set per key left out of the set: 0b0111 (type), 0b1011 (status),
      // 0b0101 (type, category), 0b1110 (bank account).
      const setOf: Record<number, DashboardGroup['set']> = {
        7: 'type',
        11: 'status',
        5: 'category',
        14: 'bank-account',
      };
      return rows.flatMap((row) => {
        const set = setOf[int(row.grouping_id)];
        if (!set) return [];
        return [
          {
            set,
            type: textOrNull(row.type) as MovementType | null,
            status: textOrNull(row.status) as TransactionStatus | null,
            id: textOrNull(set === 'category' ? row.category_id : row.bank_account_id),
            label: textOrNull(set === 'category' ? row.category_name : row.bank_name),
            total: int(row.total),
            net: int(row.net),
          },
        ];
      });
    },

    async runningBalance(companyId, filter, today, granularity) {
      const bucket = (day: SQL) =>
        granularity === 'day' ? sql`${day}` : sql`date_trunc('month', ${day})::date`;
      const step = granularity === 'day' ? sql`interval '1 day'` : sql`interval '1 month'`;
      const rows = await rowsOf(
        db,
        sql`with src as (${source(companyId, filter, today)}),
          daily as (
            select day, sum(case when type = 'receita' then value else -value end) as net
            from src group by day
          ),
          per_bucket as (select ${bucket(sql`day`)} as bucket, sum(net) as net from daily group by 1),
          buckets as (
            select generate_series(${bucket(sql`${filter.start_date}::date`)}, ${filter.end_date}::date, ${step})::date as bucket
          )
          select to_char(buckets.bucket, 'YYYY-MM-DD') as date,
            (sum(coalesce(per_bucket.net, 0)) over (order by buckets.bucket))::bigint as value
          from buckets left join per_bucket on per_bucket.bucket = buckets.bucket
          order by buckets.bucket`,
      );
      return rows.map((row) => ({ date: String(row.date), value: int(row.value) }));
    },

    async categoryTotals(companyId, filter, today) {
      // Each category's total climbs to every ancestor (depth-capped, should the tree ever hold
      // a cycle), then sums per node: parents hold their children's movements too.
      const rows = await rowsOf(
        db,
        sql`with recursive src as (${source(companyId, filter, today)}),
          sums as (select category_id as id, sum(value) as total from src group by category_id),
          up(id, total, depth) as (
            select id, total, 0 from sums
            union all
            select ${categories.parentId}, up.total, up.depth + 1
            from up join ${categories}
              on ${categories.companyId} = ${companyId} and ${categories.id} = up.id
            where ${categories.parentId} is not null and up.depth < 64
          )
          select ${categories.id} as id, ${categories.parentId} as parent_id,
            ${categories.code} as code, ${categories.name} as name, ${categories.type} as type,
            sum(up.total)::bigint as total
          from up join ${categories}
            on ${categories.companyId} = ${companyId} and ${categories.id} = up.id
          group by ${categories.id}, ${categories.parentId}, ${categories.code}, ${categories.name}, ${categories.type}
          order by ${categories.code}`,
      );
      return rows.map((row) => ({
        id: String(row.id),
        parentId: textOrNull(row.parent_id),
        code: String(row.code),
        name: String(row.name),
        type: String(row.type) as MovementType,
        total: int(row.total),
      }));
    },
  };
}
