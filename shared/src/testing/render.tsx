import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Account } from '../session/session-slice';
import { createAppStore } from '../session/store';
import type { AppStore } from '../session/store';
import { AppProviders } from '../ui/app-providers';

export interface RenderOptions {
  route?: string;
  account?: Account | null;
  store?: AppStore;
}

/** Renders inside the same providers the host gives every remote, on a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', account = null, store = createAppStore(account) }: RenderOptions = {},
): RenderResult & { store: AppStore } {
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...result, store };
}

/** An unsigned token with the payload shape the API issues; enough for client-side decoding. */
export function fakeToken(payload: Record<string, unknown> = {}): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({
    sub: 'user-1',
    exp: 4102444800,
    company_id: 'company-1',
    memberOf: [{ company_id: 'company-1', role: 'owner' }],
    ...payload,
  })}.signature`;
}

export function demoAccount(overrides: Partial<Account> = {}): Account {
  return {
    user: { id: 'user-1', name: 'Maria Silva', email: 'maria@empresa.com.br', shortName: 'MS' },
    company: { id: 'company-1', name: 'Padaria Pão Dourado', shortName: 'PP' },
    access_token: fakeToken(),
    companies: [],
    ...overrides,
  };
}
