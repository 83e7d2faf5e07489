import { Badge, Card, HStack, Input, InputGroup, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { ChangeEvent } from 'react';
import { LuSearch } from 'react-icons/lu';
import type { CashFlowNode, FilterState } from 'shared/contracts';
import { Skeleton } from 'shared/ui-kit';
import { ReportExportButtons } from '../report-export-buttons';
import { cashFlowTree, searchCashFlow } from './cash-flow-tree';
import { CashFlowTable } from './cash-flow-table';
import type { CashFlowTableProps } from './cash-flow-table';

/**
 * The 'Fluxo de Caixa' tab (SPEC.md §2): the category tree with its totals, a strict search
 * (matches and their ancestors, their branches opened) and the count of the categories shown.
 * Given the filter it was asked with, the tree can be exported (XLSX, PDF) whole. The group's
 * view adds a column per company.
 */
export function CashFlowPanel({
  nodes,
  loading,
  filter,
  columns,
  totalLabel,
}: {
  nodes: CashFlowNode[] | undefined;
  loading: boolean;
  filter?: FilterState;
} & Pick<CashFlowTableProps, 'columns' | 'totalLabel'>) {
  const tree = useMemo(() => cashFlowTree(nodes ?? []), [nodes]);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const shown = useMemo(() => searchCashFlow(tree, query), [tree, query]);

  const onSearch = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setQuery(next);
    // Open every branch that leads to a match; clearing the search folds the tree again.
    setExpanded(new Set(next.trim() ? searchCashFlow(tree, next).getBranchValues() : []));
  };

  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  if (loading) {
    return (
      <Stack gap="3" role="status" aria-label="Carregando fluxo de caixa" aria-busy="true">
        <Skeleton h="10" borderRadius="l2" />
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <Skeleton key={index} h="8" />
        ))}
      </Stack>
    );
  }

  return (
    <Card.Root variant="outline">
      <Card.Header>
        <HStack justify="space-between" gap="4" wrap="wrap">
          <Badge colorPalette="brand" variant="subtle" size="lg">
            {shown.getValues().length} Categorias
          </Badge>
          <HStack gap="2" wrap="wrap" flex={{ base: '1 1 100%', sm: '0 1 auto' }}>
            <InputGroup startElement={<LuSearch />} maxW={{ base: 'full', sm: 'xs' }}>
              <Input
                type="search"
                placeholder="Encontre Categorias"
                aria-label="Encontre Categorias"
                value={query}
                onChange={onSearch}
              />
            </InputGroup>
            {filter && (
              <ReportExportButtons
                url="/v1/companies/dashboards/cash-flow/export"
                body={filter}
                fallbackName="fluxo-de-caixa"
                failure="Não foi possível exportar o fluxo de caixa."
              />
            )}
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body pt="0">
        <CashFlowTable
          tree={shown}
          expanded={expanded}
          onToggle={toggle}
          columns={columns}
          totalLabel={totalLabel}
        />
      </Card.Body>
    </Card.Root>
  );
}
