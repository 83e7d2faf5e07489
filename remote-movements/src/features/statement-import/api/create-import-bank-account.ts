import type { BankAccount, CreateBankAccount } from 'shared/contracts';
import { bankAccountTags } from 'shared/api';
import { importApi } from './import-api';

const createImportBankAccountApi = importApi.injectEndpoints({
  endpoints: (build) => ({
    createImportBankAccount: build.mutation<BankAccount, CreateBankAccount>({
      query: (body) => ({ url: '/v1/companies/bank-accounts', method: 'POST', data: body }),
      invalidatesTags: bankAccountTags.invalidatesList,
    }),
  }),
});

export const { useCreateImportBankAccountMutation } = createImportBankAccountApi;
