import { api, bankAccountTags, categoryTags, costCenterTags, supplierTags } from 'shared/api';

/** What the filter needs of a setup row: the API sends more, the list reads only these. */
export interface FilterOption {
  id: string;
  name: string;
}

export interface CategoryOption extends FilterOption {
  parent_id: string | null;
  code: string;
}

// The four setup lists the filter offers; each is one small GET of the company's rows, refreshed
// when the company area changes one of them (the same shared tags).
const getFilterOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategoryOptions: build.query<CategoryOption[], void>({
      query: () => ({ url: '/v1/companies/categories' }),
      providesTags: categoryTags.providesList,
    }),
    getSupplierOptions: build.query<FilterOption[], void>({
      query: () => ({ url: '/v1/companies/suppliers' }),
      providesTags: supplierTags.providesList,
    }),
    getCostCenterOptions: build.query<FilterOption[], void>({
      query: () => ({ url: '/v1/companies/cost-centers' }),
      providesTags: costCenterTags.providesList,
    }),
    getBankAccountOptions: build.query<FilterOption[], void>({
      query: () => ({ url: '/v1/companies/bank-accounts' }),
      providesTags: bankAccountTags.providesList,
    }),
  }),
});

export const {
  useGetCategoryOptionsQuery,
  useGetSupplierOptionsQuery,
  useGetCostCenterOptionsQuery,
  useGetBankAccountOptionsQuery,
} = getFilterOptionsApi;
