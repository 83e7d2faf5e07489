import { api, movementTags } from 'shared/api';
import type { BulkPixChargesResult } from 'shared/contracts';

const bulkPixChargesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * 'Cobrar por Pix' on the selection: the API makes or keeps each open receivable's charge and
     * reports the rows it left out. The rows charged get the list's 'Cobrança Pix' mark.
     */
    bulkPixCharges: build.mutation<BulkPixChargesResult, string[]>({
      query: (ids) => ({
        url: '/v1/companies/pix-charges/bulk',
        method: 'POST',
        data: { movement_ids: ids },
      }),
      // The list caches one tag for all its pages; the details of the rows charged go too.
      invalidatesTags: (_result, _error, ids) => [
        movementTags.list(),
        ...ids.map((id) => movementTags.detail(id)),
      ],
    }),
  }),
});

export const { useBulkPixChargesMutation } = bulkPixChargesApi;
