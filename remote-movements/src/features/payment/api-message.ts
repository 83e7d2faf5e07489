import { SERVER_ERROR_MESSAGES, failureMessage } from 'shared/api';

/** The API's own Portuguese message for what the person can fix (400, 404, 409, 413). */
export function apiMessage(error: unknown): string {
  return failureMessage(
    error,
    { byStatus: SERVER_ERROR_MESSAGES, fallback: 'Não foi possível concluir. Tente novamente.' },
    [400, 403, 404, 406, 409, 413],
  );
}
