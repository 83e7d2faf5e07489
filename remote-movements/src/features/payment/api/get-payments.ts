import type { Payment } from 'shared/contracts';
import { paymentTags } from 'shared/api';
import { paymentApi } from './payment-api';

const getPaymentsApi = paymentApi.injectEndpoints({
  endpoints: (build) => ({
    getPayments: build.query<Payment[], string>({
      query: (movementId) => ({ url: `/v1/companies/movements/${movementId}/payments` }),
      providesTags: paymentTags.providesList,
    }),
  }),
});

export const { useGetPaymentsQuery } = getPaymentsApi;
