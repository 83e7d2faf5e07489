import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SESSION_EXPIRED_MESSAGES, STRONG_PASSWORD_MESSAGE } from 'shared/contracts';
import type { App } from '../../../src/app';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from '../../../src/domains/identity/services/user-service';
import { bearer, build, createUser, signIn } from '../../helper';
import { expectError, expectStatus } from '../setup/setup-fixtures';

const URL = '/v1/users/password';
const PROFILE = '/v1/users/profile';

let app: App;

before(async () => {
  app = await build();
});

after(async () => {
  await app.close();
});

const change = (token: string, payload: object) =>
  app.inject({ method: 'POST', url: URL, headers: bearer(token), payload });

const profileStatus = async (token: string) =>
  (await app.inject({ method: 'GET', url: PROFILE, headers: bearer(token) })).statusCode;

describe('POST /v1/users/password', () => {
  test('should change the password, keep this session and end every other one', async () => {
    const user = await createUser(app);
    const here = await signIn(app, user.email, user.password);
    const elsewhere = await signIn(app, user.email, user.password);
    const response = await change(here, {
      current_password: user.password,
      new_password: 'Nova-Senha-456',
    });
    expectStatus(response, 204);
    assert.equal(await profileStatus(here), 200);
    expectError(
      await app.inject({ method: 'GET', url: PROFILE, headers: bearer(elsewhere) }),
      401,
      SESSION_EXPIRED_MESSAGES[1],
    );
    await signIn(app, user.email, 'Nova-Senha-456');
    const old = await app.inject({
      method: 'POST',
      url: '/v1/auth/sign-in',
      payload: { email: user.email, password: user.password },
    });
    expectStatus(old, 401);
  });

  test('should refuse a wrong current password naming the field, and change nothing', async () => {
    const user = await createUser(app);
    const here = await signIn(app, user.email, user.password);
    const elsewhere = await signIn(app, user.email, user.password);
    expectError(
      await change(here, { current_password: 'Errada-123', new_password: 'Nova-Senha-456' }),
      400,
      WRONG_CURRENT_PASSWORD_MESSAGE,
    );
    assert.equal(await profileStatus(elsewhere), 200);
    await signIn(app, user.email, user.password);
  });

  test('should refuse a weak new password with the sign-up rule', async () => {
    const user = await createUser(app);
    const here = await signIn(app, user.email, user.password);
    expectError(
      await change(here, { current_password: user.password, new_password: 'fraca123' }),
      400,
      new RegExp(STRONG_PASSWORD_MESSAGE),
    );
    await signIn(app, user.email, user.password);
  });

  test('should answer 401 without a token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: URL,
      payload: { current_password: 'x', new_password: 'Nova-Senha-456' },
    });
    expectStatus(response, 401);
  });
});
