import type { SalesPanel } from 'shared/contracts';
import { formatBRL, formatShortDate } from 'shared/format';
import { formatSeriesDate } from '../../lib/charts/chart-format';

// The text alternatives of the painel's charts (see insights' chart-summaries.ts): the same
// figures as the drawing, in reais, for a screen reader.

/** "Faturamento por mês: nov/25, R$ 1.000,00 (recebido R$ 600,00; a receber R$ 400,00); …" */
export function summarizeMonths(title: string, months: SalesPanel['months']): string {
  const parts = months.map(
    (month) =>
      `${formatSeriesDate(month.month, 'month')}, ${formatBRL(month.faturamento)} ` +
      `(recebido ${formatBRL(month.recebido)}; a receber ${formatBRL(month.a_receber)})`,
  );
  return `${title}: ${parts.join('; ')}.`;
}

/** "Previsão de recebimentos: 24/11/26 a 30/11/26, R$ 100,00; …" */
export function summarizeForecast(title: string, weeks: SalesPanel['forecast']): string {
  const parts = weeks.map(
    (week) =>
      `${formatShortDate(week.week_start)} a ${formatShortDate(week.week_end)}, ${formatBRL(week.value)}`,
  );
  return `${title}: ${parts.join('; ')}.`;
}

/** "Top 10 clientes: Alfa, R$ 1.000,00 (50%); …; demais clientes, R$ 10,00." */
export function summarizeClients(
  title: string,
  clients: SalesPanel['top_clients'],
  others: number,
): string {
  const parts = clients.map(
    (client) =>
      `${client.label}, ${formatBRL(client.value)} (${client.share.toLocaleString('pt-BR')}%)`,
  );
  if (others > 0) parts.push(`demais clientes, ${formatBRL(others)}`);
  return `${title}: ${parts.join('; ')}.`;
}
