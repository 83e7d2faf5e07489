import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MAX_BULK_PIX_CHARGES } from 'shared/contracts';
import type { BulkPixChargesResult } from 'shared/contracts';
import { formatBRL } from 'shared/format';
import { ConfirmDrawer } from 'shared/ui-kit';
import { useBulkPixChargesMutation } from '../api/bulk-pix-charges';
import { bulkMessage } from '../bulk-message';
import type { SelectionSummary } from '../bulk-selection';
import { BulkRefusal } from './bulk-refusal';

export interface BulkPixDrawerProps {
  open: boolean;
  summary: SelectionSummary;
  onClose: () => void;
  onCharged: (result: BulkPixChargesResult) => void;
}

/** What the selection holds that 'Cobrar por Pix' leaves out, and why, before anything is sent. */
export function leftOutMessage(summary: SelectionSummary): string | null {
  const paid = summary.count - summary.expenseCount - summary.chargeableIds.length;
  const parts = [
    summary.expenseCount > 0 && `${summary.expenseCount} conta(s) a pagar`,
    paid > 0 && `${paid} já paga(s)`,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return `Ficam de fora ${summary.count - summary.chargeableIds.length}: ${parts.join(', ')}.`;
}

/**
 * 'Cobrar por Pix' on the selection: only its open receivables are sent. A refusal (no Pix key,
 * no city) is the API's own message, the same as for one row.
 */
export function BulkPixDrawer({ open, summary, onClose, onCharged }: BulkPixDrawerProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [charge, { isLoading }] = useBulkPixChargesMutation();
  const ids = summary.chargeableIds;
  const leftOut = leftOutMessage(summary);

  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    if (ids.length === 0) {
      setRefusal('Nenhuma conta a receber em aberto entre as selecionadas: não há o que cobrar.');
      return;
    }
    if (ids.length > MAX_BULK_PIX_CHARGES) {
      setRefusal(
        `Cobrar por Pix aceita no máximo ${MAX_BULK_PIX_CHARGES} contas a receber por vez.`,
      );
      return;
    }
    setRefusal(null);
    const result = await charge([...ids]);
    if ('error' in result) {
      setRefusal(bulkMessage(result.error));
      return;
    }
    onCharged(result.data);
  };

  return (
    <ConfirmDrawer
      open={open}
      title="Cobrar por Pix as selecionadas"
      message={`Gera a cobrança Pix de ${ids.length} conta(s) a receber em aberto: ${formatBRL(summary.chargeableCents)} no total. A que já tem cobrança ativa do mesmo valor mantém o código e o link.`}
      confirmLabel="Cobrar por Pix"
      loading={isLoading}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      {leftOut && <Text color="fg.muted">{leftOut}</Text>}
      {refusal && <BulkRefusal message={refusal} />}
    </ConfirmDrawer>
  );
}
