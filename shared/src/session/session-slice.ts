import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { shortNameOf } from './short-name';

/** What the store keeps of a person or a company: SPEC.md §3 "In the store". */
export interface SessionIdentity {
  id: string;
  name: string;
  avatar?: string;
  /** Derived; set only when there is no avatar (SPEC.md §3). */
  shortName?: string;
}

export interface SessionUser extends SessionIdentity {
  email: string;
}

/** SPEC.md §3 Account (stored locally): user, company, access_token. */
export interface Account {
  user: SessionUser;
  company: SessionIdentity;
  access_token: string;
  /** Every company the user belongs to, for the company switcher. */
  companies: SessionIdentity[];
}

export interface SessionState {
  account: Account | null;
}

/** Adds `shortName` when there is no avatar, as SPEC.md §3 says. */
export function withShortName<T extends { name: string; avatar?: string | null }>(
  identity: T,
): Omit<T, 'avatar'> & { avatar?: string; shortName?: string } {
  const { avatar, ...rest } = identity;
  return avatar ? { ...rest, avatar } : { ...rest, shortName: shortNameOf(identity.name) };
}

const initialState: SessionState = { account: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<Account>) {
      state.account = action.payload;
    },
    accountUpdated(state, action: PayloadAction<Partial<Account>>) {
      if (state.account) state.account = { ...state.account, ...action.payload };
    },
    /**
     * A company's name or logo changed: the shell's company menu and switcher show it at once,
     * without waiting for the next start's refresh.
     */
    companyUpdated(
      state,
      action: PayloadAction<{ id: string; name: string; avatar?: string | null }>,
    ) {
      if (!state.account) return;
      const { id, name, avatar } = action.payload;
      const identity = { id, ...withShortName({ name, avatar }) };
      if (state.account.company.id === identity.id) state.account.company = identity;
      state.account.companies = state.account.companies.map((company) =>
        company.id === identity.id ? identity : company,
      );
    },
    signedOut(state) {
      state.account = null;
    },
  },
});

export const { signedIn, accountUpdated, companyUpdated, signedOut } = sessionSlice.actions;

type WithSession = { session: SessionState };

/** Signed in is "the stored account is non-empty", not token expiry (SPEC.md §4). */
export const selectIsSignedIn = (state: WithSession): boolean => state.session.account !== null;
export const selectAccount = (state: WithSession): Account | null => state.session.account;
export const selectAccessToken = (state: WithSession): string | null =>
  state.session.account?.access_token ?? null;
