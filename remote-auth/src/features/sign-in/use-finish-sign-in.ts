import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import type { ErrorCatalog } from 'shared/api';
import { failureMessage } from 'shared/api';
import type { AppStore } from 'shared/session';
import { establishSession, SessionSetupError } from 'shared/session';

/** A failed sign-in: the profile or company step's own message, else the call's catalogue. */
export function signInFailureMessage(failure: unknown, catalog: ErrorCatalog): string {
  if (failure instanceof SessionSetupError) return failure.message;
  return failureMessage(failure, catalog);
}

/** After the API returns a token: profile, company, store, then insights (SPEC.md §4). */
export function useFinishSignIn(): (accessToken: string) => Promise<void> {
  const store = useStore() as AppStore;
  const navigate = useNavigate();
  return useCallback(
    async (accessToken: string) => {
      await establishSession(store, accessToken);
      void navigate('/', { replace: true });
    },
    [store, navigate],
  );
}
