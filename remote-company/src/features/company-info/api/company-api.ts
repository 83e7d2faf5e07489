import { api } from 'shared/api';
import type { Company } from 'shared/contracts';

const TAG = 'Company' as const;

// GET and PATCH /v1/companies/{id}: one file, as the two share the cache entry they both touch.
const companyApi = api.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getCompany: build.query<Company, string>({
      query: (id) => ({ url: `/v1/companies/${id}` }),
      providesTags: (_company, _error, id) => [{ type: TAG, id }],
    }),
    updateCompany: build.mutation<Company, { id: string; body: Record<string, unknown> }>({
      query: ({ id, body }) => ({ url: `/v1/companies/${id}`, method: 'PATCH', data: body }),
      invalidatesTags: (_company, _error, { id }) => [{ type: TAG, id }],
    }),
  }),
});

export const { useGetCompanyQuery, useUpdateCompanyMutation } = companyApi;
