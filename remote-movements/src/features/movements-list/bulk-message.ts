import { SERVER_ERROR_MESSAGES, failureMessage } from 'shared/api';

/** The API's own Portuguese message when it refuses a bulk action (400 names the rows). */
export function bulkMessage(error: unknown): string {
  return failureMessage(
    error,
    { byStatus: SERVER_ERROR_MESSAGES, fallback: 'Não foi possível concluir. Tente novamente.' },
    [400, 403, 409],
  );
}
