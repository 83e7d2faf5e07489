import { api } from 'shared/api';
import type { ReminderSend } from 'shared/contracts';

const sendReminderNowApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * "Enviar lembrete agora": the client gets the reminder at once (201, its log line); 409 with
     * the reason when it cannot go (no e-mail, opted out, no cobrança account).
     */
    sendReminderNow: build.mutation<ReminderSend, string>({
      query: (movementId) => ({
        url: `/v1/companies/movements/${movementId}/reminders`,
        method: 'POST',
      }),
    }),
  }),
});

export const { useSendReminderNowMutation } = sendReminderNowApi;
