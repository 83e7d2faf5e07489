import { api, dashboardTags } from 'shared/api';
import type { SalesPanel, SalesPanelRequestInput } from 'shared/contracts';

const getSalesPanelApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSalesPanel: build.query<SalesPanel, SalesPanelRequestInput>({
      query: (body) => ({
        url: '/v1/companies/dashboards/sales-panel',
        method: 'POST',
        data: body,
      }),
      providesTags: dashboardTags,
    }),
  }),
});

export const { useGetSalesPanelQuery } = getSalesPanelApi;
