import { Box, SimpleGrid, Stack } from '@chakra-ui/react';
import { memo } from 'react';
import type { ReactNode } from 'react';
import type { Insights } from 'shared/contracts';
import { useChartTheme } from '../../lib/charts/use-chart-theme';
import { AccountBalanceBar } from './account-balance-bar';
import { BalanceLine } from './balance-line';
import { CategoryDoughnut } from '../charts/category-doughnut';
import { InsightsEmptyState } from '../insights-empty-state';
import { InsightsSkeleton } from './insights-skeleton';
import { StatusBalances } from './status-balances';
import { SummaryCounters } from './summary-counters';

/** No movement in the period: nothing came in, nothing went out, no category holds a value. */
function hasMovements(insights: Insights): boolean {
  return (
    insights.total_income !== 0 ||
    insights.total_expense !== 0 ||
    insights.income_by_categories.length > 0 ||
    insights.expense_by_categories.length > 0
  );
}

/**
 * The 'Insights' tab (SPEC.md §2, and the group's in Visão consolidada): skeleton while loading, the empty state when the period has no
 * movement or the report failed (SPEC.md §8 shows no message then), otherwise cards and charts.
 * Memoised: the cash flow's answer, which arrives beside it, re-renders the page, not this panel.
 */
export const InsightsPanel = memo(function InsightsPanel({
  insights,
  loading,
  accountsFooter,
}: {
  insights: Insights | undefined;
  loading: boolean;
  /** Under 'Saldo por Conta'. */
  accountsFooter?: ReactNode;
}) {
  const { colors } = useChartTheme();
  if (loading) return <InsightsSkeleton />;
  if (!insights || !hasMovements(insights)) return <InsightsEmptyState />;
  const incomeOrExpense = (id: string | null) =>
    id === 'receita' ? colors.income : id === 'despesa' ? colors.expense : undefined;
  return (
    <Stack gap="4">
      <SummaryCounters insights={insights} />
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        <StatusBalances balances={insights.balance_by_transaction_status} />
        <CategoryDoughnut title="Receita por Categoria" slices={insights.income_by_categories} />
        <CategoryDoughnut title="Despesa por Categoria" slices={insights.expense_by_categories} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        <CategoryDoughnut
          title="Receita vs Despesa"
          slices={insights.income_vs_expense}
          colorOf={incomeOrExpense}
        />
        <Box gridColumn={{ lg: 'span 2' }} minW="0">
          <AccountBalanceBar balances={insights.balance_by_bank_account} footer={accountsFooter} />
        </Box>
      </SimpleGrid>
      <BalanceLine series={insights.balance_timeseries} />
    </Stack>
  );
});
