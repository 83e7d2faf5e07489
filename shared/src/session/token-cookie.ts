import { jwtDecode } from 'jwt-decode';
import { TOKEN_COOKIE } from '../contracts/common/constants';
import type { TokenPayload } from '../contracts/common/token';

export function decodeToken(token: string): TokenPayload | null {
  try {
    return jwtDecode<TokenPayload>(token);
  } catch {
    return null;
  }
}

/** SPEC.md §4: cookie `fluxoToken`, secure, path `/`, expiring at the token's `exp`. */
export function writeTokenCookie(token: string): void {
  const exp = decodeToken(token)?.exp;
  const expires = exp ? `; expires=${new Date(exp * 1000).toUTCString()}` : '';
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/${expires}; secure; samesite=lax`;
}

export function removeTokenCookie(): void {
  document.cookie = `${TOKEN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; secure; samesite=lax`;
}

export function readTokenCookie(): string | null {
  const prefix = `${TOKEN_COOKIE}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
}
