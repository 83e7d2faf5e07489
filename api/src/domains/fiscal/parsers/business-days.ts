import { addDays, toIsoDate } from 'shared/format';

// National bank holidays, for moving a tax due date. Nothing in api/ or shared/ had a calendar yet
// (the demo seed only skips weekends). State and municipal holidays are not here: a due date
// that falls on one is a matter for the municipality's own calendar.

/** Fixed national holidays (Lei 662/1949, 6.802/1980, 14.759/2023 for 20 de novembro). */
const FIXED = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '11-20', '12-25'];
/** Since Lei 14.759/2023, Consciência Negra is national from 2024 on. */
const FIXED_SINCE: Record<string, number> = { '11-20': 2024 };

/** Easter Sunday (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return toIsoDate(year, month, day);
}

const holidaysByYear = new Map<number, Set<string>>();

/**
 * Carnaval (Monday and Tuesday) and Corpus Christi are optional for public offices but banks
 * close, and a tax is paid at a bank: they count as holidays here.
 */
export function nationalHolidays(year: number): Set<string> {
  const known = holidaysByYear.get(year);
  if (known) return known;
  const sunday = easter(year);
  const holidays = new Set([
    ...FIXED.filter((day) => year >= (FIXED_SINCE[day] ?? 0)).map((day) => `${year}-${day}`),
    addDays(sunday, -48),
    addDays(sunday, -47),
    addDays(sunday, -2),
    addDays(sunday, 60),
  ]);
  holidaysByYear.set(year, holidays);
  return holidays;
}

export function isBusinessDay(isoDate: string): boolean {
  const weekday = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !nationalHolidays(Number(isoDate.slice(0, 4))).has(isoDate);
}

/** The date itself when a business day, else the last business day before it. */
export function businessDayOnOrBefore(isoDate: string): string {
  let date = isoDate;
  while (!isBusinessDay(date)) date = addDays(date, -1);
  return date;
}
