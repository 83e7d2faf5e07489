import type { FilterState, MovementPage, MovementSort, SortOrder } from 'shared/contracts';
import { filterQuery } from '../list-params';
import { api, movementTags } from 'shared/api';

export interface MovementsQuery {
  filter: FilterState;
  sort: MovementSort;
  order: SortOrder;
}

/** 100 rows a page: a screen and a half on a desktop, so scrolling rarely waits. */
export const PAGE_SIZE = 100;

const getMovementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMovements: build.infiniteQuery<MovementPage, MovementsQuery, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next_cursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/v1/companies/movements',
        params: {
          ...filterQuery(queryArg.filter),
          sort: queryArg.sort,
          order: queryArg.order,
          limit: PAGE_SIZE,
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
      providesTags: [movementTags.list()],
    }),
  }),
});

export const { useGetMovementsInfiniteQuery } = getMovementsApi;
