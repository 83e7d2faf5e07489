import { api, dashboardTags } from 'shared/api';
import type { FilterState, Insights } from 'shared/contracts';

const getInsightsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInsights: build.query<Insights, FilterState>({
      query: (filter) => ({
        url: '/v1/companies/dashboards/insights',
        method: 'POST',
        data: filter,
      }),
      providesTags: dashboardTags,
    }),
  }),
});

export const { useGetInsightsQuery } = getInsightsApi;
