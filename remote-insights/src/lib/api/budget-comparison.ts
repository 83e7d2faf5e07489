import { api, budgetTags, dashboardTags } from 'shared/api';
import type { BudgetComparison, DreRequestInput } from 'shared/contracts';

// Realizado vs orçado (issue 24, item 2): the same request as the DRE, its lines with the budget
// beside them. Read by the DRE's "Orçado x realizado" and the insights' "Orçamento do mês"; stale
// when a movement changes (as the DRE) or any budget is saved.
const getBudgetComparisonApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBudgetComparison: build.query<BudgetComparison, DreRequestInput>({
      query: (body) => ({ url: '/v1/companies/budgets/comparison', method: 'POST', data: body }),
      providesTags: () => [...dashboardTags(), budgetTags.reports()],
    }),
  }),
});

export const { useGetBudgetComparisonQuery } = getBudgetComparisonApi;
