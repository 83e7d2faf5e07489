import { isAxiosError } from 'axios';
import type { ApiError } from '../contracts/common/errors';

/** SPEC.md §8: "A network failure with no response counts as status 503." */
const NETWORK_FAILURE: ApiError = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'Serviço indisponível. Por favor, tente novamente mais tarde',
};

export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<ApiError>;
  return typeof candidate.statusCode === 'number' && typeof candidate.message === 'string';
}

/** Turns whatever axios (or anything else) threw into the API's error shape; idempotent. */
export function toApiError(thrown: unknown): ApiError {
  if (isApiError(thrown)) return thrown;
  if (isAxiosError(thrown)) {
    if (!thrown.response) return NETWORK_FAILURE;
    const body: unknown = thrown.response.data;
    const fields = typeof body === 'object' && body !== null ? (body as Partial<ApiError>) : {};
    return {
      statusCode: thrown.response.status,
      error: typeof fields.error === 'string' ? fields.error : thrown.response.statusText,
      message: typeof fields.message === 'string' ? fields.message : '',
    };
  }
  return { statusCode: 500, error: 'Internal Server Error', message: '' };
}

/**
 * A per-call message table as SPEC.md §8 writes them: one message per status code, and an
 * optional fallback for codes the table does not name.
 */
export interface ErrorCatalog {
  byStatus: Partial<Record<number, string>>;
  fallback: string;
}

export function messageFor(catalog: ErrorCatalog, error: Pick<ApiError, 'statusCode'>): string {
  return catalog.byStatus[error.statusCode] ?? catalog.fallback;
}

/** The 500 and 503 messages that several SPEC.md §8 catalogues repeat "as in sign-in". */
export const SERVER_ERROR_MESSAGES = {
  500: 'Erro interno. Por favor, tente novamente.',
  503: 'Serviço indisponível. Por favor, tente novamente mais tarde',
} as const;

/**
 * What a failed call shows: the catalogue's message for the codes it names; the API's own
 * Portuguese message for a rate limit (it says how long to wait) and for the codes in
 * `apiMessageFor`, when the API sent one.
 */
export function failureMessage(
  thrown: unknown,
  catalog: ErrorCatalog,
  apiMessageFor: readonly number[] = [],
): string {
  if (!isApiError(thrown)) return catalog.fallback;
  const useApiMessage = thrown.statusCode === 429 || apiMessageFor.includes(thrown.statusCode);
  return useApiMessage && thrown.message ? thrown.message : messageFor(catalog, thrown);
}
