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

/**
 * The element of a page the server sent with the person's data (the dashboard at `/`) that holds
 * the answers it was drawn with, as JSON, for the app to start from (shared/api served-queries).
 */
export const SERVED_DATA_ID = 'served-data';

/**
 * A person's role in one company (DESIGN.md "next areas"): proprietário, administrador, financeiro
 * (movements, payments, imports) and visualizador (reads only).
 */
export const MEMBER_ROLES = ['owner', 'admin', 'finance', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** How a role reads in the screens and e-mails. */
export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = {
  owner: 'Proprietário',
  admin: 'Administrador',
  finance: 'Financeiro',
  viewer: 'Visualizador',
};

/** Who may change the company's own data, its members and its cadastros (plano de contas…). */
export const SETUP_WRITER_ROLES = ['owner', 'admin'] as const satisfies readonly MemberRole[];
/** Who may write movements and their payments. */
export const MOVEMENT_WRITER_ROLES = [
  'owner',
  'admin',
  'finance',
] as const satisfies readonly MemberRole[];
