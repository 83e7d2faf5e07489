import { useState } from 'react';
import { toaster } from 'shared/ui';
import { ConfirmDrawer } from 'shared/ui-kit';
import { useBulkDeleteMovementsMutation } from '../api/movement-bulk';
import { bulkMessage } from '../bulk-message';
import { BulkRefusal } from './bulk-refusal';

export interface BulkDeleteDrawerProps {
  open: boolean;
  ids: readonly string[];
  onClose: () => void;
  onDone: () => void;
}

/** 'Excluir' of the selected rows, after a confirmation; all or nothing. */
export function BulkDeleteDrawer({ open, ids, onClose, onDone }: BulkDeleteDrawerProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [remove, { isLoading }] = useBulkDeleteMovementsMutation();

  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    setRefusal(null);
    const result = await remove([...ids]);
    if ('error' in result) {
      setRefusal(bulkMessage(result.error));
      return;
    }
    toaster.create({
      type: 'success',
      title: `${result.data.count} movimentação(ões) excluída(s).`,
    });
    onDone();
  };

  return (
    <ConfirmDrawer
      open={open}
      title="Excluir as selecionadas"
      message={`Excluir ${ids.length} movimentação(ões)? Esta ação não pode ser desfeita. Movimentações com pagamentos não são excluídas: estorne-os antes.`}
      confirmLabel="Excluir"
      destructive
      loading={isLoading}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      {refusal && <BulkRefusal message={refusal} />}
    </ConfirmDrawer>
  );
}
