import { api } from 'shared/api';

const cancelPixChargeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Cancels the active charge; its page tells the payer. Nothing cached shows the charge. */
    cancelPixCharge: build.mutation<null, string>({
      query: (movementId) => ({
        url: `/v1/companies/movements/${movementId}/pix-charge`,
        method: 'DELETE',
      }),
    }),
  }),
});

export const { useCancelPixChargeMutation } = cancelPixChargeApi;
