import type { ErrorCatalog } from '../api/api-error';
import { messageFor, SERVER_ERROR_MESSAGES, toApiError } from '../api/api-error';
import { apiClient } from '../api/client';
import type { SignInResponse } from '../contracts/identity/identity';
import { establishSession, SessionSetupError } from './establish-session';
import type { Account } from './session-slice';
import type { AppStore } from './store';

export const SWITCH_COMPANY_ERRORS: ErrorCatalog = {
  byStatus: {
    403: 'Você não faz parte desta empresa.',
    ...SERVER_ERROR_MESSAGES,
  },
  fallback: 'Não foi possível trocar de empresa. Por favor, tente novamente.',
};

/**
 * Switching company issues a new token (DESIGN.md); the session is rebuilt from it, which drops
 * every cached query, so no screen keeps showing the previous company's data. The company menu
 * and 'Nova empresa' both switch this way. Throws a `SessionSetupError` with the message to show.
 */
export async function switchCompany(
  store: Pick<AppStore, 'dispatch'>,
  companyId: string,
): Promise<Account> {
  let accessToken: string;
  try {
    const { data } = await apiClient.post<SignInResponse>('/v1/auth/switch-company', {
      company_id: companyId,
    });
    accessToken = data.access_token;
  } catch (thrown) {
    const error = toApiError(thrown);
    throw new SessionSetupError(messageFor(SWITCH_COMPANY_ERRORS, error), error);
  }
  return establishSession(store, accessToken);
}
