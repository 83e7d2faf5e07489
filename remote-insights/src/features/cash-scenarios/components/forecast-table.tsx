import { VisuallyHidden } from '@chakra-ui/react';
import type { CashForecast } from 'shared/contracts';
import { formatBRL } from 'shared/format';
import { TableCell, TableColumnHeader, TableRow } from 'shared/ui-kit';
import { ScrollingTable, stickyColumn } from '../../../components/scrolling-table';
import { periodLabel } from '../forecast-view';

/** A figure, in red when the balance is below zero (the sign says it too). */
function Balance({ cents, lowest }: { cents: number; lowest: boolean }) {
  return (
    <TableCell
      textAlign="end"
      whiteSpace="nowrap"
      fontWeight={lowest ? 'semibold' : undefined}
      color={cents < 0 ? { base: 'red.700', _dark: 'red.300' } : undefined}
    >
      {formatBRL(cents)}
      {lowest && <VisuallyHidden> (menor saldo)</VisuallyHidden>}
    </TableCell>
  );
}

/** Period by period: the base's entradas and saídas, then each series' closing balance. */
export function ForecastTable({ forecast, caption }: { forecast: CashForecast; caption: string }) {
  const series = [forecast.base, ...forecast.scenarios];
  return (
    <ScrollingTable
      caption={caption}
      firstHeading="Período"
      columns={
        <>
          <TableColumnHeader scope="col" textAlign="end" whiteSpace="nowrap">
            Entradas (base)
          </TableColumnHeader>
          <TableColumnHeader scope="col" textAlign="end" whiteSpace="nowrap">
            Saídas (base)
          </TableColumnHeader>
          {series.map((item) => (
            <TableColumnHeader key={item.name} scope="col" textAlign="end" whiteSpace="nowrap">
              Saldo: {item.name}
            </TableColumnHeader>
          ))}
        </>
      }
    >
      {forecast.periods.map((period, index) => (
        <TableRow key={period.start_date}>
          <TableColumnHeader scope="row" {...stickyColumn} fontWeight="normal" whiteSpace="nowrap">
            {periodLabel(forecast, period.start_date)}
          </TableColumnHeader>
          <TableCell textAlign="end" whiteSpace="nowrap">
            {formatBRL(forecast.base.inflow[index] ?? 0)}
          </TableCell>
          <TableCell textAlign="end" whiteSpace="nowrap">
            {formatBRL(forecast.base.outflow[index] ?? 0)}
          </TableCell>
          {series.map((item) => (
            <Balance
              key={item.name}
              cents={item.balance[index] ?? 0}
              lowest={item.lowest.index === index}
            />
          ))}
        </TableRow>
      ))}
    </ScrollingTable>
  );
}
