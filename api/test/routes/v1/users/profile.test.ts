import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { userProfileSchema } from 'shared/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '../../../../src/app';
import { users } from '../../../../src/db/schema';
import { DEMO_USER } from '../../../../src/db/seed';
import { bearer, build, createUser, signIn } from '../../../helper';

let app: App;

before(async () => {
  app = await build();
});

after(async () => {
  await app.close();
});

describe('GET /v1/users/profile', () => {
  test("should return the token's user with their companies", async () => {
    const token = await signIn(app, DEMO_USER.email, DEMO_USER.password);
    const response = await app.inject({
      method: 'GET',
      url: '/v1/users/profile',
      headers: bearer(token),
    });
    assert.equal(response.statusCode, 200);
    const profile = userProfileSchema.parse(response.json());
    assert.equal(profile.name, 'Demo Fluxo');
    assert.equal(profile.email, 'demo@fluxo.dev');
    assert.equal(profile.active, true);
    assert.equal(profile.avatar, null);
    assert.equal(profile.member_of.length, 2);
    assert.ok(profile.member_of.every((m) => m.role === 'owner'));
    assert.deepEqual(Object.keys(response.json()).sort(), [
      'active',
      'avatar',
      'email',
      'id',
      'member_of',
      'name',
      'role',
    ]);
    assert.doesNotMatch(response.body, /argon2|password/);
  });

  test('should be a 404 when the account no longer exists', async () => {
    const gone = await createUser(app);
    const token = await signIn(app, gone.email, gone.password);
    await app.db.delete(users).where(eq(users.id, gone.userId));
    const response = await app.inject({
      method: 'GET',
      url: '/v1/users/profile',
      headers: bearer(token),
    });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), {
      statusCode: 404,
      error: 'Not Found',
      message: 'Usuário não encontrado.',
    });
  });

  test('should need a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/users/profile' });
    assert.equal(response.statusCode, 401);
  });
});
