import { Box, Text } from '@chakra-ui/react';
import { formatBRL, formatShortDate } from 'shared/format';
import {
  TableBody,
  TableCell,
  TableColumnHeader,
  TableHeader,
  TableRoot,
  TableRow,
} from 'shared/ui-kit';
import type { PreviewRow } from '../series-preview-rows';

/** Each parcel's or repetition's date and amount, to the cent, before anything is saved. */
export function SeriesPreview({ rows }: { rows: PreviewRow[] }) {
  if (rows.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted">
        Informe valor, vencimento e quantidade para ver as datas.
      </Text>
    );
  }
  const total = rows.reduce((sum, row) => sum + row.amountCents, 0);
  return (
    <Box maxH="48" overflowY="auto" borderWidth="1px" borderRadius="md">
      <TableRoot size="sm" aria-label="Prévia das datas e valores">
        <TableHeader>
          <TableRow>
            <TableColumnHeader>Nº</TableColumnHeader>
            <TableColumnHeader>Vencimento</TableColumnHeader>
            <TableColumnHeader textAlign="end">Valor</TableColumnHeader>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.label}>
              <TableCell>{row.label}</TableCell>
              <TableCell>{formatShortDate(row.dueDate)}</TableCell>
              <TableCell textAlign="end">{formatBRL(row.amountCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </TableRoot>
      <Text textStyle="sm" p="2" textAlign="end">
        Total: {formatBRL(total)}
      </Text>
    </Box>
  );
}
