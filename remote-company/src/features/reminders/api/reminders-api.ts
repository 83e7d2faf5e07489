import { api } from 'shared/api';
import type { ReminderSettings, ReminderSettingsBody } from 'shared/contracts';

// GET and PUT /v1/companies/reminder-settings: the company's régua de cobrança. The PUT answers
// the settings as saved, which become the cached ones (no other screen shows them).
const remindersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReminderSettings: build.query<ReminderSettings, void>({
      query: () => ({ url: '/v1/companies/reminder-settings' }),
    }),
    saveReminderSettings: build.mutation<ReminderSettings, ReminderSettingsBody>({
      query: (body) => ({ url: '/v1/companies/reminder-settings', method: 'PUT', data: body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(remindersApi.util.updateQueryData('getReminderSettings', undefined, () => data));
        } catch {
          // A refused save leaves the cached settings as they were; the form shows why.
        }
      },
    }),
  }),
});

export const { useGetReminderSettingsQuery, useSaveReminderSettingsMutation } = remindersApi;
