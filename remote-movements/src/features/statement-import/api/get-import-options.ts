import type { BankAccount, Category } from 'shared/contracts';
import { bankAccountTags, categoryTags } from 'shared/api';
import { importApi } from './import-api';

const getImportOptionsApi = importApi.injectEndpoints({
  endpoints: (build) => ({
    getImportBankAccounts: build.query<BankAccount[], void>({
      query: () => ({ url: '/v1/companies/bank-accounts' }),
      providesTags: bankAccountTags.providesList,
    }),
    getImportCategories: build.query<Category[], void>({
      query: () => ({ url: '/v1/companies/categories' }),
      providesTags: categoryTags.providesList,
    }),
  }),
});

export const { useGetImportBankAccountsQuery, useGetImportCategoriesQuery } = getImportOptionsApi;
