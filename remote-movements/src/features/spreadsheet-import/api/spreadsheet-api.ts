import type { SpreadsheetBatch } from 'shared/contracts';
import {
  api,
  costCenterTags,
  dashboardTags,
  movementTags,
  paymentTags,
  supplierTags,
} from 'shared/api';

/**
 * Spreadsheet batches are cached under the Movement type (what they are made of): the tag types
 * are shared by every app and a batch is not an entity of its own elsewhere.
 */
export const spreadsheetBatchesTag = { type: 'Movement' as const, id: 'spreadsheet-batches' };

/** A confirmation or an undo changes movements, payments, contacts, cost centres and totals. */
export const spreadsheetChanged = () => [
  spreadsheetBatchesTag,
  { type: movementTags.list().type },
  paymentTags.list(),
  supplierTags.list(),
  costCenterTags.list(),
  ...dashboardTags(),
];

const spreadsheetApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSpreadsheetBatches: build.query<SpreadsheetBatch[], void>({
      query: () => ({ url: '/v1/companies/spreadsheet-imports/batches' }),
      providesTags: () => [spreadsheetBatchesTag],
    }),
    undoSpreadsheetImport: build.mutation<SpreadsheetBatch, string>({
      query: (batchId) => ({
        url: `/v1/companies/spreadsheet-imports/batches/${batchId}/undo`,
        method: 'POST',
      }),
      invalidatesTags: (_result, error) => (error ? [] : spreadsheetChanged()),
    }),
  }),
});

export const { useGetSpreadsheetBatchesQuery, useUndoSpreadsheetImportMutation } = spreadsheetApi;
export { spreadsheetApi };
