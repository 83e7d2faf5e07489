import { api, dashboardTags } from 'shared/api';
import type { Dre, DreRequestInput } from 'shared/contracts';

const getDreApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDre: build.query<Dre, DreRequestInput>({
      query: (body) => ({ url: '/v1/companies/dashboards/dre', method: 'POST', data: body }),
      providesTags: dashboardTags,
    }),
  }),
});

export const { useGetDreQuery } = getDreApi;
