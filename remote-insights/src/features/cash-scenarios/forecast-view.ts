import type { CashForecast, ForecastSeries } from 'shared/contracts';
import { formatBRL, formatMonth, formatShortDate } from 'shared/format';

// How the screen names the forecast's periods and its lowest points: one place for the chart,
// the table and the summaries that say in words what the chart draws.

/** "sem. 29/11" or "nov/2026": a period as the axis and the table head it. */
export function periodLabel(forecast: Pick<CashForecast, 'horizon'>, start: string): string {
  return forecast.horizon === '13-semanas'
    ? `sem. ${formatShortDate(start).slice(0, 5)}`
    : formatMonth(start.slice(0, 7));
}

/** "Menor saldo da Base: R$ 1.000,00, sem. 06/12": the series' lowest point in words. */
export function lowestText(forecast: CashForecast, series: ForecastSeries): string {
  const period = forecast.periods[series.lowest.index];
  const when = period ? periodLabel(forecast, period.start_date) : '';
  return `Menor saldo (${series.name}): ${formatBRL(series.lowest.balance)}, ${when}`;
}

/** The chart's text alternative: where each line starts, ends and bottoms out. */
export function forecastSummary(forecast: CashForecast): string {
  const series = [forecast.base, ...forecast.scenarios];
  return [
    `Saldo projetado a partir de ${formatBRL(forecast.opening_balance)} hoje.`,
    ...series.map(
      (item) =>
        `${item.name}: termina em ${formatBRL(item.balance.at(-1) ?? forecast.opening_balance)}; ${lowestText(forecast, item).replace(/^Menor saldo \([^)]*\): /, 'menor saldo ')}.`,
    ),
  ].join(' ');
}
