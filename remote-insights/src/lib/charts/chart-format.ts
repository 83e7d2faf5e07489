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

/**
 * How many gaps of at least `spacing` px fit along an axis `length` px long: at least one, between
 * the axis' two ends. An axis with n gaps has n + 1 labels.
 */
export function gapsThatFit(length: number, spacing: number): number {
  return Math.max(1, Math.floor(length / spacing));
}

/** Round steps for an amount axis: 1, 2 or 5 × 10ⁿ cents. */
const STEP_FACTORS = [1, 2, 5] as const;

/**
 * Round ticks from the lowest value (or zero) to the highest (or zero), with at most `maxGaps`
 * gaps between them (but at least two: a range across zero needs them). Run the axis from the
 * first tick to the last, and both of its ends carry a label.
 */
export function roundTicks(values: readonly number[], maxGaps: number): number[] {
  const low = Math.min(0, ...values);
  // At least R$ 1 of axis, so that accounts all at zero still get one.
  const high = Math.max(low === 0 ? 100 : 0, ...values);
  const gaps = Math.max(2, maxGaps);
  for (let power = Math.max(1, 10 ** Math.floor(Math.log10((high - low) / gaps))); ; power *= 10) {
    for (const factor of STEP_FACTORS) {
      const step = factor * power;
      const first = Math.floor(low / step);
      const last = Math.ceil(high / step);
      if (last - first <= gaps) {
        return Array.from({ length: last - first + 1 }, (_, i) => (first + i) * step);
      }
    }
  }
}

/** At most `max` evenly spaced ticks, always the first and the last, so long series stay legible. */
export function spacedTicks<T>(values: readonly T[], max: number): T[] {
  const count = Math.max(2, max);
  if (values.length <= count) return [...values];
  const step = (values.length - 1) / (count - 1);
  return Array.from({ length: count }, (_, i) => values[Math.round(i * step)] as T);
}
