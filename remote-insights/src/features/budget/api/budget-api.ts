import { api } from 'shared/api';
import type { Budget, BudgetHistory, BudgetInput } from 'shared/contracts';

const yearTag = (year: number) => [{ type: 'Budget' as const, id: String(year) }];

// The orçamento of a year (issue 24): read, saved whole as a new version, and its history.
const budgetApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBudget: build.query<Budget, number>({
      query: (year) => ({ url: `/v1/companies/budgets/${year}` }),
      providesTags: (_result, _error, year) => yearTag(year),
    }),
    getBudgetHistory: build.query<BudgetHistory, number>({
      query: (year) => ({ url: `/v1/companies/budgets/${year}/history` }),
      providesTags: (_result, _error, year) => yearTag(year),
    }),
    saveBudget: build.mutation<Budget, { year: number; body: BudgetInput }>({
      query: ({ year, body }) => ({
        url: `/v1/companies/budgets/${year}`,
        method: 'PUT',
        data: body,
      }),
      invalidatesTags: (_result, _error, { year }) => yearTag(year),
    }),
  }),
});

export const { useGetBudgetQuery, useGetBudgetHistoryQuery, useSaveBudgetMutation } = budgetApi;
