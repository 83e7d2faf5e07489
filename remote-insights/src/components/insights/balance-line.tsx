import { ResponsiveLine } from '../charts/nivo';
import type { Insights } from 'shared/contracts';
import { formatBRL } from 'shared/format';
import {
  formatCompactBRL,
  formatSeriesDate,
  gapsThatFit,
  spacedTicks,
} from '../../lib/charts/chart-format';
import { summarizeSeries } from '../../lib/charts/chart-summaries';
import { useChartTheme } from '../../lib/charts/use-chart-theme';
import { useChartWidth } from '../../lib/charts/use-chart-width';
import { ChartCard } from '../charts/chart-card';

interface BalanceSeries {
  id: string;
  data: { x: string; y: number }[];
}

const TITLE = 'Saldo ao Longo do Tempo';

// The right margin holds half of the last date label, which is centred on the last point.
const MARGIN = { top: 16, right: 32, bottom: 40, left: 80 };
/** A dd/MM/yy label is ≈ 50 px wide at the axis' 11 px: this leaves a clear gap between two. */
const DATE_LABEL_SPACING = 80;

/** SPEC.md §2 'Saldo ao Longo do Tempo': the running balance, per day or per month. */
export function BalanceLine({ series }: { series: Insights['balance_timeseries'] }) {
  const { theme, colors } = useChartTheme();
  const { granularity, points } = series;
  const data: BalanceSeries[] = [
    { id: 'Saldo', data: points.map((point) => ({ x: point.date, y: point.value })) },
  ];
  const { width, onResize } = useChartWidth();
  const dateLabel = (date: string | number | Date) => formatSeriesDate(String(date), granularity);
  const labels = gapsThatFit(width - MARGIN.left - MARGIN.right, DATE_LABEL_SPACING) + 1;
  return (
    <ChartCard
      title={TITLE}
      summary={summarizeSeries(TITLE, series)}
      height="300px"
      empty={points.length === 0}
    >
      <ResponsiveLine<BalanceSeries>
        data={data}
        role="presentation"
        theme={theme}
        colors={[colors.line]}
        onResize={onResize}
        margin={MARGIN}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 'auto', max: 'auto' }}
        xFormat={dateLabel}
        yFormat={(value) => formatBRL(Number(value))}
        curve="monotoneX"
        enableArea
        areaOpacity={0.08}
        enablePoints={points.length <= 31}
        pointSize={6}
        enableGridX={false}
        useMesh
        axisBottom={{
          format: dateLabel,
          tickValues: spacedTicks(
            points.map((point) => point.date),
            labels,
          ),
        }}
        axisLeft={{ format: (value: number) => formatCompactBRL(value), tickValues: 5 }}
      />
    </ChartCard>
  );
}
