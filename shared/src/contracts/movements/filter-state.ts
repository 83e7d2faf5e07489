// The filter the screens hold, without zod: the dashboard's first load reads it, and the schemas
// (filterSchema in dashboards.ts) would cost a phone the evaluation of zod and every schema.
import type { DATE_TYPES, MOVEMENT_TYPES, TRANSACTION_STATUSES } from './movements';

/** What the screens hold: every field present, unset ones empty. */
export interface FilterState {
  start_date: string;
  end_date: string;
  date_type: (typeof DATE_TYPES)[number];
  type: '' | (typeof MOVEMENT_TYPES)[number];
  search: string;
  suppliers: string[];
  cost_centers: string[];
  status: (typeof TRANSACTION_STATUSES)[number][];
  categories: string[];
  bank_accounts: string[];
}

export function emptyFilter(period: { start_date: string; end_date: string }): FilterState {
  return {
    ...period,
    date_type: 'due_date',
    type: '',
    search: '',
    suppliers: [],
    cost_centers: [],
    status: [],
    categories: [],
    bank_accounts: [],
  };
}

/**
 * SPEC.md §3: the number of non-empty filter fields minus 3 (the period and the date type are
 * always set, so they do not count as filters the user chose).
 */
export function activeFilterCount(filter: FilterState): number {
  const nonEmpty = Object.values(filter).filter((value) =>
    Array.isArray(value) ? value.length > 0 : value !== '' && value !== null && value !== undefined,
  ).length;
  return Math.max(0, nonEmpty - 3);
}
