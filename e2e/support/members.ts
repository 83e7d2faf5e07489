import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { latestMail } from './outbox';

/** A person the demo owner invites, who signs up through the invitation's link. */
export interface Invitee {
  email: string;
  name: string;
  password: string;
}

/**
 * A finance member of the owner's company: invited by the owner, signed up through the
 * invitation's link; answers the headers to call the API as them.
 */
export async function joinAsFinance(
  request: APIRequestContext,
  ownerHeaders: Record<string, string>,
  person: Invitee,
): Promise<Record<string, string>> {
  const invited = await request.post('/v1/companies/invitations', {
    headers: ownerHeaders,
    data: { email: person.email, role: 'finance' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const { link } = (await latestMail(person.email, 'invitation')).data;
  const token = new URL(link ?? '').pathname.split('/').at(-1);
  const signedUp = await request.post('/v1/auth/invitations/sign-up', {
    data: { token, name: person.name, password: person.password },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  const { access_token: accessToken } = (await signedUp.json()) as { access_token: string };
  return { authorization: `Bearer ${accessToken}`, 'x-company-id': ownerHeaders['x-company-id']! };
}
