import { api } from 'shared/api';

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

const TAG = 'SetupRow' as const;
const urlOf = (resource: SetupResource, id?: string) =>
  id ? `/v1/companies/${resource}/${id}` : `/v1/companies/${resource}`;

/**
 * One set of endpoints for the four resources, cached and invalidated per resource: a change to a
 * supplier refetches the supplier lists (every search), never the cost centres.
 */
const setupApi = api.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    listSetupRows: build.query<SetupRow[], ListArgs>({
      query: ({ resource, search }) => ({
        url: urlOf(resource),
        params: search ? { search } : undefined,
      }),
      providesTags: (_rows, _error, { resource }) => [{ type: TAG, id: resource }],
    }),
    saveSetupRow: build.mutation<SetupRow, SaveArgs>({
      query: ({ resource, id, body }) => ({
        url: urlOf(resource, id),
        method: id ? 'PATCH' : 'POST',
        data: body,
      }),
      invalidatesTags: (_row, _error, { resource }) => [{ type: TAG, id: resource }],
    }),
    deleteSetupRow: build.mutation<null, { resource: SetupResource; id: string }>({
      query: ({ resource, id }) => ({ url: urlOf(resource, id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { resource }) => [{ type: TAG, id: resource }],
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
