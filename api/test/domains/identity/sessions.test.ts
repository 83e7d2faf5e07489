import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SignJWT } from 'jose';
import { COMPANY_HEADER, SESSION_EXPIRED_MESSAGES } from 'shared/contracts';
import type { App } from '../../../src/app';
import type { Fixture } from '../../helper';
import {
  TEST_JWT_SECRET,
  bearer,
  build,
  craftToken,
  createUser,
  lastMail,
  sessionOf,
  signIn,
} from '../../helper';

// Issue 12 (and 9): a token names a server-side session that can end before the token expires.

let app: App;

before(async () => {
  app = await build();
});

after(async () => {
  await app.close();
});

const EXPIRED = { statusCode: 401, error: 'Unauthorized', message: SESSION_EXPIRED_MESSAGES[1] };

const profileStatus = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/v1/users/profile', headers: bearer(token) }))
    .statusCode;

const signOut = (token: string) =>
  app.inject({ method: 'DELETE', url: '/v1/auth/sessions/current', headers: bearer(token) });

const signOutEverywhere = (token: string) =>
  app.inject({ method: 'DELETE', url: '/v1/auth/sessions', headers: bearer(token) });

async function switchCompany(user: Fixture, token: string, companyId: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/switch-company',
    headers: { ...bearer(token), [COMPANY_HEADER]: user.companyIds[0]! },
    payload: { company_id: companyId },
  });
  return response;
}

describe('sessions', () => {
  test('should give each sign-in a session of its own', async () => {
    const user = await createUser(app);
    const first = await signIn(app, user.email, user.password);
    const second = await signIn(app, user.email, user.password);
    assert.notEqual(sessionOf(first), sessionOf(second));
  });

  test('should end only this session on sign-out, and refuse its token afterwards', async () => {
    const user = await createUser(app);
    const here = await signIn(app, user.email, user.password);
    const elsewhere = await signIn(app, user.email, user.password);

    const response = await signOut(here);
    assert.equal(response.statusCode, 204);

    const replayed = await app.inject({
      method: 'GET',
      url: '/v1/users/profile',
      headers: bearer(here),
    });
    assert.equal(replayed.statusCode, 401);
    assert.deepEqual(replayed.json(), EXPIRED);
    assert.equal(await profileStatus(elsewhere), 200, 'the other device stays signed in');
    // Signing out twice is not an error the person could act on, but the token is dead.
    assert.equal((await signOut(here)).statusCode, 401);
  });

  test('should end every session of the user, and no one else’s, on sign-out everywhere', async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const tokens = await Promise.all([1, 2, 3].map(() => signIn(app, user.email, user.password)));
    const otherToken = await signIn(app, other.email, other.password);

    assert.equal((await signOutEverywhere(tokens[0]!)).statusCode, 204);

    for (const token of tokens) assert.equal(await profileStatus(token), 401);
    assert.equal(await profileStatus(otherToken), 200);
    // A new sign-in opens a new session that works.
    assert.equal(await profileStatus(await signIn(app, user.email, user.password)), 200);
  });

  test('should keep the session across a company switch, and end both tokens together', async () => {
    const user = await createUser(app, { companyCount: 2 });
    const token = await signIn(app, user.email, user.password);
    const switched = await switchCompany(user, token, user.companyIds[1]!);
    assert.equal(switched.statusCode, 200);
    const switchedToken = switched.json<{ access_token: string }>().access_token;
    assert.equal(sessionOf(switchedToken), sessionOf(token));

    assert.equal((await signOut(switchedToken)).statusCode, 204);
    assert.equal(await profileStatus(token), 401);
    const again = await switchCompany(user, token, user.companyIds[0]!);
    assert.equal(again.statusCode, 401, 'an ended session cannot mint new tokens');
  });

  test('should end every earlier session when the password is reset', async () => {
    const user = await createUser(app);
    const before = await signIn(app, user.email, user.password);
    assert.equal(await profileStatus(before), 200);

    const request = await app.inject({
      method: 'POST',
      url: '/v1/auth/reset-password',
      payload: { email: user.email },
    });
    assert.equal(request.statusCode, 204);
    const link = (await lastMail(app, user.email, 'reset-password')).data.link!;
    const confirm = await app.inject({
      method: 'POST',
      url: '/v1/auth/reset-password/confirm',
      payload: { token: link.slice(link.lastIndexOf('/') + 1), password: 'NovaSenha123' },
    });
    assert.equal(confirm.statusCode, 204, confirm.body);

    const replayed = await app.inject({
      method: 'GET',
      url: '/v1/users/profile',
      headers: bearer(before),
    });
    assert.deepEqual(replayed.json(), EXPIRED);
    assert.equal(await profileStatus(await signIn(app, user.email, 'NovaSenha123')), 200);
  });

  test('should refuse a well-signed token that names a session of someone else', async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const otherToken = await signIn(app, other.email, other.password);
    const borrowed = await craftToken({
      sub: user.userId,
      sid: sessionOf(otherToken),
      companyId: user.companyIds[0]!,
      memberOf: user.companyIds.map((id) => ({ company_id: id, role: 'owner' as const })),
    });
    assert.equal(await profileStatus(borrowed), 401);
  });

  test('should refuse a well-signed token without a session id as malformed', async () => {
    const user = await createUser(app);
    const now = Math.floor(Date.now() / 1000);
    // Signed with the real secret, as a token of the old format would be: only `sid` is missing.
    const sessionless = await new SignJWT({
      company_id: user.companyIds[0],
      memberOf: [{ company_id: user.companyIds[0], role: 'owner' }],
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.userId)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const response = await app.inject({
      method: 'GET',
      url: '/v1/users/profile',
      headers: bearer(sessionless),
    });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json<{ message: string }>().message, SESSION_EXPIRED_MESSAGES[0]);
  });
});
