import { parseDate } from '@ark-ui/react/date-picker';
import type { DateValue } from '@ark-ui/react/date-picker';
import type { FilterState } from 'shared/contracts';
import { toIsoDate } from 'shared/format';
import type { Period } from 'shared/format';

// The date picker works with its own date objects (parsed by the picker's own copy of
// @internationalized/date); the filter keeps `YYYY-MM-DD` strings.

export function periodToDates(period: Period): DateValue[] {
  return [parseDate(period.start_date), parseDate(period.end_date)];
}

/** SPEC.md §5: a range is valid only with two dates and the end not before the start. */
export function datesToPeriod(dates: readonly DateValue[]): Period | null {
  const [start, end] = dates;
  if (dates.length !== 2 || !start || !end || end.compare(start) < 0) return null;
  return {
    start_date: toIsoDate(start.year, start.month, start.day),
    end_date: toIsoDate(end.year, end.month, end.day),
  };
}

/** The same request: applying it again must reload rather than change the query. */
export function sameFilter(a: FilterState, b: FilterState): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
