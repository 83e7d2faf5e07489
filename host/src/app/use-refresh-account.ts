import { useEffect } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from 'shared/session';
import { accountUpdated, fetchAccount, selectAccessToken } from 'shared/session';

/**
 * On start, re-read profile, company and companies with the stored token: a name or avatar
 * changed elsewhere shows up, and a token the API no longer accepts ends the session through the
 * client's 401 handling (SPEC.md §4) instead of on the first click. Only the token found at start:
 * a sign-in or company switch later fetches its account itself (establishSession).
 */
export function useRefreshAccount(): void {
  const store = useStore() as AppStore;
  useEffect(() => {
    const token = selectAccessToken(store.getState());
    if (!token) return;
    let current = true;
    fetchAccount(token)
      .then(({ user, company, companies }) => {
        if (current) store.dispatch(accountUpdated({ user, company, companies }));
      })
      .catch(() => {
        // Offline or a transient error: keep what is stored; the next call will tell.
      });
    return () => {
      current = false;
    };
  }, [store]);
}
