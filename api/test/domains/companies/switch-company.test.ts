import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { decodeJwt } from 'jose';
import { COMPANY_HEADER, signInResponseSchema, tokenPayloadSchema } from 'shared/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { users } from '../../../src/db/schema';
import type { Fixture } from '../../helper';
import { bearer, build, createUser, signIn } from '../../helper';

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

function switchTo(companyId: unknown, accessToken = token) {
  return app.inject({
    method: 'POST',
    url: '/v1/auth/switch-company',
    headers: { ...bearer(accessToken), [COMPANY_HEADER]: user.companyIds[0]! },
    payload: { company_id: companyId },
  });
}

describe('POST /v1/auth/switch-company', () => {
  test('should issue a new token whose active company is the chosen one', async () => {
    const target = user.companyIds[1]!;
    assert.equal(tokenPayloadSchema.parse(decodeJwt(token)).company_id, user.companyIds[0]);
    const response = await switchTo(target);
    assert.equal(response.statusCode, 200);
    const body = signInResponseSchema.parse(response.json());
    assert.equal(body.id, user.userId);
    const claims = tokenPayloadSchema.parse(decodeJwt(body.access_token));
    assert.equal(claims.company_id, target);
    assert.deepEqual(new Set(claims.memberOf.map((m) => m.company_id)), new Set(user.companyIds));

    // The new token opens the new company's routes.
    const company = await app.inject({
      method: 'GET',
      url: `/v1/companies/${target}`,
      headers: { ...bearer(body.access_token), [COMPANY_HEADER]: target },
    });
    assert.equal(company.statusCode, 200);
  });

  test('should be a 403 for a company the user is not a member of', async () => {
    const response = await switchTo(stranger.companyIds[0]);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), {
      statusCode: 403,
      error: 'Forbidden',
      message: 'Você não tem acesso a esta empresa.',
    });
  });

  test('should be a 400 for something that is not a company id', async () => {
    const response = await switchTo('abc');
    assert.equal(response.statusCode, 400);
    assert.equal(
      response.json().message,
      "O campo 'company_id' deve ser um identificador (UUID) válido.",
    );
  });

  test('should need a token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/auth/switch-company',
      payload: { company_id: user.companyIds[1] },
    });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().message, 'missing or malformed JWT');
  });

  test('should end the session of a deactivated account', async () => {
    const leaving = await createUser(app, { companyCount: 2 });
    const leavingToken = await signIn(app, leaving.email, leaving.password);
    await app.db.update(users).set({ active: false }).where(eq(users.id, leaving.userId));
    const response = await switchTo(leaving.companyIds[1], leavingToken);
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().message, 'missing or malformed JWT');
  });
});
