import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { COMPANY_HEADER, STRONG_PASSWORD_MESSAGE } from 'shared/contracts';
import type {
  InvitationList,
  InvitationPreview,
  MemberList,
  SignInResponse,
} from 'shared/contracts';
import type { App } from '../../../src/app';
import { memberships } from '../../../src/db/schema';
import { ROLE_NOT_ALLOWED_MESSAGE } from '../../../src/plugins/authentication';
import {
  ALREADY_MEMBER_MESSAGE,
  EXPIRED_INVITATION_MESSAGE,
  INVALID_INVITATION_MESSAGE,
  USED_INVITATION_MESSAGE,
  INVITATION_FOR_ANOTHER_EMAIL_MESSAGE,
  INVITED_EMAIL_HAS_ACCOUNT_MESSAGE,
} from '../../../src/domains/companies/services/invitation-service';
import { ONLY_OWNERS_MANAGE_OWNERS_MESSAGE } from '../../../src/domains/companies/services/member-service';
import { hashToken } from '../../../src/adapters/secrets';
import { bearer, build, createUser, lastMail, rowCounts, signIn, uniqueEmail } from '../../helper';
import type { Tenant } from '../setup/setup-fixtures';
import { createTenant, expectError, expectStatus } from '../setup/setup-fixtures';
import { sql } from 'drizzle-orm';

const URL = '/v1/companies/invitations';
const LINKS = '/v1/auth/invitations';

let app: App;

before(async () => {
  app = await build();
});

after(async () => {
  await app.close();
});

/** Invites as the tenant and returns the token the e-mailed link carries. */
async function invite(tenant: Tenant, email: string, role = 'viewer'): Promise<string> {
  expectStatus(await tenant.call('POST', URL, { email, role }), 201);
  const link = (await lastMail(app, email.toLowerCase(), 'invitation')).data.link!;
  assert.match(link, /\/convite\/[A-Za-z0-9_-]{43}$/);
  return link.slice(link.lastIndexOf('/') + 1);
}

async function pending(tenant: Tenant): Promise<InvitationList['data']> {
  const response = await tenant.call('GET', URL);
  expectStatus(response, 200);
  return response.json<InvitationList>().data;
}

async function memberIds(tenant: Tenant): Promise<string[]> {
  const response = await tenant.call('GET', '/v1/companies/members');
  return response.json<MemberList>().data.map((m) => m.user_id);
}

