import { api, dashboardTags } from 'shared/api';
import type {
  CompanyGroup,
  GroupDre,
  GroupDreRequestInput,
  SaveCompanyGroup,
} from 'shared/contracts';

const GROUP = { type: 'CompanyGroup' as const, id: 'LIST' };

// Visão consolidada (issue 24, item 3): the person's group and its consolidated DRE, stale when a
// movement changes (as every report) or the group does.
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
  }),
});

export const { useGetCompanyGroupQuery, useSaveCompanyGroupMutation, useGetGroupDreQuery } =
  companyGroupApi;
