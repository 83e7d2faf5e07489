import { Alert, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { toApiError } from 'shared/api';
import { budgetIgnoredNote, DRE_REGIME_LABELS, emptyFilter } from 'shared/contracts';
import type { Dre, DreRegime, FilterState } from 'shared/contracts';
import { formatShortDate } from 'shared/format';
import { PageHeading, toaster } from 'shared/ui';
import { FilterPopover } from 'shared/ui-kit';
import { useGetDreQuery } from '../api/get-dre';
import { dreRequest, initialPeriod } from '../dre-request';
import { BudgetComparisonTable } from './budget-comparison-table';
import { DreSkeleton } from './dre-skeleton';
import { DreTable } from './dre-table';

import { ReportExportButtons } from '../../../components/report-export-buttons';
import { ToggleSwitch } from '../../../components/toggle-switch';
import { useGetBudgetComparisonQuery } from '../../../lib/api/budget-comparison';

// Applying always asks the API again, as on the insights page (SPEC.md §4).
const RELOAD = { refetchOnMountOrArgChange: true } as const;

const REGIMES = [
  { value: 'competencia', label: 'Competência' },
  { value: 'caixa', label: 'Caixa' },
] as const satisfies readonly { value: DreRegime; label: string }[];

/** Month by month, or the period's budget beside what happened (`?visao=orcado`, a link). */
type View = 'mensal' | 'orcado';
const VIEWS = [
  { value: 'mensal', label: 'Mensal' },
  { value: 'orcado', label: 'Orçado x realizado' },
] as const satisfies readonly { value: View; label: string }[];

const isEmpty = (dre: Dre) => dre.lines.every((line) => line.values.every((value) => value === 0));

/** `/relatorios/dre`: the DRE gerencial of the period, by competência or by caixa. */
export function DrePage() {
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<FilterState>(() => emptyFilter(initialPeriod(params)));
  const [regime, setRegime] = useState<DreRegime>('competencia');
  const view: View = params.get('visao') === 'orcado' ? 'orcado' : 'mensal';
  const request = dreRequest(filter, regime);
  const monthly = useGetDreQuery(request, { ...RELOAD, skip: view !== 'mensal' });
  const compared = useGetBudgetComparisonQuery(request, { ...RELOAD, skip: view !== 'orcado' });
  const query = view === 'mensal' ? monthly : compared;
  const period = `${formatShortDate(filter.start_date)} a ${formatShortDate(filter.end_date)}`;
  const regimeText = DRE_REGIME_LABELS[regime].toLowerCase();
  const caption =
    view === 'mensal'
      ? `DRE gerencial, ${regimeText}, de ${period}`
      : `Orçado x realizado, ${regimeText}, de ${period}`;

  const apply = (next: FilterState) => {
    toaster.create({ type: 'success', title: 'Filtro(s) aplicado(s)', duration: 2000 });
    setFilter(next);
    void query.refetch();
  };
  const changeView = (next: View) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'orcado') updated.set('visao', 'orcado');
        else updated.delete('visao');
        return updated;
      },
      { replace: true },
    );

  const body = () => {
    if (query.isError) {
      return (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            {toApiError(query.error).message ||
              (view === 'mensal'
                ? 'Não foi possível carregar a DRE.'
                : 'Não foi possível carregar o orçado x realizado.')}
          </Alert.Title>
        </Alert.Root>
      );
    }
    if (view === 'mensal') {
      const dre = monthly.currentData;
      if (monthly.isFetching || !dre) return <DreSkeleton />;
      if (isEmpty(dre)) {
        return (
          <Text color="fg.muted" textStyle="sm">
            Nenhum dado para apresentar até o momento
          </Text>
        );
      }
      return <DreTable dre={dre} filter={filter} regime={regime} caption={caption} />;
    }
    const comparison = compared.currentData;
    if (compared.isFetching || !comparison) return <DreSkeleton />;
    return (
      <Stack gap="3">
        {!comparison.has_budget && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Nenhum orçamento salvo para os meses do período.</Alert.Title>
              <Alert.Description>
                <Link asChild color="fg" textDecoration="underline">
                  <RouterLink to="/relatorios/orcamento">Montar o orçamento</RouterLink>
                </Link>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {comparison.budget_ignores.length > 0 && (
          <Text color="fg.muted" textStyle="sm">
            {budgetIgnoredNote(comparison.budget_ignores)}
          </Text>
        )}
        <BudgetComparisonTable comparison={comparison} caption={caption} />
      </Stack>
    );
  };

  return (
    <>
      <PageHeading
        title="DRE gerencial"
        description="O resultado da empresa mês a mês: receitas, custos e despesas pelo plano de contas"
        actions={
          <Flex gap="2" wrap="wrap">
            <ToggleSwitch label="Visão" options={VIEWS} value={view} onChange={changeView} />
            <ToggleSwitch label="Regime" options={REGIMES} value={regime} onChange={setRegime} />
            <FilterPopover filter={filter} onApply={apply} />
            {view === 'mensal' ? (
              <ReportExportButtons
                url="/v1/companies/dashboards/dre/export"
                body={request}
                fallbackName="dre"
                failure="Não foi possível exportar a DRE."
              />
            ) : (
              <ReportExportButtons
                url="/v1/companies/budgets/comparison/export"
                body={request}
                fallbackName="orcado-x-realizado"
                failure="Não foi possível exportar o orçado x realizado."
              />
            )}
          </Flex>
        }
      />
      <Stack gap="3">
        <Text color="fg.muted" textStyle="sm">
          {DRE_REGIME_LABELS[regime]} · {period}
          {view === 'orcado' && ' · o orçado conta cada mês do período inteiro'}
        </Text>
        {body()}
      </Stack>
    </>
  );
}
