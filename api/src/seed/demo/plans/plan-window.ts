import { addDays } from 'shared/format';
import { addMonths, dateIn, lastDateOf, monthOf } from '../calendar';
import type { Month } from '../calendar';

/**
 * The months the demo covers: the twelve before today's, today's, and the two after it, so that
 * "last 12 months" dashboards are full and the coming weeks already have bills to pay.
 */
export interface PlanWindow {
  today: string;
  current: Month;
  first: Month;
  last: Month;
  /** First day of the first month and last day of the last one. */
  start: string;
  end: string;
  months: Month[];
}

export function planWindow(today: string): PlanWindow {
  const current = monthOf(today);
  const first = addMonths(current, -12);
  const last = addMonths(current, 2);
  const months = Array.from({ length: last.index - first.index + 1 }, (_, i) =>
    addMonths(first, i),
  );
  return { today, current, first, last, start: dateIn(first, 1), end: lastDateOf(last), months };
}

/** Bank balances are given the day before the first movement, so every payment comes after it. */
export function openingBalanceDate(window: PlanWindow): string {
  return addDays(window.start, -1);
}
