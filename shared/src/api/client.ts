import axios from 'axios';
import type { AxiosError, AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import axiosRetry, { exponentialDelay, isNetworkError } from 'axios-retry';
import { jwtDecode } from 'jwt-decode';
import { COMPANY_HEADER, isSessionExpiredMessage } from '../contracts/common/constants';
import type { TokenPayload } from '../contracts/common/token';
import { toApiError } from './api-error';

/**
 * The one HTTP client every app shares (the `shared` package is a federation singleton, so this
 * module — and this instance — exist once in the browser). SPEC.md §7: a fixed API base host and
 * no timeout. An empty base URL means "same origin", which is how `npm start` serves everything.
 */
export const apiClient: AxiosInstance = axios.create({
  baseURL: process.env.PUBLIC_API_URL ?? '',
  timeout: 0,
});

/** The header the API keys a repeatable write by (api/src/plugins/idempotency.ts). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

const WRITES = new Set(['post', 'put', 'patch', 'delete']);
/** What a restarting instance, a failover or a lost connection answers; a 500 is a bug, not this. */
const TRANSIENT_STATUSES = new Set([502, 503, 504]);

/** A random key; `randomUUID` exists only in secure contexts (https, localhost). */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * One key per call, that is per user action: the retries below send the same config, so the
 * same key, and the API answers a write it already made with its first answer instead of making
 * it twice (issue 20, item 2).
 */
function withIdempotencyKey(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (
    WRITES.has(config.method?.toLowerCase() ?? 'get') &&
    !config.headers.has(IDEMPOTENCY_KEY_HEADER)
  ) {
    config.headers.set(IDEMPOTENCY_KEY_HEADER, newKey());
  }
  return config;
}

/**
 * Whether a failed call may go again by itself: a read, or a write that carries its key, that got
 * no answer or a transient one (502, 503, 504).
 */
function isRetryableFailure(error: AxiosError): boolean {
  const status = error.response?.status;
  const transient = status === undefined ? isNetworkError(error) : TRANSIENT_STATUSES.has(status);
  if (!transient) return false;
  const method = error.config?.method?.toLowerCase() ?? 'get';
  return !WRITES.has(method) || error.config?.headers.has(IDEMPOTENCY_KEY_HEADER) === true;
}

/**
 * Gives `client` its keys and its retries. Applied to `apiClient` as it is created, so before
 * installApiClientHooks's interceptors: their error mapping sees only the last attempt.
 */
export function installRetries(client: AxiosInstance): void {
  client.interceptors.request.use(withIdempotencyKey);
  axiosRetry(client, {
    retries: 2,
    // 200 ms, then 400 ms (plus jitter), or the server's Retry-After when it says longer.
    retryDelay: (retryNumber, error) => exponentialDelay(retryNumber, error, 100),
    retryCondition: isRetryableFailure,
  });
}

installRetries(apiClient);

/**
 * An address the API hands out for the browser to load itself (a logo's `/v1/images/…`), against
 * the API's base URL: a development host on another port than the API still shows it. With
 * `npm start` the base is empty and the address stays as it is.
 */
export function apiAssetUrl(url: string): string {
  return url.startsWith('/v1/') ? `${apiClient.defaults.baseURL ?? ''}${url}` : url;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * A 401 on this call does not end the session: for calls made as the session ends anyway
     * (signing out), where "your session expired" would be a false alarm.
     */
    skipSessionExpiry?: boolean;
  }
}

/** Signing out ends the server-side session too, so a copy of the token stops working. */
export const SIGN_OUT_PATH = '/v1/auth/sessions/current';

export interface ApiClientHooks {
  getAccessToken: () => string | null;
  onSessionExpired: () => void;
}

export function companyIdOf(token: string): string | null {
  try {
    return jwtDecode<TokenPayload>(token).company_id || null;
  } catch {
    return null;
  }
}

/**
 * Adds the bearer token and `x-company-id` to every request and reacts to a dead session.
 * Returns a function that removes both interceptors (tests and standalone remounts use it).
 */
export function installApiClientHooks(
  hooks: ApiClientHooks,
  client: AxiosInstance = apiClient,
): () => void {
  const requestId = client.interceptors.request.use((config) => {
    // A request that brings its own token (the first calls after sign-in or a company switch,
    // before the store holds the new one) keeps it.
    const token = config.headers.has('Authorization') ? null : hooks.getAccessToken();
    if (token) {
      config.headers.set('Authorization', `Bearer ${token}`);
      const companyId = companyIdOf(token);
      if (companyId) config.headers.set(COMPANY_HEADER, companyId);
    }
    return config;
  });
  const responseId = client.interceptors.response.use(undefined, (thrown: unknown) => {
    const error = toApiError(thrown);
    const skip = axios.isAxiosError(thrown) && thrown.config?.skipSessionExpiry === true;
    if (!skip && error.statusCode === 401 && isSessionExpiredMessage(error.message)) {
      hooks.onSessionExpired();
    }
    return Promise.reject(error);
  });
  return () => {
    client.interceptors.request.eject(requestId);
    client.interceptors.response.eject(responseId);
  };
}

/** Headers for a call made with a token the store does not hold yet. */
export function authHeadersFor(token: string): Record<string, string> {
  const companyId = companyIdOf(token);
  return {
    Authorization: `Bearer ${token}`,
    ...(companyId ? { [COMPANY_HEADER]: companyId } : {}),
  };
}
