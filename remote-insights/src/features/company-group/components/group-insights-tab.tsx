import { Stack } from '@chakra-ui/react';
import { InsightsPanel } from '../../../components/insights/insights-panel';
import { useGetGroupInsightsQuery } from '../api/company-group-api';
import { yearPeriod } from '../group-period';
import { GroupCompaniesTable } from './group-companies-table';
import { EliminationNote, ReportError, UnmatchedAlert } from './group-notes';

/** The group's insights for a year, by due date as the company's own insights open. */
export function GroupInsightsTab({ year, byCompany }: { year: number; byCompany: boolean }) {
  const query = useGetGroupInsightsQuery(yearPeriod(year), { refetchOnMountOrArgChange: true });
  if (query.isError) {
    return (
      <ReportError error={query.error} fallback="Não foi possível carregar os insights do grupo." />
    );
  }
  const group = query.currentData;
  const eliminated = (key: 'total_income' | 'total_expense') =>
    (group?.eliminations ?? []).reduce((sum, row) => sum + row[key], 0);
  return (
    <Stack gap="4">
      {group && !query.isFetching && (
        <EliminationNote
          parts={[
            { label: 'em receitas', value: eliminated('total_income') },
            { label: 'em despesas', value: eliminated('total_expense') },
          ]}
        />
      )}
      {group && !query.isFetching && byCompany && (
        <GroupCompaniesTable
          title="Por empresa"
          companies={group.companies}
          rows={group.by_company}
          eliminations={group.eliminations}
          columns={[
            { label: 'Receitas', valueOf: (row) => row.total_income },
            { label: 'Despesas', valueOf: (row) => row.total_expense },
            { label: 'Saldo', valueOf: (row) => row.total_balance },
          ]}
        />
      )}
      <InsightsPanel insights={group?.consolidated} loading={query.isFetching || !group} />
      {group && !query.isFetching && <UnmatchedAlert unmatched={group.unmatched} />}
    </Stack>
  );
}
