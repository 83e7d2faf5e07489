/** The company's day is the day in São Paulo, whatever the browser's time zone (DESIGN.md). */
export const COMPANY_TIME_ZONE = 'America/Sao_Paulo';

export interface Period {
  start_date: string;
  end_date: string;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** `YYYY-MM-DD` with zero-padded month and day (SPEC.md §9). */
export function toIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

const isoParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in São Paulo as `YYYY-MM-DD`. */
export function todayIso(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD, which is exactly the wire format.
  return isoParts.format(now);
}

/** Default dashboard period: first to last day of the current month (SPEC.md §9). */
export function defaultPeriod(now: Date = new Date()): Period {
  const [year, month] = todayIso(now).split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start_date: toIsoDate(year, month, 1), end_date: toIsoDate(year, month, lastDay) };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` → `dd/MM/yy` (SPEC.md §9 locale date format). Anything else is returned as is. */
export function formatShortDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match as unknown as [string, string, string, string];
  return `${day}/${month}/${year.slice(2)}`;
}

/** `YYYY-MM-DD` → `dd/MM/yyyy`, as a pt-BR reader writes a full date (e.g. founded_at). */
export function formatLongDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match as unknown as [string, string, string, string];
  return `${day}/${month}/${year}`;
}

/**
 * The same day `months` later (or earlier), clamped to the last day of a shorter month: parcels
 * due on the 31st fall on 28/02 (or 29/02), then back on 31/03.
 */
export function addMonths(isoDate: string, months: number): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${isoDate}`);
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return toIsoDate(targetYear, targetMonth, Math.min(day, lastDay));
}

const DAY_MS = 86_400_000;

function toTime(isoDate: string): number {
  return Date.UTC(
    Number(isoDate.slice(0, 4)),
    Number(isoDate.slice(5, 7)) - 1,
    Number(isoDate.slice(8, 10)),
  );
}

/** `days` calendar days after (or before) a `YYYY-MM-DD` date. */
export function addDays(isoDate: string, days: number): string {
  return new Date(toTime(isoDate) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS);
}

/** The months as a sentence names them: `MONTH_NAMES[0]` is janeiro. */
export const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

/** jan, fev, mar…: each name's first three letters. */
export const MONTH_ABBREVIATIONS = MONTH_NAMES.map((name) => name.slice(0, 3));

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: COMPANY_TIME_ZONE,
});

/** An instant as the company's clock shows it: `28/11/2026, 20:54`. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** `2026-03` → `mar/2026`, as Brazilian reports head their month columns. */
export function formatMonth(yearMonth: string): string {
  const month = MONTH_ABBREVIATIONS[Number(yearMonth.slice(5, 7)) - 1] ?? yearMonth.slice(5, 7);
  return `${month}/${yearMonth.slice(0, 4)}`;
}

/** The first and last day of a `YYYY-MM` month. */
export function monthPeriod(yearMonth: string): Period {
  const year = Number(yearMonth.slice(0, 4));
  const month = Number(yearMonth.slice(5, 7));
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start_date: toIsoDate(year, month, 1), end_date: toIsoDate(year, month, lastDay) };
}
