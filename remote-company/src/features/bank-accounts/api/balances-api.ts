import { api, bankAccountTags, movementTags, paymentTags } from 'shared/api';
import type { BankAccountBalances } from 'shared/contracts';

// Saldo atual and previsto of every account, one request for the whole list. They move with
// payments and movements as much as with the accounts, so any of those lists' changes refetch.
const balancesApi = api.injectEndpoints({
  endpoints: (build) => ({
    bankAccountBalances: build.query<BankAccountBalances, void>({
      query: () => ({ url: '/v1/companies/bank-accounts/balances' }),
      providesTags: () => [bankAccountTags.list(), movementTags.list(), paymentTags.list()],
    }),
  }),
});

export const { useBankAccountBalancesQuery } = balancesApi;
