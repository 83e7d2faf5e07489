import { Button, Flex, HStack } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { LuFileSpreadsheet, LuFileText, LuPlus } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { FilterState, MovementSort, SortOrder } from 'shared/contracts';
import { can, useCompanyRole } from 'shared/session';
import { PageHeading, toaster } from 'shared/ui';
import { FilterPopover } from 'shared/ui-kit';
import { withPixCharge } from '../../../lib/pix-charge-param';
import { useGetMovementTotalsQuery } from '../api/get-movement-totals';
import { useGetMovementsInfiniteQuery } from '../api/get-movements';
import { useListState } from '../hooks/use-list-state';
import { useRowSelection } from '../hooks/use-row-selection';
import { summarizeSelection } from '../bulk-selection';
import { BulkBar } from './bulk-bar';
import { ExportMenu } from './export-menu';
import { FilterFields } from './filter-fields';
import { ListEmpty, ListError, ListSkeleton } from './list-states';
import { MovementsTable } from './movements-table';
import { TotalsBar } from './totals-bar';
import { TypeSwitch } from './type-switch';
import type { FormAction } from './row-actions';

/**
 * The query parameters the form drawer opens on (`src/app` puts the drawer beside this page):
 * `movimentacao=nova|<id>`, `duplicar=<id>` with a new one, `acao=excluir` with an id.
 */
export const FORM_PARAM = 'movimentacao';
const FORM_PARAMS: Record<FormAction, (id: string) => Record<string, string>> = {
  edit: (id) => ({ [FORM_PARAM]: id }),
  duplicate: (id) => ({ [FORM_PARAM]: 'nova', duplicar: id }),
  delete: (id) => ({ [FORM_PARAM]: id, acao: 'excluir' }),
};

/** Movimentações (`/movimentacoes`): the filtered list, its totals, and the way into the form. */
export function MovementsListPage() {
  const [state, setState] = useListState();
  const [, setParams] = useSearchParams();
  const navigate = useNavigate();
  const canImport = can(useCompanyRole(), 'write-movements');
  const selection = useRowSelection();
  const { filter, sort, order } = state;
  const list = useGetMovementsInfiniteQuery({ filter, sort, order });
  const totals = useGetMovementTotalsQuery(filter);
  const movements = useMemo(
    () => list.data?.pages.flatMap((page) => page.items) ?? [],
    [list.data],
  );
  // Only loaded rows can be ticked; a refetch that drops one also drops it from the bulk actions.
  const selected = useMemo(
    () => movements.filter((movement) => selection.selected.has(movement.id)),
    [movements, selection.selected],
  );
  const selectedIds = useMemo(() => selected.map((movement) => movement.id), [selected]);

  const change = (next: Partial<typeof state>) => {
    selection.clear();
    setState({ ...state, ...next });
  };
  const apply = (next: FilterState) => {
    toaster.create({ type: 'success', title: 'Filtro(s) aplicado(s)', duration: 2000 });
    change({ filter: next });
  };
  const openForm = (values: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(values)) next.set(key, value);
      return next;
    });
  const { fetchNextPage } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const body = () => {
    if (list.isError) return <ListError onRetry={() => void list.refetch()} />;
    if (list.isLoading || (list.isFetching && !list.isFetchingNextPage)) return <ListSkeleton />;
    if (movements.length === 0) return <ListEmpty />;
    return (
      <MovementsTable
        movements={movements}
        total={totals.currentData?.overall.count}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onLoadMore={loadMore}
        sort={sort}
        order={order}
        onSort={(nextSort: MovementSort, nextOrder: SortOrder) =>
          change({ sort: nextSort, order: nextOrder })
        }
        selection={selection}
        onFormAction={(action, id) => openForm(FORM_PARAMS[action](id))}
        onPay={(id) => void navigate(`/movimentacoes/pagamento/${id}`)}
        onPixCharge={(id) => setParams((current) => withPixCharge(current, id))}
      />
    );
  };

  return (
    <>
      <PageHeading
        title="Movimentações"
        description="Contas a pagar e a receber da empresa"
        actions={
          <>
            <FilterPopover
              filter={filter}
              onApply={apply}
              fields={(draft, onChange) => <FilterFields draft={draft} onChange={onChange} />}
            />
            <Button colorPalette="brand" onClick={() => openForm({ [FORM_PARAM]: 'nova' })}>
              <LuPlus />
              Nova movimentação
            </Button>
          </>
        }
      />
      <Flex justify="space-between" align="center" gap="3" mb="4" wrap="wrap">
        <TypeSwitch
          value={filter.type}
          onChange={(type) => change({ filter: { ...filter, type } })}
        />
        {/* Here, not beside 'Nova movimentação': this row wraps on a phone, the heading's does not. */}
        <HStack gap="2" wrap="wrap">
          {canImport && (
            <Button asChild variant="outline">
              <RouterLink to="/movimentacoes/importacao">
                <LuFileSpreadsheet />
                Importar planilha
              </RouterLink>
            </Button>
          )}
          {canImport && (
            <Button asChild variant="outline">
              <RouterLink to="/movimentacoes/notas">
                <LuFileText />
                Importar notas fiscais
              </RouterLink>
            </Button>
          )}
          <ExportMenu label="Exportar" source={{ filter }} />
        </HStack>
      </Flex>
      {selected.length > 0 && (
        <BulkBar
          ids={selectedIds}
          summary={summarizeSelection(selected)}
          onClear={selection.clear}
        />
      )}
      <TotalsBar
        totals={totals.isError ? undefined : totals.currentData}
        loading={totals.isFetching}
      />
      {body()}
    </>
  );
}
