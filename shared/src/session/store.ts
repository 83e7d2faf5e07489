import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api } from '../api/api-slice';
import { SIGN_OUT_PATH, apiClient, authHeadersFor, installApiClientHooks } from '../api/client';
import { forgetServedData } from '../api/served-queries';
import { loadAccount, saveAccount } from './account-storage';
import { selectAccessToken, sessionSlice, signedIn, signedOut } from './session-slice';
import type { Account } from './session-slice';
import { removeTokenCookie, writeTokenCookie } from './token-cookie';

export function createAppStore(account: Account | null = loadAccount()) {
  const store = configureStore({
    reducer: { session: sessionSlice.reducer, [api.reducerPath]: api.reducer },
    preloadedState: { session: { account } },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  let saved = account;
  store.subscribe(() => {
    const current = store.getState().session.account;
    if (current !== saved) {
      saved = current;
      saveAccount(current);
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<AppState>();

/** Sign-in succeeded (SPEC.md §4): cookie, then the account in the store (which persists it). */
export function startSession(store: Pick<AppStore, 'dispatch'>, account: Account): void {
  resetSessionExpiry();
  writeTokenCookie(account.access_token);
  // Cached answers belong to the previous token's company: never show them under the new one,
  // nor the answers a page was sent with.
  forgetServedData();
  store.dispatch(api.util.resetApiState());
  store.dispatch(signedIn(account));
}

/** 'Sair' (SPEC.md §4): removes the cookie and clears the account; the caller navigates. */
export function endSession(store: Pick<AppStore, 'dispatch'>): void {
  removeTokenCookie();
  forgetServedData();
  store.dispatch(api.util.resetApiState());
  store.dispatch(signedOut());
}

/**
 * 'Sair' with the server told: the local session ends at once (the caller navigates), and the
 * server ends the token's session, so a copy of the token left behind stops working. Offline, the
 * local sign-out still happens; the token then lives until it expires.
 */
export async function signOut(store: Pick<AppStore, 'dispatch' | 'getState'>): Promise<void> {
  const token = selectAccessToken(store.getState());
  endSession(store);
  if (!token) return;
  await apiClient
    .delete(SIGN_OUT_PATH, { headers: authHeadersFor(token), skipSessionExpiry: true })
    .catch(() => undefined);
}

/** Where a dead session lands (SPEC.md §4). */
export const SESSION_EXPIRED_URL = '/login?token=session-expired';

/**
 * A 401 "missing or malformed JWT" or "token is expired" (SPEC.md §4): reset the store, remove
 * the cookie, clear local storage, and go to login with a full reload so no remote keeps stale state.
 */
let expiring = false;

export function expireSession(
  store: Pick<AppStore, 'dispatch'>,
  redirect: (url: string) => void = (url) => window.location.assign(url),
): void {
  // Several requests in flight fail together; one reset and one navigation are enough.
  if (expiring) return;
  expiring = true;
  endSession(store);
  localStorage.clear();
  redirect(SESSION_EXPIRED_URL);
}

/** Lets a new session end again (after sign-in on the same page, and between tests). */
export function resetSessionExpiry(): void {
  expiring = false;
}

/** Wires the shared HTTP client to this store; returns the unwiring function. */
export function connectApiClient(store: AppStore, redirect?: (url: string) => void): () => void {
  return installApiClientHooks({
    getAccessToken: () => selectAccessToken(store.getState()),
    onSessionExpired: () => expireSession(store, redirect),
  });
}
