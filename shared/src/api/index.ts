// Public entry of `shared/api`.
export { SIGN_OUT_PATH, apiClient, authHeadersFor, installApiClientHooks } from './client';
export type { ApiClientHooks } from './client';
export { api } from './api-slice';
export type { ApiRequest } from './api-slice';
export {
  failureMessage,
  isApiError,
  toApiError,
  messageFor,
  SERVER_ERROR_MESSAGES,
} from './api-error';
export type { ErrorCatalog } from './api-error';
