import { addDays, addMonths } from '../../format/dates';
import { MAX_INSTALMENTS } from './movements';

// The dates of a series (parcels or repetitions): the API creates the rows from them and the form
// previews the same dates, so what the user sees before saving is what gets written.

export const RECURRENCE_FREQUENCIES = ['monthly', 'weekly', 'yearly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

/** Which rows of a series a change or a deletion reaches: 'Apenas esta', 'Esta e as próximas', 'Todas'. */
export const SERIES_SCOPES = ['one', 'following', 'all'] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];

/**
 * The `index`-th date (0-based) after `start`. Monthly and yearly keep the day of the month,
 * clamped to shorter months (31/01 → 28/02 → 31/03), always counted from the first date so a
 * clamp never drifts the rest of the series.
 */
export function seriesDate(start: string, frequency: RecurrenceFrequency, index: number): string {
  if (frequency === 'weekly') return addDays(start, 7 * index);
  return addMonths(start, frequency === 'yearly' ? 12 * index : index);
}

export function seriesDates(
  start: string,
  frequency: RecurrenceFrequency,
  count: number,
): string[] {
  return Array.from({ length: count }, (_, i) => seriesDate(start, frequency, i));
}

/**
 * How many dates of the series fall on or before `until`; `MAX_INSTALMENTS + 1` means "more than
 * allowed", so a far `until` never loops for long.
 */
export function countUntil(start: string, frequency: RecurrenceFrequency, until: string): number {
  let count = 0;
  while (count <= MAX_INSTALMENTS && seriesDate(start, frequency, count) <= until) count += 1;
  return count;
}
