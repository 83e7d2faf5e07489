import { Box, Flex, IconButton, Text } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { Fragment, useId, useState } from 'react';
import { LuChevronDown, LuChevronRight } from 'react-icons/lu';
import { TableColumnHeader, TableRow } from 'shared/ui-kit';
import { stickyColumn } from './scrolling-table';

// The DRE's lines, shared by every table drawn from them (the monthly DRE, orçado x realizado,
// the group's DRE): a line with categories expands into them with a disclosure button.

interface LineShape {
  key: string;
  kind: string;
  level: number;
  label: string;
  categories: { code: string; name: string }[];
}

/** Which lines are open, each toggled by its key, and the ids their categories' rows take. */
export function useExpandedLines() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const idPrefix = useId();
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return { isOpen: (key: string) => expanded.has(key), toggle, idPrefix };
}

/**
 * A line's row and, when open, one row per category under it, their cells drawn by
 * `lineFigures` and `categoryFigures`. A total line is set in bold on a muted background.
 */
export function DreLineRows<Line extends LineShape>({
  line,
  lines,
  lineFigures,
  categoryFigures,
  categoryKey,
  minW = { base: '11rem', md: '15rem' },
}: {
  line: Line;
  lines: ReturnType<typeof useExpandedLines>;
  lineFigures: (line: Line) => ReactNode;
  categoryFigures: (category: Line['categories'][number]) => ReactNode;
  categoryKey: (category: Line['categories'][number]) => string;
  /** The first column's width: narrower on a phone, so a figure shows beside the line's name. */
  minW?: ComponentProps<typeof TableColumnHeader>['minW'];
}) {
  const open = lines.isOpen(line.key);
  const rowId = (index: number) => `${lines.idPrefix}-${line.key}-${index}`;
  const isTotal = line.kind === 'total';
  return (
    <Fragment>
      <TableRow bg={isTotal ? 'bg.muted' : undefined} fontWeight={isTotal ? 'semibold' : 'normal'}>
        <TableColumnHeader
          scope="row"
          {...stickyColumn}
          bg={isTotal ? 'bg.muted' : 'bg'}
          minW={minW}
        >
          <Flex align="center" gap="1" ps={`${line.level * 1.25}rem`}>
            {line.categories.length > 0 ? (
              <IconButton
                size="2xs"
                variant="ghost"
                aria-expanded={open}
                aria-controls={
                  open ? line.categories.map((_, index) => rowId(index)).join(' ') : undefined
                }
                aria-label={`${open ? 'Recolher' : 'Expandir'} ${line.label}`}
                onClick={() => lines.toggle(line.key)}
              >
                {open ? <LuChevronDown /> : <LuChevronRight />}
              </IconButton>
            ) : (
              <Box w="6" flexShrink={0} aria-hidden />
            )}
            <Text as="span" fontWeight={isTotal ? 'semibold' : 'medium'}>
              {line.label}
            </Text>
          </Flex>
        </TableColumnHeader>
        {lineFigures(line)}
      </TableRow>
      {open &&
        line.categories.map((category, index) => (
          <TableRow key={categoryKey(category)} id={rowId(index)}>
            <TableColumnHeader scope="row" {...stickyColumn} fontWeight="normal">
              <Box ps={`${line.level * 1.25 + 2.5}rem`} color="fg.muted">
                <Text as="span" me="2">
                  {category.code}
                </Text>{' '}
                <Text as="span" color="fg">
                  {category.name}
                </Text>
              </Box>
            </TableColumnHeader>
            {categoryFigures(category)}
          </TableRow>
        ))}
    </Fragment>
  );
}