describe('POST /v1/companies/invitations', () => {
  test('should e-mail a link, keep only its hash, and list it as pending', async () => {
    const tenant = await createTenant(app);
    const email = uniqueEmail('convidado');
    const token = await invite(tenant, email, 'finance');
    const list = await pending(tenant);
    assert.deepEqual(
      list.map((i) => [i.email, i.role]),
      [[email, 'finance']],
    );
    const stored = await app.database.rows<{ token_hash: string }>(
      sql`select token_hash from invitations where company_id = ${tenant.companyId}`,
    );
    assert.deepEqual(stored, [{ token_hash: hashToken(token) }]);
  });

  test('should replace the pending invitation to the same address', async () => {
    const tenant = await createTenant(app);
    const email = uniqueEmail('convidado');
    const first = await invite(tenant, email, 'viewer');
    await invite(tenant, email.toUpperCase(), 'admin');
    assert.deepEqual(
      (await pending(tenant)).map((i) => i.role),
      ['admin'],
    );
    expectError(
      await app.inject({ method: 'GET', url: `${LINKS}/${first}` }),
      400,
      INVALID_INVITATION_MESSAGE,
    );
  });

  test('should refuse an e-mail that is already a member with a 409, and send nothing', async () => {
    const tenant = await createTenant(app);
    const member = await createUser(app, { companyCount: 0 });
    await app.db
      .insert(memberships)
      .values({ companyId: tenant.companyId, userId: member.userId, role: 'finance' });
    const before = await rowCounts(app);
    expectError(
      await tenant.call('POST', URL, { email: member.email, role: 'viewer' }),
      409,
      ALREADY_MEMBER_MESSAGE,
    );
    assert.deepEqual(await rowCounts(app), before);
    assert.deepEqual(await pending(tenant), []);
  });

  test('should refuse a bad e-mail or role with 400', async () => {
    const tenant = await createTenant(app);
    expectStatus(await tenant.call('POST', URL, { email: 'não é e-mail', role: 'viewer' }), 400);
    expectStatus(await tenant.call('POST', URL, { email: uniqueEmail(), role: 'member' }), 400);
    assert.deepEqual(await pending(tenant), []);
  });

  test('should not let an admin invite an owner', async () => {
    const tenant = await createTenant(app);
    const admin = await createUser(app, { companyCount: 0 });
    await app.db
      .insert(memberships)
      .values({ companyId: tenant.companyId, userId: admin.userId, role: 'admin' });
    const token = await signIn(app, admin.email, admin.password);
    const headers = { ...bearer(token), [COMPANY_HEADER]: tenant.companyId };
    const response = await app.inject({
      method: 'POST',
      url: URL,
      headers,
      payload: { email: uniqueEmail(), role: 'owner' },
    });
    expectError(response, 403, ONLY_OWNERS_MANAGE_OWNERS_MESSAGE);
    assert.deepEqual(await pending(tenant), []);
  });

  test('should refuse a viewer calling it directly, and create nothing', async () => {
    const tenant = await createTenant(app);
    const viewer = await createUser(app, { companyCount: 0 });
    await app.db
      .insert(memberships)
      .values({ companyId: tenant.companyId, userId: viewer.userId, role: 'viewer' });
    const token = await signIn(app, viewer.email, viewer.password);
    const response = await app.inject({
      method: 'POST',
      url: URL,
      headers: { ...bearer(token), [COMPANY_HEADER]: tenant.companyId },
      payload: { email: uniqueEmail(), role: 'viewer' },
    });
    expectError(response, 403, ROLE_NOT_ALLOWED_MESSAGE);
    assert.deepEqual(await pending(tenant), []);
  });
});

describe('DELETE /v1/companies/invitations/:id', () => {
  test('should cancel the invitation: its link stops working', async () => {
    const tenant = await createTenant(app);
    const token = await invite(tenant, uniqueEmail());
    const [invitation] = await pending(tenant);
    expectStatus(await tenant.call('DELETE', `${URL}/${invitation!.id}`), 204);
    assert.deepEqual(await pending(tenant), []);
    expectError(
      await app.inject({ method: 'GET', url: `${LINKS}/${token}` }),
      400,
      INVALID_INVITATION_MESSAGE,
    );
    expectStatus(await tenant.call('DELETE', `${URL}/${invitation!.id}`), 404);
  });

  test('should not cancel another company’s invitation', async () => {
    const tenant = await createTenant(app);
    const other = await createTenant(app);
    await invite(other, uniqueEmail());
    const [invitation] = await pending(other);
    expectStatus(await tenant.call('DELETE', `${URL}/${invitation!.id}`), 404);
    assert.equal((await pending(other)).length, 1);
  });
});

