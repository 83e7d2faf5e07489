import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SpreadsheetRow, SpreadsheetRowError } from 'shared/contracts';
import { formatBRL, formatShortDate } from 'shared/format';

// Plain table elements: Chakra's Table is not among the exports the shared singleton keeps
// (shared/src/federation/tree-shaken-exports.ts).

export function HeaderCell({ children }: { children: ReactNode }) {
  return (
    <Box as="th" textAlign="start" fontWeight="semibold" px="3" py="2" whiteSpace="nowrap">
      {children}
    </Box>
  );
}

export function Cell({ children, end }: { children: ReactNode; end?: boolean }) {
  return (
    <Box as="td" px="3" py="2" textAlign={end ? 'end' : undefined}>
      {children}
    </Box>
  );
}

export function SimpleTable({
  label,
  headers,
  children,
}: {
  label: string;
  headers: string[];
  children: ReactNode;
}) {
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="lg" maxH="md" overflowY="auto">
      <Box as="table" w="full" textStyle="sm" aria-label={label}>
        <Box as="thead" position="sticky" top="0" bg="bg">
          <Box as="tr" borderBottomWidth="1px">
            {headers.map((header) => (
              <HeaderCell key={header}>{header}</HeaderCell>
            ))}
          </Box>
        </Box>
        <Box as="tbody">{children}</Box>
      </Box>
    </Box>
  );
}

/** Each rejected row's problems: line, column and reason. */
export function ErrorTable({ errors }: { errors: SpreadsheetRowError[] }) {
  return (
    <SimpleTable label="Linhas rejeitadas" headers={['Linha', 'Coluna', 'Motivo']}>
      {errors.map((error, index) => (
        <Box as="tr" key={`${error.line}-${index}`} borderBottomWidth="1px">
          <Cell>{error.line}</Cell>
          <Cell>{error.field}</Cell>
          <Cell>{error.message}</Cell>
        </Box>
      ))}
    </SimpleTable>
  );
}

/** The first valid rows, as they will be created. */
export function RowsTable({ rows }: { rows: SpreadsheetRow[] }) {
  return (
    <SimpleTable
      label="Linhas válidas"
      headers={[
        'Linha',
        'Tipo',
        'Descrição',
        'Valor',
        'Vencimento',
        'Categoria',
        'Fornecedor/Cliente',
        'Pago em',
      ]}
    >
      {rows.map((row) => (
        <Box as="tr" key={row.line} borderBottomWidth="1px">
          <Cell>{row.line}</Cell>
          <Cell>{row.type === 'receita' ? 'Receita' : 'Despesa'}</Cell>
          <Cell>{row.description}</Cell>
          <Cell end>{formatBRL(row.amount_cents)}</Cell>
          <Cell>{formatShortDate(row.due_date)}</Cell>
          <Cell>
            {row.category}
            {row.category_reason && (
              // The file left the category empty: say who chose it, so it can be checked.
              <Box as="span" display="block" fontSize="xs" color="fg.muted">
                Sugerida: {row.category_reason}
              </Box>
            )}
          </Cell>
          <Cell>{row.contact ?? '—'}</Cell>
          <Cell>{row.paid_on ? formatShortDate(row.paid_on) : '—'}</Cell>
        </Box>
      ))}
    </SimpleTable>
  );
}
