import { api, categoryTags } from 'shared/api';
import type { StandardPlanoResult } from 'shared/contracts';

const addStandardPlanoApi = api.injectEndpoints({
  endpoints: (build) => ({
    addStandardPlano: build.mutation<StandardPlanoResult, void>({
      query: () => ({ url: '/v1/companies/categories/standard-plano', method: 'POST' }),
      // The dashboards provide the category list tag too, so the DRE follows the new plano.
      invalidatesTags: () => [categoryTags.list()],
    }),
  }),
});

export const { useAddStandardPlanoMutation } = addStandardPlanoApi;
