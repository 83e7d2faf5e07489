import { api, categoryTags } from 'shared/api';
import type { Category } from 'shared/contracts';

/** `active`: only what a new movement may use (the API refuses an inactive category). */
export type CategoriesFilter = { active: true } | void;

// The filter and the import list every category (old movements keep inactive ones); the form asks
// for the active ones: two cache entries of one definition.
const getCategoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], CategoriesFilter>({
      query: (filter) => ({
        url: '/v1/companies/categories',
        ...(filter ? { params: filter } : {}),
      }),
      providesTags: categoryTags.providesList,
    }),
  }),
});

export const { useGetCategoriesQuery } = getCategoriesApi;
