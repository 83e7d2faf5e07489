import type { ImportBatch } from 'shared/contracts';
import { importApi, importChanged } from './import-api';

const undoImportApi = importApi.injectEndpoints({
  endpoints: (build) => ({
    undoImport: build.mutation<ImportBatch, string>({
      query: (batchId) => ({
        url: `/v1/companies/imports/batches/${batchId}/undo`,
        method: 'POST',
      }),
      invalidatesTags: (_result, error) => (error ? [] : importChanged()),
    }),
  }),
});

export const { useUndoImportMutation } = undoImportApi;
