import { ResponsivePie } from './nivo';
import type { ChartSlice } from 'shared/contracts';
import { formatBRL } from 'shared/format';
import { groupSlices, OTHERS_LABEL } from '../../lib/charts/category-slices';
import { summarizeSlices } from '../../lib/charts/chart-summaries';
import { useChartTheme } from '../../lib/charts/use-chart-theme';
import { ChartCard } from './chart-card';
import { SliceLegend } from './slice-legend';
import type { LegendEntry } from './slice-legend';

/** Nivo keys slices by id: this one cannot clash with a category's (a UUID). */
const OTHERS_ID = 'outras-categorias';

export interface CategoryDoughnutProps {
  title: string;
  slices: readonly ChartSlice[];
  /** A fixed colour per slice id (receita, despesa); otherwise the category palette, in order. */
  colorOf?: (id: string | null) => string | undefined;
}

/**
 * A doughnut (SPEC.md §2) with its figures listed below it: the slices alone say proportions,
 * the list says the amounts, and a screen reader can read it. Beyond the palette's distinct
 * colours, the smallest categories are drawn as one 'Outras categorias' slice.
 */
export function CategoryDoughnut({ title, slices, colorOf }: CategoryDoughnutProps) {
  const { theme, colors } = useChartTheme();
  const { own, others, othersTotal } = groupSlices(slices, colors.categories.length);
  // "No category/account" comes as a null id.
  const idOf = (slice: ChartSlice, index: number) => slice.id ?? `sem-id-${index}`;
  const entries: LegendEntry[] = own.map((slice, index) => ({
    id: idOf(slice, index),
    label: slice.label,
    value: slice.value,
    color: colorOf?.(slice.id) ?? colors.categories[index] ?? colors.others,
  }));
  const otherEntries: LegendEntry[] = others.map((slice, index) => ({
    id: idOf(slice, own.length + index),
    label: slice.label,
    value: slice.value,
    color: colors.others,
  }));
  const data: LegendEntry[] =
    others.length > 0
      ? [
          ...entries,
          { id: OTHERS_ID, label: OTHERS_LABEL, value: othersTotal, color: colors.others },
        ]
      : entries;
  const empty = data.every((slice) => slice.value === 0);
  return (
    <ChartCard
      title={title}
      summary={summarizeSlices(title, data)}
      height="220px"
      empty={empty}
      footer={
        <SliceLegend
          entries={entries}
          others={otherEntries}
          othersTotal={othersTotal}
          othersColor={colors.others}
        />
      }
    >
      <ResponsivePie<LegendEntry>
        data={data}
        role="presentation"
        theme={theme}
        colors={{ datum: 'data.color' }}
        innerRadius={0.6}
        padAngle={1}
        cornerRadius={3}
        activeOuterRadiusOffset={6}
        margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
        valueFormat={formatBRL}
        enableArcLabels={false}
        enableArcLinkLabels={false}
      />
    </ChartCard>
  );
}
