import type { ErrorCatalog } from '../api/api-error';
import { messageFor, SERVER_ERROR_MESSAGES, toApiError } from '../api/api-error';
import { apiClient, authHeadersFor, companyIdOf } from '../api/client';
import type { CompanySummary } from '../contracts/companies/companies';
import type { ApiError } from '../contracts/common/errors';
import type { Company, UserProfile } from '../contracts/identity/identity';
import { withShortName } from './session-slice';
import type { Account } from './session-slice';
import type { AppStore } from './store';
import { startSession } from './store';

/** SPEC.md §8 "Profile fetch". */
export const PROFILE_ERRORS: ErrorCatalog = {
  byStatus: {
    400: 'Não foi possivel encontrar o usuário. Por favor, tente novamente',
    404: 'Não foi possivel encontrar o usuário. Por favor, tente novamente',
    ...SERVER_ERROR_MESSAGES,
  },
  fallback: 'Não foi possivel encontrar o usuário. Por favor, tente novamente',
};

/** SPEC.md §8 "Company fetch". */
export const COMPANY_ERRORS: ErrorCatalog = {
  byStatus: {
    400: 'Não foi possivel encontrar a empresa. Por favor, tente novamente',
    404: 'Não foi possivel encontrar a empresa. Por favor, tente novamente',
    ...SERVER_ERROR_MESSAGES,
  },
  fallback: 'Não foi possivel encontrar a empresa. Por favor, tente novamente',
};

/** A failed step of establishing the session, with the message the screen shows. */
export class SessionSetupError extends Error {
  constructor(
    message: string,
    readonly apiError: ApiError,
  ) {
    super(message);
    this.name = 'SessionSetupError';
  }
}

async function fetchWith<T>(url: string, token: string, catalog: ErrorCatalog): Promise<T> {
  try {
    return (await apiClient.get<T>(url, { headers: authHeadersFor(token) })).data;
  } catch (thrown) {
    const error = toApiError(thrown);
    throw new SessionSetupError(messageFor(catalog, error), error);
  }
}

/** Profile, active company and the user's companies for a fresh token, as the store keeps them. */
export async function fetchAccount(accessToken: string): Promise<Account> {
  const companyId = companyIdOf(accessToken) ?? '';
  const [profile, company, companies] = await Promise.all([
    fetchWith<UserProfile>('/v1/users/profile', accessToken, PROFILE_ERRORS),
    fetchWith<Company>(
      `/v1/companies/${encodeURIComponent(companyId)}`,
      accessToken,
      COMPANY_ERRORS,
    ),
    fetchWith<CompanySummary[]>('/v1/companies', accessToken, COMPANY_ERRORS),
  ]);
  return {
    user: withShortName({
      id: profile.id,
      name: profile.name,
      email: profile.email,
      avatar: profile.avatar,
    }),
    company: withShortName({ id: company.id, name: company.name, avatar: company.avatar }),
    companies: companies.map(({ id, name, avatar }) => withShortName({ id, name, avatar })),
    access_token: accessToken,
  };
}

/**
 * After sign-in or a company switch (SPEC.md §4): fetch profile and company with the new token,
 * then store cookie and account. Nothing is stored if any step fails.
 */
export async function establishSession(
  store: Pick<AppStore, 'dispatch'>,
  accessToken: string,
): Promise<Account> {
  const account = await fetchAccount(accessToken);
  startSession(store, account);
  return account;
}
