import { ResponsiveBar } from '@nivo/bar';
import type { ChartSlice } from 'shared/contracts';
import { formatBRL } from 'shared/format';
import { formatCompactBRL } from '../chart-format';
import { useChartTheme } from '../hooks/use-chart-theme';
import { ChartCard } from './chart-card';

interface AccountBar {
  [key: string]: string | number;
  account: string;
  /** Cents, as the API sent them. */
  balance: number;
}

const MAX_LABEL = 16;

function shortLabel(label: string): string {
  return label.length > MAX_LABEL ? `${label.slice(0, MAX_LABEL - 1)}…` : label;
}

/** SPEC.md §2 'Saldo por Conta': one horizontal bar per bank account, green above zero, red below. */
export function AccountBalanceBar({ balances }: { balances: readonly ChartSlice[] }) {
  const { theme, colors } = useChartTheme();
  const labels = new Map<string, string>();
  const data: AccountBar[] = balances.map((slice, index) => {
    // Bars are keyed by id (two accounts may share a name); "no account" comes as null.
    const account = slice.id ?? `sem-conta-${index}`;
    labels.set(account, slice.label);
    return { account, balance: slice.value };
  });
  return (
    <ChartCard title="Saldo por Conta" height="280px" empty={data.length === 0}>
      <ResponsiveBar<AccountBar>
        data={data}
        keys={['balance']}
        indexBy="account"
        layout="horizontal"
        theme={theme}
        colors={({ data: bar }) => (Number(bar.balance) < 0 ? colors.expense : colors.income)}
        margin={{ top: 8, right: 24, bottom: 40, left: 128 }}
        // Nivo's default value scale starts at zero, which would clip overdrawn accounts.
        valueScale={{ type: 'linear', min: 'auto', max: 'auto', nice: true }}
        padding={0.35}
        borderRadius={3}
        valueFormat={formatBRL}
        enableLabel={false}
        enableGridX
        enableGridY={false}
        axisBottom={{ format: (value: number) => formatCompactBRL(value), tickValues: 5 }}
        axisLeft={{ format: (account: string) => shortLabel(labels.get(account) ?? account) }}
        tooltipLabel={({ indexValue }) => labels.get(String(indexValue)) ?? String(indexValue)}
      />
    </ChartCard>
  );
}
