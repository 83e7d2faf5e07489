import { api } from 'shared/api';
import type { PixCharge } from 'shared/contracts';

const createPixChargeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The receivable's active charge: the API answers the one it has (200) while the open amount
     * and the cobrança account are unchanged, else a new one (201). It changes nothing a list or
     * the movement shows, so it invalidates nothing.
     */
    createPixCharge: build.mutation<PixCharge, string>({
      query: (movementId) => ({
        url: `/v1/companies/movements/${movementId}/pix-charge`,
        method: 'POST',
      }),
    }),
  }),
});

export const { useCreatePixChargeMutation } = createPixChargeApi;
