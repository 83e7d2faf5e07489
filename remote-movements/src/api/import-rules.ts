import { api } from 'shared/api';
import type {
  AutoReconcileSettings,
  AutoReconcileSettingsBody,
  ImportRule,
  ImportRuleBody,
  ImportRuleList,
  ImportRuleTrial,
} from 'shared/contracts';

// The rules page and the statement preview (its "Criar regra a partir desta linha" and the
// account's auto-conciliação) use the same endpoints, so they live below both features.

/** Cached under the Movement type, as the fiscal settings are: the tag types are shared by all apps. */
export const importRuleKeys = {
  list: () => ({ type: 'Movement' as const, id: 'import-rules' }),
};

const RULES = '/v1/companies/import-rules';

const importRulesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getImportRules: build.query<ImportRuleList, void>({
      query: () => ({ url: RULES }),
      providesTags: () => [importRuleKeys.list()],
    }),
    createImportRule: build.mutation<ImportRule, ImportRuleBody>({
      query: (data) => ({ url: RULES, method: 'POST', data }),
      invalidatesTags: (_result, error) => (error ? [] : [importRuleKeys.list()]),
    }),
    updateImportRule: build.mutation<ImportRule, { id: string; body: ImportRuleBody }>({
      query: ({ id, body }) => ({ url: `${RULES}/${id}`, method: 'PUT', data: body }),
      invalidatesTags: (_result, error) => (error ? [] : [importRuleKeys.list()]),
    }),
    deleteImportRule: build.mutation<void, string>({
      query: (id) => ({ url: `${RULES}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [importRuleKeys.list()]),
    }),
    reorderImportRules: build.mutation<ImportRuleList, string[]>({
      query: (ids) => ({ url: `${RULES}/order`, method: 'PUT', data: { ids } }),
      // The answer is the new list: written to the cache rather than fetched again, so the
      // moved rule keeps its place (and its focus) without a flash.
      async onQueryStarted(_ids, { dispatch, queryFulfilled }) {
        // A failed reorder is the caller's to report; the cached order stays as it was.
        const result = await queryFulfilled.catch(() => null);
        if (result)
          void dispatch(
            importRulesApi.util.upsertQueryData('getImportRules', undefined, result.data),
          );
      },
    }),
    tryImportRule: build.mutation<ImportRuleTrial, ImportRuleBody>({
      query: (data) => ({ url: `${RULES}/trial`, method: 'POST', data }),
    }),
    // The preview carries the account's setting (`auto_reconcile`) and is read again after a
    // save, so the setting is not cached on its own.
    saveAutoReconcile: build.mutation<
      AutoReconcileSettings,
      { bankAccountId: string; body: AutoReconcileSettingsBody }
    >({
      query: ({ bankAccountId, body }) => ({
        url: `/v1/companies/imports/accounts/${bankAccountId}/auto-reconcile`,
        method: 'PUT',
        data: body,
      }),
    }),
  }),
});

export const {
  useGetImportRulesQuery,
  useCreateImportRuleMutation,
  useUpdateImportRuleMutation,
  useDeleteImportRuleMutation,
  useReorderImportRulesMutation,
  useTryImportRuleMutation,
  useSaveAutoReconcileMutation,
} = importRulesApi;
