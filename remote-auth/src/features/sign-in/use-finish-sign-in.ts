import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import type { ErrorCatalog } from 'shared/api';
import { isApiError, messageFor } from 'shared/api';
import type { AppStore } from 'shared/session';
import { establishSession, SessionSetupError } from 'shared/session';

/**
 * The message a failed sign-in shows: the step's catalogue (SPEC.md §8) for the codes it names;
 * for a rate limit the API's own Portuguese message, which says how long to wait.
 */
export function signInFailureMessage(failure: unknown, catalog: ErrorCatalog): string {
  if (failure instanceof SessionSetupError) return failure.message;
  if (!isApiError(failure)) return catalog.fallback;
  if (failure.statusCode === 429 && failure.message) return failure.message;
  return messageFor(catalog, failure);
}

/** After the API returns a token: profile, company, store, then insights (SPEC.md §4). */
export function useFinishSignIn(): (accessToken: string) => Promise<void> {
  const store = useStore() as AppStore;
  const navigate = useNavigate();
  return useCallback(
    async (accessToken: string) => {
      await establishSession(store, accessToken);
      navigate('/', { replace: true });
    },
    [store, navigate],
  );
}
