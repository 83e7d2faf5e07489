import { Box } from '@chakra-ui/react';
import type { GroupDre } from 'shared/contracts';
import { formatBRL } from 'shared/format';
import { TableCell, TableColumnHeader, TableRow } from 'shared/ui-kit';
import { DreLineRows, useExpandedLines } from '../../../components/dre-lines';
import { ScrollingTable, stickyColumn } from '../../../components/scrolling-table';

type Figures = { total: number; by_company: number[] };

/** The period's figures: one column per company when asked for, then the group's. */
function Cells({ figures, byCompany }: { figures: Figures; byCompany: boolean }) {
  const cell = (value: number, key: string, strong = false) => (
    <TableCell
      key={key}
      textAlign="end"
      whiteSpace="nowrap"
      fontWeight={strong ? 'semibold' : undefined}
      color={value === 0 ? 'fg.muted' : undefined}
    >
      {formatBRL(value)}
    </TableCell>
  );
  return (
    <>
      {byCompany && figures.by_company.map((value, index) => cell(value, String(index)))}
      {cell(figures.total, 'group', true)}
    </>
  );
}

/**
 * The group's DRE for the period: each line and its categories (matched across the companies by
 * code and name), a column per company on demand, and the companies' trade with each other on a
 * line of its own, so the group's revenue is not counted twice.
 */
export function GroupDreTable({
  dre,
  byCompany,
  caption,
}: {
  dre: GroupDre;
  byCompany: boolean;
  caption: string;
}) {
  const lines = useExpandedLines();
  const figures = (row: Figures) => <Cells figures={row} byCompany={byCompany} />;
  return (
    <ScrollingTable
      caption={caption}
      firstHeading="Linha da DRE"
      columns={
        <>
          {byCompany &&
            dre.companies.map((company) => (
              <TableColumnHeader key={company.id} scope="col" textAlign="end" whiteSpace="nowrap">
                {company.name}
              </TableColumnHeader>
            ))}
          <TableColumnHeader scope="col" textAlign="end">
            Grupo
          </TableColumnHeader>
        </>
      }
    >
      {dre.lines.map((line) => (
        <DreLineRows
          key={line.key}
          line={line}
          lines={lines}
          // Matched across the companies by code and name, so those are its key.
          categoryKey={(category) => `${category.code}/${category.name}`}
          lineFigures={figures}
          categoryFigures={figures}
        />
      ))}
      <TableRow>
        <TableColumnHeader scope="row" {...stickyColumn} fontWeight="medium">
          <Box ps="7">Operações entre empresas do grupo</Box>
        </TableColumnHeader>
        {figures(dre.eliminations)}
      </TableRow>
    </ScrollingTable>
  );
}
