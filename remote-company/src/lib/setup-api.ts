import { api, bankAccountTags, categoryTags, costCenterTags, supplierTags } from 'shared/api';

/** The four company setup resources; each lives at `/v1/companies/<resource>` with the same routes. */
export type SetupResource = 'cost-centers' | 'suppliers' | 'bank-accounts' | 'categories';

/** What every setup row has; each feature declares the rest of its row. */
export interface SetupRow {
  id: string;
  name: string;
  active: boolean;
}

interface ListArgs {
  resource: SetupResource;
  search?: string;
}

interface SaveArgs {
  resource: SetupResource;
  id?: string;
  body: Record<string, unknown>;
}

/**
 * Each resource's shared tags: a change made here also refreshes the movements' filters and the
 * dashboards that show these names, which provide the same tags.
 */
const TAGS = {
  'cost-centers': costCenterTags,
  suppliers: supplierTags,
  'bank-accounts': bankAccountTags,
  categories: categoryTags,
} as const satisfies Record<SetupResource, unknown>;

const urlOf = (resource: SetupResource, id?: string) =>
  id ? `/v1/companies/${resource}/${id}` : `/v1/companies/${resource}`;

/**
 * One set of endpoints for the four resources, cached and invalidated per resource: a change to a
 * supplier refetches the supplier lists (every search), never the cost centres.
 */
const setupApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSetupRows: build.query<SetupRow[], ListArgs>({
      query: ({ resource, search }) => ({
        url: urlOf(resource),
        params: search ? { search } : undefined,
      }),
      providesTags: (rows, _error, { resource }) => TAGS[resource].providesList(rows),
    }),
    saveSetupRow: build.mutation<SetupRow, SaveArgs>({
      query: ({ resource, id, body }) => ({
        url: urlOf(resource, id),
        method: id ? 'PATCH' : 'POST',
        data: body,
      }),
      invalidatesTags: (_row, _error, { resource, id }) =>
        id ? [TAGS[resource].list(), TAGS[resource].detail(id)] : [TAGS[resource].list()],
    }),
    deleteSetupRow: build.mutation<null, { resource: SetupResource; id: string }>({
      query: ({ resource, id }) => ({ url: urlOf(resource, id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { resource, id }) => [
        TAGS[resource].list(),
        TAGS[resource].detail(id),
      ],
    }),
  }),
});

export const { useSaveSetupRowMutation, useDeleteSetupRowMutation } = setupApi;

/**
 * A resource's rows with their own type. The API checks every response against the resource's
 * schema, so the rows of `resource` are `Row`s; this is the one place that says so to TypeScript.
 */
export function useSetupRows<Row extends SetupRow>(resource: SetupResource, search = '') {
  const result = setupApi.useListSetupRowsQuery({ resource, search: search.trim() || undefined });
  return { ...result, rows: result.data as Row[] | undefined };
}
