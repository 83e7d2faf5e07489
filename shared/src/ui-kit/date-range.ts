import { parseDate } from '@ark-ui/react/date-picker';
import type { DateValue } from '@ark-ui/react/date-picker';
import { toIsoDate } from '../format/dates';
import type { Period } from '../format/dates';

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
