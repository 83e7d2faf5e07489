import type { ErrorCatalog } from 'shared/api';
import { failureMessage, isApiError } from 'shared/api';

export const EMAIL_TAKEN_MESSAGE =
  'Este e-mail já está cadastrado. Faça login ou recupere sua senha.';
export const VERIFICATION_EXPIRED_MESSAGE =
  'Sua verificação de e-mail expirou. Verifique seu e-mail novamente.';

export interface FailureLink {
  label: string;
  to: string;
}

/** What a failed step shows: a message and, where the way out is another page, links to it. */
export interface Failure {
  message: string;
  links?: readonly FailureLink[];
}

const EMAIL_TAKEN_LINKS: readonly FailureLink[] = [
  { label: 'Entrar', to: '/login' },
  { label: 'Recuperar senha', to: '/forgot-password' },
];
const VERIFY_AGAIN_LINKS: readonly FailureLink[] = [
  { label: 'Verificar e-mail novamente', to: '/signup/verificacao' },
];

/** Links by status code: the same for every step of the flow. */
const LINKS_BY_STATUS: Partial<Record<number, readonly FailureLink[]>> = {
  401: VERIFY_AGAIN_LINKS,
  409: EMAIL_TAKEN_LINKS,
  410: VERIFY_AGAIN_LINKS,
};

/**
 * The step's catalogue for the codes it names; the API's own Portuguese message for a rate limit
 * (it says how long to wait) and for the codes in `apiMessageFor` when the API sent one.
 */
export function failureFor(
  thrown: unknown,
  catalog: ErrorCatalog,
  apiMessageFor: readonly number[] = [],
): Failure {
  const message = failureMessage(thrown, catalog, apiMessageFor);
  const links = isApiError(thrown) ? LINKS_BY_STATUS[thrown.statusCode] : undefined;
  return { message, ...(links && { links }) };
}
