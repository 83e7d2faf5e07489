import { api, companyTags } from 'shared/api';
import type { Company } from 'shared/contracts';

// GET and PATCH /v1/companies/{id}: one file, as the two share the cache entry they both touch.
const companyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCompany: build.query<Company, string>({
      query: (id) => ({ url: `/v1/companies/${id}` }),
      providesTags: companyTags.providesDetail,
    }),
    updateCompany: build.mutation<Company, { id: string; body: Record<string, unknown> }>({
      query: ({ id, body }) => ({ url: `/v1/companies/${id}`, method: 'PATCH', data: body }),
      invalidatesTags: companyTags.invalidatesDetail,
    }),
  }),
});

export const { useGetCompanyQuery, useUpdateCompanyMutation } = companyApi;
