import { SERVER_ERROR_MESSAGES, failureMessage } from 'shared/api';

/**
 * The API's own Portuguese message for what the person can fix (409: not a receivable, already
 * paid, no cobrança account with a Pix key, no company city; 404: no such movement or charge).
 */
export function pixChargeMessage(error: unknown): string {
  return failureMessage(
    error,
    {
      byStatus: SERVER_ERROR_MESSAGES,
      fallback: 'Não foi possível gerar a cobrança Pix. Tente novamente.',
    },
    [403, 404, 409],
  );
}

/** Why "Enviar lembrete agora" did not send, in the API's words (409: no e-mail, opted out…). */
export function reminderNowMessage(error: unknown): string {
  return failureMessage(
    error,
    {
      byStatus: SERVER_ERROR_MESSAGES,
      fallback: 'Não foi possível enviar o lembrete. Tente novamente.',
    },
    [403, 404, 409],
  );
}
