import type { Insights } from 'shared/contracts';
import { formatBRL } from 'shared/format';
import { formatSeriesDate } from './chart-format';

// A chart is a picture: these sentences are its text alternative (WCAG 1.1.1), what a screen
// reader announces in its place. They name the chart and carry the same figures, in reais.

interface Labelled {
  label: string;
  /** Cents. */
  value: number;
}

/** "Receita por Categoria: Vendas, R$ 1.500,00 (60%); Serviços, R$ 1.000,00 (40%)." */
export function summarizeSlices(title: string, slices: readonly Labelled[]): string {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const parts = slices.map((slice) => {
    const share = total === 0 ? 0 : Math.round((slice.value / total) * 100);
    return `${slice.label}, ${formatBRL(slice.value)} (${share}%)`;
  });
  return `${title}: ${parts.join('; ')}.`;
}

/** "Saldo por Conta: Banco do Brasil, R$ 1.000,00; Caixa, -R$ 200,00." */
export function summarizeBars(title: string, bars: readonly Labelled[]): string {
  return `${title}: ${bars.map((bar) => `${bar.label}, ${formatBRL(bar.value)}`).join('; ')}.`;
}

/**
 * A line of up to a year of days is too long to read point by point: its ends and extremes say
 * what the picture shows.
 */
export function summarizeSeries(title: string, series: Insights['balance_timeseries']): string {
  const { points, granularity } = series;
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return `${title}: sem dados no período.`;
  const lowest = points.reduce((min, point) => (point.value < min.value ? point : min));
  const highest = points.reduce((max, point) => (point.value > max.value ? point : max));
  const date = (iso: string) => formatSeriesDate(iso, granularity);
  return (
    `${title}, de ${date(first.date)} a ${date(last.date)}: ` +
    `começa em ${formatBRL(first.value)} e termina em ${formatBRL(last.value)}; ` +
    `mínimo de ${formatBRL(lowest.value)} em ${date(lowest.date)}, ` +
    `máximo de ${formatBRL(highest.value)} em ${date(highest.date)}.`
  );
}
