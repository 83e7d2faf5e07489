import type { SpreadsheetBatch } from 'shared/contracts';
import { BatchList, batchWhen } from '../../../components/batch-list';
import type { BatchColumn } from '../../../components/batch-list';
import {
  useGetSpreadsheetBatchesQuery,
  useUndoSpreadsheetImportMutation,
} from '../api/spreadsheet-api';

function counts(batch: SpreadsheetBatch): string {
  const parts = [`${batch.created_count} criada(s)`, `${batch.paid_count} já paga(s)`];
  if (batch.rejected_count > 0) parts.push(`${batch.rejected_count} rejeitada(s)`);
  if (batch.contacts_created > 0) parts.push(`${batch.contacts_created} contato(s) novo(s)`);
  if (batch.cost_centers_created > 0) {
    parts.push(`${batch.cost_centers_created} centro(s) de custo novo(s)`);
  }
  return parts.join(' · ');
}

const COLUMNS: BatchColumn<SpreadsheetBatch>[] = [
  { header: 'Data', cell: (batch) => batchWhen(batch.created_at) },
  { header: 'Usuário', cell: (batch) => batch.user_name },
  { header: 'Movimentações', cell: counts },
];

/** Every spreadsheet import of the company, newest first, each with 'Desfazer importação'. */
export function SpreadsheetBatchList({ canUndo }: { canUndo: boolean }) {
  return (
    <BatchList
      useBatches={useGetSpreadsheetBatchesQuery}
      useUndo={useUndoSpreadsheetImportMutation}
      canUndo={canUndo}
      label="Importações de planilha"
      empty="Nenhuma planilha importada ainda."
      columns={COLUMNS}
      maxH="md"
    />
  );
}
