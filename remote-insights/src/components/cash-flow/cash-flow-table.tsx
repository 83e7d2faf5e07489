import { Box, HStack, Icon, IconButton, Text } from '@chakra-ui/react';
import { LuChevronRight } from 'react-icons/lu';
import type { CashFlowNode } from 'shared/contracts';
import { formatBRL } from 'shared/format';
import {
  TableBody,
  TableCell,
  TableColumnHeader,
  TableHeader,
  TableRoot,
  TableRow,
} from 'shared/ui-kit';
import { visibleRows } from './cash-flow-tree';
import type { CashFlowTree } from './cash-flow-tree';
import { NoData } from '../charts/no-data';

/** A figure column besides the total (in the group's view, each company's). */
export interface CashFlowColumn {
  label: string;
  valueOf: (node: CashFlowNode) => number;
}

export interface CashFlowTableProps {
  tree: CashFlowTree;
  expanded: ReadonlySet<string>;
  onToggle: (key: string) => void;
  columns?: readonly CashFlowColumn[];
  /** The total column's header. */
  totalLabel?: string;
}

/** Each level sits this far right of its parent, the chevron's width, so labels line up. */
const INDENT = 6;

export function CashFlowTable({
  tree,
  expanded,
  onToggle,
  columns = [],
  totalLabel = 'Valor em movimentações',
}: CashFlowTableProps) {
  const rows = visibleRows(tree, expanded);
  return (
    <TableRoot size="sm" interactive>
      <TableHeader>
        <TableRow>
          <TableColumnHeader>Categoria</TableColumnHeader>
          {columns.map((column) => (
            <TableColumnHeader key={column.label} textAlign="end">
              {column.label}
            </TableColumnHeader>
          ))}
          <TableColumnHeader textAlign="end">{totalLabel}</TableColumnHeader>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={2 + columns.length} py="6" textAlign="center">
              <NoData />
            </TableCell>
          </TableRow>
        ) : (
          rows.map(({ node, depth, expandable, expanded: open }) => (
            <TableRow key={node.key} data-depth={depth}>
              <TableCell>
                <HStack gap="1" ps={depth * INDENT}>
                  {/* A plain icon: the ghost variant fills an expanded button's background,
                      which reads as the row being selected. */}
                  {expandable ? (
                    <IconButton
                      aria-label={`${open ? 'Recolher' : 'Expandir'} ${node.code} ${node.label}`}
                      aria-expanded={open}
                      variant="plain"
                      size="2xs"
                      color="fg.muted"
                      _hover={{ color: 'fg' }}
                      onClick={() => onToggle(node.key)}
                    >
                      <Icon
                        transform={open ? 'rotate(90deg)' : undefined}
                        transition="transform 0.15s"
                      >
                        <LuChevronRight />
                      </Icon>
                    </IconButton>
                  ) : (
                    <Box w={INDENT} flexShrink="0" />
                  )}
                  <Text as="span" fontWeight={depth === 0 ? 'semibold' : 'normal'}>
                    <Text as="span" color="fg.muted" fontVariantNumeric="tabular-nums" me="2">
                      {node.code}
                    </Text>{' '}
                    {node.label}
                  </Text>
                </HStack>
              </TableCell>
              {columns.map((column) => (
                <TableCell
                  key={column.label}
                  textAlign="end"
                  fontVariantNumeric="tabular-nums"
                  whiteSpace="nowrap"
                >
                  {formatBRL(column.valueOf(node))}
                </TableCell>
              ))}
              <TableCell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {formatBRL(node.totalAmount)}
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </TableRoot>
  );
}
