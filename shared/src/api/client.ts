import axios from 'axios';
import type { AxiosInstance } from 'axios';
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
