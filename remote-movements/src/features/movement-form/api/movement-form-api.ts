import { api, movementTags, supplierTags } from 'shared/api';
import type {
  CreateMovement,
  Movement,
  SeriesScope,
  Supplier,
  UpdateMovement,
} from 'shared/contracts';

/**
 * Every write moves the list, its totals and the dashboards: all three provide the movement list
 * tag.
 */
const written = (id?: string) => [movementTags.list(), ...(id ? [movementTags.detail(id)] : [])];

const movementFormApi = api.injectEndpoints({
  endpoints: (build) => ({
    // What 'Fornecedor'/'Cliente' finds as the person types (name, or CPF/CNPJ digits).
    searchFormSuppliers: build.query<Supplier[], string>({
      query: (search) => ({ url: '/v1/companies/suppliers', params: { search } }),
      providesTags: supplierTags.providesList,
    }),
    createMovement: build.mutation<Movement[], CreateMovement>({
      query: (body) => ({ url: '/v1/companies/movements', method: 'POST', data: body }),
      invalidatesTags: () => written(),
    }),
    updateMovement: build.mutation<
      Movement,
      { id: string; scope: SeriesScope; changes: UpdateMovement }
    >({
      query: ({ id, scope, changes }) => ({
        url: `/v1/companies/movements/${id}`,
        method: 'PATCH',
        params: { scope },
        data: changes,
      }),
      // A series change reaches other rows too: refresh every list and detail of movements.
      invalidatesTags: (_result, _error, { id }) => written(id),
    }),
    deleteMovement: build.mutation<void, { id: string; scope: SeriesScope }>({
      query: ({ id, scope }) => ({
        url: `/v1/companies/movements/${id}`,
        method: 'DELETE',
        params: { scope },
      }),
      invalidatesTags: (_result, _error, { id }) => written(id),
    }),
    createSupplier: build.mutation<Supplier, { name: string }>({
      query: (body) => ({ url: '/v1/companies/suppliers', method: 'POST', data: body }),
      invalidatesTags: supplierTags.invalidatesList,
    }),
  }),
});

export const {
  useSearchFormSuppliersQuery,
  useCreateMovementMutation,
  useUpdateMovementMutation,
  useDeleteMovementMutation,
  useCreateSupplierMutation,
} = movementFormApi;
