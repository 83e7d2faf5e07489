import { api, bankAccountTags } from 'shared/api';
import type { BankAccount } from 'shared/contracts';

// One definition for the form, the filter, the payment and the import: one cache entry, refreshed
// by the company area's changes through the shared tag.
const getBankAccountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBankAccounts: build.query<BankAccount[], void>({
      query: () => ({ url: '/v1/companies/bank-accounts' }),
      providesTags: bankAccountTags.providesList,
    }),
  }),
});

export const { useGetBankAccountsQuery } = getBankAccountsApi;
