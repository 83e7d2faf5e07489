import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Dre, DreLine, DreRegime, FilterState } from 'shared/contracts';
import { formatBRL, formatMonth } from 'shared/format';
import { TableCell, TableColumnHeader } from 'shared/ui-kit';
import { DreLineRows, useExpandedLines } from '../../../components/dre-lines';
import { ScrollingTable } from '../../../components/scrolling-table';
import { movementsHref } from '../dre-request';

interface DreTableProps {
  dre: Dre;
  filter: FilterState;
  regime: DreRegime;
  caption: string;
}

/** A figure; linked to the movements behind it when there are any to show. */
function Amount({ value, href }: { value: number; href: string | null }) {
  const text = formatBRL(value);
  if (value === 0 || !href) {
    return (
      <Text as="span" color={value === 0 ? 'fg.muted' : undefined}>
        {text}
      </Text>
    );
  }
  return (
    <Link asChild color="fg" textDecoration="underline" textDecorationColor="border.emphasized">
      <RouterLink to={href}>{text}</RouterLink>
    </Link>
  );
}

/**
 * The DRE as a table: months in columns plus the period's total, one row per line. A group's row
 * expands into its categories (a disclosure button with aria-expanded); each figure of a group or
 * category opens the movements behind it.
 */
export function DreTable({ dre, filter, regime, caption }: DreTableProps) {
  const lines = useExpandedLines();
  const cells = (values: number[], total: number, categoryIds: string[] | null) => (
    <>
      {values.map((value, index) => {
        const month = dre.months[index];
        return (
          <TableCell key={month} textAlign="end" whiteSpace="nowrap">
            <Amount
              value={value}
              href={categoryIds ? movementsHref(filter, regime, categoryIds, month) : null}
            />
          </TableCell>
        );
      })}
      <TableCell textAlign="end" whiteSpace="nowrap" fontWeight="semibold">
        <Amount
          value={total}
          href={categoryIds ? movementsHref(filter, regime, categoryIds) : null}
        />
      </TableCell>
    </>
  );

  return (
    <ScrollingTable
      caption={caption}
      firstHeading="Linha da DRE"
      columns={
        <>
          {dre.months.map((month) => (
            <TableColumnHeader key={month} scope="col" textAlign="end" whiteSpace="nowrap">
              {formatMonth(month)}
            </TableColumnHeader>
          ))}
          <TableColumnHeader scope="col" textAlign="end">
            Total
          </TableColumnHeader>
        </>
      }
    >
      {dre.lines.map((line: DreLine) => (
        <DreLineRows
          key={line.key}
          line={line}
          lines={lines}
          minW="15rem"
          categoryKey={(category) => category.id}
          lineFigures={(row) => {
            const categoryIds = row.categories.map((category) => category.id);
            const linked = row.kind !== 'total' && categoryIds.length > 0;
            return cells(row.values, row.total, linked ? categoryIds : null);
          }}
          categoryFigures={(category) => cells(category.values, category.total, [category.id])}
        />
      ))}
    </ScrollingTable>
  );
}
