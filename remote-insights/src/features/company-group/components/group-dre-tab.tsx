import { Stack, Text } from '@chakra-ui/react';
import { DRE_REGIME_LABELS } from 'shared/contracts';
import type { DreRegime } from 'shared/contracts';
import { useGetGroupDreQuery } from '../api/company-group-api';
import { yearPeriod } from '../group-period';
import { GroupDreTable } from './group-dre-table';
import { ReportError, ReportLoading, UnmatchedAlert } from './group-notes';

/** The group's DRE for a year: added up, a column per company on demand, the trade apart. */
export function GroupDreTab({
  year,
  regime,
  byCompany,
}: {
  year: number;
  regime: DreRegime;
  byCompany: boolean;
}) {
  const dre = useGetGroupDreQuery(
    { ...yearPeriod(year), regime },
    { refetchOnMountOrArgChange: true },
  );
  const figures = dre.isError ? undefined : dre.currentData;
  const caption = `DRE consolidada, ${DRE_REGIME_LABELS[regime].toLowerCase()}, ${year}`;
  if (dre.isError) {
    return (
      <ReportError error={dre.error} fallback="Não foi possível carregar a DRE consolidada." />
    );
  }
  if (!figures || dre.isFetching) return <ReportLoading label="Carregando a DRE consolidada" />;
  return (
    <Stack gap="3">
      <Text color="fg.muted" textStyle="sm">
        {DRE_REGIME_LABELS[regime]} · {year} · {figures.companies.map((c) => c.name).join(', ')}
      </Text>
      <GroupDreTable dre={figures} byCompany={byCompany} caption={caption} />
      <UnmatchedAlert unmatched={figures.unmatched} />
    </Stack>
  );
}
