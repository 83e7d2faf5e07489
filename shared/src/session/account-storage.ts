import type { Account } from './session-slice';

/** SPEC.md §9: local storage keeps the account (and the theme). */
export const ACCOUNT_STORAGE_KEY = 'account';

function isAccount(value: unknown): value is Account {
  if (typeof value !== 'object' || value === null) return false;
  const account = value as Partial<Account>;
  return (
    typeof account.access_token === 'string' &&
    typeof account.user?.name === 'string' &&
    typeof account.company?.id === 'string'
  );
}

/** A missing, corrupt or foreign value reads as "signed out", never as a crash. */
export function loadAccount(): Account | null {
  try {
    const raw = localStorage.getItem(ACCOUNT_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isAccount(parsed)) return null;
    return { ...parsed, companies: Array.isArray(parsed.companies) ? parsed.companies : [] };
  } catch {
    return null;
  }
}

export function saveAccount(account: Account | null): void {
  if (account) localStorage.setItem(ACCOUNT_STORAGE_KEY, JSON.stringify(account));
  else localStorage.removeItem(ACCOUNT_STORAGE_KEY);
}
