import { api, dashboardTags } from 'shared/api';
import type { CashFlow, FilterState } from 'shared/contracts';

const getCashFlowApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCashFlow: build.query<CashFlow, FilterState>({
      query: (filter) => ({
        url: '/v1/companies/dashboards/cash-flow',
        method: 'POST',
        data: filter,
      }),
      providesTags: dashboardTags,
    }),
  }),
});

export const { useGetCashFlowQuery } = getCashFlowApi;
