import { ResponsiveBar } from '../charts/nivo';
import type { ReactNode } from 'react';
import type { ChartSlice } from 'shared/contracts';
import { formatBRL } from 'shared/format';
import { formatCompactBRL, gapsThatFit, roundTicks } from '../../lib/charts/chart-format';
import { summarizeBars } from '../../lib/charts/chart-summaries';
import { useChartTheme } from '../../lib/charts/use-chart-theme';
import { useChartWidth } from '../../lib/charts/use-chart-width';
import { ChartCard } from '../charts/chart-card';

interface AccountBar {
  [key: string]: string | number;
  account: string;
  /** Cents, as the API sent them. */
  balance: number;
}

const TITLE = 'Saldo por Conta';
const MAX_LABEL = 16;

// Left: the account names (MAX_LABEL characters). Right: half of the last amount label
// ("R$ 100 mil"), which is centred on the axis' end.
const MARGIN = { top: 8, right: 40, bottom: 40, left: 112 };
/** An amount label is up to ≈ 60 px wide at the axis' 11 px: this leaves a clear gap between two. */
const AMOUNT_LABEL_SPACING = 90;

function shortLabel(label: string): string {
  return label.length > MAX_LABEL ? `${label.slice(0, MAX_LABEL - 1)}…` : label;
}

/**
 * SPEC.md §2 'Saldo por Conta': one horizontal bar per bank account, green above zero, red below;
 * `footer` under it (a company's accounts against their statements).
 */
export function AccountBalanceBar({
  balances,
  footer,
}: {
  balances: readonly ChartSlice[];
  footer?: ReactNode;
}) {
  const { theme, colors } = useChartTheme();
  const { width, onResize } = useChartWidth();
  const labels = new Map<string, string>();
  const data: AccountBar[] = balances.map((slice, index) => {
    // Bars are keyed by id (two accounts may share a name); "no account" comes as null.
    const account = slice.id ?? `sem-conta-${index}`;
    labels.set(account, slice.label);
    return { account, balance: slice.value };
  });
  const ticks = roundTicks(
    data.map((bar) => bar.balance),
    gapsThatFit(width - MARGIN.left - MARGIN.right, AMOUNT_LABEL_SPACING),
  );
  return (
    <ChartCard
      title={TITLE}
      summary={summarizeBars(TITLE, balances)}
      height="280px"
      empty={data.length === 0}
      footer={footer}
    >
      <ResponsiveBar<AccountBar>
        data={data}
        role="presentation"
        keys={['balance']}
        indexBy="account"
        layout="horizontal"
        theme={theme}
        colors={({ data: bar }) => (Number(bar.balance) < 0 ? colors.expense : colors.income)}
        onResize={onResize}
        margin={MARGIN}
        // From the first tick to the last: both ends labelled, overdrawn accounts not clipped
        // (Nivo's default scale starts at zero).
        valueScale={{ type: 'linear', min: ticks[0] ?? 'auto', max: ticks.at(-1) ?? 'auto' }}
        padding={0.35}
        borderRadius={3}
        valueFormat={formatBRL}
        enableLabel={false}
        enableGridX
        gridXValues={ticks}
        enableGridY={false}
        axisBottom={{ format: (value: number) => formatCompactBRL(value), tickValues: ticks }}
        axisLeft={{ format: (account: string) => shortLabel(labels.get(account) ?? account) }}
        tooltipLabel={({ indexValue }) => labels.get(String(indexValue)) ?? String(indexValue)}
      />
    </ChartCard>
  );
}
