import { ResponsiveBar } from '../charts/nivo';
import { formatBRL } from 'shared/format';
import { formatCompactBRL, gapsThatFit, roundTicks } from '../../lib/charts/chart-format';
import { useChartTheme } from '../../lib/charts/use-chart-theme';
import { useChartWidth } from '../../lib/charts/use-chart-width';
import { ChartCard } from '../charts/chart-card';
import { SliceLegend } from '../charts/slice-legend';

export interface PanelBarRow {
  [key: string]: string | number;
  /** The bar's key (a month, a bucket, a client id); `labels` names it. */
  index: string;
}

export interface PanelBarSeries {
  key: string;
  label: string;
  color: string;
}

export interface PanelBarProps {
  title: string;
  summary: string;
  rows: PanelBarRow[];
  series: PanelBarSeries[];
  /** The axis label of each bar's index. */
  labelOf: (index: string) => string;
  layout?: 'vertical' | 'horizontal';
  height?: string;
}

const VERTICAL_MARGIN = { top: 8, right: 16, bottom: 40, left: 72 };
const HORIZONTAL_MARGIN = { top: 8, right: 40, bottom: 40, left: 112 };
const AMOUNT_LABEL_SPACING = 90;
const MAX_LABEL = 16;
const CATEGORY_LABEL_SPACING = 48;

const short = (label: string) =>
  label.length > MAX_LABEL ? `${label.slice(0, MAX_LABEL - 1)}…` : label;

/**
 * A bar chart of the painel (one series, or several stacked), in cents as the API sent them,
 * with a legend naming the series when there are more than one. The card is the image; its
 * summary carries the figures.
 */
export function PanelBar({
  title,
  summary,
  rows,
  series,
  labelOf,
  layout = 'vertical',
  height = '280px',
}: PanelBarProps) {
  const { theme } = useChartTheme();
  const { width, onResize } = useChartWidth();
  const margin = layout === 'vertical' ? VERTICAL_MARGIN : HORIZONTAL_MARGIN;
  const totals = rows.map((row) => series.reduce((sum, s) => sum + Number(row[s.key] ?? 0), 0));
  const valueLength = layout === 'vertical' ? 200 : width - margin.left - margin.right;
  const ticks = roundTicks(
    totals,
    gapsThatFit(valueLength, layout === 'vertical' ? 40 : AMOUNT_LABEL_SPACING),
  );
  const colorOf = new Map(series.map((s) => [s.key, s.color]));
  // On a phone, a dozen months cannot all be labelled: every other one, or fewer.
  const indexEvery = Math.max(
    1,
    Math.ceil(
      rows.length / gapsThatFit(width - margin.left - margin.right, CATEGORY_LABEL_SPACING),
    ),
  );
  const indexTicks = rows.map((row) => row.index).filter((_, i) => i % indexEvery === 0);
  const empty = totals.every((total) => total === 0);
  const valueAxis = { format: (value: number) => formatCompactBRL(value), tickValues: ticks };
  const indexAxis = {
    format: (index: string) => short(labelOf(index)),
    tickValues: layout === 'vertical' ? indexTicks : undefined,
  };
  return (
    <ChartCard
      title={title}
      summary={summary}
      height={height}
      empty={empty}
      footer={
        series.length > 1 ? (
          <SliceLegend
            entries={series.map((s) => ({
              id: s.key,
              label: s.label,
              color: s.color,
              value: rows.reduce((sum, row) => sum + Number(row[s.key] ?? 0), 0),
            }))}
            others={[]}
            othersTotal={0}
            othersColor=""
          />
        ) : undefined
      }
    >
      <ResponsiveBar<PanelBarRow>
        data={rows}
        role="presentation"
        keys={series.map((s) => s.key)}
        indexBy="index"
        layout={layout}
        groupMode="stacked"
        theme={theme}
        colors={({ id }) => colorOf.get(String(id)) ?? '#a1a1aa'}
        onResize={onResize}
        margin={margin}
        valueScale={{ type: 'linear', min: 0, max: ticks.at(-1) ?? 'auto' }}
        padding={0.3}
        borderRadius={2}
        valueFormat={formatBRL}
        enableLabel={false}
        enableGridX={layout === 'horizontal'}
        enableGridY={layout === 'vertical'}
        gridXValues={layout === 'horizontal' ? ticks : undefined}
        gridYValues={layout === 'vertical' ? ticks : undefined}
        axisBottom={layout === 'vertical' ? indexAxis : valueAxis}
        axisLeft={layout === 'vertical' ? valueAxis : indexAxis}
        tooltipLabel={({ id, indexValue }) =>
          `${labelOf(String(indexValue))} · ${series.find((s) => s.key === id)?.label ?? id}`
        }
      />
    </ChartCard>
  );
}
