import { Stack } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { isServedQuery } from 'shared/api';
import { emptyFilter } from 'shared/contracts';
import type { FilterState } from 'shared/contracts';
import { defaultPeriod } from 'shared/format';
import { PageHeading, toaster } from 'shared/ui';
import { FilterPopover, TabsContent, TabsList, TabsRoot, TabsTrigger } from 'shared/ui-kit';
import { useGetCashFlowQuery } from '../api/get-cash-flow';
import { useGetInsightsQuery } from '../api/get-insights';
import { sameFilter } from '../../../lib/same-filter';
import { CashFlowPanel } from '../../../components/cash-flow/cash-flow-panel';
import { InsightsPanel } from '../../../components/insights/insights-panel';
import { AccountReconciliation } from './account-reconciliation';
import { BudgetMonthCard } from './budget-month-card';

// Applying always asks the API again (SPEC.md §4 "applying a filter reloads"), even for a period
// whose answer is still cached.
const RELOAD = { refetchOnMountOrArgChange: true } as const;
// The figures the server sent the page with (api/src/plugins/web/dashboard-page.ts), already in
// the cache when the app takes the page over: shown as they are, not swapped for a skeleton while
// the same answer is asked for again.
const SERVED = { refetchOnMountOrArgChange: false } as const;

/** The Insights dashboard (SPEC.md §2, route `/`). On entry the period is the current month. */
export function InsightsPage() {
  const [filter, setFilter] = useState<FilterState>(() => emptyFilter(defaultPeriod()));
  const [opening] = useState(filter);
  const insights = useGetInsightsQuery(
    filter,
    filter === opening && isServedQuery('getInsights', filter) ? SERVED : RELOAD,
  );
  const cashFlow = useGetCashFlowQuery(filter, RELOAD);

  const figures = insights.isError ? undefined : insights.currentData;
  // The figures arrive in one store update that draws the whole panel, dozens of cards and list
  // rows. Deferred, React draws them in slices between which the phone stays responsive, rather
  // than in one long task; until then the skeleton stays.
  const shownFigures = useDeferredValue(figures);

  const apply = (next: FilterState) => {
    toaster.create({ type: 'success', title: 'Filtro(s) aplicado(s)', duration: 2000 });
    if (!sameFilter(next, filter)) {
      setFilter(next);
      return;
    }
    // The same filter is the same query: only an explicit refetch reloads it.
    void insights.refetch();
    void cashFlow.refetch();
  };

  return (
    <>
      <PageHeading
        title="Insights"
        description="Aqui estão as informações gerais sobre a sua empresa"
        actions={<FilterPopover filter={filter} onApply={apply} />}
      />
      <TabsRoot defaultValue="insights" lazyMount colorPalette="brand">
        <TabsList mb="4">
          <TabsTrigger value="insights">Insights</TabsTrigger>
          <TabsTrigger value="cash-flow">Fluxo de Caixa</TabsTrigger>
        </TabsList>
        <TabsContent value="insights" pt="0">
          <Stack gap="4">
            <InsightsPanel
              insights={shownFigures}
              loading={insights.isFetching || shownFigures !== figures}
              accountsFooter={<AccountReconciliation />}
            />
            <BudgetMonthCard ready={!insights.isFetching && shownFigures === figures} />
          </Stack>
        </TabsContent>
        <TabsContent value="cash-flow" pt="0">
          <CashFlowPanel
            nodes={cashFlow.isError ? undefined : cashFlow.currentData}
            loading={cashFlow.isFetching}
            filter={filter}
          />
        </TabsContent>
      </TabsRoot>
    </>
  );
}
