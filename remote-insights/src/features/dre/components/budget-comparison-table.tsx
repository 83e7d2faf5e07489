import { Box, Flex, IconButton, Text, VisuallyHidden } from '@chakra-ui/react';
import { Fragment, useId, useState } from 'react';
import { LuChevronDown, LuChevronRight } from 'react-icons/lu';
import { budgetVariance } from 'shared/contracts';
import type { BudgetComparison, BudgetComparisonLine } from 'shared/contracts';
import { formatBasisPoints, formatBRL } from 'shared/format';
import {
  TableBody,
  TableCell,
  TableColumnHeader,
  TableHeader,
  TableRoot,
  TableRow,
} from 'shared/ui-kit';

// The first column stays in view while the figures scroll sideways on a phone.
const sticky = { position: 'sticky', left: 0, zIndex: 1, bg: 'bg' } as const;

/** "+R$ 200,00" or "-R$ 300,00": the sign says which way, the colour whether that is good. */
const signed = (cents: number) => (cents > 0 ? `+${formatBRL(cents)}` : formatBRL(cents));

/** A variance: green when good for the line (above zero, as every figure is signed), red when bad. */
function Variance({ budget, actual }: { budget: number; actual: number }) {
  const variance = budgetVariance({ budget, actual });
  // Shades darker (lighter in dark mode) than fg.success/fg.error: those are for icons and large
  // text, and under 4.5:1 for figures of this size on the table's rows.
  const color =
    variance.amount > 0
      ? { base: 'green.700', _dark: 'green.300' }
      : variance.amount < 0
        ? { base: 'red.700', _dark: 'red.300' }
        : 'fg.muted';
  const verdict = variance.amount > 0 ? 'favorável' : variance.amount < 0 ? 'desfavorável' : '';
  return (
    <>
      <TableCell textAlign="end" whiteSpace="nowrap" color={color}>
        {signed(variance.amount)}
        {verdict && <VisuallyHidden> ({verdict})</VisuallyHidden>}
      </TableCell>
      <TableCell textAlign="end" whiteSpace="nowrap" color={color}>
        {variance.percent === null ? (
          <Text as="span" color="fg.muted" title="Sem orçado para comparar">
            —
          </Text>
        ) : (
          `${variance.percent > 0 ? '+' : ''}${formatBasisPoints(Math.round(variance.percent * 100))}`
        )}
      </TableCell>
    </>
  );
}

function Figures({ budget, actual }: { budget: number; actual: number }) {
  return (
    <>
      <TableCell textAlign="end" whiteSpace="nowrap" color={budget === 0 ? 'fg.muted' : undefined}>
        {formatBRL(budget)}
      </TableCell>
      <TableCell textAlign="end" whiteSpace="nowrap" color={actual === 0 ? 'fg.muted' : undefined}>
        {formatBRL(actual)}
      </TableCell>
      <Variance budget={budget} actual={actual} />
    </>
  );
}

/**
 * Realizado vs orçado as a table: one row per line of the DRE with the period's budget, what
 * happened and the variance; a group expands into its categories, as on the monthly DRE.
 */
export function BudgetComparisonTable({
  comparison,
  caption,
}: {
  comparison: BudgetComparison;
  caption: string;
}) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const idPrefix = useId();
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const lineRow = (line: BudgetComparisonLine) => {
    const open = expanded.has(line.key);
    const rowId = (index: number) => `${idPrefix}-${line.key}-${index}`;
    const isTotal = line.kind === 'total';
    return (
      <Fragment key={line.key}>
        <TableRow
          bg={isTotal ? 'bg.muted' : undefined}
          fontWeight={isTotal ? 'semibold' : 'normal'}
        >
          <TableColumnHeader
            scope="row"
            {...sticky}
            bg={isTotal ? 'bg.muted' : 'bg'}
            // Narrower on a phone, so the orçado shows beside the line's name.
            minW={{ base: '11rem', md: '15rem' }}
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
                  onClick={() => toggle(line.key)}
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
          <Figures budget={line.budget} actual={line.actual} />
        </TableRow>
        {open &&
          line.categories.map((category, index) => (
            <TableRow key={category.id} id={rowId(index)}>
              <TableColumnHeader scope="row" {...sticky} fontWeight="normal">
                <Box ps={`${line.level * 1.25 + 2.5}rem`} color="fg.muted">
                  <Text as="span" fontVariantNumeric="tabular-nums" me="2">
                    {category.code}
                  </Text>{' '}
                  <Text as="span" color="fg">
                    {category.name}
                  </Text>
                </Box>
              </TableColumnHeader>
              <Figures budget={category.budget} actual={category.actual} />
            </TableRow>
          ))}
      </Fragment>
    );
  };

  return (
    <Box
      role="region"
      aria-label={caption}
      overflowX="auto"
      // The containing block of the cells' visually hidden verdicts: without it they sit outside
      // the scrolled box and widen the page on a phone.
      position="relative"
      borderWidth="1px"
      borderRadius="l2"
      // Focusable, so a keyboard can scroll the columns sideways.
      tabIndex={0}
    >
      <TableRoot size="sm" fontVariantNumeric="tabular-nums">
        <VisuallyHidden asChild>
          <caption>{caption}</caption>
        </VisuallyHidden>
        <TableHeader>
          <TableRow>
            <TableColumnHeader scope="col" {...sticky}>
              Linha da DRE
            </TableColumnHeader>
            {['Orçado', 'Realizado', 'Variação (R$)', 'Variação (%)'].map((title) => (
              <TableColumnHeader key={title} scope="col" textAlign="end" whiteSpace="nowrap">
                {title}
              </TableColumnHeader>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>{comparison.lines.map(lineRow)}</TableBody>
      </TableRoot>
    </Box>
  );
}
