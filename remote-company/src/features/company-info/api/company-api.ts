import { api, companyTags } from 'shared/api';
import type { Company } from 'shared/contracts';

// GET and PATCH /v1/companies/{id} and its logo: one file, as they share the cache entry they touch;
// and POST /v1/companies ('Nova empresa'), whose answer is such an entry.
const companyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCompany: build.query<Company, string>({
      query: (id) => ({ url: `/v1/companies/${id}` }),
      providesTags: companyTags.providesDetail,
    }),
    // The session switches to the new company next, which resets the whole cache anyway.
    createCompany: build.mutation<Company, Record<string, unknown>>({
      query: (body) => ({ url: '/v1/companies', method: 'POST', data: body }),
    }),
    updateCompany: build.mutation<Company, { id: string; body: Record<string, unknown> }>({
      query: ({ id, body }) => ({ url: `/v1/companies/${id}`, method: 'PATCH', data: body }),
      invalidatesTags: companyTags.invalidatesDetail,
    }),
    // The logo: cropped and resized by the API, which answers the company with its new URL.
    uploadCompanyLogo: build.mutation<Company, { id: string; file: File }>({
      query: ({ id, file }) => {
        const data = new FormData();
        data.append('file', file);
        return { url: `/v1/companies/${id}/logo`, method: 'PUT', data };
      },
      invalidatesTags: companyTags.invalidatesDetail,
    }),
    removeCompanyLogo: build.mutation<Company, { id: string }>({
      query: ({ id }) => ({ url: `/v1/companies/${id}/logo`, method: 'DELETE' }),
      invalidatesTags: companyTags.invalidatesDetail,
    }),
  }),
});

export const {
  useGetCompanyQuery,
  useCreateCompanyMutation,
  useUpdateCompanyMutation,
  useUploadCompanyLogoMutation,
  useRemoveCompanyLogoMutation,
} = companyApi;
