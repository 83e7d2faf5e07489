import { createSlotRecipeContext } from '@chakra-ui/react';
import type { HTMLChakraProps, SlotRecipeProps, UnstyledProp } from '@chakra-ui/react';
import type { Part } from './part';

// A table styled by Chakra's `table` recipe (already in the host's theme) without adding Chakra's
// Table to the shared singleton every page downloads (see popover.tsx).
const { withProvider, withContext } = createSlotRecipeContext({ key: 'table' });

export type TableRootProps = HTMLChakraProps<'table', SlotRecipeProps<'table'>> & UnstyledProp;
export const TableRoot: Part<HTMLTableElement, TableRootProps> = withProvider<
  HTMLTableElement,
  TableRootProps
>('table', 'root');

export const TableHeader = withContext<HTMLTableSectionElement, HTMLChakraProps<'thead'>>(
  'thead',
  'header',
);
export const TableBody = withContext<HTMLTableSectionElement, HTMLChakraProps<'tbody'>>(
  'tbody',
  'body',
);
export const TableFooter = withContext<HTMLTableSectionElement, HTMLChakraProps<'tfoot'>>(
  'tfoot',
  'footer',
);
export const TableRow = withContext<HTMLTableRowElement, HTMLChakraProps<'tr'>>('tr', 'row');
export const TableColumnHeader = withContext<HTMLTableCellElement, HTMLChakraProps<'th'>>(
  'th',
  'columnHeader',
);
export const TableCell = withContext<HTMLTableCellElement, HTMLChakraProps<'td'>>('td', 'cell');
