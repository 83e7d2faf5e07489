import type { CashForecast } from 'shared/contracts';
import { formatBRL } from 'shared/format';
import { ResponsiveLine } from '../../../components/charts/nivo';
import { ChartCard } from '../../../components/charts/chart-card';
import { formatCompactBRL, gapsThatFit, spacedTicks } from '../../../lib/charts/chart-format';
import { useChartTheme } from '../../../lib/charts/use-chart-theme';
import { useChartWidth } from '../../../lib/charts/use-chart-width';
import { forecastSummary, periodLabel } from '../forecast-view';

interface Series {
  id: string;
  data: { x: string; y: number }[];
}

const MARGIN = { top: 16, right: 32, bottom: 40, left: 80 };
const LABEL_SPACING = 80;

/**
 * The closing balance of each period, the base and each scenario as lines; the base's lowest
 * period marked with a vertical rule, and zero with a horizontal one when the lines cross it.
 */
export function ForecastChart({ forecast }: { forecast: CashForecast }) {
  const { theme, colors } = useChartTheme();
  const { width, onResize } = useChartWidth();
  const xs = forecast.periods.map((period) => period.start_date);
  const series = [forecast.base, ...forecast.scenarios];
  const data: Series[] = series.map((item) => ({
    id: item.name,
    data: item.balance.map((y, index) => ({ x: xs[index] ?? '', y })),
  }));
  const label = (value: string | number | Date) => periodLabel(forecast, String(value));
  const lowestX = xs[forecast.base.lowest.index];
  const all = series.flatMap((item) => item.balance);
  const crossesZero = Math.min(...all) < 0 && Math.max(...all) > 0;
  return (
    <ChartCard title="Saldo projetado" summary={forecastSummary(forecast)} height="320px">
      <ResponsiveLine<Series>
        data={data}
        role="presentation"
        theme={theme}
        colors={[colors.line, ...colors.categories.slice(2)]}
        onResize={onResize}
        margin={MARGIN}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 'auto', max: 'auto' }}
        xFormat={label}
        yFormat={(value) => formatBRL(Number(value))}
        curve="monotoneX"
        pointSize={6}
        enableGridX={false}
        useMesh
        markers={[
          ...(lowestX
            ? [
                {
                  axis: 'x' as const,
                  value: lowestX,
                  lineStyle: { stroke: colors.expense, strokeWidth: 1, strokeDasharray: '4 4' },
                  legend: 'menor saldo',
                  legendOrientation: 'vertical' as const,
                  textStyle: { fill: colors.expense, fontSize: 11 },
                },
              ]
            : []),
          ...(crossesZero
            ? [
                {
                  axis: 'y' as const,
                  value: 0,
                  lineStyle: { stroke: colors.others, strokeWidth: 1 },
                },
              ]
            : []),
        ]}
        axisBottom={{
          format: label,
          tickValues: spacedTicks(
            xs,
            gapsThatFit(width - MARGIN.left - MARGIN.right, LABEL_SPACING) + 1,
          ),
        }}
        axisLeft={{ format: (value: number) => formatCompactBRL(value), tickValues: 5 }}
        legends={[]}
      />
    </ChartCard>
  );
}
