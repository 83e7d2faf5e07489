import { inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { AGING_BUCKETS, FORECAST_WEEKS, SALES_PANEL_MONTHS, TOP_CLIENTS } from 'shared/contracts';
import type { SalesPanelRequest } from 'shared/contracts';
import { addDays } from 'shared/format';
import type { Database } from '../../../db/client';
import { int, rowsOf, textOrNull } from '../../../db/raw-sql';
import { categories, movementDayTotals, paymentMonthTotals, payments } from '../../../db/schema';
import {
  allOf,
  between,
  dreTotalsAnswer,
  dreTotalsConditions,
  movementConditions,
  totalsAnswer,
  totalsConditions,
} from '../../movements/public';
import { monthSplit, wholeMonths } from './whole-months';
import {
  clientRows,
  competenceFromTotals,
  m,
  rankedClients,
  receitaConditions,
} from './sales-panel-sql';

/** One aggregate of the painel, as the SQL answers it; the service only shapes them. */
export interface SalesPanelRow {
  kind:
    | 'total'
    | 'received'
    | 'month'
    | 'category'
    | 'client'
    | 'others'
    | 'due'
    | 'aging'
    | 'forecast';
  /** The month (`YYYY-MM`), category or client id, aging bucket, or the forecast week's first day. */
  key: string | null;
  label: string | null;
  /** Amount: faturamento, recebido (received), inadimplência or open amount, by kind. */
  value: number;
  /** Received of `value` (month, total); the amount that fell due (due). */
  paid: number;
  /** Receitas counted (total). */
  count: number;
  /** total: the ticket médio; due: the inadimplência's percent of what fell due. */
  ratio: number;
}

export interface SalesPanelRepository {
  /** The whole painel in three scans: by competence, by due date, and the period's payments. */
  panel(
    companyId: string,
    request: SalesPanelRequest,
    today: string,
    clients?: number,
  ): Promise<SalesPanelRow[]>;
}

export function createSalesPanelRepository(
  db: Database,
  options: {
    /** Whether the painel reads the month totals where they answer (false: always the base tables). */
    totals?: boolean;
  } = {},
): SalesPanelRepository {
  const useTotals = options.totals ?? true;
  return {
    async panel(companyId, request, today, clients = TOP_CLIENTS) {
      const { start_date: start, end_date: end } = request;
      const firstMonth = sql`(date_trunc('month', ${end}::date) - interval '${sql.raw(
        String(SALES_PANEL_MONTHS - 1),
      )} months')::date`;

      // 1. By competence: the period's faturamento (total, per category, per client) and the
      // 12 months ending at the period's end, from one range scan of the competence index.
      // The scan groups by plain columns (the cheap hash aggregate); months, categories and
      // clients roll up those groups. A contact without the client role counts as 'Sem cliente'.
      const competenceConditions = receitaConditions(companyId, request, today);
      competenceConditions.push(
        sql`${m.competenceDate} >= least(${start}::date, ${firstMonth})`,
        sql`${m.competenceDate} <= ${end}::date`,
      );
      const competence =
        (useTotals && competenceFromTotals(db, companyId, request, today, clients)) ||
        rowsOf(
          db,
          sql`with grouped as materialized (
            select ${m.competenceDate} as day, ${m.categoryId} as category_id,
              ${m.contactId} as contact_id, sum(${m.amountCents}) as amount,
              sum(${m.paidCents}) as paid, count(*) as n
            from ${m} where ${allOf(competenceConditions)}
            group by 1, 2, 3
          ),
          period as (select * from grouped where day >= ${start}::date),
          months as (
            select generate_series(${firstMonth}, ${end}::date, interval '1 month')::date as month
          ),
          per_month as (
            select date_trunc('month', day)::date as month, sum(amount) as amount, sum(paid) as paid
            from grouped group by 1
          ),
          ${rankedClients(companyId, sql`period`)}
          select 'total' as kind, null as key, null as label, coalesce(sum(amount), 0) as value,
            coalesce(sum(paid), 0) as paid, coalesce(sum(n), 0) as n,
            coalesce(round(sum(amount)::numeric / nullif(sum(n), 0)), 0) as ratio
          from period
          union all
          select 'month', to_char(months.month, 'YYYY-MM'), null, coalesce(per_month.amount, 0),
            coalesce(per_month.paid, 0), 0, 0
          from months left join per_month on per_month.month = months.month
          union all
          select 'category', period.category_id::text, ${categories.name}, sum(period.amount), 0, 0, 0
          from period join ${categories}
            on ${categories.companyId} = ${companyId} and ${categories.id} = period.category_id
          group by period.category_id, ${categories.name}
          union all ${clientRows(companyId, clients)}`,
        );

      // 2. By due date: the period's inadimplência against what fell due
      // in it, the aging of every overdue receivable as of today, and the next 12 weeks' open
      // receitas. Recurring receitas are materialised as movements when the series is created
      // (recurrence_group_id, every repetition a row), so they are already among the open
      // receitas here: adding the series' future dates again would count them twice.
      const horizon = sql`(${today}::date + ${FORECAST_WEEKS * 7 - 1}::int)`;
      // What fell due in the period before today, paid or not: the due-date index's range.
      // movement_day_totals answers it when it can (insights' decision: no text filter), as it
      // keeps the amount per due date and payment state.
      const dueFilter = { ...request, date_type: 'due_date' as const };
      const yesterday = addDays(today, -1);
      const fellEnd = end < yesterday ? end : yesterday;
      let fell: SQL;
      if (useTotals && totalsAnswer(dueFilter)) {
        const dt = movementDayTotals;
        fell = sql`select coalesce(sum(${dt.amountCents}), 0) as amount
          from ${dt}
          where ${allOf([
            ...totalsConditions(companyId, { ...dueFilter, end_date: fellEnd }, today),
            sql`${dt.type} = 'receita'`,
          ])}`;
      } else {
        const fellConditions = receitaConditions(companyId, request, today);
        fellConditions.push(...between(m.dueDate, start, fellEnd));
        fell = sql`select coalesce(sum(${m.amountCents}), 0) as amount
          from ${m} where ${allOf(fellConditions)}`;
      }
      // Every receita still open, up to the forecast's horizon, what is open of it per due date.
      // movement_day_totals keeps it (amount less paid of the unpaid and the partly paid) when it
      // answers the filter: a few thousand rows at any size. Otherwise the open-receivables
      // partial index (migration 0023), which holds only these movements.
      let openByDue: SQL;
      if (useTotals && totalsAnswer(dueFilter)) {
        const dt = movementDayTotals;
        const everOpen = {
          ...dueFilter,
          start_date: '0001-01-01',
          end_date: addDays(today, FORECAST_WEEKS * 7 - 1),
        };
        openByDue = sql`select ${dt.dueDate} as due, sum(${dt.amountCents} - ${dt.paidCents}) as open
          from ${dt}
          where ${allOf([
            ...totalsConditions(companyId, everOpen, today),
            sql`${dt.type} = 'receita'`,
            sql`${dt.paidState} < 2`,
          ])}
          group by 1`;
      } else {
        const openConditions = receitaConditions(companyId, request, today);
        openConditions.push(
          sql`${m.paidCents} < ${m.amountCents}`,
          sql`${m.dueDate} <= ${horizon}`,
        );
        openByDue = sql`select ${m.dueDate} as due, sum(${m.amountCents} - ${m.paidCents}) as open
          from ${m} where ${allOf(openConditions)}
          group by 1`;
      }
      const agingCase = sql`case
          when ${today}::date - due <= 30 then '${sql.raw(AGING_BUCKETS[0])}'
          when ${today}::date - due <= 60 then '${sql.raw(AGING_BUCKETS[1])}'
          when ${today}::date - due <= 90 then '${sql.raw(AGING_BUCKETS[2])}'
          else '${sql.raw(AGING_BUCKETS[3])}' end`;
      const due = rowsOf(
        db,
        sql`with open as materialized (${openByDue}),
          fell as (${fell}),
          overdue as (
            select coalesce(sum(open), 0) as open from open
            where due >= ${start}::date and due <= ${end}::date and due < ${today}::date
          )
          select 'due' as kind, null as key, null as label, overdue.open as value,
            fell.amount as paid, 0 as n,
            coalesce(round(100.0 * overdue.open / nullif(fell.amount, 0), 2), 0) as ratio
          from overdue, fell
          union all
          select 'aging', ${agingCase}, null, sum(open), 0, 0, 0
          from open where due < ${today}::date group by 2
          union all
          select 'forecast', to_char(${today}::date + 7 * ((due - ${today}::date) / 7)::int, 'YYYY-MM-DD'),
            null, sum(open), 0, 0, 0
          from open where due >= ${today}::date group by 2`,
      );

      // 3. Recebido: the principal of the receitas' payments made in the period, on the account
      // each went through (insights' total income by payment date). The planner picks the join:
      // a lookup per payment pays off for a month, a hash of the receitas for a year.
      const paymentConditions = movementConditions(
        companyId,
        { ...request, date_type: 'payment_date' },
        today,
      );
      paymentConditions.push(sql`${m.type} = 'receita'`, sql`${payments.companyId} = ${companyId}`);
      if (request.bank_accounts.length) {
        paymentConditions.push(inArray(payments.bankAccountId, request.bank_accounts));
      }
      const exactReceived = (from: string, to: string) =>
        sql`select coalesce(sum(${payments.amountCents}), 0) as value
          from ${payments} join ${m}
            on ${m.companyId} = ${payments.companyId} and ${m.id} = ${payments.movementId}
          where ${allOf([...paymentConditions, ...between(payments.paidOn, from, to)])}`;
      // The months the period holds whole come from payment_month_totals when it answers the
      // filter (the DRE's decision, by caixa); the days of partial edge months from the payments.
      const paymentFilter = { ...request, date_type: 'payment_date' as const };
      const paymentMonths =
        useTotals && dreTotalsAnswer(paymentFilter) ? wholeMonths(start, end) : null;
      const receivedParts = paymentMonths
        ? monthSplit(start, end, paymentMonths).map((part) =>
            part.whole
              ? sql`select coalesce(sum(${paymentMonthTotals.amountCents}), 0) as value
                  from ${paymentMonthTotals}
                  where ${allOf([
                    ...dreTotalsConditions(companyId, paymentFilter, today, part.from, part.to),
                    sql`${paymentMonthTotals.type} = 'receita'`,
                  ])}`
              : exactReceived(part.from, part.to),
          )
        : [exactReceived(start, end)];
      const received = rowsOf(
        db,
        sql`select 'received' as kind, coalesce(sum(value), 0) as value
          from (${sql.join(receivedParts, sql` union all `)}) as parts`,
      );

      const [competenceRows, dueRows, receivedRows] = await Promise.all([
        competence,
        due,
        received,
      ]);
      const rows: SalesPanelRow[] = [...competenceRows, ...dueRows].map((row) => ({
        kind: String(row.kind) as SalesPanelRow['kind'],
        key: textOrNull(row.key),
        label: textOrNull(row.label),
        value: int(row.value),
        paid: int(row.paid),
        count: int(row.n),
        ratio: Number(row.ratio ?? 0),
      }));
      rows.push({
        kind: 'received',
        key: null,
        label: null,
        value: int(receivedRows[0]?.value),
        paid: 0,
        count: 0,
        ratio: 0,
      });
      return rows;
    },
  };
}
