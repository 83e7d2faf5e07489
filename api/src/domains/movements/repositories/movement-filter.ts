import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { DateType, MovementType, TransactionStatus } from 'shared/contracts';
import {
  categories,
  movementCompetenceTotals,
  movementDayTotals,
  movements,
  paymentMonthTotals,
  payments,
} from '../../../db/schema';
import { likePattern } from '../../../db/unique-violation';
import { textInMovement, textMatches } from './movement-text-match';

/** The fields of SPEC.md §3's Filter that select movements; the period is optional in the list. */
export interface MovementFilter {
  start_date?: string | undefined;
  end_date?: string | undefined;
  date_type: DateType;
  type?: MovementType | undefined;
  search?: string | undefined;
  /** Contacts (`movements.contact_id`), under the name SPEC.md gives the Filter's parameter. */
  suppliers: string[];
  cost_centers: string[];
  status: TransactionStatus[];
  categories: string[];
  bank_accounts: string[];
  /**
   * The contacts whose name holds `search`, looked up once per request by `planTextFilter`
   * where a report can read their movements from the totals (`splitTextByContact`).
   */
  searchContacts?: string[] | undefined;
  /**
   * Set by `planTextFilter` when the text is in so many movements that looking each candidate up
   * would cost more than checking the text on every movement of the period: no candidates then.
   */
  searchScan?: boolean | undefined;
  /**
   * Set by `planTextFilter`, when asked, for a text in most of the movements: a report that keeps
   * totals reads the filter without the text from them and takes away the movements the text is
   * not in (`textOutside`). Every other reader ignores it and matches the text as usual.
   */
  searchComplement?: boolean | undefined;
  /**
   * Set on `splitTextByContact`'s text part only: the text is matched on the description and
   * document number alone, and these contacts' movements are left out (the contact part has them).
   */
  textExcludingContacts?: string[] | undefined;
}

const m = movements;

/**
 * The status of DESIGN.md in SQL, from plain comparisons only (RECIPES.md: per-row expressions
 * must stay cheap on PGlite). `today` is the company's day, computed by the caller.
 */
export function statusExpression(today: string): SQL<TransactionStatus> {
  return sql<TransactionStatus>`case
    when ${m.paidCents} >= ${m.amountCents} then 'pago'
    when ${m.paidCents} > 0 then 'pago parcial'
    when ${m.dueDate} < ${today}::date then 'vencido'
    when ${m.dueDate} = ${today}::date then 'vence hoje'
    else 'a vencer' end`;
}

/** How a table tells whether a row is paid in full, in part or not at all, and its due date. */
interface PaymentState {
  paidInFull: SQL;
  paidInPart: SQL;
  unpaid: SQL;
  dueDate: AnyColumn;
}

const movementPaymentState: PaymentState = {
  paidInFull: sql`${m.paidCents} >= ${m.amountCents}`,
  paidInPart: sql`(${m.paidCents} > 0 and ${m.paidCents} < ${m.amountCents})`,
  unpaid: sql`${m.paidCents} = 0`,
  dueDate: m.dueDate,
};

/** One status as a predicate, so a status filter can use the date index instead of a CASE. */
function statusCondition(status: TransactionStatus, today: string, state: PaymentState): SQL {
  switch (status) {
    case 'pago':
      return state.paidInFull;
    case 'pago parcial':
      return state.paidInPart;
    case 'vencido':
      return sql`(${state.unpaid} and ${state.dueDate} < ${today}::date)`;
    case 'vence hoje':
      return sql`(${state.unpaid} and ${state.dueDate} = ${today}::date)`;
    case 'a vencer':
      return sql`(${state.unpaid} and ${state.dueDate} > ${today}::date)`;
  }
}

/** The movement column a period applies to, for due and competence dates. */
export function periodColumn(dateType: DateType): AnyColumn {
  return dateType === 'competence_date' ? m.competenceDate : m.dueDate;
}

