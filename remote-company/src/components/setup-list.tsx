import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { LoadError, Loading } from './load-states';
import { useEffect, useState } from 'react';
import { useCan } from 'shared/session';
import type { ReactNode } from 'react';
import { LuPlus } from 'react-icons/lu';
import {
  ConfirmDrawer,
  TableBody,
  TableCell,
  TableColumnHeader,
  TableHeader,
  TableRoot,
  TableRow,
} from 'shared/ui-kit';
import type { SetupResource, SetupRow } from '../lib/setup-api';
import { isPaged, useSetupPage, useSetupRows } from '../lib/setup-api';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useRowCommands } from '../lib/use-row-commands';
import type { RowNoun } from '../lib/use-row-commands';
import { Pager } from './pager';
import { RowActions } from './row-actions';
import { SearchField } from './search-field';

export const PAGE_SIZE = 20;

export interface SetupColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

export interface SetupListProps<Row extends SetupRow> {
  resource: SetupResource;
  noun: RowNoun & { plural: string; create: string };
  searchLabel: string;
  searchPlaceholder?: string;
  columns: SetupColumn<Row>[];
  /** The form for a new row (null) or an existing one; it closes itself through `onClose`. */
  renderForm: (row: Row | null, onClose: () => void) => ReactNode;
}

/**
 * A company setup table: search on the server, pages of 20 (fetched one by one for the long lists), create and edit in a drawer,
 * deactivate/reactivate, delete after a confirmation. The first column stays in view when a
 * phone scrolls the table sideways.
 */
export function SetupList<Row extends SetupRow>(props: SetupListProps<Row>) {
  const { resource, noun, columns } = props;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const debounced = useDebouncedValue(search);
  // Cost centres and contacts can run to thousands: the server searches and sends one page. The
  // short lists (bank accounts) come whole and are paged here.
  const paged = isPaged(resource);
  const whole = useSetupRows<Row>(resource, debounced, { skip: paged });
  const onePage = useSetupPage<Row>(resource, {
    search: debounced,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const query = paged ? onePage : whole;
  const commands = useRowCommands(resource, noun);
  // A role the API would refuse (financeiro, visualizador) sees the list without its write controls.
  const canEdit = useCan('edit-company');
  const total = (paged ? onePage.page?.total : whole.rows?.length) ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  // A delete that empties the last page: go back to the page that now is the last one.
  const known = !query.isFetching;
  useEffect(() => {
    if (known && page > pageCount) setPage(pageCount);
  }, [known, page, pageCount]);
  const visible = paged
    ? (onePage.page?.items ?? [])
    : (whole.rows ?? []).slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  return (
    <Box>
      <Flex gap="3" align="flex-end" justify="space-between" wrap="wrap" mb="4">
        <SearchField
          label={props.searchLabel}
          placeholder={props.searchPlaceholder}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        {canEdit && (
          <Button colorPalette="brand" onClick={() => setEditing('new')}>
            <LuPlus aria-hidden /> {noun.create}
          </Button>
        )}
      </Flex>
      <ListState
        loading={query.isLoading}
        failed={query.isError}
        onRetry={() => void query.refetch()}
        empty={total === 0}
        emptyText={
          search.trim()
            ? `Nenhum resultado para “${search.trim()}”.`
            : `Nenhum${noun.gender === 'a' ? 'a' : ''} ${noun.one.toLowerCase()} cadastrad${noun.gender} ainda.`
        }
      >
        <Box overflowX="auto" borderWidth="1px" borderRadius="l2">
          <TableRoot size="sm" aria-label={noun.plural}>
            <TableHeader>
              <TableRow>
                {columns.map((column, index) => (
                  <TableColumnHeader
                    key={column.header}
                    textAlign={column.numeric ? 'end' : undefined}
                    {...(index === 0 ? stickyCell : {})}
                  >
                    {column.header}
                  </TableColumnHeader>
                ))}
                {canEdit && <TableColumnHeader textAlign="end">Ações</TableColumnHeader>}
              </TableRow>
            </TableHeader>
            <TableBody>
              {visible.map((row) => (
                <TableRow key={row.id}>
                  {columns.map((column, index) => (
                    <TableCell
                      key={column.header}
                      textAlign={column.numeric ? 'end' : undefined}
                      {...(index === 0 ? stickyCell : {})}
                    >
                      {column.cell(row)}
                    </TableCell>
                  ))}
                  {canEdit && (
                    <TableCell>
                      <RowActions
                        name={row.name}
                        active={row.active}
                        onEdit={() => setEditing(row)}
                        onToggleActive={() => void commands.toggleActive(row)}
                        onDelete={() => commands.askDelete(row)}
                      />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </TableRoot>
        </Box>
        <Pager page={current} pageCount={pageCount} total={total} onPage={setPage} />
      </ListState>
      {editing && props.renderForm(editing === 'new' ? null : editing, () => setEditing(null))}
      <ConfirmDrawer
        destructive
        open={commands.pendingDelete !== null}
        title={`Excluir ${noun.one.toLowerCase()}?`}
        message={`“${commands.pendingDelete?.name ?? ''}” será excluíd${noun.gender} definitivamente. Se já estiver em uso, desative em vez de excluir.`}
        confirmLabel="Excluir"
        loading={commands.deleting}
        onConfirm={() => void commands.confirmDelete()}
        onCancel={commands.cancelDelete}
      />
    </Box>
  );
}

const stickyCell = { position: 'sticky', left: 0, bg: 'bg', zIndex: 1 } as const;

interface ListStateProps {
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}

function ListState({ loading, failed, onRetry, empty, emptyText, children }: ListStateProps) {
  if (loading) {
    return <Loading />;
  }
  if (failed) {
    return <LoadError message="Não foi possível carregar a lista." onRetry={onRetry} />;
  }
  if (empty) {
    return (
      <Text color="fg.muted" py="8" textAlign="center">
        {emptyText}
      </Text>
    );
  }
  return <>{children}</>;
}
