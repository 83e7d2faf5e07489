import { Stack } from '@chakra-ui/react';
import type { CashFlowNode, GroupCashFlowNode } from 'shared/contracts';
import { CashFlowPanel } from '../../../components/cash-flow/cash-flow-panel';
import { useGetGroupCashFlowQuery } from '../api/company-group-api';
import { yearPeriod } from '../group-period';
import { EliminationNote, ReportError, UnmatchedAlert } from './group-notes';

/** The group's fluxo de caixa for a year: the merged plano, a column per company on demand. */
export function GroupCashFlowTab({ year, byCompany }: { year: number; byCompany: boolean }) {
  const query = useGetGroupCashFlowQuery(yearPeriod(year), { refetchOnMountOrArgChange: true });
  if (query.isError) {
    return (
      <ReportError
        error={query.error}
        fallback="Não foi possível carregar o fluxo de caixa do grupo."
      />
    );
  }
  const group = query.currentData;
  const ready = group && !query.isFetching;
  const eliminated = (key: 'receita' | 'despesa') =>
    (group?.eliminations ?? []).reduce((sum, row) => sum + row[key], 0);
  // The panel's tree holds the API's nodes as they came: each one carries its companies' totals.
  const companyOf = (index: number) => (node: CashFlowNode) =>
    (node as GroupCashFlowNode).by_company[index] ?? 0;
  return (
    <Stack gap="4">
      {ready && (
        <EliminationNote
          parts={[
            { label: 'em receitas', value: eliminated('receita') },
            { label: 'em despesas', value: eliminated('despesa') },
          ]}
        />
      )}
      <CashFlowPanel
        nodes={group?.nodes}
        loading={!ready}
        totalLabel="Grupo"
        columns={
          byCompany && group
            ? group.companies.map((company, index) => ({
                label: company.name,
                valueOf: companyOf(index),
              }))
            : []
        }
      />
      {ready && <UnmatchedAlert unmatched={group.unmatched} />}
    </Stack>
  );
}
