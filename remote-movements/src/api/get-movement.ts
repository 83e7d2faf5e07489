import { api, movementTags } from 'shared/api';
import type { Movement } from 'shared/contracts';

// The form (edit, duplicate) and the payment page read the same movement: one cache entry, which
// a payment's invalidation refreshes for both.
const getMovementApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMovement: build.query<Movement, string>({
      query: (id) => ({ url: `/v1/companies/movements/${id}` }),
      providesTags: movementTags.providesDetail,
    }),
  }),
});

export const { useGetMovementQuery } = getMovementApi;
