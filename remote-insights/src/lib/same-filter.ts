import type { FilterState } from 'shared/contracts';

/** The same request: applying it again must reload rather than change the query. */
export function sameFilter(a: FilterState, b: FilterState): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
