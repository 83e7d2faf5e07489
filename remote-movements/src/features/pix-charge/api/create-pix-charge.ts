import { api, movementTags } from 'shared/api';
import type { PixCharge } from 'shared/contracts';

const createPixChargeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The receivable's active charge: the API answers the one it has (200) while the open amount
     * and the cobrança account are unchanged, else a new one (201). The list marks a receivable
     * with an active charge ('Cobrança Pix'), so its row is refreshed.
     */
    createPixCharge: build.mutation<PixCharge, string>({
      query: (movementId) => ({
        url: `/v1/companies/movements/${movementId}/pix-charge`,
        method: 'POST',
      }),
      // The list caches one tag for all its pages, not one per row: both go.
      invalidatesTags: movementTags.invalidatesDetail,
    }),
  }),
});

export const { useCreatePixChargeMutation } = createPixChargeApi;
