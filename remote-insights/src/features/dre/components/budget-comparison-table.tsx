import { Text, VisuallyHidden } from '@chakra-ui/react';
import { budgetVariance } from 'shared/contracts';
import type { BudgetComparison, BudgetComparisonLine } from 'shared/contracts';
import { formatBasisPoints, formatBRL } from 'shared/format';
import { TableCell, TableColumnHeader } from 'shared/ui-kit';
import { DreLineRows, useExpandedLines } from '../../../components/dre-lines';
import { ScrollingTable } from '../../../components/scrolling-table';

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
  const lines = useExpandedLines();
  const figures = (row: { budget: number; actual: number }) => (
    <Figures budget={row.budget} actual={row.actual} />
  );
  return (
    <ScrollingTable
      caption={caption}
      firstHeading="Linha da DRE"
      columns={['Orçado', 'Realizado', 'Variação (R$)', 'Variação (%)'].map((title) => (
        <TableColumnHeader key={title} scope="col" textAlign="end" whiteSpace="nowrap">
          {title}
        </TableColumnHeader>
      ))}
    >
      {comparison.lines.map((line: BudgetComparisonLine) => (
        <DreLineRows
          key={line.key}
          line={line}
          lines={lines}
          categoryKey={(category) => category.id}
          lineFigures={figures}
          categoryFigures={figures}
        />
      ))}
    </ScrollingTable>
  );
}
