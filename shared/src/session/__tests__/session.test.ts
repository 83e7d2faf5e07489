import { demoAccount, fakeToken } from '../../testing/render';
import { loadAccount, ACCOUNT_STORAGE_KEY } from '../account-storage';
import { selectIsSignedIn, withShortName } from '../session-slice';
import { shortNameOf } from '../short-name';
import {
  connectApiClient,
  createAppStore,
  endSession,
  expireSession,
  startSession,
  resetSessionExpiry,
  signOut,
} from '../store';
import { fakeApi } from '../../testing/fake-api';
import { readTokenCookie } from '../token-cookie';
import { apiClient } from '../../api/client';

describe('shortNameOf', () => {
  it('should take the first letters of the first two words, uppercased', () => {
    expect(shortNameOf('padaria pão dourado')).toBe('PP');
    expect(shortNameOf('  Maria   Silva ')).toBe('MS');
  });

  it('should take the first two letters of a one-word name', () => {
    expect(shortNameOf('fluxo')).toBe('FL');
  });
});

describe('withShortName', () => {
  it('should set shortName only when there is no avatar', () => {
    expect(withShortName({ name: 'Maria Silva', avatar: null })).toEqual({
      name: 'Maria Silva',
      shortName: 'MS',
    });
    expect(withShortName({ name: 'Maria Silva', avatar: 'https://x/a.png' })).toEqual({
      name: 'Maria Silva',
      avatar: 'https://x/a.png',
    });
  });
});

describe('session store', () => {
  beforeEach(() => resetSessionExpiry());

  it('should start signed out with nothing stored', () => {
    expect(selectIsSignedIn(createAppStore().getState())).toBe(false);
  });

  it('should read a corrupt stored account as signed out', () => {
    localStorage.setItem(ACCOUNT_STORAGE_KEY, '{not json');
    expect(loadAccount()).toBeNull();
    localStorage.setItem(ACCOUNT_STORAGE_KEY, JSON.stringify({ user: 'x' }));
    expect(loadAccount()).toBeNull();
  });

  it('should decide "signed in" by the stored account, not by token expiry', () => {
    const expired = demoAccount({ access_token: fakeToken({ exp: 1 }) });
    localStorage.setItem(ACCOUNT_STORAGE_KEY, JSON.stringify(expired));
    expect(selectIsSignedIn(createAppStore().getState())).toBe(true);
  });

  it('should persist the account and write the fluxoToken cookie on sign-in', () => {
    const store = createAppStore();
    const account = demoAccount();

    startSession(store, account);

    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(JSON.parse(localStorage.getItem(ACCOUNT_STORAGE_KEY) ?? 'null')).toEqual(account);
    expect(readTokenCookie()).toBe(account.access_token);
  });

  it('should remove the cookie and the account on logout', () => {
    const store = createAppStore();
    startSession(store, demoAccount());

    endSession(store);

    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(localStorage.getItem(ACCOUNT_STORAGE_KEY)).toBeNull();
    expect(readTokenCookie()).toBeNull();
  });

  it('should reset everything and go to the session-expired login once', () => {
    const store = createAppStore();
    startSession(store, demoAccount());
    localStorage.setItem('theme', 'dark');
    const redirect = jest.fn();

    expireSession(store, redirect);
    expireSession(store, redirect);

    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(readTokenCookie()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith('/login?token=session-expired');
  });

  it('should expire the session when the shared client gets the expired-token 401', async () => {
    const store = createAppStore();
    startSession(store, demoAccount());
    const redirect = jest.fn();
    const disconnect = connectApiClient(store, redirect);
    const expiredAnswer = {
      response: {
        status: 401,
        statusText: 'Unauthorized',
        data: {
          statusCode: 401,
          error: 'Unauthorized',
          message: 'token has invalid claims: token is expired',
        },
      },
    };

    await expect(
      apiClient.get('/v1/users/profile', {
        adapter: (config) =>
          Promise.reject(
            Object.assign(new Error('401'), { isAxiosError: true, config, ...expiredAnswer }),
          ),
      }),
    ).rejects.toMatchObject({ statusCode: 401 });
    disconnect();

    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(redirect).toHaveBeenCalledWith('/login?token=session-expired');
  });

  it('should end the local session and the server one with the token it held', async () => {
    const store = createAppStore();
    const account = demoAccount();
    startSession(store, account);
    const disconnect = connectApiClient(store, jest.fn());
    let authorization: unknown;
    const api = fakeApi({
      'DELETE /v1/auth/sessions/current': (request) => {
        authorization = request.headers.Authorization;
        return { status: 204 };
      },
    });

    await signOut(store);
    api.restore();
    disconnect();

    expect(api.calls).toEqual(['DELETE /v1/auth/sessions/current']);
    expect(authorization).toBe(`Bearer ${account.access_token}`);
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(readTokenCookie()).toBeNull();
  });

  it('should sign out quietly when the server session had already ended', async () => {
    const store = createAppStore();
    startSession(store, demoAccount());
    localStorage.setItem('theme', 'dark');
    const redirect = jest.fn();
    const disconnect = connectApiClient(store, redirect);
    const api = fakeApi({
      'DELETE /v1/auth/sessions/current': () => ({
        status: 401,
        body: {
          statusCode: 401,
          error: 'Unauthorized',
          message: 'token has invalid claims: token is expired',
        },
      }),
    });

    await signOut(store);
    api.restore();
    disconnect();

    expect(selectIsSignedIn(store.getState())).toBe(false);
    // Not "your session expired": the person asked to leave. The theme choice stays.
    expect(redirect).not.toHaveBeenCalled();
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
