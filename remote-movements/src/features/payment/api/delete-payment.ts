import type { Movement } from 'shared/contracts';
import { movementChanged, paymentApi } from './payment-api';

const deletePaymentApi = paymentApi.injectEndpoints({
  endpoints: (build) => ({
    deletePayment: build.mutation<Movement, { movementId: string; paymentId: string }>({
      query: ({ movementId, paymentId }) => ({
        url: `/v1/companies/movements/${movementId}/payments/${paymentId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { movementId }) => movementChanged(movementId),
    }),
  }),
});

export const { useDeletePaymentMutation } = deletePaymentApi;
