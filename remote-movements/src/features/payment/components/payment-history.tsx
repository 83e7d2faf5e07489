import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Payment } from 'shared/contracts';
import { formatBRL, formatLongDate } from 'shared/format';
import { toaster } from 'shared/ui';
import {
  ConfirmDrawer,
  TableBody,
  TableCell,
  TableColumnHeader,
  TableHeader,
  TableRoot,
  TableRow,
} from 'shared/ui-kit';
import { useDeletePaymentMutation } from '../api/delete-payment';
import { useGetPaymentsQuery } from '../api/get-payments';
import { apiMessage } from '../api-message';

/** The payments made, with 'Estornar' behind a confirmation. */
export function PaymentHistory({ movementId }: { movementId: string }) {
  const payments = useGetPaymentsQuery(movementId);
  const [undo, setUndo] = useState<Payment | null>(null);
  const [deletePayment, { isLoading }] = useDeletePaymentMutation();

  const confirm = async () => {
    if (!undo) return;
    const result = await deletePayment({ movementId, paymentId: undo.id });
    setUndo(null);
    if ('error' in result) toaster.create({ type: 'error', title: apiMessage(result.error) });
    else toaster.create({ type: 'success', title: 'Pagamento estornado.' });
  };

  const rows = payments.data ?? [];
  const sum = (pick: (p: Payment) => number) => rows.reduce((total, p) => total + pick(p), 0);
  return (
    <Stack as="section" aria-labelledby="payment-history" gap="3">
      <Heading as="h2" size="md" id="payment-history">
        Histórico de pagamentos
      </Heading>
      {payments.isLoading && <Text role="status">Carregando pagamentos…</Text>}
      {payments.isError && <Text role="alert">Não foi possível carregar os pagamentos.</Text>}
      {payments.isSuccess && rows.length === 0 && <Text>Nenhum pagamento registrado.</Text>}
      {rows.length > 0 && (
        <Box borderWidth="1px" borderRadius="lg" overflowX="auto">
          <TableRoot size="sm">
            <TableHeader>
              <TableRow>
                <TableColumnHeader>Data</TableColumnHeader>
                <TableColumnHeader>Conta</TableColumnHeader>
                <TableColumnHeader textAlign="end">Valor pago</TableColumnHeader>
                <TableColumnHeader textAlign="end">Juros</TableColumnHeader>
                <TableColumnHeader textAlign="end">Multa</TableColumnHeader>
                <TableColumnHeader textAlign="end">Desconto</TableColumnHeader>
                <TableColumnHeader textAlign="end">Total</TableColumnHeader>
                <TableColumnHeader>
                  <Text srOnly>Ações</Text>
                </TableColumnHeader>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{formatLongDate(p.paid_on)}</TableCell>
                  <TableCell>{p.bank_account?.name ?? '—'}</TableCell>
                  <TableCell textAlign="end">{formatBRL(p.amount_cents)}</TableCell>
                  <TableCell textAlign="end">{formatBRL(p.juros_cents)}</TableCell>
                  <TableCell textAlign="end">{formatBRL(p.multa_cents)}</TableCell>
                  <TableCell textAlign="end">{formatBRL(p.desconto_cents)}</TableCell>
                  <TableCell textAlign="end">{formatBRL(p.total_cents)}</TableCell>
                  <TableCell textAlign="end">
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => setUndo(p)}
                      aria-label={`Estornar pagamento de ${formatLongDate(p.paid_on)}`}
                    >
                      Estornar
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableBody>
              <TableRow fontWeight="semibold">
                <TableCell colSpan={2}>Totais</TableCell>
                <TableCell textAlign="end">{formatBRL(sum((p) => p.amount_cents))}</TableCell>
                <TableCell textAlign="end">{formatBRL(sum((p) => p.juros_cents))}</TableCell>
                <TableCell textAlign="end">{formatBRL(sum((p) => p.multa_cents))}</TableCell>
                <TableCell textAlign="end">{formatBRL(sum((p) => p.desconto_cents))}</TableCell>
                <TableCell textAlign="end">{formatBRL(sum((p) => p.total_cents))}</TableCell>
                <TableCell />
              </TableRow>
            </TableBody>
          </TableRoot>
        </Box>
      )}
      <ConfirmDrawer
        open={undo !== null}
        title="Estornar pagamento?"
        message={
          undo
            ? `O pagamento de ${formatBRL(undo.amount_cents)} em ${formatLongDate(undo.paid_on)} será desfeito e o valor volta a ficar em aberto. Os comprovantes dele também serão removidos.`
            : ''
        }
        confirmLabel="Estornar"
        destructive
        loading={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setUndo(null)}
      />
    </Stack>
  );
}
