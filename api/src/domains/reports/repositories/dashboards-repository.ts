import { sql } from 'drizzle-orm';
import type { DreGroup, MovementType, TransactionStatus } from 'shared/contracts';
import type { Database } from '../../../db/client';
import { int, rowsOf, textOrNull } from '../../../db/raw-sql';
import { bankAccounts, categories } from '../../../db/schema';
import { TEXT_COMPLEMENT_SHARE, TEXT_SCAN_SHARE, planTextFilter } from '../../movements/public';
import { competenceMonthsSource, dreSource, source } from './report-sources';
import type { DashboardFilter } from './report-sources';

export type { DashboardFilter };

/** One row of the roll-up, tagged with the grouping set it belongs to. */
export interface DashboardGroup {
  set: 'type' | 'category' | 'bank-account' | 'all';
  type: MovementType | null;
  id: string | null;
  label: string | null;
  /** Sum of the values (always positive). */
  total: number;
  /** Income minus expense. */
  net: number;
  /** Income minus expense of the movements in each status. */
  netByStatus: Record<TransactionStatus, number>;
}

export interface DashboardFigures {
  groups: DashboardGroup[];
  /** The running net balance at the end of each bucket, from zero at the period's start. */
  series: { date: string; value: number }[];
}

export interface CashFlowRow {
  id: string;
  parentId: string | null;
  code: string;
  name: string;
  type: MovementType;
  total: number;
}

/** A category's net (receitas − despesas) in one month, or (categoryId null) its group's. */
export interface DreRow {
  group: DreGroup;
  categoryId: string | null;
  code: string | null;
  name: string | null;
  /** `YYYY-MM`. */
  month: string;
  net: number;
}

export interface DashboardsRepository {
  /**
   * Totals by type, by type and category, net by bank account and by status, and the running
   * balance per day or month: one scan of the filtered rows.
   */
  insights(
    companyId: string,
    filter: DashboardFilter,
    today: string,
    granularity: 'day' | 'month',
  ): Promise<DashboardFigures>;
  /** Every category holding movements in the filter, or above one, with its subtree's total. */
  categoryTotals(companyId: string, filter: DashboardFilter, today: string): Promise<CashFlowRow[]>;
  /**
   * The DRE's figures: net per month × category and per month × DRE group, in one aggregation.
   * A competence-date filter reads the movements, a payment-date one the payments: through their
   * month totals for the months the period holds whole, when the totals can answer the filter.
   */
  dre(companyId: string, filter: DashboardFilter, today: string): Promise<DreRow[]>;
}

