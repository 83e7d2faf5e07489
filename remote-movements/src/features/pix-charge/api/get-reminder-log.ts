import { api } from 'shared/api';
import type { ReminderSendList } from 'shared/contracts';

const reminderLogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The régua's reminders planned and sent for one receivable, newest first. */
    getReminderLog: build.query<ReminderSendList, string>({
      query: (movementId) => ({ url: `/v1/companies/movements/${movementId}/reminders` }),
      // Sent in the background by the API: asked again each time the drawer opens.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetReminderLogQuery } = reminderLogApi;
