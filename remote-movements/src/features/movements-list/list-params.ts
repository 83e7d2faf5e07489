import {
  DATE_TYPES,
  MOVEMENT_SORTS,
  MOVEMENT_TYPES,
  SORT_ORDERS,
  TRANSACTION_STATUSES,
  emptyFilter,
} from 'shared/contracts';
import type { FilterState, MovementSort, SortOrder } from 'shared/contracts';
import { defaultPeriod } from 'shared/format';

/** What the list shows: SPEC.md §3's Filter and the sort. It lives in the URL. */
export interface ListState {
  filter: FilterState;
  sort: MovementSort;
  order: SortOrder;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const LIST_FIELDS = ['suppliers', 'cost_centers', 'categories', 'bank_accounts'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((candidate) => candidate === value) ?? fallback;

const listOf = (params: URLSearchParams, name: string) =>
  (params.get(name) ?? '').split(',').filter(Boolean);

/**
 * Reads the list's state from the URL; a missing or malformed value falls back to its default
 * (the current month, due dates, soonest first), so a hand-edited link still opens a list.
 */
export function readListState(params: URLSearchParams, now: Date = new Date()): ListState {
  const period = defaultPeriod(now);
  const start = params.get('inicio') ?? '';
  const end = params.get('fim') ?? '';
  const validPeriod = ISO_DATE.test(start) && ISO_DATE.test(end) && start <= end;
  const filter: FilterState = {
    ...emptyFilter(validPeriod ? { start_date: start, end_date: end } : period),
    date_type: oneOf(DATE_TYPES, params.get('data'), 'due_date'),
    type: oneOf(['', ...MOVEMENT_TYPES], params.get('tipo'), ''),
    search: params.get('busca') ?? '',
    status: listOf(params, 'status').filter((status): status is FilterState['status'][number] =>
      (TRANSACTION_STATUSES as readonly string[]).includes(status),
    ),
  };
  for (const field of LIST_FIELDS) filter[field] = listOf(params, field);
  return {
    filter,
    sort: oneOf(MOVEMENT_SORTS, params.get('ordenar'), 'due_date'),
    order: oneOf(SORT_ORDERS, params.get('ordem'), 'asc'),
  };
}

/**
 * Writes the state into a copy of `params`, keeping what is not the list's (the form drawer's
 * `movimentacao`). Defaults are left out, so the plain page stays `/movimentacoes`.
 */
export function writeListState(
  params: URLSearchParams,
  state: ListState,
  now: Date = new Date(),
): URLSearchParams {
  const next = new URLSearchParams(params);
  const { filter } = state;
  const period = defaultPeriod(now);
  const isDefaultPeriod =
    filter.start_date === period.start_date && filter.end_date === period.end_date;
  const entries: [string, string][] = [
    ['inicio', isDefaultPeriod ? '' : filter.start_date],
    ['fim', isDefaultPeriod ? '' : filter.end_date],
    ['data', filter.date_type === 'due_date' ? '' : filter.date_type],
    ['tipo', filter.type],
    ['busca', filter.search.trim()],
    ['status', filter.status.join(',')],
    ...LIST_FIELDS.map((field): [string, string] => [field, filter[field].join(',')]),
    ['ordenar', state.sort === 'due_date' ? '' : state.sort],
    ['ordem', state.order === 'asc' ? '' : state.order],
  ];
  for (const [name, value] of entries) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/** The API's query string for the filter: empty fields left out, lists comma-separated. */
export function filterQuery(filter: FilterState): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(filter)) {
    const text = Array.isArray(value) ? value.join(',') : String(value).trim();
    if (text) query[name] = text;
  }
  return query;
}
