import type { ImportBatch } from 'shared/contracts';
import { batchesTag, importApi } from './import-api';

const getImportBatchesApi = importApi.injectEndpoints({
  endpoints: (build) => ({
    getImportBatches: build.query<ImportBatch[], void>({
      query: () => ({ url: '/v1/companies/imports/batches' }),
      providesTags: () => [batchesTag],
    }),
  }),
});

export const { useGetImportBatchesQuery } = getImportBatchesApi;
