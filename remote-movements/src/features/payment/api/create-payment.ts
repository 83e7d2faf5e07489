import type { CreatePayment, Movement, Payment } from 'shared/contracts';
import { movementChanged, paymentApi } from './payment-api';

export interface CreatePaymentArg {
  movementId: string;
  body: CreatePayment;
}

const createPaymentApi = paymentApi.injectEndpoints({
  endpoints: (build) => ({
    createPayment: build.mutation<{ payment: Payment; movement: Movement }, CreatePaymentArg>({
      query: ({ movementId, body }) => ({
        url: `/v1/companies/movements/${movementId}/payments`,
        method: 'POST',
        data: body,
      }),
      invalidatesTags: (_result, _error, { movementId }) => movementChanged(movementId),
    }),
  }),
});

export const { useCreatePaymentMutation } = createPaymentApi;
