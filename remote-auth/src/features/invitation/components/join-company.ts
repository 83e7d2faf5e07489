import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import type { AppStore } from 'shared/session';
import { establishSession } from 'shared/session';
import { toaster } from 'shared/ui';

/** With the token that names the invitation's company: profile, store, then insights. */
export function useJoinCompany(): (accessToken: string, companyName: string) => Promise<void> {
  const store = useStore() as AppStore;
  const navigate = useNavigate();
  return useCallback(
    async (accessToken, companyName) => {
      await establishSession(store, accessToken);
      toaster.create({
        type: 'success',
        title: `Você entrou em ${companyName}`,
        duration: 4000,
      });
      void navigate('/', { replace: true });
    },
    [store, navigate],
  );
}
