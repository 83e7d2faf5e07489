import type { FiscalBatch, FiscalSettings } from 'shared/contracts';
import { api, dashboardTags, movementTags, paymentTags, supplierTags } from 'shared/api';

/** Cached under the Movement type, as the spreadsheet batches are: what they are made of. */
export const fiscalBatchesTag = { type: 'Movement' as const, id: 'fiscal-batches' };
const fiscalSettingsTag = { type: 'Movement' as const, id: 'fiscal-settings' };

/** A confirmation or an undo changes movements, contacts (one tag for both roles) and totals. */
export const fiscalChanged = () => [
  fiscalBatchesTag,
  { type: movementTags.list().type },
  paymentTags.list(),
  supplierTags.list(),
  ...dashboardTags(),
];

const fiscalApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFiscalBatches: build.query<FiscalBatch[], void>({
      query: () => ({ url: '/v1/companies/fiscal-imports/batches' }),
      providesTags: () => [fiscalBatchesTag],
    }),
    undoFiscalImport: build.mutation<FiscalBatch, string>({
      query: (batchId) => ({
        url: `/v1/companies/fiscal-imports/batches/${batchId}/undo`,
        method: 'POST',
      }),
      invalidatesTags: (_result, error) => (error ? [] : fiscalChanged()),
    }),
    getFiscalSettings: build.query<FiscalSettings, void>({
      query: () => ({ url: '/v1/companies/fiscal-settings' }),
      providesTags: () => [fiscalSettingsTag],
    }),
    saveFiscalSettings: build.mutation<FiscalSettings, FiscalSettings>({
      query: (data) => ({ url: '/v1/companies/fiscal-settings', method: 'PUT', data }),
      invalidatesTags: (_result, error) => (error ? [] : [fiscalSettingsTag]),
    }),
  }),
});

export const {
  useGetFiscalBatchesQuery,
  useUndoFiscalImportMutation,
  useGetFiscalSettingsQuery,
  useSaveFiscalSettingsMutation,
} = fiscalApi;
export { fiscalApi };
