import { Box, HStack, Icon, IconButton, Text } from '@chakra-ui/react';
import { LuChevronRight } from 'react-icons/lu';
import { formatBRL } from 'shared/format';
import {
  TableBody,
  TableCell,
  TableColumnHeader,
  TableHeader,
  TableRoot,
  TableRow,
} from 'shared/ui-kit';
import { visibleRows } from '../cash-flow-tree';
import type { CashFlowTree } from '../cash-flow-tree';
import { NoData } from '../../../components/charts/no-data';

export interface CashFlowTableProps {
  tree: CashFlowTree;
  expanded: ReadonlySet<string>;
  onToggle: (key: string) => void;
}

/** Each level sits this far right of its parent, the chevron's width, so labels line up. */
const INDENT = 6;

export function CashFlowTable({ tree, expanded, onToggle }: CashFlowTableProps) {
  const rows = visibleRows(tree, expanded);
  return (
    <TableRoot size="sm" interactive>
      <TableHeader>
        <TableRow>
          <TableColumnHeader>Categoria</TableColumnHeader>
          <TableColumnHeader textAlign="end">Valor em movimentações</TableColumnHeader>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={2} py="6" textAlign="center">
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