export function between(column: AnyColumn | SQL, start?: string, end?: string): SQL[] {
  const conditions: SQL[] = [];
  if (start) conditions.push(sql`${column} >= ${start}::date`);
  if (end) conditions.push(sql`${column} <= ${end}::date`);
  return conditions;
}

/**
 * A category filter means the category and every one below it (picking 'Pessoal' finds the
 * salaries filed under 'Pessoal > Salários'). UNION, not UNION ALL, stops on any cycle.
 */
export function categoriesAndDescendants(companyId: string, ids: string[]): SQL {
  return sql`(with recursive tree(id) as (
      select ${categories.id} from ${categories}
      where ${categories.companyId} = ${companyId} and ${inArray(categories.id, ids)}
      union
      select child.id from ${categories} child join tree on child.parent_id = tree.id
      where child.company_id = ${companyId}
    ) select id from tree)`;
}

/**
 * A text pg_trgm can look up: three letters or digits in a row. From less it extracts no
 * trigram, and its index would be read whole, slower than the movements themselves.
 */
const INDEXABLE_TEXT = /[\p{L}\p{N}]{3}/u;

/** Whether the text index can look the text up (`INDEXABLE_TEXT`). */
export const indexableText = (search: string): boolean => INDEXABLE_TEXT.test(search);

/** A chave de acesso of an NF-e or NFS-e, pasted whole (spaced in groups of four as the DANFE prints it), or null. */
export function fiscalKeyOf(search: string | undefined): string | null {
  const key = search?.replace(/[\s.\-/]/g, '');
  return key && /^(\d{44}|\d{50})$/.test(key) ? key : null;
}

/**
 * The movements among a text's candidates, as `id = any(array(...))` rather than `id in (...)`.
 * PostgreSQL sorts an array's keys before it walks an index with them, so the movements are
 * looked up in key order, and so are their payments in a join; `in` hashed the candidates and
 * looked each up in hash order, every lookup on another page. EXPLAIN (ANALYZE, BUFFERS), the DRE
 * by caixa for "energia" at 1M movements on PostgreSQL: the same 10,995 candidates and 94.5k
 * buffers, the two index loops from 0.005 to 0.002-0.003 ms a lookup.
 */
const amongCandidates = (candidates: SQL): SQL => sql`${m.id} = any(array${candidates})`;

/**
 * The text filter: a movement whose description, document number or contact's name holds the
 * text. With a text the index can look up and not in too many movements (`searchScan`), the
 * movements are first narrowed to the candidates (issue #25): the index's matches, every movement
 * still queued for it, and the movements of the matching contacts. The exact condition on the
 * movement itself still decides, so a text the worker has not copied yet is found, and one it
 * copied before a change is not.
 */
function searchConditions(
  companyId: string,
  search: string,
  excludedContacts: string[] | undefined,
  scan: boolean,
): SQL[] {
  const pattern = likePattern(search);
  const throughIndex = !scan && INDEXABLE_TEXT.test(search);
  const inText = textInMovement(search);
  if (excludedContacts) {
    // The text part of a split: description or document number only, and none of the contacts
    // the other part reads from the totals, so no movement is counted twice.
    // splitTextByContact sets the list only when it names some contact.
    const conditions = [
      or(...inText) as SQL,
      or(isNull(m.contactId), notInArray(m.contactId, excludedContacts)) as SQL,
    ];
    if (!throughIndex) return conditions;
    // Migration 0055's function: the index's matches and the queue, not the contacts' movements.
    const candidates = sql`(select movement_search_text_candidates(${companyId}::uuid, ${pattern}::text))`;
    return [amongCandidates(candidates), ...conditions];
  }
  const matches = textMatches(companyId, search);
  if (!throughIndex) return [matches];
  // Migration 0054's function: the index's matches, the queue and the contacts' movements.
  const candidates = sql`(select movement_search_candidates(${companyId}::uuid, ${pattern}::text))`;
  return [amongCandidates(candidates), matches];
}

