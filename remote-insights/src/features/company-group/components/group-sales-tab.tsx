import { Stack } from '@chakra-ui/react';
import { InsightsEmptyState } from '../../../components/insights-empty-state';
import { isEmptyPanel } from '../../../components/sales-panel/is-empty-panel';
import { SalesPanelSkeleton } from '../../../components/sales-panel/sales-panel-skeleton';
import { SalesPanelView } from '../../../components/sales-panel/sales-panel-view';
import { useGetGroupSalesPanelQuery } from '../api/company-group-api';
import { yearPeriod } from '../group-period';
import { GroupCompaniesTable } from './group-companies-table';
import { EliminationNote, ReportError, UnmatchedAlert } from './group-notes';

/** The group's painel de vendas for a year: what it sold outside the group, and who owes it. */
export function GroupSalesTab({ year, byCompany }: { year: number; byCompany: boolean }) {
  const query = useGetGroupSalesPanelQuery(yearPeriod(year), { refetchOnMountOrArgChange: true });
  if (query.isError) {
    return (
      <ReportError
        error={query.error}
        fallback="Não foi possível carregar o painel de vendas do grupo."
      />
    );
  }
  const group = query.currentData;
  if (!group || query.isFetching) return <SalesPanelSkeleton />;
  const sold = group.eliminations.reduce((sum, row) => sum + row.faturamento, 0);
  return (
    <Stack gap="4">
      <EliminationNote
        parts={[{ label: 'vendidos de uma empresa do grupo a outra', value: sold }]}
      />
      {byCompany && (
        <GroupCompaniesTable
          title="Por empresa"
          companies={group.companies}
          rows={group.by_company}
          eliminations={group.eliminations}
          columns={[
            { label: 'Faturamento', valueOf: (row) => row.faturamento },
            { label: 'Recebido', valueOf: (row) => row.recebido },
            { label: 'A receber', valueOf: (row) => row.a_receber },
            { label: 'Inadimplência', valueOf: (row) => row.inadimplencia },
          ]}
        />
      )}
      {isEmptyPanel(group.consolidated) ? (
        <InsightsEmptyState />
      ) : (
        <SalesPanelView panel={group.consolidated} />
      )}
      <UnmatchedAlert unmatched={group.unmatched} />
    </Stack>
  );
}