export function createDashboardsRepository(
  db: Database,
  options: {
    /**
     * Whether the DRE and the competence views read the month totals where they answer (false:
     * always the base tables, what the property tests compare them with).
     */
    monthTotals?: boolean;
  } = {},
): DashboardsRepository {
  const monthTotals = options.monthTotals ?? true;
  // The text planned for: scanned when it is in too many movements, and the contacts it names,
  // so that their movements come from the totals (issue #25); the base-table mode (the property
  // tests' reference) keeps the text whole.
  const resolved = (companyId: string, filter: DashboardFilter) =>
    planTextFilter(db, companyId, filter, {
      contacts: monthTotals,
      scanAbove: TEXT_SCAN_SHARE.totals,
    });
  const monthlySource = (companyId: string, filter: DashboardFilter, today: string) =>
    (monthTotals ? competenceMonthsSource(companyId, filter, today) : null) ??
    source(companyId, filter, today);
  return {
    async insights(companyId, wanted, today, granularity) {
      const filter = await resolved(companyId, wanted);
      const bucket = granularity === 'day' ? sql`day` : sql`date_trunc('month', day)::date`;
      const firstBucket =
        granularity === 'day'
          ? sql`${filter.start_date}::date`
          : sql`date_trunc('month', ${filter.start_date}::date)::date`;
      const step = granularity === 'day' ? sql`interval '1 day'` : sql`interval '1 month'`;
      const from =
        granularity === 'month'
          ? monthlySource(companyId, filter, today)
          : source(companyId, filter, today);
      // The one scan groups the rows by plain columns (type, category, account, bucket), summing
      // per payment state with FILTER: on PGlite at 100k movements this hash aggregate is about
      // half the cost of grouping by a computed status, which the planner estimates badly and
      // sorts. Unpaid amounts split by due date against today: per row when the period is of
      // another date, after grouping when the day is the due date, by the side of today each
      // group's days fall on (due_class). Grouped so, the month view leaves the roll-up 535 groups
      // instead of 4,521 by day (the 1M bench company's year), and its sort and grouping sets
      // were most of the query: EXPLAIN ANALYZE 27.0-28.5 -> 9.1-23.2 ms, three runs each.
      const unpaidSums = from.unpaidDue
        ? sql`, coalesce(sum(value) filter (where ${from.unpaidDue(sql`<`)}), 0) as vencido,
            coalesce(sum(value) filter (where ${from.unpaidDue(sql`=`)}), 0) as hoje,
            coalesce(sum(value) filter (where ${from.unpaidDue(sql`>`)}), 0) as a_vencer`
        : sql``;
      const unpaid = sql`(total - pago - parcial)`;
      const dueClass = from.unpaidDue
        ? sql`0`
        : sql`case when day < ${today}::date then -1 when day = ${today}::date then 0 else 1 end`;
      const unpaidSplit = from.unpaidDue
        ? sql``
        : sql`, case when due_class < 0 then ${unpaid} else 0 end as vencido,
            case when due_class = 0 then ${unpaid} else 0 end as hoje,
            case when due_class > 0 then ${unpaid} else 0 end as a_vencer`;
      const rows = await rowsOf(
        db,
        sql`with src as (${from.rows}),
          grouped as (
            select type, category_id, bank_account_id, ${bucket} as bucket, ${dueClass} as due_class,
              case when type = 'receita' then 1 else -1 end as sign,
              sum(value) as total,
              coalesce(sum(value) filter (where ${from.paidInFull}), 0) as pago,
              coalesce(sum(value) filter (where ${from.paidInPart}), 0) as parcial
              ${unpaidSums}
            from src group by type, category_id, bank_account_id, bucket, due_class
          ),
          fine as materialized (
            select grouped.* ${unpaidSplit} from grouped
          ),
          rolled as (
            select type, category_id, bank_account_id,
              grouping(type) * 4 + grouping(category_id) * 2 + grouping(bank_account_id) as grouping_id,
              sum(total)::bigint as total, sum(sign * total)::bigint as net,
              sum(sign * pago)::bigint as pago, sum(sign * parcial)::bigint as parcial,
              sum(sign * vencido)::bigint as vencido, sum(sign * hoje)::bigint as hoje,
              sum(sign * a_vencer)::bigint as a_vencer
            from fine
            group by grouping sets ((type), (type, category_id), (bank_account_id), ())
          ),
          per_bucket as (select bucket, sum(sign * total) as net from fine group by 1),
          buckets as (
            select generate_series(${firstBucket}, ${filter.end_date}::date, ${step})::date as bucket
          ),
          series as (
            select buckets.bucket,
              (sum(coalesce(per_bucket.net, 0)) over (order by buckets.bucket))::bigint as net
            from buckets left join per_bucket on per_bucket.bucket = buckets.bucket
          )
          select 'group' as kind, rolled.grouping_id, rolled.type, rolled.category_id,
            rolled.bank_account_id, null as date, rolled.total, rolled.net, rolled.pago,
            rolled.parcial, rolled.vencido, rolled.hoje, rolled.a_vencer,
            ${categories.name} as category_name, ${bankAccounts.name} as bank_name
          from rolled
          left join ${categories}
            on ${categories.companyId} = ${companyId} and ${categories.id} = rolled.category_id
          left join ${bankAccounts}
            on ${bankAccounts.companyId} = ${companyId} and ${bankAccounts.id} = rolled.bank_account_id
          union all
          select 'series', null, null, null, null, to_char(series.bucket, 'YYYY-MM-DD'), null,
            series.net, null, null, null, null, null, null, null
          from series
          order by 1, 6`,
      );
      // grouping_id has a bit set per key left out of the set: 0b011 (type), 0b001 (type,
      // category), 0b110 (bank account), 0b111 (everything).
      const setOf: Record<number, DashboardGroup['set']> = {
        3: 'type',
        1: 'category',
        6: 'bank-account',
        7: 'all',
      };
      const groups: DashboardGroup[] = [];
      const series: DashboardFigures['series'] = [];
      for (const row of rows) {
        if (row.kind === 'series') {
          series.push({ date: String(row.date), value: int(row.net) });
          continue;
        }
        const set = setOf[int(row.grouping_id)];
        if (!set) continue;
        groups.push({
          set,
          type: textOrNull(row.type) as MovementType | null,
          id: textOrNull(set === 'category' ? row.category_id : row.bank_account_id),
          label: textOrNull(set === 'category' ? row.category_name : row.bank_name),
          total: int(row.total),
          net: int(row.net),
          netByStatus: {
            pago: int(row.pago),
            'pago parcial': int(row.parcial),
            vencido: int(row.vencido),
            'vence hoje': int(row.hoje),
            'a vencer': int(row.a_vencer),
          },
        });
      }
      return { groups, series };
    },

    async categoryTotals(companyId, wanted, today) {
      const filter = await resolved(companyId, wanted);
      // Each category's total climbs to every ancestor (depth-capped, should the tree ever hold
      // a cycle), then sums per node: parents hold their children's movements too.
      const rows = await rowsOf(
        db,
        sql`with recursive src as (${monthlySource(companyId, filter, today).rows}),
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

    async dre(companyId, wanted, today) {
      // Only the DRE takes a common text's complement (report-sources' complementSource).
      const filter = await planTextFilter(db, companyId, wanted, {
        contacts: monthTotals,
        scanAbove: TEXT_SCAN_SHARE.totals,
        complementAbove: monthTotals ? TEXT_COMPLEMENT_SHARE : undefined,
      });
      // The scan sums per category and day: plain columns, the cheap hash aggregate (a
      // per-row date_trunc or CASE costs as much as the scan). A movement has its category's
      // type (a foreign key says so), so the sign and the month come after, on a few thousand
      // sums; the categories' groups join only those, and GROUPING SETS rolls the same sums up
      // to each group, so a group's line is its categories' by construction.
      const rows = await rowsOf(
        db,
        sql`with src as (${dreSource(companyId, filter, today, monthTotals)}),
          daily as (select category_id, day, sum(value) as total from src group by category_id, day),
          monthly as (
            select category_id, date_trunc('month', day) as month, sum(total) as total
            from daily group by category_id, date_trunc('month', day)
          )
          select ${categories.dreGroup} as dre_group, monthly.category_id,
            ${categories.code} as code, ${categories.name} as name,
            to_char(monthly.month, 'YYYY-MM') as month,
            grouping(monthly.category_id) as rolled,
            sum(case when ${categories.type} = 'receita' then monthly.total else -monthly.total end)::bigint as net
          from monthly join ${categories}
            on ${categories.companyId} = ${companyId} and ${categories.id} = monthly.category_id
          group by grouping sets (
            (${categories.dreGroup}, monthly.month),
            (${categories.dreGroup}, monthly.category_id, ${categories.code}, ${categories.name}, monthly.month)
          )
          order by 1, 3 nulls first, 5`,
      );
      return rows.map((row) => {
        const rolled = int(row.rolled) === 1;
        return {
          group: String(row.dre_group) as DreGroup,
          categoryId: rolled ? null : textOrNull(row.category_id),
          code: rolled ? null : textOrNull(row.code),
          name: rolled ? null : textOrNull(row.name),
          month: String(row.month),
          net: int(row.net),
        };
      });
    },
  };
}
