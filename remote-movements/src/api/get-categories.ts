// The plano's one definition lives in shared/api, beside the orçamento's use of it.
export { useGetCategoriesQuery } from 'shared/api';
export type { CategoriesFilter } from 'shared/api';
