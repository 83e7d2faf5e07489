import { movementsApi } from './movements-api';

/** What the filter needs of a setup row: the API sends more, the list reads only these. */
export interface FilterOption {
  id: string;
  name: string;
}

export interface CategoryOption extends FilterOption {
  parent_id: string | null;
  code: string;
}

// The four setup lists the filter offers; each is one small GET of the company's rows.
const getFilterOptionsApi = movementsApi.injectEndpoints({
  endpoints: (build) => ({
    getCategoryOptions: build.query<CategoryOption[], void>({
      query: () => ({ url: '/v1/companies/categories' }),
    }),
    getSupplierOptions: build.query<FilterOption[], void>({
      query: () => ({ url: '/v1/companies/suppliers' }),
    }),
    getCostCenterOptions: build.query<FilterOption[], void>({
      query: () => ({ url: '/v1/companies/cost-centers' }),
    }),
    getBankAccountOptions: build.query<FilterOption[], void>({
      query: () => ({ url: '/v1/companies/bank-accounts' }),
    }),
  }),
});

export const {
  useGetCategoryOptionsQuery,
  useGetSupplierOptionsQuery,
  useGetCostCenterOptionsQuery,
  useGetBankAccountOptionsQuery,
} = getFilterOptionsApi;
