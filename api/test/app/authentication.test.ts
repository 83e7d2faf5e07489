import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  COMPANY_HEADER,
  SESSION_EXPIRED_MESSAGES,
  isSessionExpiredMessage,
} from 'shared/contracts';
import type { App } from '../../src/app';
import type { Fixture } from '../helper';
import { bearer, build, craftToken, createUser, sessionOf, signIn } from '../helper';

let app: App;
let user: Fixture;
let stranger: Fixture;
let token: string;

before(async () => {
  app = await build();
  user = await createUser(app, { companyCount: 2 });
  stranger = await createUser(app);
  token = await signIn(app, user.email, user.password);
});

after(async () => {
  await app.close();
});

const MALFORMED = { statusCode: 401, error: 'Unauthorized', message: 'missing or malformed JWT' };
const EXPIRED = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'token has invalid claims: token is expired',
};

function getProfile(headers: Record<string, string>) {
  return app.inject({ method: 'GET', url: '/v1/users/profile', headers });
}

function getCompany(companyId: string, headers: Record<string, string>) {
  return app.inject({ method: 'GET', url: `/v1/companies/${companyId}`, headers });
}

function memberOf(fixture: Fixture) {
  return fixture.companyIds.map((id) => ({ company_id: id, role: 'owner' as const }));
}

describe('401: the two messages the apps end the session on', () => {
  test('should use the exact strings of the shared contract', () => {
    assert.equal(MALFORMED.message, SESSION_EXPIRED_MESSAGES[0]);
    assert.equal(EXPIRED.message, SESSION_EXPIRED_MESSAGES[1]);
    assert.ok(
      isSessionExpiredMessage(MALFORMED.message) && isSessionExpiredMessage(EXPIRED.message),
    );
  });

  test('should answer a request without Authorization', async () => {
    const response = await getProfile({});
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), MALFORMED);
  });

  for (const [what, authorization] of [
    ['an empty bearer', 'Bearer '],
    ['another scheme', `Basic ${Buffer.from('demo:Demo1234').toString('base64')}`],
    ['garbage', 'Bearer not-a-jwt'],
    ['a token without the scheme', 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln'],
    ['three base64 parts that are not JSON', 'Bearer aaaa.bbbb.cccc'],
  ] as const) {
    test(`should answer ${what}`, async () => {
      const response = await getProfile({ authorization });
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), MALFORMED);
    });
  }

  test('should answer a token signed with another secret', async () => {
    const forged = await craftToken({
      sub: user.userId,
      sid: sessionOf(token),
      companyId: user.companyIds[0]!,
      memberOf: memberOf(user),
      secret: 'someone-else-s-secret-that-is-long-enough-1234',
    });
    const response = await getProfile(bearer(forged));
    assert.deepEqual(response.json(), MALFORMED);
  });

  test('should answer a tampered token (payload changed, signature kept)', async () => {
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    claims.memberOf.push({ company_id: stranger.companyIds[0], role: 'owner' });
    const tampered = [
      header,
      Buffer.from(JSON.stringify(claims)).toString('base64url'),
      signature,
    ].join('.');
    const response = await getCompany(stranger.companyIds[0]!, {
      ...bearer(tampered),
      [COMPANY_HEADER]: stranger.companyIds[0]!,
    });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), MALFORMED);
  });

  test('should refuse an unsigned token (alg none)', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
      sub: user.userId,
      company_id: user.companyIds[0],
      memberOf: memberOf(user),
      exp: Math.floor(Date.now() / 1000) + 3600,
    })}.`;
    const response = await getProfile(bearer(unsigned));
    assert.deepEqual(response.json(), MALFORMED);
  });

  test('should refuse a signed token whose payload breaks the contract', async () => {
    const outsider = await craftToken({
      sub: user.userId,
      sid: sessionOf(token),
      // The active company is not among its memberships.
      companyId: stranger.companyIds[0]!,
      memberOf: memberOf(user),
    });
    const response = await getProfile(bearer(outsider));
    assert.deepEqual(response.json(), MALFORMED);
  });

  test('should say when a genuine token has expired', async () => {
    const expired = await craftToken({
      sub: user.userId,
      sid: sessionOf(token),
      companyId: user.companyIds[0]!,
      memberOf: memberOf(user),
      expiresAt: Math.floor(Date.now() / 1000) - 10,
    });
    const response = await getProfile(bearer(expired));
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), EXPIRED);
  });

  test('should call a forged expired token malformed, not expired', async () => {
    const forged = await craftToken({
      sub: user.userId,
      sid: sessionOf(token),
      companyId: user.companyIds[0]!,
      memberOf: memberOf(user),
      expiresAt: Math.floor(Date.now() / 1000) - 10,
      secret: 'someone-else-s-secret-that-is-long-enough-1234',
    });
    const response = await getProfile(bearer(forged));
    assert.deepEqual(response.json(), MALFORMED);
  });

  test('should check the token before the body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/auth/switch-company',
      payload: { company_id: 'not-a-uuid' },
    });
    assert.deepEqual(response.json(), MALFORMED);
  });
});

describe('x-company-id on company routes', () => {
  test('should let a member through', async () => {
    const companyId = user.companyIds[1]!;
    const response = await getCompany(companyId, { ...bearer(token), [COMPANY_HEADER]: companyId });
    assert.equal(response.statusCode, 200);
  });

  test('should be a 400 when missing', async () => {
    const response = await getCompany(user.companyIds[0]!, bearer(token));
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      statusCode: 400,
      error: 'Bad Request',
      message: "O cabeçalho 'x-company-id' é obrigatório.",
    });
  });

  test('should be a 400 when it is not an id', async () => {
    const response = await getCompany(user.companyIds[0]!, {
      ...bearer(token),
      [COMPANY_HEADER]: "1' or '1'='1",
    });
    assert.equal(response.statusCode, 400);
    assert.equal(
      response.json().message,
      "O cabeçalho 'x-company-id' deve ser um identificador (UUID) válido.",
    );
  });

  test("should be a 403 for a company outside the token's memberOf", async () => {
    const foreign = stranger.companyIds[0]!;
    const response = await getCompany(foreign, { ...bearer(token), [COMPANY_HEADER]: foreign });
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), {
      statusCode: 403,
      error: 'Forbidden',
      message: 'Você não tem acesso a esta empresa.',
    });
  });

  test('should be a 403 for a company id that does not exist', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await getCompany(unknown, { ...bearer(token), [COMPANY_HEADER]: unknown });
    assert.equal(response.statusCode, 403);
  });
});
