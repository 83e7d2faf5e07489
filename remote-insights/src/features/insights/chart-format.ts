import type { Insights } from 'shared/contracts';
import { formatShortDate } from 'shared/format';

const compactBrl = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/**
 * Axis ticks ("R$ 1,5 mil"): the charts hold the API's cents unchanged, so what they draw agrees
 * with the API to the cent; only their labels turn cents into reais.
 */
export function formatCompactBRL(amountCents: number): string {
  return compactBrl.format(amountCents / 100);
}

// Intl writes "nov." (with a dot) for pt-BR short months; the dashboard shows "nov/26".
const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

type Granularity = Insights['balance_timeseries']['granularity'];

/** A time-series point's date: dd/MM/yy per day, "nov/26" per month (YYYY-MM or YYYY-MM-DD). */
export function formatSeriesDate(date: string, granularity: Granularity): string {
  if (granularity === 'day') return formatShortDate(date);
  const match = /^(\d{4})-(\d{2})/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month}/${match[1]?.slice(2)}` : date;
}

/** At most `max` evenly spaced ticks, always the first and the last, so long series stay legible. */
export function spacedTicks<T>(values: readonly T[], max = 8): T[] {
  if (values.length <= max) return [...values];
  const step = (values.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => values[Math.round(i * step)] as T);
}
