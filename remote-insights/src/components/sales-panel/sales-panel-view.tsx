import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { SalesPanel } from 'shared/contracts';
import { formatShortDate } from 'shared/format';
import { formatSeriesDate } from '../../lib/charts/chart-format';
import { summarizeBars } from '../../lib/charts/chart-summaries';
import { CategoryDoughnut } from '../charts/category-doughnut';
import { useChartTheme } from '../../lib/charts/use-chart-theme';
import { summarizeClients, summarizeForecast, summarizeMonths } from './sales-summaries';
import { PanelBar } from './panel-bar';
import { SalesCards } from './sales-cards';

/** Short enough for four labels side by side at 390 px; the summary says them in full. */
const AGING_AXIS: Record<string, string> = {
  '1-30': '1–30 dias',
  '31-60': '31–60',
  '61-90': '61–90',
  '90+': '> 90',
};
const MONTHS_TITLE = 'Faturamento por mês';
const AGING_TITLE = 'Inadimplência por atraso';
const CLIENTS_TITLE = 'Top 10 clientes';
const FORECAST_TITLE = 'Previsão de recebimentos';
const CATEGORY_TITLE = 'Faturamento por categoria';

/** The painel with data: cards, then the charts, each with its text alternative. */
export function SalesPanelView({ panel }: { panel: SalesPanel }) {
  const { colors } = useChartTheme();
  const clientLabels = new Map(
    panel.top_clients.map((client, index) => [client.id ?? `sem-cliente-${index}`, client.label]),
  );
  const forecastLabels = new Map(
    panel.forecast.map((week) => [week.week_start, formatShortDate(week.week_start)]),
  );
  return (
    <Stack gap="4">
      <SalesCards cards={panel.cards} />
      <PanelBar
        title={MONTHS_TITLE}
        summary={summarizeMonths(MONTHS_TITLE, panel.months)}
        rows={panel.months.map((month) => ({
          index: month.month,
          recebido: month.recebido,
          a_receber: month.a_receber,
        }))}
        series={[
          { key: 'recebido', label: 'Recebido', color: colors.income },
          { key: 'a_receber', label: 'A receber', color: colors.categories[2] ?? colors.others },
        ]}
        labelOf={(month) => formatSeriesDate(month, 'month')}
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <PanelBar
          title={AGING_TITLE}
          summary={summarizeBars(AGING_TITLE, panel.aging)}
          rows={panel.aging.map((row) => ({ index: row.bucket, value: row.value }))}
          series={[{ key: 'value', label: 'Em atraso', color: colors.expense }]}
          labelOf={(bucket) => AGING_AXIS[bucket] ?? bucket}
        />
        <PanelBar
          title={CLIENTS_TITLE}
          summary={summarizeClients(CLIENTS_TITLE, panel.top_clients, panel.other_clients)}
          rows={panel.top_clients
            .map((client, index) => ({
              index: client.id ?? `sem-cliente-${index}`,
              value: client.value,
            }))
            .reverse()}
          series={[{ key: 'value', label: 'Faturamento', color: colors.line }]}
          labelOf={(id) => clientLabels.get(id) ?? id}
          layout="horizontal"
          height="320px"
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <PanelBar
          title={FORECAST_TITLE}
          summary={summarizeForecast(FORECAST_TITLE, panel.forecast)}
          rows={panel.forecast.map((week) => ({ index: week.week_start, value: week.value }))}
          series={[{ key: 'value', label: 'A receber', color: colors.income }]}
          labelOf={(week) => forecastLabels.get(week)?.slice(0, 5) ?? week}
        />
        <CategoryDoughnut title={CATEGORY_TITLE} slices={panel.by_category} />
      </SimpleGrid>
    </Stack>
  );
}
