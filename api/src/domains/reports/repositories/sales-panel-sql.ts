import { inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { SALES_PANEL_MONTHS } from 'shared/contracts';
import type { SalesPanelRequest } from 'shared/contracts';
import { addMonths } from 'shared/format';
import type { Database } from '../../../db/client';
import { rowsOf } from '../../../db/raw-sql';
import type { RawRow } from '../../../db/raw-sql';
import { categories, contacts, movementCompetenceTotals, movements } from '../../../db/schema';
import {
  allOf,
  between,
  dreTotalsAnswer,
  dreTotalsConditions,
  movementConditions,
} from '../../movements/public';
import { monthSplit, wholeMonths } from './whole-months';

// The painel de vendas's SQL pieces: the receitas a Filter selects, the client ranking
// both paths share, and the competence path that reads movement_competence_totals.

/** The movements, as every query of the painel names them. */
export const m = movements;

/**
 * The Filter's conditions on the company's receitas, period aside. A Filter of despesas selects
 * nothing (the painel is about sales); bank accounts are the movement's.
 */
export function receitaConditions(
  companyId: string,
  request: SalesPanelRequest,
  today: string,
): SQL[] {
  const conditions = movementConditions(companyId, { ...request, date_type: 'due_date' }, today);
  conditions.push(sql`${m.type} = 'receita'`);
  if (request.bank_accounts.length)
    conditions.push(inArray(m.bankAccountId, request.bank_accounts));
  return conditions;
}

/**
 * The period's faturamento per client (`source` has contact_id and amount), ranked: a contact
 * without the client role counts as 'Sem cliente' (a null id). Two CTEs, per_client and ranked.
 */
export function rankedClients(companyId: string, source: SQL): SQL {
  return sql`per_client as (
      select case when ${contacts.isClient} then src.contact_id end as id,
        sum(src.amount) as amount
      from ${source} as src left join ${contacts}
        on ${contacts.companyId} = ${companyId} and ${contacts.id} = src.contact_id
      group by 1
    ),
    ranked as (
      select per_client.*, row_number() over (order by amount desc, id nulls last) as rank
      from per_client
    )`;
}

/** The `top` clients and the rest, from `rankedClients`' CTEs. */
export function clientRows(companyId: string, top: number): SQL {
  return sql`select 'client', ranked.id::text, ${contacts.name}, ranked.amount, 0, 0, 0
    from ranked left join ${contacts}
      on ${contacts.companyId} = ${companyId} and ${contacts.id} = ranked.id
    where ranked.rank <= ${top}
    union all
    select 'others', null, null, coalesce(sum(amount), 0), 0, 0, 0
    from ranked where rank > ${top}`;
}

const ct = movementCompetenceTotals;

/**
 * The competence scan's answer (total, months, categories, clients) reading
 * movement_competence_totals for the whole months when it answers the filter (the DRE's decision,
 * by competência), or null when it does not; the days of partial edge months come from the
 * movements. The totals keep the contact and the paid principal (migration 0051), so the clients
 * and the received part come from them too. EXPLAIN (ANALYZE, BUFFERS) at 1M movements on
 * PostgreSQL, 12 months: an index-only scan of 370k receitas for the ranking (50 ms) and a bitmap
 * scan of 36k open ones (78 ms) became two reads of 1,625 month-totals rows (3.8 ms in all).
 */
export function competenceFromTotals(
  db: Database,
  companyId: string,
  request: SalesPanelRequest,
  today: string,
  clients: number,
): Promise<RawRow[]> | null {
  const filter = { ...request, date_type: 'competence_date' as const };
  if (!dreTotalsAnswer(filter)) return null;
  const { start_date: start, end_date: end } = request;
  const firstMonth = addMonths(`${end.slice(0, 7)}-01`, -(SALES_PANEL_MONTHS - 1));
  /** (day, category_id, contact_id, amount, received, n) of the receitas by competence. */
  const source = (from: string, to: string): SQL => {
    const exact = (a: string, b: string) => {
      const conditions = receitaConditions(companyId, request, today);
      conditions.push(...between(m.competenceDate, a, b));
      return sql`select ${m.competenceDate} as day, ${m.categoryId} as category_id,
          ${m.contactId} as contact_id, sum(${m.amountCents}) as amount,
          sum(${m.paidCents}) as received, count(*) as n
        from ${m} where ${allOf(conditions)} group by 1, 2, 3`;
    };
    const months = wholeMonths(from, to);
    if (!months) return exact(from, to);
    return sql.join(
      monthSplit(from, to, months).map((part) =>
        part.whole
          ? sql`select ${ct.month} as day, ${ct.categoryId} as category_id,
                ${ct.contactId} as contact_id, sum(${ct.amountCents}) as amount,
                sum(${ct.paidCents}) as received,
                sum(${ct.movements}) as n
              from ${ct}
              where ${allOf([
                ...dreTotalsConditions(companyId, filter, today, part.from, part.to),
                sql`${ct.type} = 'receita'`,
              ])}
              group by 1, 2, 3`
          : exact(part.from, part.to),
      ),
      sql` union all `,
    );
  };
  return rowsOf(
    db,
    sql`with period as materialized (
        select category_id, contact_id, sum(amount) as amount, sum(received) as received,
          sum(n) as n
        from (${source(start, end)}) as src group by 1, 2
      ),
      history as (
        select date_trunc('month', day)::date as month, sum(amount) as amount,
          sum(received) as received
        from (${source(firstMonth, end)}) as src group by 1
      ),
      months as (
        select generate_series(${firstMonth}::date, ${end}::date, interval '1 month')::date as month
      ),
      clients as (select contact_id, sum(amount) as amount from period group by 1),
      ${rankedClients(companyId, sql`clients`)}
      select 'total' as kind, null as key, null as label, coalesce(sum(amount), 0) as value,
        coalesce(sum(received), 0) as paid, coalesce(sum(n), 0) as n,
        coalesce(round(sum(amount)::numeric / nullif(sum(n), 0)), 0) as ratio
      from period
      union all
      (select 'month', to_char(months.month, 'YYYY-MM'), null, coalesce(history.amount, 0),
        coalesce(history.received, 0), 0, 0
      from months left join history on history.month = months.month
      order by months.month)
      union all
      select 'category', period.category_id::text, ${categories.name}, sum(period.amount), 0, 0, 0
      from period join ${categories}
        on ${categories.companyId} = ${companyId} and ${categories.id} = period.category_id
      group by period.category_id, ${categories.name}
      union all ${clientRows(companyId, clients)}`,
  );
}