/** The two disjoint halves of a text filter whose text is also some contacts' name. */
export interface TextSplit {
  /** The filter without the text, for the matching contacts (within its own contacts, if any): null when none is left. */
  contacts: MovementFilter | null;
  /** The text on the description and document number only, the matching contacts left out. */
  text: MovementFilter;
}

/**
 * A text that names contacts finds all their movements, which are many for a busy client (every
 * one of them a candidate, 891 ms for the DRE at 1M movements). Split, the contacts' part is a
 * contact filter, which the totals answer, and only the other movements whose description or
 * document number holds the text are read. Null when `planTextFilter` found no contact.
 */
export function splitTextByContact(filter: MovementFilter): TextSplit | null {
  const ids = filter.searchContacts;
  if (!filter.search || !ids?.length || filter.textExcludingContacts) return null;
  const wanted = filter.suppliers.length ? filter.suppliers.filter((id) => ids.includes(id)) : ids;
  const { searchContacts: _ignored, ...rest } = filter;
  return {
    contacts: wanted.length ? { ...rest, search: undefined, suppliers: wanted } : null,
    text: { ...rest, textExcludingContacts: ids },
  };
}

/**
 * Everything the Filter says about the movement itself — company, type, text, references, status —
 * but not the period nor the bank account, which depend on whether the period is of the movement
 * (due, competence) or of its payments. Every condition starts from the company.
 */
