import type { FiscalBatch } from 'shared/contracts';
import { BatchList, batchWhen } from '../../../components/batch-list';
import type { BatchColumn } from '../../../components/batch-list';
import { useGetFiscalBatchesQuery, useUndoFiscalImportMutation } from '../api/fiscal-api';

function counts(batch: FiscalBatch): string {
  const parts = [`${batch.documents_count} nota(s)`, `${batch.created_count} parcela(s)`];
  if (batch.contacts_created > 0) parts.push(`${batch.contacts_created} contato(s) novo(s)`);
  return parts.join(' · ');
}

const COLUMNS: BatchColumn<FiscalBatch>[] = [
  { header: 'Data', cell: (batch) => batchWhen(batch.created_at) },
  { header: 'Usuário', cell: (batch) => batch.user_name },
  { header: 'Notas', cell: counts },
];

/** Every fiscal notes import of the company, newest first, each with 'Desfazer importação'. */
export function FiscalBatchList({ canUndo }: { canUndo: boolean }) {
  return (
    <BatchList
      useBatches={useGetFiscalBatchesQuery}
      useUndo={useUndoFiscalImportMutation}
      canUndo={canUndo}
      label="Importações de notas fiscais"
      empty="Nenhuma nota fiscal importada ainda."
      columns={COLUMNS}
      maxH="md"
    />
  );
}
