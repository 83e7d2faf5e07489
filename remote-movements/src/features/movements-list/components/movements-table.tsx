import type { FormAction } from './row-actions';
import { Box, Flex, Spinner, Text } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { Movement, MovementSort, SortOrder } from 'shared/contracts';
import { useMinWidth } from 'shared/ui';
import type { RowSelection } from '../hooks/use-row-selection';
import { MovementRow, TABLE_COLUMNS, TABLE_MIN_WIDTH } from './movement-row';
import { SortHeader } from './sort-header';

// Fixed heights: the virtual list places rows without measuring them.
const ROW_HEIGHT = 56;
const CARD_HEIGHT = 148;
/** Ask for the next page this many rows before the end, so scrolling rarely reaches a gap. */
const PREFETCH_ROWS = 30;

export interface MovementsTableProps {
  movements: readonly Movement[];
  /** Rows in the whole filtered set (from the totals), for `aria-rowcount`. */
  total: number | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  sort: MovementSort;
  order: SortOrder;
  onSort: (sort: MovementSort, order: SortOrder) => void;
  selection: RowSelection;
  /** 'Editar', 'Duplicar' or 'Excluir' from the row's menu: the page opens the form. */
  onFormAction: (action: FormAction, id: string) => void;
  onPay: (id: string) => void;
  onPixCharge: (id: string) => void;
}

const HeaderCell = ({ children, align }: { children?: ReactNode; align?: 'right' }) => (
  // Words wrap whole ('Fornecedor/ Cliente'), never letter by letter in a narrow column.
  <Text role="columnheader" fontWeight="semibold" textAlign={align} px="1" overflowWrap="normal">
    {children}
  </Text>
);

/**
 * The movements as an ARIA table whose rows are virtual: only the rows in view (and a few around)
 * are in the DOM, however many pages were scrolled through.
 */
export function MovementsTable(props: MovementsTableProps) {
  const { movements, hasMore, loadingMore, onLoadMore, selection } = props;
  // Rows turn into cards where the table would not fit and would scroll the amounts out of view:
  // below Chakra's `xl` (1280 px) the side nav, or a tablet's width, leaves less than the table's
  // minimum. The virtual list needs the cards' height in pixels.
  const narrow = !useMinWidth(1280);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: movements.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (narrow ? CARD_HEIGHT : ROW_HEIGHT),
    overscan: 8,
    getItemKey: (index) => movements[index]?.id ?? index,
  });
  useEffect(() => virtualizer.measure(), [narrow, virtualizer]);

  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= movements.length - PREFETCH_ROWS) onLoadMore();
  }, [hasMore, loadingMore, lastIndex, movements.length, onLoadMore]);

  const ids = movements.map((movement) => movement.id);
  const allSelected = ids.length > 0 && ids.every((id) => selection.isSelected(id));
  const sortProps = { sort: props.sort, order: props.order, onSort: props.onSort };
  const selectAll = (
    <Box role="columnheader">
      <input
        type="checkbox"
        aria-label="Selecionar todas as movimentações carregadas"
        checked={allSelected}
        onChange={() => selection.toggleAll(ids)}
      />
    </Box>
  );

  return (
    <Box
      ref={scrollRef}
      role="table"
      aria-label="Movimentações"
      aria-rowcount={props.total === undefined ? -1 : props.total + 1}
      overflow="auto"
      h={{ base: 'calc(100dvh - 220px)', md: 'calc(100dvh - 300px)' }}
      minH="360px"
      borderWidth={{ md: '1px' }}
      borderRadius="lg"
      tabIndex={0}
    >
      <Box
        role="rowgroup"
        position="sticky"
        top="0"
        zIndex="1"
        bg="bg"
        minW={narrow ? undefined : TABLE_MIN_WIDTH}
      >
        {narrow ? (
          <Flex
            role="row"
            aria-rowindex={1}
            gap="2"
            align="center"
            px="2"
            py="2"
            borderBottomWidth="1px"
          >
            {selectAll}
            <SortHeader label="Vencimento" column="due_date" {...sortProps} />
            <SortHeader label="Valor" column="amount" {...sortProps} />
          </Flex>
        ) : (
          <Box
            role="row"
            aria-rowindex={1}
            display="grid"
            gridTemplateColumns={TABLE_COLUMNS}
            alignItems="center"
            gap="2"
            px="2"
            py="1"
            borderBottomWidth="1px"
            textStyle="sm"
          >
            {selectAll}
            <SortHeader label="Vencimento" column="due_date" {...sortProps} />
            <HeaderCell>Descrição</HeaderCell>
            <HeaderCell>Categoria</HeaderCell>
            <HeaderCell>
              Fornecedor/
              <wbr />
              Cliente
            </HeaderCell>
            <HeaderCell>Conta</HeaderCell>
            <SortHeader label="Valor" column="amount" align="right" {...sortProps} />
            <HeaderCell align="right">Pago</HeaderCell>
            <HeaderCell>Status</HeaderCell>
            <Box role="columnheader" aria-label="Ações" />
          </Box>
        )}
      </Box>
      <Box role="rowgroup" position="relative" h={`${virtualizer.getTotalSize()}px`}>
        {items.map((item) => {
          const movement = movements[item.index];
          if (!movement) return null;
          return (
            <MovementRow
              key={item.key}
              movement={movement}
              index={item.index}
              narrow={narrow}
              selected={selection.isSelected(movement.id)}
              onToggle={selection.toggle}
              onFormAction={props.onFormAction}
              onPay={props.onPay}
              onPixCharge={props.onPixCharge}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                height: `${item.size}px`,
                transform: `translateY(${item.start}px)`,
              }}
            />
          );
        })}
      </Box>
      {loadingMore && (
        <Flex justify="center" py="3" role="status" aria-label="Carregando mais movimentações">
          <Spinner size="sm" />
        </Flex>
      )}
    </Box>
  );
}
