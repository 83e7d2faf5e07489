import { api, budgetTags } from 'shared/api';
import type { Budget, BudgetActuals, BudgetHistory, BudgetInput } from 'shared/contracts';

const yearTag = (year: number) => [budgetTags.year(year)];

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
    /** A year's actuals scaled by `percent`: the starting point "Copiar do realizado" gives. */
    getBudgetActuals: build.query<
      BudgetActuals,
      { year: number; percent: number; costCenterId: string | null }
    >({
      query: ({ year, percent, costCenterId }) => ({
        url: `/v1/companies/budgets/${year}/actuals`,
        params: { percent, ...(costCenterId ? { cost_center_id: costCenterId } : {}) },
      }),
    }),
    saveBudget: build.mutation<Budget, { year: number; body: BudgetInput }>({
      query: ({ year, body }) => ({
        url: `/v1/companies/budgets/${year}`,
        method: 'PUT',
        data: body,
      }),
      // Realizado vs orçado reads every year's budget: any save makes it stale too.
      invalidatesTags: (_result, _error, { year }) => [...yearTag(year), budgetTags.reports()],
    }),
  }),
});

export const {
  useGetBudgetQuery,
  useGetBudgetHistoryQuery,
  useLazyGetBudgetActualsQuery,
  useSaveBudgetMutation,
} = budgetApi;
