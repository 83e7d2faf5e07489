import { Alert, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { toApiError } from 'shared/api';
import { emptyFilter } from 'shared/contracts';
import type { FilterState } from 'shared/contracts';
import { defaultPeriod, formatShortDate } from 'shared/format';
import { PageHeading, toaster } from 'shared/ui';
import { FilterPopover } from 'shared/ui-kit';
import { sameFilter } from '../../../lib/same-filter';
import { InsightsEmptyState } from '../../../components/insights-empty-state';
import { useGetSalesPanelQuery } from '../api/get-sales-panel';
import { isEmptyPanel } from '../../../components/sales-panel/is-empty-panel';
import { salesPanelRequest } from '../sales-panel-request';
import { SalesExportButtons } from './sales-export-buttons';
import { SalesPanelSkeleton } from '../../../components/sales-panel/sales-panel-skeleton';
import { SalesPanelView } from '../../../components/sales-panel/sales-panel-view';

// Applying always asks the API again, as on the insights page (SPEC.md §4).
const RELOAD = { refetchOnMountOrArgChange: true } as const;

/** `/painel-de-vendas`: what the company sells, what it received and who owes it. */
export function SalesPanelPage() {
  const [filter, setFilter] = useState<FilterState>(() => emptyFilter(defaultPeriod()));
  const request = salesPanelRequest(filter);
  const query = useGetSalesPanelQuery(request, RELOAD);
  const panel = query.isError ? undefined : query.currentData;
  const period = `${formatShortDate(filter.start_date)} a ${formatShortDate(filter.end_date)}`;

  const apply = (next: FilterState) => {
    toaster.create({ type: 'success', title: 'Filtro(s) aplicado(s)', duration: 2000 });
    if (!sameFilter(next, filter)) {
      setFilter(next);
      return;
    }
    // The same filter is the same query: only an explicit refetch reloads it.
    void query.refetch();
  };

  return (
    <>
      <PageHeading
        title="Painel de vendas"
        description="Quanto a empresa vende, quanto já recebeu e quem ainda deve"
        actions={
          <Flex gap="2" wrap="wrap">
            <FilterPopover filter={filter} onApply={apply} />
            <SalesExportButtons request={request} />
          </Flex>
        }
      />
      <Stack gap="3">
        <Text color="fg.muted" textStyle="sm">
          Faturamento por competência · {period}
        </Text>
        {query.isError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>
              {toApiError(query.error).message || 'Não foi possível carregar o painel de vendas.'}
            </Alert.Title>
          </Alert.Root>
        ) : query.isFetching || !panel ? (
          <SalesPanelSkeleton />
        ) : isEmptyPanel(panel) ? (
          <InsightsEmptyState />
        ) : (
          <SalesPanelView panel={panel} />
        )}
      </Stack>
    </>
  );
}
