// The cost centres' one definition lives in shared/api, beside the orçamento's use of it.
export { useGetCostCentersQuery } from 'shared/api';
