import { useState } from 'react';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import type { AppStore } from 'shared/session';
import {
  SessionSetupError,
  SWITCH_COMPANY_ERRORS,
  switchCompany as switchTo,
} from 'shared/session';
import { toaster } from 'shared/ui';

/** The company menu's switch: a new token and session (shared/session), then the dashboard. */
export function useSwitchCompany() {
  const store = useStore() as AppStore;
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);

  const switchCompany = async (companyId: string) => {
    setSwitching(true);
    try {
      const account = await switchTo(store, companyId);
      void navigate('/', { replace: true });
      toaster.create({
        type: 'success',
        title: 'Empresa alterada',
        description: account.company.name,
        duration: 3000,
      });
    } catch (thrown) {
      toaster.create({
        type: 'error',
        title: 'Não foi possível trocar de empresa',
        description:
          thrown instanceof SessionSetupError ? thrown.message : SWITCH_COMPANY_ERRORS.fallback,
        duration: 3000,
      });
    } finally {
      setSwitching(false);
    }
  };

  return { switchCompany, switching };
}
