import { api, dashboardTags } from 'shared/api';
import type {
  CompanyGroup,
  GroupCashFlow,
  GroupDre,
  GroupDreRequestInput,
  GroupFilterInput,
  GroupInsights,
  GroupSalesPanel,
  GroupSalesPanelRequestInput,
  SaveCompanyGroup,
} from 'shared/contracts';

const GROUP = { type: 'CompanyGroup' as const, id: 'LIST' };

// Visão consolidada (issue 24, item 3): the person's group and its consolidated reports, stale
// when a movement changes (as every report) or the group does.
const companyGroupApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCompanyGroup: build.query<CompanyGroup, void>({
      query: () => ({ url: '/v1/users/company-group' }),
      providesTags: () => [GROUP],
    }),
    saveCompanyGroup: build.mutation<CompanyGroup, SaveCompanyGroup>({
      query: (body) => ({ url: '/v1/users/company-group', method: 'PUT', data: body }),
      invalidatesTags: () => [GROUP],
    }),
    getGroupDre: build.query<GroupDre, GroupDreRequestInput>({
      query: (body) => ({ url: '/v1/users/company-group/dre', method: 'POST', data: body }),
      providesTags: () => [...dashboardTags(), GROUP],
    }),
    getGroupInsights: build.query<GroupInsights, GroupFilterInput>({
      query: (body) => ({ url: '/v1/users/company-group/insights', method: 'POST', data: body }),
      providesTags: () => [...dashboardTags(), GROUP],
    }),
    getGroupCashFlow: build.query<GroupCashFlow, GroupFilterInput>({
      query: (body) => ({ url: '/v1/users/company-group/cash-flow', method: 'POST', data: body }),
      providesTags: () => [...dashboardTags(), GROUP],
    }),
    getGroupSalesPanel: build.query<GroupSalesPanel, GroupSalesPanelRequestInput>({
      query: (body) => ({ url: '/v1/users/company-group/sales-panel', method: 'POST', data: body }),
      providesTags: () => [...dashboardTags(), GROUP],
    }),
  }),
});

export const {
  useGetCompanyGroupQuery,
  useSaveCompanyGroupMutation,
  useGetGroupDreQuery,
  useGetGroupInsightsQuery,
  useGetGroupCashFlowQuery,
  useGetGroupSalesPanelQuery,
} = companyGroupApi;
