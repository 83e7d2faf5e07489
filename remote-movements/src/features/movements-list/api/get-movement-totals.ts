import type { FilterState, MovementTotals } from 'shared/contracts';
import { filterQuery } from '../list-params';
import { api, movementTags } from 'shared/api';

const getMovementTotalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMovementTotals: build.query<MovementTotals, FilterState>({
      query: (filter) => ({ url: '/v1/companies/movements/totals', params: filterQuery(filter) }),
      // The totals sum the list: whatever changes a movement changes them.
      providesTags: [movementTags.list()],
    }),
  }),
});

export const { useGetMovementTotalsQuery } = getMovementTotalsApi;
