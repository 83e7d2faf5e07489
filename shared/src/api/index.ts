// Public entry of `shared/api`.
export {
  SIGN_OUT_PATH,
  apiAssetUrl,
  apiClient,
  authHeadersFor,
  installApiClientHooks,
} from './client';
export type { ApiClientHooks } from './client';
export { api } from './api-slice';
export type { ApiRequest } from './api-slice';
export {
  bankAccountTags,
  budgetTags,
  categoryTags,
  companyTags,
  costCenterTags,
  dashboardTags,
  entityTags,
  ENTITY_TAG_TYPES,
  invitationTags,
  LIST_ID,
  memberTags,
  movementTags,
  paymentTags,
  supplierTags,
  TAG_TYPES,
} from './tags';
export type { EntityTagType, Tag, TagType } from './tags';
export {
  failureMessage,
  isApiError,
  toApiError,
  messageFor,
  SERVER_ERROR_MESSAGES,
} from './api-error';
export type { ErrorCatalog } from './api-error';
export { apiFieldErrors } from './api-field-errors';
export type { ApiFieldError } from './api-field-errors';
export { useBankAccountReconciliationQuery } from './bank-account-reconciliation';
export {
  useGetBankAccountsQuery,
  useGetCategoriesQuery,
  useGetCostCentersQuery,
} from './setup-queries';
export type { CategoriesFilter } from './setup-queries';
export {
  adoptServedData,
  forgetServedData,
  isServedQuery,
  SERVED_MAX_AGE_MS,
  seedServedQueries,
} from './served-queries';
export type { ServedQuery } from './served-queries';