describe('the invitation link', () => {
  test('should show the company and role, and that the address has no account yet', async () => {
    const tenant = await createTenant(app);
    const email = uniqueEmail();
    const token = await invite(tenant, email, 'finance');
    const response = await app.inject({ method: 'GET', url: `${LINKS}/${token}` });
    expectStatus(response, 200);
    assert.deepEqual(response.json<InvitationPreview>(), {
      company_name: 'Empresa de Teste 1',
      email,
      role: 'finance',
      account_exists: false,
    });
  });

  test('should sign an unknown address up into the company, once', async () => {
    const tenant = await createTenant(app);
    const email = uniqueEmail();
    const token = await invite(tenant, email, 'viewer');
    const body = { token, name: 'Pessoa Convidada', password: 'Senha-Forte-123' };
    const response = await app.inject({ method: 'POST', url: `${LINKS}/sign-up`, payload: body });
    expectStatus(response, 201);
    const { access_token } = response.json<SignInResponse>();
    const members = await app.inject({
      method: 'GET',
      url: '/v1/companies/members',
      headers: { ...bearer(access_token), [COMPANY_HEADER]: tenant.companyId },
    });
    const joined = members.json<MemberList>().data.find((m) => m.email === email);
    assert.equal(joined?.role, 'viewer');
    assert.deepEqual(await pending(tenant), []);
    const before = await rowCounts(app);
    expectError(
      await app.inject({ method: 'POST', url: `${LINKS}/sign-up`, payload: body }),
      400,
      USED_INVITATION_MESSAGE,
    );
    assert.deepEqual(await rowCounts(app), before);
  });

  test('should refuse a weak password and change nothing', async () => {
    const tenant = await createTenant(app);
    const token = await invite(tenant, uniqueEmail());
    const before = await rowCounts(app);
    const response = await app.inject({
      method: 'POST',
      url: `${LINKS}/sign-up`,
      payload: { token, name: 'Pessoa', password: 'fraca' },
    });
    expectError(response, 400, new RegExp(STRONG_PASSWORD_MESSAGE));
    assert.deepEqual(await rowCounts(app), before);
    assert.equal((await pending(tenant)).length, 1);
  });

  test('should let a known, signed-in user join with a new token naming the company', async () => {
    const tenant = await createTenant(app);
    const person = await createUser(app);
    const token = await invite(tenant, person.email, 'finance');
    const preview = await app.inject({ method: 'GET', url: `${LINKS}/${token}` });
    assert.equal(preview.json<InvitationPreview>().account_exists, true);
    expectError(
      await app.inject({
        method: 'POST',
        url: `${LINKS}/sign-up`,
        payload: { token, name: 'Outra', password: 'Senha-Forte-123' },
      }),
      409,
      INVITED_EMAIL_HAS_ACCOUNT_MESSAGE,
    );
    const session = await signIn(app, person.email, person.password);
    const response = await app.inject({
      method: 'POST',
      url: `${LINKS}/accept`,
      headers: bearer(session),
      payload: { token },
    });
    expectStatus(response, 200);
    const { access_token } = response.json<SignInResponse>();
    const claims = JSON.parse(
      Buffer.from(access_token.split('.')[1]!, 'base64url').toString('utf8'),
    ) as { company_id: string; memberOf: { company_id: string; role: string }[] };
    assert.equal(claims.company_id, tenant.companyId);
    assert.ok(
      claims.memberOf.some((m) => m.company_id === tenant.companyId && m.role === 'finance'),
    );
    assert.ok((await memberIds(tenant)).includes(person.userId));
  });

  test('should refuse a signed-in user whose e-mail is not the invited one', async () => {
    const tenant = await createTenant(app);
    const token = await invite(tenant, uniqueEmail());
    const stranger = await createUser(app);
    const session = await signIn(app, stranger.email, stranger.password);
    expectError(
      await app.inject({
        method: 'POST',
        url: `${LINKS}/accept`,
        headers: bearer(session),
        payload: { token },
      }),
      403,
      INVITATION_FOR_ANOTHER_EMAIL_MESSAGE,
    );
    assert.ok(!(await memberIds(tenant)).includes(stranger.userId));
  });

  test('should say a link was already used once its invitation is accepted', async () => {
    const tenant = await createTenant(app);
    const guest = await createUser(app);
    const token = await invite(tenant, guest.email);
    const guestToken = await signIn(app, guest.email, guest.password);
    const accept = () =>
      app.inject({
        method: 'POST',
        url: `${LINKS}/accept`,
        headers: bearer(guestToken),
        payload: { token },
      });
    expectStatus(await accept(), 200);
    expectError(
      await app.inject({ method: 'GET', url: `${LINKS}/${token}` }),
      400,
      USED_INVITATION_MESSAGE,
    );
    expectError(await accept(), 400, USED_INVITATION_MESSAGE);
  });

  test('should refuse an unknown or expired token', async () => {
    const tenant = await createTenant(app);
    const token = await invite(tenant, uniqueEmail());
    await app.database.rows(
      sql`update invitations set expires_at = now() - interval '1 minute' where company_id = ${tenant.companyId}`,
    );
    for (const [t, message] of [
      [token, EXPIRED_INVITATION_MESSAGE],
      ['x'.repeat(43), INVALID_INVITATION_MESSAGE],
    ] as const) {
      expectError(await app.inject({ method: 'GET', url: `${LINKS}/${t}` }), 400, message);
    }
  });
});
