import { Box, Button } from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import type { MovementSort, SortOrder } from 'shared/contracts';

export interface SortHeaderProps {
  label: string;
  column: MovementSort;
  sort: MovementSort;
  order: SortOrder;
  onSort: (sort: MovementSort, order: SortOrder) => void;
  align?: 'left' | 'right';
}

/**
 * A column header that sorts: the first click sorts by it ascending, the next flips the order.
 * `aria-sort` tells a screen reader which column the list is sorted by, and which way.
 */
export function SortHeader({
  label,
  column,
  sort,
  order,
  onSort,
  align = 'left',
}: SortHeaderProps) {
  const active = sort === column;
  const Arrow = !active ? LuArrowUpDown : order === 'asc' ? LuArrowUp : LuArrowDown;
  return (
    <Box
      role="columnheader"
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      textAlign={align}
    >
      <Button
        variant="ghost"
        size="xs"
        px="1"
        fontWeight="semibold"
        flexDirection={align === 'right' ? 'row-reverse' : 'row'}
        onClick={() => onSort(column, active && order === 'asc' ? 'desc' : 'asc')}
      >
        {label}
        <Arrow aria-hidden />
      </Button>
    </Box>
  );
}
