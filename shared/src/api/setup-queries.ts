import type { Category } from '../contracts/setup/categories';
import type { CostCenter } from '../contracts/setup/cost-centers';
import { api } from './api-slice';
import { categoryTags, costCenterTags } from './tags';

/** `active`: only what a new movement may use (the API refuses an inactive category). */
export type CategoriesFilter = { active: true } | void;

// The plano and the cost centres, which several screens of several remotes read (the movement
// form, the filters, the import, the orçamento): one definition, one cache entry per argument,
// refreshed by the company area's changes through the shared tags.
const setupQueriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], CategoriesFilter>({
      query: (filter) => ({
        url: '/v1/companies/categories',
        ...(filter ? { params: filter } : {}),
      }),
      providesTags: categoryTags.providesList,
    }),
    getCostCenters: build.query<CostCenter[], void>({
      query: () => ({ url: '/v1/companies/cost-centers' }),
      providesTags: costCenterTags.providesList,
    }),
  }),
});

export const { useGetCategoriesQuery, useGetCostCentersQuery } = setupQueriesApi;
