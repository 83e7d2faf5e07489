import { useState } from 'react';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { apiClient, messageFor, SERVER_ERROR_MESSAGES, toApiError } from 'shared/api';
import type { SignInResponse } from 'shared/contracts';
import type { AppStore } from 'shared/session';
import { establishSession, SessionSetupError } from 'shared/session';
import { toaster } from 'shared/ui';

const SWITCH_ERRORS = {
  byStatus: {
    403: 'Você não faz parte desta empresa.',
    ...SERVER_ERROR_MESSAGES,
  },
  fallback: 'Não foi possível trocar de empresa. Por favor, tente novamente.',
};

/**
 * Switching company issues a new token (DESIGN.md); the session is rebuilt from it and every
 * cached query is dropped, so no screen keeps showing the previous company's data.
 */
export function useSwitchCompany() {
  const store = useStore() as AppStore;
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);

  const switchCompany = async (companyId: string) => {
    setSwitching(true);
    try {
      const { data } = await apiClient.post<SignInResponse>('/v1/auth/switch-company', {
        company_id: companyId,
      });
      const account = await establishSession(store, data.access_token);
      void navigate('/', { replace: true });
      toaster.create({
        type: 'success',
        title: 'Empresa alterada',
        description: account.company.name,
        duration: 3000,
      });
    } catch (thrown) {
      const description =
        thrown instanceof SessionSetupError
          ? thrown.message
          : messageFor(SWITCH_ERRORS, toApiError(thrown));
      toaster.create({
        type: 'error',
        title: 'Não foi possível trocar de empresa',
        description,
        duration: 3000,
      });
    } finally {
      setSwitching(false);
    }
  };

  return { switchCompany, switching };
}
