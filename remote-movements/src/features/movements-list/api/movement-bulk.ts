import type { BulkPay, BulkResult } from 'shared/contracts';
import { api, movementTags, paymentTags } from 'shared/api';

/**
 * A bulk payment or deletion changes every list, total and detail of movements, their payments,
 * and the dashboards that add them up (they provide the same list tags).
 */
const bulkChanged = () => [{ type: movementTags.list().type }, paymentTags.list()];

const movementBulkApi = api.injectEndpoints({
  endpoints: (build) => ({
    bulkPayMovements: build.mutation<BulkResult, BulkPay>({
      query: (body) => ({ url: '/v1/companies/movements/bulk/pay', method: 'POST', data: body }),
      invalidatesTags: bulkChanged,
    }),
    bulkDeleteMovements: build.mutation<BulkResult, string[]>({
      query: (ids) => ({
        url: '/v1/companies/movements/bulk/delete',
        method: 'POST',
        data: { ids },
      }),
      invalidatesTags: bulkChanged,
    }),
  }),
});

export const { useBulkPayMovementsMutation, useBulkDeleteMovementsMutation } = movementBulkApi;
