import { useEffect } from 'react';
import {
  accountUpdated,
  fetchAccount,
  selectAccessToken,
  useAppDispatch,
  useAppSelector,
} from 'shared/session';

/**
 * On start, re-read profile, company and companies with the stored token: a name or avatar
 * changed elsewhere shows up, and a token the API no longer accepts ends the session through the
 * client's 401 handling (SPEC.md §4) instead of on the first click.
 */
export function useRefreshAccount(): void {
  const token = useAppSelector(selectAccessToken);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!token) return;
    let current = true;
    fetchAccount(token)
      .then(({ user, company, companies }) => {
        if (current) dispatch(accountUpdated({ user, company, companies }));
      })
      .catch(() => {
        // Offline or a transient error: keep what is stored; the next call will tell.
      });
    return () => {
      current = false;
    };
    // Once per token: on start, and not again when the refresh itself updates the account.
  }, [token, dispatch]);
}
