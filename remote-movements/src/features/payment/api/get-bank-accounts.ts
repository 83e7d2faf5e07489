import type { BankAccount } from 'shared/contracts';
import { bankAccountTags } from 'shared/api';
import { paymentApi } from './payment-api';

const getBankAccountsApi = paymentApi.injectEndpoints({
  endpoints: (build) => ({
    getPaymentBankAccounts: build.query<BankAccount[], void>({
      query: () => ({ url: '/v1/companies/bank-accounts' }),
      providesTags: bankAccountTags.providesList,
    }),
  }),
});

export const { useGetPaymentBankAccountsQuery } = getBankAccountsApi;
