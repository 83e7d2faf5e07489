// What other domains may use of the imports: the batch plumbing the fiscal notes share with the
// statement and spreadsheet imports (confirm, batches and undo routes; undo checks; its message).

export { registerImportRoutes } from './http/import-routes';
export type { ImportBatchService, UploadedFile } from './http/import-routes';
export {
  importBatchReads,
  touchedSinceImport,
  undoCheckedBatch,
} from './repositories/import-batch-sql';
export type { CheckedUndoOutcome } from './repositories/import-batch-sql';
export { spreadsheetUndoRefusedMessage } from './services/spreadsheet-import-service';
