import { skipToken } from '@reduxjs/toolkit/query/react';
import { api, bankAccountTags, categoryTags, costCenterTags, supplierTags } from 'shared/api';

/** The company setup resources; each lives at `/v1/companies/<resource>` with the same routes. */
export type SetupResource =
  'cost-centers' | 'suppliers' | 'clients' | 'bank-accounts' | 'categories';

/** The resources that can grow to thousands of rows: the API searches and pages them (`/page`). */
export const PAGED_RESOURCES = ['cost-centers', 'suppliers', 'clients'] as const;
export type PagedResource = (typeof PAGED_RESOURCES)[number];
export const isPaged = (resource: SetupResource): resource is PagedResource =>
  (PAGED_RESOURCES as readonly string[]).includes(resource);

export interface SetupPage<Row extends SetupRow = SetupRow> {
  items: Row[];
  total: number;
}

interface PageArgs {
  resource: PagedResource;
  search?: string | undefined;
  limit: number;
  offset: number;
}

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
  // One contacts model: a client may be a supplier too, so both lists refresh together.
  suppliers: supplierTags,
  clients: supplierTags,
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
    pageSetupRows: build.query<SetupPage, PageArgs>({
      query: ({ resource, search, limit, offset }) => ({
        url: `${urlOf(resource)}/page`,
        params: { limit, offset, ...(search ? { search } : {}) },
      }),
      providesTags: (page, _error, { resource }) => TAGS[resource].providesList(page),
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
export function useSetupRows<Row extends SetupRow>(
  resource: SetupResource,
  search = '',
  options: { skip?: boolean } = {},
) {
  const result = setupApi.useListSetupRowsQuery(
    { resource, search: search.trim() || undefined },
    options,
  );
  return { ...result, rows: result.data as Row[] | undefined };
}

/** One page of a paged resource, searched on the server; the previous page stays while the next loads. */
export function useSetupPage<Row extends SetupRow>(
  resource: SetupResource,
  { search, limit, offset }: { search: string; limit: number; offset: number },
) {
  const result = setupApi.usePageSetupRowsQuery(
    isPaged(resource) ? { resource, search: search.trim() || undefined, limit, offset } : skipToken,
  );
  return { ...result, page: result.data as SetupPage<Row> | undefined };
}
