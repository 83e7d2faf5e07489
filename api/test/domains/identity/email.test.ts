import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { emailChangeCodes } from '../../../src/db/schema';
import {
  EXPIRED_EMAIL_CODE_MESSAGE,
  NO_PENDING_EMAIL_CHANGE_MESSAGE,
  SAME_EMAIL_MESSAGE,
  WRONG_EMAIL_CODE_MESSAGE,
} from '../../../src/domains/identity/services/email-change-service';
import { EMAIL_TAKEN_MESSAGE } from '../../../src/domains/identity/services/sign-up-service';
import { bearer, build, createUser, lastMail, readOutbox, signIn, uniqueEmail } from '../../helper';
import { expectError, expectStatus } from '../setup/setup-fixtures';

let app: App;

before(async () => {
  app = await build();
});

after(async () => {
  await app.close();
});

const requestCode = (token: string, email: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/users/email/code',
    headers: bearer(token),
    payload: { email },
  });

const confirm = (token: string, code: string) =>
  app.inject({ method: 'POST', url: '/v1/users/email', headers: bearer(token), payload: { code } });

const profileEmail = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/v1/users/profile', headers: bearer(token) })).json<{
    email: string;
  }>().email;

async function signedIn() {
  const user = await createUser(app);
  return { ...user, token: await signIn(app, user.email, user.password) };
}

async function codeFor(email: string): Promise<string> {
  const code = (await lastMail(app, email, 'email-change-code')).data.code;
  assert.match(code ?? '', /^\d{6}$/);
  return code!;
}

/** Another code than the one e-mailed, so a "wrong code" test cannot pass by luck. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /v1/users/email/code and POST /v1/users/email', () => {
  test('should send a code to the new address only, and change the e-mail when it comes back', async () => {
    const user = await signedIn();
    const next = uniqueEmail('novo');
    expectStatus(await requestCode(user.token, `  ${next.toUpperCase()} `), 204);
    assert.equal((await readOutbox(app, user.email)).length, 0);
    // Nothing changes until the code is confirmed.
    assert.equal(await profileEmail(user.token), user.email);

    const response = await confirm(user.token, await codeFor(next));
    expectStatus(response, 200);
    assert.equal(response.json<{ email: string }>().email, next);
    assert.equal(await profileEmail(user.token), next);
    // The new address signs in; the old one no longer does.
    await signIn(app, next, user.password);
    const old = await app.inject({
      method: 'POST',
      url: '/v1/auth/sign-in',
      payload: { email: user.email, password: user.password },
    });
    expectStatus(old, 401);
  });

  test('should spend the code: a second confirmation finds nothing pending', async () => {
    const user = await signedIn();
    const next = uniqueEmail('novo');
    expectStatus(await requestCode(user.token, next), 204);
    const code = await codeFor(next);
    expectStatus(await confirm(user.token, code), 200);
    expectError(await confirm(user.token, code), 400, NO_PENDING_EMAIL_CHANGE_MESSAGE);
  });

  test('should refuse a wrong code naming the field, and change nothing', async () => {
    const user = await signedIn();
    const next = uniqueEmail('novo');
    expectStatus(await requestCode(user.token, next), 204);
    const code = await codeFor(next);
    expectError(await confirm(user.token, otherThan(code)), 400, WRONG_EMAIL_CODE_MESSAGE);
    assert.equal(await profileEmail(user.token), user.email);
    // A wrong try does not burn the code.
    expectStatus(await confirm(user.token, code), 200);
  });

  test('should say the code expired after its 15 minutes', async () => {
    const user = await signedIn();
    const next = uniqueEmail('novo');
    expectStatus(await requestCode(user.token, next), 204);
    const code = await codeFor(next);
    await app.db
      .update(emailChangeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailChangeCodes.userId, user.userId));
    expectError(await confirm(user.token, code), 400, EXPIRED_EMAIL_CODE_MESSAGE);
    assert.equal(await profileEmail(user.token), user.email);
  });

  test('should burn the code after five wrong tries, even for the right one', async () => {
    const user = await signedIn();
    const next = uniqueEmail('novo');
    expectStatus(await requestCode(user.token, next), 204);
    const code = await codeFor(next);
    for (let i = 0; i < 5; i++) {
      expectError(await confirm(user.token, otherThan(code)), 400, WRONG_EMAIL_CODE_MESSAGE);
    }
    expectError(await confirm(user.token, code), 400, EXPIRED_EMAIL_CODE_MESSAGE);
    assert.equal(await profileEmail(user.token), user.email);
  });

  test('should keep only the newest request: the first code no longer works', async () => {
    const user = await signedIn();
    const first = uniqueEmail('primeiro');
    const second = uniqueEmail('segundo');
    expectStatus(await requestCode(user.token, first), 204);
    const firstCode = await codeFor(first);
    expectStatus(await requestCode(user.token, second), 204);
    const secondCode = await codeFor(second);
    if (firstCode !== secondCode) {
      expectError(await confirm(user.token, firstCode), 400, WRONG_EMAIL_CODE_MESSAGE);
    }
    expectStatus(await confirm(user.token, secondCode), 200);
    assert.equal(await profileEmail(user.token), second);
  });

  test('should refuse an address another account uses, and the current one', async () => {
    const user = await signedIn();
    const other = await createUser(app);
    expectError(await requestCode(user.token, other.email.toUpperCase()), 409, EMAIL_TAKEN_MESSAGE);
    expectError(await requestCode(user.token, user.email), 400, SAME_EMAIL_MESSAGE);
    assert.equal((await readOutbox(app, other.email)).length, 0);
  });

  test('should refuse at confirmation an address someone took after the code was sent', async () => {
    const user = await signedIn();
    const rival = await signedIn();
    const contested = uniqueEmail('disputado');
    expectStatus(await requestCode(user.token, contested), 204);
    const userCode = await codeFor(contested);
    expectStatus(await requestCode(rival.token, contested), 204);
    const rivalCode = (await readOutbox(app, contested)).at(-1)!.data.code!;
    expectStatus(await confirm(rival.token, rivalCode), 200);
    expectError(await confirm(user.token, userCode), 409, EMAIL_TAKEN_MESSAGE);
    assert.equal(await profileEmail(user.token), user.email);
  });

  test('should refuse an invalid address or code format with the field named', async () => {
    const user = await signedIn();
    expectError(await requestCode(user.token, 'não-é-email'), 400, /'email'/);
    expectError(await confirm(user.token, '12a456'), 400, /'code'.*6 dígitos/);
  });

  test('should answer 401 without a token', async () => {
    expectStatus(
      await app.inject({
        method: 'POST',
        url: '/v1/users/email/code',
        payload: { email: 'a@b.co' },
      }),
      401,
    );
    expectStatus(
      await app.inject({ method: 'POST', url: '/v1/users/email', payload: { code: '123456' } }),
      401,
    );
  });
});
