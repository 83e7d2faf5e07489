import { Alert, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { toApiError } from 'shared/api';
import { DRE_REGIME_LABELS, emptyFilter } from 'shared/contracts';
import type { Dre, DreRegime, FilterState } from 'shared/contracts';
import { formatShortDate } from 'shared/format';
import { PageHeading, toaster } from 'shared/ui';
import { FilterPopover } from 'shared/ui-kit';
import { useGetDreQuery } from '../api/get-dre';
import { currentYear, dreRequest } from '../dre-request';
import { DreSkeleton } from './dre-skeleton';
import { DreTable } from './dre-table';
import { RegimeSwitch } from './regime-switch';
import { ReportExportButtons } from '../../../components/report-export-buttons';

// Applying always asks the API again, as on the insights page (SPEC.md §4).
const RELOAD = { refetchOnMountOrArgChange: true } as const;

const isEmpty = (dre: Dre) => dre.lines.every((line) => line.values.every((value) => value === 0));

/** `/relatorios/dre`: the DRE gerencial of the period, by competência or by caixa. */
export function DrePage() {
  const [filter, setFilter] = useState<FilterState>(() => emptyFilter(currentYear()));
  const [regime, setRegime] = useState<DreRegime>('competencia');
  const request = dreRequest(filter, regime);
  const query = useGetDreQuery(request, RELOAD);
  const dre = query.isError ? undefined : query.currentData;
  const period = `${formatShortDate(filter.start_date)} a ${formatShortDate(filter.end_date)}`;
  const caption = `DRE gerencial, ${DRE_REGIME_LABELS[regime].toLowerCase()}, de ${period}`;

  const apply = (next: FilterState) => {
    toaster.create({ type: 'success', title: 'Filtro(s) aplicado(s)', duration: 2000 });
    setFilter(next);
    void query.refetch();
  };

  return (
    <>
      <PageHeading
        title="DRE gerencial"
        description="O resultado da empresa mês a mês: receitas, custos e despesas pelo plano de contas"
        actions={
          <Flex gap="2" wrap="wrap">
            <RegimeSwitch regime={regime} onChange={setRegime} />
            <FilterPopover filter={filter} onApply={apply} />
            <ReportExportButtons
              url="/v1/companies/dashboards/dre/export"
              body={request}
              fallbackName="dre"
              failure="Não foi possível exportar a DRE."
            />
          </Flex>
        }
      />
      <Stack gap="3">
        <Text color="fg.muted" textStyle="sm">
          {DRE_REGIME_LABELS[regime]} · {period}
        </Text>
        {query.isError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>
              {toApiError(query.error).message || 'Não foi possível carregar a DRE.'}
            </Alert.Title>
          </Alert.Root>
        ) : query.isFetching || !dre ? (
          <DreSkeleton />
        ) : isEmpty(dre) ? (
          <Text color="fg.muted" textStyle="sm">
            Nenhum dado para apresentar até o momento
          </Text>
        ) : (
          <DreTable dre={dre} filter={filter} regime={regime} caption={caption} />
        )}
      </Stack>
    </>
  );
}