export function movementConditions(
  companyId: string,
  filter: MovementFilter,
  today: string,
): SQL[] {
  const conditions: (SQL | undefined)[] = [eq(m.companyId, companyId)];
  if (filter.type) conditions.push(eq(m.type, filter.type));
  // A chave de acesso finds the note's parcelas through their index, not by scanning descriptions.
  const fiscalKey = fiscalKeyOf(filter.search);
  if (fiscalKey) {
    conditions.push(eq(m.fiscalKey, fiscalKey));
  } else if (filter.search) {
    conditions.push(
      ...searchConditions(
        companyId,
        filter.search,
        filter.textExcludingContacts,
        filter.searchScan ?? false,
      ),
    );
  }
  if (filter.suppliers.length) conditions.push(inArray(m.contactId, filter.suppliers));
  if (filter.cost_centers.length) conditions.push(inArray(m.costCenterId, filter.cost_centers));
  if (filter.categories.length) {
    conditions.push(inArray(m.categoryId, categoriesAndDescendants(companyId, filter.categories)));
  }
  if (filter.status.length) {
    conditions.push(
      or(...filter.status.map((status) => statusCondition(status, today, movementPaymentState))),
    );
  }
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** AND of a list that may be empty. */
export const allOf = (conditions: SQL[]): SQL | undefined => and(...conditions);

/**
 * The whole Filter on `movements`, period and bank accounts included: what the list pages through
 * and its totals add up, so both always describe the same set. A payment-date period selects the
 * movements with a payment in it.
 */
export function listConditions(companyId: string, filter: MovementFilter, today: string): SQL[] {
  const conditions = movementConditions(companyId, filter, today);
  if (filter.date_type === 'payment_date') {
    conditions.push(
      sql`exists (select 1 from ${payments} where ${payments.companyId} = ${m.companyId} and ${payments.movementId} = ${m.id} and ${allOf(between(payments.paidOn, filter.start_date, filter.end_date)) ?? sql`true`})`,
    );
  } else {
    conditions.push(...between(periodColumn(filter.date_type), filter.start_date, filter.end_date));
  }
  if (filter.bank_accounts.length) {
    conditions.push(inArray(m.bankAccountId, filter.bank_accounts));
  }
  return conditions;
}

/**
 * Whether movement_day_totals can answer the filter: a due-date period, and no text (it keeps
 * the contact and the cost centre since migration 0052).
 */
export function totalsAnswer(filter: MovementFilter): boolean {
  return filter.date_type === 'due_date' && !filter.search;
}

const totals = movementDayTotals;

/** The totals' rows keep the payment state (0 unpaid, 1 in part, 2 in full) per due date. */
const totalsPaymentState: PaymentState = {
  paidInFull: sql`${totals.paidState} = 2`,
  paidInPart: sql`${totals.paidState} = 1`,
  unpaid: sql`${totals.paidState} = 0`,
  dueDate: totals.dueDate,
};

/** The Filter on movement_day_totals (only when `totalsAnswer`), period included. */
export function totalsConditions(companyId: string, filter: MovementFilter, today: string): SQL[] {
  const conditions: (SQL | undefined)[] = [
    eq(totals.companyId, companyId),
    ...between(totals.dueDate, filter.start_date, filter.end_date),
  ];
  if (filter.type) conditions.push(eq(totals.type, filter.type));
  if (filter.categories.length) {
    conditions.push(
      inArray(totals.categoryId, categoriesAndDescendants(companyId, filter.categories)),
    );
  }
  if (filter.bank_accounts.length) {
    conditions.push(inArray(totals.bankAccountId, filter.bank_accounts));
  }
  if (filter.suppliers.length) conditions.push(inArray(totals.contactId, filter.suppliers));
  if (filter.cost_centers.length) {
    conditions.push(inArray(totals.costCenterId, filter.cost_centers));
  }
  if (filter.status.length) {
    conditions.push(
      or(...filter.status.map((status) => statusCondition(status, today, totalsPaymentState))),
    );
  }
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/**
 * Whether movement_competence_totals can answer the filter for the whole months of a competence
 * period: anything but a text. It keeps the payment state and, for the unpaid, the due date
 * (migration 0033), so every status; and the contact and the cost centre (0051).
 */
export function competenceTotalsAnswer(filter: MovementFilter): boolean {
  return filter.date_type === 'competence_date' && !filter.search;
}

/**
 * Whether the DRE's month totals (movement_competence_totals by competência, payment_month_totals
 * by caixa) can answer the filter for the whole months of its period: by competência as
 * `competenceTotalsAnswer`; by caixa no text and no status (they are sums of payments, not of
 * their movements' states). Both keep the contact and the cost centre (0051, 0053).
 */
export function dreTotalsAnswer(filter: MovementFilter): boolean {
  if (filter.date_type !== 'payment_date') return competenceTotalsAnswer(filter);
  return !filter.search && filter.status.length === 0;
}

const competenceTotals = movementCompetenceTotals;

/** movement_competence_totals keeps the payment state, and the due date of the unpaid. */
const competenceTotalsPaymentState: PaymentState = {
  paidInFull: sql`${competenceTotals.paidState} = 2`,
  paidInPart: sql`${competenceTotals.paidState} = 1`,
  unpaid: sql`${competenceTotals.paidState} = 0`,
  dueDate: competenceTotals.dueDate,
};

/**
 * The Filter on the DRE's month totals (only when `dreTotalsAnswer`), for the months from
 * `fromMonth` to `toMonth` (first days), which the period holds whole.
 */
export function dreTotalsConditions(
  companyId: string,
  filter: MovementFilter,
  today: string,
  fromMonth: string,
  toMonth: string,
): SQL[] {
  const t = filter.date_type === 'payment_date' ? paymentMonthTotals : competenceTotals;
  const conditions: (SQL | undefined)[] = [
    eq(t.companyId, companyId),
    ...between(t.month, fromMonth, toMonth),
  ];
  if (filter.type) conditions.push(eq(t.type, filter.type));
  if (filter.categories.length) {
    conditions.push(inArray(t.categoryId, categoriesAndDescendants(companyId, filter.categories)));
  }
  if (filter.bank_accounts.length) {
    conditions.push(inArray(t.bankAccountId, filter.bank_accounts));
  }
  if (filter.suppliers.length) conditions.push(inArray(t.contactId, filter.suppliers));
  if (filter.cost_centers.length) conditions.push(inArray(t.costCenterId, filter.cost_centers));
  if (filter.status.length && filter.date_type !== 'payment_date') {
    conditions.push(
      or(
        ...filter.status.map((status) =>
          statusCondition(status, today, competenceTotalsPaymentState),
        ),
      ),
    );
  }
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}
