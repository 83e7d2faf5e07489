import type { ImportBatch } from 'shared/contracts';
import { BatchList, batchWhen } from '../../../components/batch-list';
import type { BatchColumn } from '../../../components/batch-list';
import { useGetImportBatchesQuery } from '../api/get-import-batches';
import { useUndoImportMutation } from '../api/undo-import';

function counts(batch: ImportBatch): string {
  return [
    `${batch.paid_count} baixa(s)`,
    `${batch.created_count} criada(s)`,
    `${batch.ignored_count} ignorada(s)`,
    `${batch.duplicate_count} duplicada(s)`,
    ...(batch.reconciled_count > 0 ? [`${batch.reconciled_count} já registrada(s)`] : []),
    ...(batch.transfer_count > 0
      ? [batch.transfer_count === 1 ? '1 transferência' : `${batch.transfer_count} transferências`]
      : []),
  ].join(' · ');
}

const COLUMNS: BatchColumn<ImportBatch>[] = [
  { header: 'Conta', cell: (batch) => batch.bank_account.name },
  { header: 'Data', cell: (batch) => batchWhen(batch.created_at), nowrap: true },
  { header: 'Usuário', cell: (batch) => batch.user_name },
  { header: 'Linhas', cell: counts },
];

/** Every statement import of the company, newest first, each with 'Desfazer importação'. */
export function StatementBatchList({
  canUndo,
  onUndone,
}: {
  canUndo: boolean;
  onUndone: () => void;
}) {
  return (
    <BatchList
      useBatches={useGetImportBatchesQuery}
      useUndo={useUndoImportMutation}
      canUndo={canUndo}
      onUndone={onUndone}
      label="Importações"
      empty="Nenhuma importação ainda."
      columns={COLUMNS}
    />
  );
}
