import type { FilterState, MovementTotals } from 'shared/contracts';
import { filterQuery } from '../list-params';
import { movementTags } from './movement-keys';
import { movementsApi } from './movements-api';

const getMovementTotalsApi = movementsApi.injectEndpoints({
  endpoints: (build) => ({
    getMovementTotals: build.query<MovementTotals, FilterState>({
      query: (filter) => ({ url: '/v1/companies/movements/totals', params: filterQuery(filter) }),
      providesTags: [movementTags.totals],
    }),
  }),
});

export const { useGetMovementTotalsQuery } = getMovementTotalsApi;
