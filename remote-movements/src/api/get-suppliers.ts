import { api, supplierTags } from 'shared/api';
import type { Supplier } from 'shared/contracts';

const getSuppliersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSuppliers: build.query<Supplier[], void>({
      query: () => ({ url: '/v1/companies/suppliers' }),
      providesTags: supplierTags.providesList,
    }),
  }),
});

export const { useGetSuppliersQuery } = getSuppliersApi;
