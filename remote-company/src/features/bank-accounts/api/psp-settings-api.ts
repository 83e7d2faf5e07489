import { api, bankAccountTags } from 'shared/api';
import type { PspSettings, PutPspSettings } from 'shared/contracts';

// A bank account's PSP (API Pix): read, saved and removed apart from the account itself, since
// only owners and admins may see it (its answer holds the webhook's secret URL).
const pspUrl = (bankAccountId: string) => `/v1/companies/bank-accounts/${bankAccountId}/psp`;

const pspSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    pspSettings: build.query<PspSettings, string>({
      query: (bankAccountId) => ({ url: pspUrl(bankAccountId) }),
      providesTags: (_result, _error, id) => [bankAccountTags.detail(id)],
    }),
    savePspSettings: build.mutation<PspSettings, { id: string; body: PutPspSettings }>({
      query: ({ id, body }) => ({ url: pspUrl(id), method: 'PUT', data: body }),
      invalidatesTags: (_result, _error, { id }) => [bankAccountTags.detail(id)],
    }),
    removePspSettings: build.mutation<void, string>({
      query: (id) => ({ url: pspUrl(id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [bankAccountTags.detail(id)],
    }),
  }),
});

export const { usePspSettingsQuery, useSavePspSettingsMutation, useRemovePspSettingsMutation } =
  pspSettingsApi;
