import { api } from 'shared/api';
import type { PublicPixCharge } from 'shared/contracts';

/** While a charge waits, the page asks again now and then: the payer sees 'Pago' once settled. */
const WAITING_POLL_MS = 30_000;

// The payer's page reads one charge by its link's token, without sign-in (the token is the key).
const publicPixChargeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicPixCharge: build.query<PublicPixCharge, string>({
      query: (token) => ({ url: `/v1/public/pix-charges/${encodeURIComponent(token)}` }),
    }),
    /** The client of this charge asks its company to stop the e-mailed reminders. */
    optOutOfReminders: build.mutation<null, string>({
      query: (token) => ({
        url: `/v1/public/pix-charges/${encodeURIComponent(token)}/opt-out`,
        method: 'POST',
      }),
    }),
  }),
});

export const { useOptOutOfRemindersMutation } = publicPixChargeApi;

/**
 * The charge of `token`, read again on every visit (the API sends it `no-store`: it changes), and
 * every 30 s while it waits for payment and the page is in view.
 */
export function usePublicPixChargeQuery(token: string) {
  const cached = publicPixChargeApi.endpoints.getPublicPixCharge.useQueryState(token);
  const waiting = cached.data?.status === 'active';
  return publicPixChargeApi.useGetPublicPixChargeQuery(token, {
    refetchOnMountOrArgChange: true,
    pollingInterval: waiting ? WAITING_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
}
