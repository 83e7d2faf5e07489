import { Box, Card, Heading } from '@chakra-ui/react';
import { useId } from 'react';
import { formatBRL } from 'shared/format';
import {
  TableBody,
  TableCell,
  TableColumnHeader,
  TableHeader,
  TableRoot,
  TableRow,
} from 'shared/ui-kit';

export interface CompanyColumn<Row> {
  label: string;
  valueOf: (row: Row) => number;
}

const money = {
  textAlign: 'end',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
} as const;

/**
 * "Por empresa": what each company adds to the group (its own figures less its trade with the
 * others), the group's total, and that trade on a line of its own, outside the sum.
 */
export function GroupCompaniesTable<Row>({
  title,
  companies,
  rows,
  eliminations,
  columns,
}: {
  title: string;
  companies: readonly { id: string; name: string }[];
  rows: readonly Row[];
  eliminations: readonly Row[];
  columns: readonly CompanyColumn<Row>[];
}) {
  const titleId = useId();
  const total = (list: readonly Row[], column: CompanyColumn<Row>) =>
    list.reduce((sum, row) => sum + column.valueOf(row), 0);
  return (
    <Card.Root variant="outline">
      <Card.Header pb="0">
        <Heading as="h2" size="md" id={titleId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        {/* Scrolls sideways at 390 px; focusable so a keyboard can scroll it. */}
        <Box role="region" aria-labelledby={titleId} overflowX="auto" tabIndex={0}>
          <TableRoot size="sm">
            <TableHeader>
              <TableRow>
                <TableColumnHeader>Empresa</TableColumnHeader>
                {columns.map((column) => (
                  <TableColumnHeader key={column.label} {...money}>
                    {column.label}
                  </TableColumnHeader>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {companies.map((company, index) => {
                const row = rows[index];
                return (
                  <TableRow key={company.id}>
                    <TableCell>{company.name}</TableCell>
                    {columns.map((column) => (
                      <TableCell key={column.label} {...money}>
                        {formatBRL(row ? column.valueOf(row) : 0)}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })}
              <TableRow fontWeight="semibold">
                <TableCell>Grupo</TableCell>
                {columns.map((column) => (
                  <TableCell key={column.label} {...money}>
                    {formatBRL(total(rows, column))}
                  </TableCell>
                ))}
              </TableRow>
              <TableRow color="fg.muted">
                <TableCell>Operações entre empresas do grupo (fora da soma)</TableCell>
                {columns.map((column) => (
                  <TableCell key={column.label} {...money}>
                    {formatBRL(total(eliminations, column))}
                  </TableCell>
                ))}
              </TableRow>
            </TableBody>
          </TableRoot>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
