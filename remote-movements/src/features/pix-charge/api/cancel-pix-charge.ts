import { api, movementTags } from 'shared/api';

const cancelPixChargeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Cancels the active charge; its page tells the payer, and the list's row loses its mark. */
    cancelPixCharge: build.mutation<null, string>({
      query: (movementId) => ({
        url: `/v1/companies/movements/${movementId}/pix-charge`,
        method: 'DELETE',
      }),
      // The list caches one tag for all its pages, not one per row: both go.
      invalidatesTags: movementTags.invalidatesDetail,
    }),
  }),
});

export const { useCancelPixChargeMutation } = cancelPixChargeApi;
