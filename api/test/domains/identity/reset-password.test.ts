import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { STRONG_PASSWORD_MESSAGE } from 'shared/contracts';
import type { App } from '../../../src/app';
import { passwordResetTokens, users } from '../../../src/db/schema';
import type { Fixture } from '../../helper';
import { build, createUser, lastMail, readOutbox, rowCounts, uniqueEmail } from '../../helper';

const UNKNOWN_EMAIL = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'Não foi possivel validar o e-mail',
};
const INVALID_LINK = {
  statusCode: 400,
  error: 'Bad Request',
  message: 'Este link de redefinição é inválido ou expirou.',
};
const NEW_PASSWORD = 'Nova-Senha-2025';

let app: App;

before(async () => {
  app = await build();
});

after(async () => {
  await app.close();
});

const requestReset = (payload: unknown, target = app, remoteAddress?: string) =>
  target.inject({
    method: 'POST',
    url: '/v1/auth/reset-password',
    payload: payload as object,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const confirm = (payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/v1/auth/reset-password/confirm',
    payload: payload as object,
  });

const signInStatus = async (email: string, password: string) =>
  (await app.inject({ method: 'POST', url: '/v1/auth/sign-in', payload: { email, password } }))
    .statusCode;

/** Asks for a link and returns the token it carries. */
async function resetToken(user: Fixture): Promise<string> {
  const response = await requestReset({ email: user.email });
  assert.equal(response.statusCode, 204, response.body);
  const link = (await lastMail(app, user.email, 'reset-password')).data.link!;
  return link.slice(link.lastIndexOf('/') + 1);
}

async function refusedWithoutWriting(request: () => ReturnType<typeof confirm>) {
  const before = await rowCounts(app);
  const mailsBefore = (await readOutbox(app)).length;
  const response = await request();
  assert.ok(response.statusCode >= 400 && response.statusCode < 500, response.body);
  assert.deepEqual(await rowCounts(app), before, 'no row written or deleted');
  assert.equal((await readOutbox(app)).length, mailsBefore, 'no e-mail sent');
  return response;
}

describe('POST /v1/auth/reset-password', () => {
  test('should answer 204 and e-mail a single link to /reset/:token, keeping only its hash', async () => {
    const user = await createUser(app);
    const response = await requestReset({ email: user.email });
    assert.equal(response.statusCode, 204);
    assert.equal(response.body, '');

    const mail = await lastMail(app, user.email, 'reset-password');
    assert.equal(mail.subject, 'Redefinição de senha do Fluxo');
    const link = mail.data.link!;
    assert.match(link, /^http:\/\/fluxo\.test\/reset\/[A-Za-z0-9_-]{43}$/);
    assert.ok(mail.text.includes(link), 'the link is in the text');
    assert.ok(mail.html.includes(`href="${link}"`), 'the button opens the link');
    assert.match(mail.text, /1 hora/);

    const token = link.slice(link.lastIndexOf('/') + 1);
    const rows = await app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.userId));
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.tokenHash, createHash('sha256').update(token).digest('hex'));
    const minutes = (rows[0]!.expiresAt.getTime() - Date.now()) / 60_000;
    assert.ok(minutes > 59 && minutes <= 60, `expires in 1 hour (${minutes})`);
  });

  test('should ignore the case and surrounding spaces of the e-mail', async () => {
    const user = await createUser(app);
    const response = await requestReset({ email: ` ${user.email.toUpperCase()}  ` });
    assert.equal(response.statusCode, 204);
    assert.ok(await lastMail(app, user.email, 'reset-password'));
  });

  test('should be a 401 with the SPEC message for an unknown e-mail, writing nothing', async () => {
    const response = await refusedWithoutWriting(() => requestReset({ email: uniqueEmail() }));
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), UNKNOWN_EMAIL);
  });

  test('should answer a deactivated account like an unknown e-mail', async () => {
    const inactive = await createUser(app, { active: false });
    const response = await refusedWithoutWriting(() => requestReset({ email: inactive.email }));
    assert.deepEqual(response.json(), UNKNOWN_EMAIL);
  });

  for (const [what, payload, message] of [
    ['a missing e-mail', {}, "O campo 'email' é obrigatório."],
    ['a malformed e-mail', { email: 'demo' }, "O campo 'email' deve ser um e-mail válido."],
    ['a list as e-mail', { email: ['a@b.co'] }, "O campo 'email' deve ser um texto."],
  ] as const) {
    test(`should answer ${what} with a 400 naming the field`, async () => {
      const response = await refusedWithoutWriting(() => requestReset(payload));
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, message);
    });
  }
});

