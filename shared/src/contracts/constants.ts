// Plain constants, kept apart from the zod schemas so that importing them costs a browser no zod.

/**
 * The two 401 messages the apps react to by ending the session (SPEC.md §4). The API must send
 * them byte for byte; the client compares against this same list.
 */
export const SESSION_EXPIRED_MESSAGES = [
  'missing or malformed JWT',
  'token has invalid claims: token is expired',
] as const;

export type SessionExpiredMessage = (typeof SESSION_EXPIRED_MESSAGES)[number];

export function isSessionExpiredMessage(message: unknown): message is SessionExpiredMessage {
  return (SESSION_EXPIRED_MESSAGES as readonly unknown[]).includes(message);
}

/** Header every company-scoped request carries, taken from the token's `company_id`. */
export const COMPANY_HEADER = 'x-company-id';

/** Cookie that holds the access token (SPEC.md §9: `{product}Token`). */
export const TOKEN_COOKIE = 'fluxoToken';
