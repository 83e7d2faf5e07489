import type { BankAccount } from '../contracts/setup/bank-accounts';
import type { Category } from '../contracts/setup/categories';
import type { CostCenter } from '../contracts/setup/cost-centers';
import { api } from './api-slice';
import { bankAccountTags, categoryTags, costCenterTags } from './tags';

/** `active`: only what a new movement may use (the API refuses an inactive category). */
export type CategoriesFilter = { active: true } | void;

// The plano, the cost centres and the bank accounts, which several screens of several remotes read
// (the movement form, the filters, the payment, the import, the orçamento, the cash scenarios): one
// definition, one cache entry per argument, refreshed by the company area's changes through the
// shared tags.
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
    getBankAccounts: build.query<BankAccount[], void>({
      query: () => ({ url: '/v1/companies/bank-accounts' }),
      providesTags: bankAccountTags.providesList,
    }),
  }),
});

export const { useGetBankAccountsQuery, useGetCategoriesQuery, useGetCostCentersQuery } =
  setupQueriesApi;
