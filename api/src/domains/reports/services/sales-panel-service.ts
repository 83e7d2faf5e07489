import {
  AGING_BUCKETS,
  AGING_BUCKET_LABELS,
  FORECAST_WEEKS,
  NO_CLIENT_LABEL,
} from 'shared/contracts';
import type { SalesPanel, SalesPanelRequest } from 'shared/contracts';
import { addDays, todayIso } from 'shared/format';
import type { SalesPanelRepository, SalesPanelRow } from '../repositories/sales-panel-repository';

export interface SalesPanelService {
  /** `clients`: how many clients to rank by name (the top ten; the group asks for more). */
  panel(companyId: string, request: SalesPanelRequest, clients?: number): Promise<SalesPanel>;
}

const largestFirst = (a: { value: number; label: string }, b: { value: number; label: string }) =>
  b.value - a.value || a.label.localeCompare(b.label, 'pt-BR');

/** A share of a total in percent, two decimals (0 of nothing). */
export const shareOf = (value: number, total: number) =>
  total === 0 ? 0 : Math.round((value * 10_000) / total) / 100;

/** Shapes the SQL aggregates into the painel's answer; every amount comes summed from SQL. */
export function toSalesPanel(rows: SalesPanelRow[], today: string): SalesPanel {
  const of = (kind: SalesPanelRow['kind']) => rows.filter((row) => row.kind === kind);
  const total = of('total')[0];
  const dueRow = of('due')[0];
  const faturamento = total?.value ?? 0;
  const aging = new Map(of('aging').map((row) => [row.key, row.value]));
  const forecast = new Map(of('forecast').map((row) => [row.key, row.value]));
  return {
    cards: {
      faturamento,
      recebido: of('received')[0]?.value ?? 0,
      a_receber: faturamento - (total?.paid ?? 0),
      receitas: total?.count ?? 0,
      ticket_medio: total?.ratio ?? 0,
      inadimplencia: dueRow?.value ?? 0,
      vencido_no_periodo: dueRow?.paid ?? 0,
      inadimplencia_percent: dueRow?.ratio ?? 0,
    },
    months: of('month').map((row) => ({
      month: row.key ?? '',
      faturamento: row.value,
      recebido: row.paid,
      a_receber: row.value - row.paid,
    })),
    aging: AGING_BUCKETS.map((bucket) => ({
      bucket,
      label: AGING_BUCKET_LABELS[bucket],
      value: aging.get(bucket) ?? 0,
    })),
    top_clients: of('client')
      .map((row) => ({
        id: row.key,
        label: row.key === null ? NO_CLIENT_LABEL : (row.label ?? ''),
        value: row.value,
        share: shareOf(row.value, faturamento),
      }))
      .sort(largestFirst),
    other_clients: of('others')[0]?.value ?? 0,
    forecast: Array.from({ length: FORECAST_WEEKS }, (_, week) => {
      const weekStart = addDays(today, 7 * week);
      return {
        week_start: weekStart,
        week_end: addDays(weekStart, 6),
        value: forecast.get(weekStart) ?? 0,
      };
    }),
    by_category: of('category')
      .map((row) => ({ id: row.key, label: row.label ?? '', value: row.value }))
      .sort(largestFirst),
  };
}

export function createSalesPanelService(deps: {
  salesPanel: SalesPanelRepository;
  today?: () => string;
}): SalesPanelService {
  const today = deps.today ?? (() => todayIso());
  return {
    async panel(companyId, request, clients) {
      const day = today();
      return toSalesPanel(await deps.salesPanel.panel(companyId, request, day, clients), day);
    },
  };
}
