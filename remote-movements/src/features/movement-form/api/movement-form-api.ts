import {
  api,
  bankAccountTags,
  categoryTags,
  costCenterTags,
  movementTags,
  supplierTags,
} from 'shared/api';
import type {
  BankAccount,
  Category,
  CostCenter,
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
    // The setup rows the form offers: active ones only, as the API refuses inactive categories.
    getFormCategories: build.query<Category[], void>({
      query: () => ({ url: '/v1/companies/categories', params: { active: true } }),
      providesTags: categoryTags.providesList,
    }),
    getFormSuppliers: build.query<Supplier[], void>({
      query: () => ({ url: '/v1/companies/suppliers' }),
      providesTags: supplierTags.providesList,
    }),
    // What 'Fornecedor'/'Cliente' finds as the person types (name, or CPF/CNPJ digits).
    searchFormSuppliers: build.query<Supplier[], string>({
      query: (search) => ({ url: '/v1/companies/suppliers', params: { search } }),
      providesTags: supplierTags.providesList,
    }),
    getFormCostCenters: build.query<CostCenter[], void>({
      query: () => ({ url: '/v1/companies/cost-centers' }),
      providesTags: costCenterTags.providesList,
    }),
    getFormBankAccounts: build.query<BankAccount[], void>({
      query: () => ({ url: '/v1/companies/bank-accounts' }),
      providesTags: bankAccountTags.providesList,
    }),
    getMovement: build.query<Movement, string>({
      query: (id) => ({ url: `/v1/companies/movements/${id}` }),
      providesTags: movementTags.providesDetail,
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
  useGetFormCategoriesQuery,
  useGetFormSuppliersQuery,
  useSearchFormSuppliersQuery,
  useGetFormCostCentersQuery,
  useGetFormBankAccountsQuery,
  useGetMovementQuery,
  useCreateMovementMutation,
  useUpdateMovementMutation,
  useDeleteMovementMutation,
  useCreateSupplierMutation,
} = movementFormApi;
