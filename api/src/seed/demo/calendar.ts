import { addDays } from 'shared/format';

// Date arithmetic for the planner on `YYYY-MM-DD` strings, in plain calendar days: the dates are
// already the company's days (São Paulo), so no time zone is involved once "today" is known.

/** A calendar month; `index` counts months from year 0, so months subtract and compare. */
export interface Month {
  year: number;
  month: number;
  index: number;
}

export function monthOf(isoDate: string): Month {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  return { year, month, index: year * 12 + month - 1 };
}

export function addMonths(month: Month, count: number): Month {
  const index = month.index + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1, index };
}

export function daysInMonth(month: Month): number {
  return new Date(Date.UTC(month.year, month.month, 0)).getUTCDate();
}

/** The date of `day` in the month, clamped to its last day (the 31st of February is the 28th). */
export function dateIn(month: Month, day: number): string {
  const clamped = Math.min(Math.max(day, 1), daysInMonth(month));
  return `${String(month.year).padStart(4, '0')}-${String(month.month).padStart(2, '0')}-${String(clamped).padStart(2, '0')}`;
}

export function lastDateOf(month: Month): string {
  return dateIn(month, 31);
}

function isWeekend(isoDate: string): boolean {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/**
 * Bills that fall on a weekend are paid on the next business day. Holidays are ignored: the demo
 * only needs dates that look right, not a bank calendar.
 */
export function nextBusinessDay(isoDate: string): string {
  let date = isoDate;
  while (isWeekend(date)) date = addDays(date, 1);
  return date;
}

/** FGTS is the other way round: a due date on a weekend moves back to Friday. */
export function previousBusinessDay(isoDate: string): string {
  let date = isoDate;
  while (isWeekend(date)) date = addDays(date, -1);
  return date;
}

/** The weekday on or after `day`, or the one before it when the month ends first. */
export function businessDayIn(month: Month, day: number): string {
  const date = dateIn(month, day);
  const after = nextBusinessDay(date);
  return after.slice(0, 7) === date.slice(0, 7) ? after : previousBusinessDay(date);
}

/** The n-th weekday of the month (salaries are due by the 5th business day). */
export function nthBusinessDay(month: Month, n: number): string {
  let date = nextBusinessDay(dateIn(month, 1));
  for (let found = 1; found < n; found++) date = nextBusinessDay(addDays(date, 1));
  return date;
}

export function minDate(a: string, b: string): string {
  return a < b ? a : b;
}

export function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}

/** MM/YYYY, as competence months are written in Brazilian descriptions. */
export function monthLabel(month: Month): string {
  return `${String(month.month).padStart(2, '0')}/${month.year}`;
}
