import { inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { addDays, addMonths } from 'shared/format';
import {
  movementCompetenceTotals,
  movementDayTotals,
  movements,
  paymentMonthTotals,
  payments,
} from '../../../db/schema';
import {
  allOf,
  between,
  competenceTotalsAnswer,
  dreTotalsAnswer,
  dreTotalsConditions,
  movementConditions,
  periodColumn,
  splitTextByContact,
  textOutside,
  totalsAnswer,
  totalsConditions,
} from '../../movements/public';
import type { MovementFilter } from '../../movements/public';
import { monthSplit, wholeMonths } from './whole-months';

// Where the dashboards read their rows from: the movements or payments themselves, or the totals
// the triggers keep (per day by due date, per month by competência and by payment), whichever
// answers the filter. The repository aggregates; these only choose and shape the rows.

export type DashboardFilter = MovementFilter & { start_date: string; end_date: string };

/**
 * The rows every dashboard part aggregates — (type, category, bank account, day, value) — and
 * how to tell their payment state. Nothing else reads the tables, so all parts agree with each
 * other by construction.
 * - A due-date period without a text filter reads movement_day_totals: the same sums, kept per
 *   day (and contact and cost centre, migration 0052) by triggers, a few thousand rows for a year.
 * - Otherwise the movements themselves, one row per movement at its full amount; and for a
 *   payment period one row per payment in it, at the amount paid, on the account it went
 *   through — cash as it moved.
 * - A due-date text that also names contacts: both, unioned (`splitSource`).
 */
export interface Source {
  rows: SQL;
  paidInFull: SQL;
  paidInPart: SQL;
  /** Unpaid with a due date before, on, after today (read per row unless the day is the due date). */
  unpaidDue: ((comparison: SQL) => SQL) | null;
}

/**
 * Sources of differing shapes as one: each row's payment state as a number (0 unpaid, 1 in part,
 * 2 in full) and its due date (a source without `unpaidDue` is dated by its due date).
 */
function unionOf(sources: Source[], today: string): Source {
  const parts = sources.map(
    (part) => sql`select type, category_id, bank_account_id, day, value,
        case when ${part.paidInFull} then 2 when ${part.paidInPart} then 1 else 0 end as paid_state,
        ${part.unpaidDue ? sql`due` : sql`day`} as due
      from (${part.rows}) as part`,
  );
  return {
    rows: sql.join(parts, sql` union all `),
    paidInFull: sql`paid_state = 2`,
    paidInPart: sql`paid_state = 1`,
    unpaidDue: (comparison) => sql`paid_state = 0 and due ${comparison} ${today}::date`,
  };
}

/**
 * A text that is also some contacts' name (`splitTextByContact`), as two disjoint sources: the
 * contacts' movements through `read`, which may use the totals, and the other movements whose
 * description or document number holds the text, through the index. Null when no contact matched.
 */
function splitSource(
  companyId: string,
  filter: DashboardFilter,
  today: string,
  read: (filter: DashboardFilter) => Source | null,
): Source | null {
  const split = splitTextByContact(filter);
  if (!split) return null;
  const parts: Source[] = [];
  if (split.contacts) {
    const byContacts = read({ ...filter, ...split.contacts });
    if (!byContacts) return null;
    parts.push(byContacts);
  }
  parts.push(source(companyId, { ...filter, ...split.text }, today));
  return unionOf(parts, today);
}

export function source(companyId: string, filter: DashboardFilter, today: string): Source {
  const split =
    filter.date_type === 'due_date' &&
    splitSource(companyId, filter, today, (part) => source(companyId, part, today));
  if (split) return split;
  if (totalsAnswer(filter)) {
    const t = movementDayTotals;
    return {
      rows: sql`select ${t.type} as type, ${t.categoryId} as category_id,
          ${t.bankAccountId} as bank_account_id, ${t.dueDate} as day, ${t.amountCents} as value,
          ${t.paidState} as paid_state
        from ${t} where ${allOf(totalsConditions(companyId, filter, today))}`,
      paidInFull: sql`paid_state = 2`,
      paidInPart: sql`paid_state = 1`,
      unpaidDue: null,
    };
  }
  return baseSource(companyId, filter, today);
}

/**
 * The rows of `source` read from the movements or payments themselves, never from the totals,
 * under `extra` conditions on the movement besides the filter's.
 */
function baseSource(
  companyId: string,
  filter: DashboardFilter,
  today: string,
  extra: SQL[] = [],
): Source {
  const conditions = [...movementConditions(companyId, filter, today), ...extra];
  const movement = sql`${movements.type} as type, ${movements.categoryId} as category_id,
    ${movements.paidCents} as paid, ${movements.amountCents} as amount, ${movements.dueDate} as due`;
  const raw = {
    paidInFull: sql`paid >= amount`,
    paidInPart: sql`paid > 0 and paid < amount`,
  };
  if (filter.date_type === 'payment_date') {
    conditions.push(sql`${payments.companyId} = ${companyId}`);
    conditions.push(...between(payments.paidOn, filter.start_date, filter.end_date));
    if (filter.bank_accounts.length) {
      conditions.push(inArray(payments.bankAccountId, filter.bank_accounts));
    }
    return {
      ...raw,
      rows: sql`select ${movement}, ${payments.bankAccountId} as bank_account_id,
          ${payments.paidOn} as day, ${payments.amountCents} as value
        from ${payments} join ${movements}
          on ${movements.companyId} = ${payments.companyId} and ${movements.id} = ${payments.movementId}
        where ${allOf(conditions)}`,
      unpaidDue: (comparison) => sql`paid = 0 and due ${comparison} ${today}::date`,
    };
  }
  const column = periodColumn(filter.date_type);
  conditions.push(...between(column, filter.start_date, filter.end_date));
  if (filter.bank_accounts.length) {
    conditions.push(inArray(movements.bankAccountId, filter.bank_accounts));
  }
  return {
    ...raw,
    rows: sql`select ${movement}, ${movements.bankAccountId} as bank_account_id,
        ${column} as day, ${movements.amountCents} as value
      from ${movements}
      where ${allOf(conditions)}`,
    unpaidDue:
      filter.date_type === 'due_date'
        ? null
        : (comparison) => sql`paid = 0 and due ${comparison} ${today}::date`,
  };
}

/**
 * A competence period read by month (the insights over more than a few weeks, the cash-flow tree)
 * from movement_competence_totals for the months it holds whole, and from the movements for the
 * edge days, when the totals answer the filter; otherwise null (read `source`). The totals keep
 * the unpaid's due date (migration 0033), so the unpaid still split against today. Each whole
 * month's sum is dated its first day: right for monthly buckets, wrong for daily ones.
 * EXPLAIN (ANALYZE, BUFFERS) at 100k movements on PostgreSQL, 12 months: a seq scan of 83,706
 * movements and their hash aggregate (≈ 200 of 262 ms) become an index scan of ≈ 3k totals rows.
 */
export function competenceMonthsSource(
  companyId: string,
  filter: DashboardFilter,
  today: string,
): Source | null {
  if (filter.date_type === 'competence_date' && filter.search) {
    return splitSource(companyId, filter, today, (part) =>
      competenceMonthsSource(companyId, part, today),
    );
  }
  if (!competenceTotalsAnswer(filter)) return null;
  const months = wholeMonths(filter.start_date, filter.end_date);
  if (!months) return null;
  const m = movements;
  const t = movementCompetenceTotals;
  const parts = monthSplit(filter.start_date, filter.end_date, months).map((part) => {
    if (part.whole) {
      return sql`select ${t.type} as type, ${t.categoryId} as category_id,
          ${t.bankAccountId} as bank_account_id, ${t.month} as day, ${t.amountCents} as value,
          ${t.paidState} as paid_state, ${t.dueDate} as due
        from ${t}
        where ${allOf(dreTotalsConditions(companyId, filter, today, part.from, part.to))}`;
    }
    const conditions = movementConditions(companyId, filter, today);
    conditions.push(...between(m.competenceDate, part.from, part.to));
    if (filter.bank_accounts.length)
      conditions.push(inArray(m.bankAccountId, filter.bank_accounts));
    return sql`select ${m.type} as type, ${m.categoryId} as category_id,
        ${m.bankAccountId} as bank_account_id, ${m.competenceDate} as day, ${m.amountCents} as value,
        case when ${m.paidCents} >= ${m.amountCents} then 2 when ${m.paidCents} > 0 then 1 else 0 end
          as paid_state,
        ${m.dueDate} as due
      from ${m} where ${allOf(conditions)}`;
  });
  return {
    rows: sql.join(parts, sql` union all `),
    paidInFull: sql`paid_state = 2`,
    paidInPart: sql`paid_state = 1`,
    unpaidDue: (comparison) => sql`paid_state = 0 and due ${comparison} ${today}::date`,
  };
}

/**
 * The DRE's rows — (category, day, value) — for a competence or payment period. The months it
 * holds whole come from the month totals (a month's sum dated its first day) when they answer the
 * filter; the days of a partial first or last month, and every filter they cannot answer, from
 * the movements or payments themselves. Either way the same sums: the triggers keep the totals
 * equal to the base tables, and a property test holds both paths equal.
 */
export function dreSource(
  companyId: string,
  filter: DashboardFilter,
  today: string,
  totals: boolean,
): SQL {
  const complement = totals ? complementSource(companyId, filter, today) : null;
  if (complement) return complement;
  // A text that names contacts: their part through the month totals, the rest through the index.
  const split = totals ? splitTextByContact(filter) : null;
  if (split) {
    const parts = [split.contacts, split.text].flatMap((part) =>
      part ? [dreSource(companyId, { ...filter, ...part }, today, totals)] : [],
    );
    return sql.join(parts, sql` union all `);
  }
  const exact = (start_date: string, end_date: string) =>
    sql`select category_id, day, value
      from (${source(companyId, { ...filter, start_date, end_date }, today).rows}) as exact`;
  const months =
    totals && dreTotalsAnswer(filter) ? wholeMonths(filter.start_date, filter.end_date) : null;
  if (!months) return exact(filter.start_date, filter.end_date);
  const t = filter.date_type === 'payment_date' ? paymentMonthTotals : movementCompetenceTotals;
  const parts = [
    sql`select ${t.categoryId} as category_id, ${t.month} as day, ${t.amountCents} as value
      from ${t}
      where ${allOf(dreTotalsConditions(companyId, filter, today, months.from, months.to))}`,
  ];
  if (filter.start_date < months.from) {
    parts.push(exact(filter.start_date, addDays(months.from, -1)));
  }
  const lastWholeDay = addDays(addMonths(months.to, 1), -1);
  if (lastWholeDay < filter.end_date) {
    parts.push(exact(addDays(lastWholeDay, 1), filter.end_date));
  }
  return sql.join(parts, sql` union all `);
}

/** The filter without its text, and without what planning the text added to it. */
function withoutText(filter: DashboardFilter): DashboardFilter {
  return {
    ...filter,
    search: undefined,
    searchScan: undefined,
    searchComplement: undefined,
    searchContacts: undefined,
    textExcludingContacts: undefined,
  };
}

/**
 * A text in most of the movements (`searchComplement`), for the DRE by caixa: the filter without
 * the text, through the month totals, less the payments of the movements the text is not in. The
 * direct way joins every payment of the period to its movement: for "a" at 1M movements on
 * PostgreSQL, EXPLAIN ANALYZE 1,900-2,221 ms, and 368-403 ms this way, whose complement is empty
 * (the scan that finds it is the work). By competência the direct way is already one scan of the
 * movements and its sums, and this one saved only the sums: 596-756 → 396-403 ms at 1M, but
 * 50 → 139 ms at 100k, where the planner took a parallel scan whose workers started slowly on a
 * 2-core machine: not used there. Null too where the totals cannot answer the rest of the filter
 * (a status, say) or the period holds no whole month: both halves would read the base tables.
 */
function complementSource(companyId: string, filter: DashboardFilter, today: string): SQL | null {
  if (!filter.search || !filter.searchComplement || filter.date_type !== 'payment_date') {
    return null;
  }
  const whole = withoutText(filter);
  if (!dreTotalsAnswer(whole) || !wholeMonths(whole.start_date, whole.end_date)) return null;
  const outside = baseSource(companyId, whole, today, [textOutside(companyId, filter.search)]);
  // Summed per category and month here, where a whole month's totals (dated its first day) meet
  // the movements outside the text (dated their own): a category and month the text holds nothing
  // of nets to zero and is left out, as the base tables would have no row for it. Every amount
  // and payment is positive (their checks), so no other sum is zero.
  return sql`select category_id, month as day, value from (
      select category_id, date_trunc('month', day)::date as month, sum(value) as value
      from (
        select category_id, day, value from (${dreSource(companyId, whole, today, true)}) as whole
        union all
        select category_id, day, -value from (${outside.rows}) as outside
      ) as both_sides
      group by category_id, date_trunc('month', day)
    ) as net
    where value <> 0`;
}
