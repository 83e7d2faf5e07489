import type { Movement } from 'shared/contracts';
import { movementTags } from 'shared/api';
import { paymentApi } from './payment-api';

const getMovementApi = paymentApi.injectEndpoints({
  endpoints: (build) => ({
    getPaymentMovement: build.query<Movement, string>({
      query: (id) => ({ url: `/v1/companies/movements/${id}` }),
      providesTags: movementTags.providesDetail,
    }),
  }),
});

export const { useGetPaymentMovementQuery } = getMovementApi;
