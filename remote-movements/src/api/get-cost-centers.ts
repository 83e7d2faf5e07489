import { api, costCenterTags } from 'shared/api';
import type { CostCenter } from 'shared/contracts';

const getCostCentersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCostCenters: build.query<CostCenter[], void>({
      query: () => ({ url: '/v1/companies/cost-centers' }),
      providesTags: costCenterTags.providesList,
    }),
  }),
});

export const { useGetCostCentersQuery } = getCostCentersApi;
