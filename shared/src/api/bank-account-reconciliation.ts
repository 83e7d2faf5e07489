import type { BankAccountReconciliations } from '../contracts/imports/reconciliation';
import { api } from './api-slice';
import { bankAccountTags, movementTags, paymentTags } from './tags';

// Each account against its last statement (issue 23), shown by Contas bancárias (remote-company)
// and by the dashboard's account card (remote-insights): one endpoint for both, injected once
// into the one api slice. A confirmed or undone import invalidates movements and payments, so
// the status follows it; an account's edit (its saldo inicial) too.
const reconciliationApi = api.injectEndpoints({
  endpoints: (build) => ({
    bankAccountReconciliation: build.query<BankAccountReconciliations, void>({
      query: () => ({ url: '/v1/companies/bank-accounts/reconciliation' }),
      providesTags: () => [bankAccountTags.list(), movementTags.list(), paymentTags.list()],
    }),
  }),
});

export const { useBankAccountReconciliationQuery } = reconciliationApi;
