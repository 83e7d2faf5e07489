import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { BankAccountReconciliation } from '../contracts/imports/reconciliation';
import { formatLongDate } from '../format/dates';
import { formatBRL } from '../format/money';

/** Where statements are imported and reconciled (the side nav's 'Conciliação bancária'). */
const IMPORT_PATH = '/importacao';

const lines = (count: number) =>
  count === 1 ? '1 lançamento a conciliar' : `${count} lançamentos a conciliar`;

/**
 * An account against its last statement (issue 23 item 1), in words: the statement and its file,
 * then either "Conciliado até …" when the bank's closing balance is Fluxo's balance that day, or
 * both balances and the difference; then what is left to reconcile. Used by Contas bancárias and
 * by the dashboard's account card, so both say it the same way.
 */
export function ReconciliationStatus({ status }: { status: BankAccountReconciliation }) {
  const statement = status.last_statement;
  if (!statement) {
    return (
      <Stack gap="0.5" fontSize="sm" align="flex-start">
        <Text color="fg.muted">Nenhum extrato importado</Text>
        <Link asChild variant="underline" colorPalette="blue">
          <RouterLink to={IMPORT_PATH}>Importar extrato</RouterLink>
        </Link>
      </Stack>
    );
  }
  const day = statement.end_date ?? statement.balance_date;
  const difference = status.difference_cents;
  return (
    <Stack gap="0.5" fontSize="sm" align="flex-start">
      <Text>
        Último extrato: {day ? formatLongDate(day) : '—'}{' '}
        <Text as="span" color="fg.muted" overflowWrap="anywhere">
          ({statement.file_name})
        </Text>
      </Text>
      {difference === 0 && statement.balance_date ? (
        <Text color="green.fg" fontWeight="medium">
          Conciliado até {formatLongDate(statement.balance_date)}
        </Text>
      ) : difference !== null &&
        statement.balance_cents !== null &&
        status.fluxo_balance_cents !== null ? (
        <Text>
          Saldo do extrato {formatBRL(statement.balance_cents)} · Saldo no Fluxo{' '}
          {formatBRL(status.fluxo_balance_cents)} ·{' '}
          <Text as="span" color="orange.fg" fontWeight="medium">
            Diferença {formatBRL(difference)}
          </Text>
        </Text>
      ) : (
        <Text color="fg.muted">O extrato não informa o saldo final</Text>
      )}
      {status.unreconciled_count > 0 && (
        <Text color="fg.muted">{lines(status.unreconciled_count)}</Text>
      )}
    </Stack>
  );
}