describe('POST /v1/auth/reset-password/confirm', () => {
  test('should set the new password: the old one stops working, the new one works', async () => {
    const user = await createUser(app);
    const token = await resetToken(user);
    const response = await confirm({ token, password: NEW_PASSWORD });
    assert.equal(response.statusCode, 204);
    assert.equal(response.body, '');
    assert.equal(await signInStatus(user.email, user.password), 401);
    assert.equal(await signInStatus(user.email, NEW_PASSWORD), 200);
    const [row] = await app.db.select().from(users).where(eq(users.id, user.userId));
    assert.match(row?.passwordHash ?? '', /^\$argon2id\$/);
    assert.ok(row?.emailVerifiedAt, 'opening the link proved the e-mail');
  });

  test('should refuse a link used once already', async () => {
    const user = await createUser(app);
    const token = await resetToken(user);
    assert.equal((await confirm({ token, password: NEW_PASSWORD })).statusCode, 204);
    const again = await refusedWithoutWriting(() => confirm({ token, password: 'Outra-Senha-3' }));
    assert.deepEqual(again.json(), INVALID_LINK);
    assert.equal(await signInStatus(user.email, NEW_PASSWORD), 200);
  });

  test('should burn every other open link of the user', async () => {
    const user = await createUser(app);
    const first = await resetToken(user);
    const second = await resetToken(user);
    assert.equal((await confirm({ token: second, password: NEW_PASSWORD })).statusCode, 204);
    assert.deepEqual(
      (await confirm({ token: first, password: 'Outra-Senha-3' })).json(),
      INVALID_LINK,
    );
  });

  test('should refuse an expired link and leave the password alone', async () => {
    const user = await createUser(app);
    const token = await resetToken(user);
    await app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.userId));
    const response = await refusedWithoutWriting(() => confirm({ token, password: NEW_PASSWORD }));
    assert.deepEqual(response.json(), INVALID_LINK);
    assert.equal(await signInStatus(user.email, user.password), 200);
  });

  test('should refuse a link of a deactivated account', async () => {
    const user = await createUser(app);
    const token = await resetToken(user);
    await app.db.update(users).set({ active: false }).where(eq(users.id, user.userId));
    assert.deepEqual((await confirm({ token, password: NEW_PASSWORD })).json(), INVALID_LINK);
  });

  test('should refuse unknown, tampered and malformed tokens alike', async () => {
    const user = await createUser(app);
    const token = await resetToken(user);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      tampered,
      randomBytes(32).toString('base64url'),
      'abc',
      `${token}=`,
      "' or '1'='1",
      createHash('sha256').update(token).digest('hex'),
    ]) {
      const response = await refusedWithoutWriting(() =>
        confirm({ token: bad, password: NEW_PASSWORD }),
      );
      assert.equal(response.statusCode, 400, bad);
      assert.deepEqual(response.json(), INVALID_LINK);
    }
    assert.equal(await signInStatus(user.email, user.password), 200, 'password unchanged');
    assert.equal((await confirm({ token, password: NEW_PASSWORD })).statusCode, 204);
  });

  for (const [what, payload, message] of [
    [
      'a weak password',
      { token: 'x'.repeat(43), password: 'senhafraca' },
      `O campo 'password' é inválido: ${STRONG_PASSWORD_MESSAGE}`,
    ],
    [
      'a huge password',
      { token: 'x'.repeat(43), password: `Aa1${'x'.repeat(10_000)}` },
      "O campo 'password' é inválido: A senha pode ter no máximo 128 caracteres",
    ],
    [
      'a huge token',
      { token: 'x'.repeat(100_000), password: NEW_PASSWORD },
      "O campo 'token' deve ter no máximo 512 caracteres.",
    ],
    ['a missing token', { password: NEW_PASSWORD }, "O campo 'token' é obrigatório."],
    [
      'a number as token',
      { token: 12, password: NEW_PASSWORD },
      "O campo 'token' deve ser um texto.",
    ],
  ] as const) {
    test(`should answer ${what} with a 400 naming the field`, async () => {
      const response = await refusedWithoutWriting(() => confirm(payload));
      assert.equal(response.statusCode, 400);
      assert.ok(response.json().message.startsWith(message), response.json().message);
      assert.doesNotMatch(response.body, /senhafraca|Nova-Senha/);
    });
  }
});

describe('reset rate limits', () => {
  test('should limit requests per e-mail, known or not, so 401s cannot list accounts', async (t) => {
    const limited = await build(t, { env: { RESET_PASSWORD_RATE_LIMIT: '2' } });
    const user = await createUser(limited);
    assert.equal((await requestReset({ email: user.email }, limited, '10.0.1.1')).statusCode, 204);
    assert.equal((await requestReset({ email: user.email }, limited, '10.0.1.2')).statusCode, 204);
    const before = await rowCounts(limited);
    const blocked = await requestReset({ email: user.email }, limited, '10.0.1.3');
    assert.equal(blocked.statusCode, 429);
    assert.match(
      blocked.json().message,
      /^Muitas tentativas\. Aguarde \d+ segundos? e tente novamente\.$/,
    );
    assert.deepEqual(await rowCounts(limited), before);

    const unknown = uniqueEmail();
    assert.equal((await requestReset({ email: unknown }, limited)).statusCode, 401);
    assert.equal((await requestReset({ email: unknown }, limited)).statusCode, 401);
    assert.equal((await requestReset({ email: unknown }, limited)).statusCode, 429);
  });

  test('should limit requests per client address across e-mails', async (t) => {
    const limited = await build(t, { env: { EMAIL_IP_RATE_LIMIT: '3' } });
    for (let i = 0; i < 3; i++) {
      const response = await requestReset({ email: uniqueEmail() }, limited, '10.0.2.1');
      assert.equal(response.statusCode, 401);
    }
    const blocked = await requestReset({ email: uniqueEmail() }, limited, '10.0.2.1');
    assert.equal(blocked.statusCode, 429);
    assert.ok(blocked.headers['retry-after']);
    assert.equal(
      (await requestReset({ email: uniqueEmail() }, limited, '10.0.2.2')).statusCode,
      401,
      'another address is not affected',
    );
  });

  test('should limit confirmations per client address', async (t) => {
    const limited = await build(t, { env: { SIGN_IN_RATE_LIMIT: '2' } });
    const attempt = () =>
      limited.inject({
        method: 'POST',
        url: '/v1/auth/reset-password/confirm',
        payload: { token: randomBytes(32).toString('base64url'), password: NEW_PASSWORD },
      });
    assert.equal((await attempt()).statusCode, 400);
    assert.equal((await attempt()).statusCode, 400);
    assert.equal((await attempt()).statusCode, 429);
  });
});
