import { api, budgetTags, dashboardTags } from 'shared/api';
import type { BudgetComparison, DreRequestInput } from 'shared/contracts';

// The DRE's "Orçado x realizado" (issue 24, item 2): the same request as the DRE, its lines with
// the budget beside them. Stale when a movement changes (as the DRE) or any budget is saved.
const getBudgetComparisonApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBudgetComparison: build.query<BudgetComparison, DreRequestInput>({
      query: (body) => ({ url: '/v1/companies/budgets/comparison', method: 'POST', data: body }),
      providesTags: () => [...dashboardTags(), budgetTags.reports()],
    }),
  }),
});

export const { useGetBudgetComparisonQuery } = getBudgetComparisonApi;
