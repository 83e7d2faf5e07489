import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { DEMO_USER } from '../../src/db/demo-user';
import { loggerOptions } from '../../src/logger';
import {
  bearer,
  build,
  lastMail,
  requestCode,
  signIn,
  signUpPayload,
  uniqueEmail,
} from '../helper';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino(loggerOptions({ logLevel: 'info' }), stream), lines };
}

test('should keep passwords, tokens and authorization headers out of the log', async (t) => {
  const { logger, lines } = capture();
  logger.info(
    {
      req: { headers: { authorization: 'Bearer abc.def.ghi', cookie: 'fluxoToken=abc' } },
      body: { email: 'a@b.c', password: 'Segredo123' },
      access_token: 'abc.def.ghi',
      user: { password_hash: '$argon2id$...', passwordHash: '$argon2id$...' },
      verification_token: 'vt-secret-1',
      credentials: 'google.id.token',
      row: { code_hash: 'ch-secret', token_hash: 'th-secret', verificationTokenHash: 'vh-secret' },
    },
    'something happened',
  );
  const text = JSON.stringify(lines);
  assert.doesNotMatch(
    text,
    /abc\.def\.ghi|Segredo123|argon2id|fluxoToken|vt-secret|google\.id\.token|-secret/,
  );
  assert.match(text, /\[redacted\]/);

  // And through a real app: sign-in and an authenticated call.
  const app = await build(t, { loggerInstance: logger });
  const token = await signIn(app, DEMO_USER.email, DEMO_USER.password);
  await app.inject({ method: 'GET', url: '/v1/users/profile', headers: bearer(token) });
  const all = JSON.stringify(lines);
  assert.doesNotMatch(all, new RegExp(DEMO_USER.password));
  assert.doesNotMatch(all, new RegExp(token.split('.')[2]!));
});

test('should log a 500 with its cause and request context, and nothing of it in the reply', async (t) => {
  const { logger, lines } = capture();
  const app = await build(t, { loggerInstance: logger });
  app.get('/v1/test/boom/:id', async () => {
    throw new Error('relation "ledger" does not exist');
  });
  const response = await app.inject({ method: 'GET', url: '/v1/test/boom/42?x=1' });
  assert.equal(response.statusCode, 500);
  const entry = lines.find((line) => line.msg === 'request failed');
  assert.ok(entry, 'logged');
  assert.equal(entry.level, 50);
  assert.match(JSON.stringify(entry.err), /relation \\"ledger\\" does not exist/);
  assert.deepEqual(entry.request, {
    method: 'GET',
    path: '/v1/test/boom/42',
    params: { id: '42' },
    route: '/v1/test/boom/:id',
  });
  assert.doesNotMatch(response.body, /ledger/);
});

test('should keep codes, verification and reset tokens and passwords out of the log in every identity flow', async (t) => {
  const { logger, lines } = capture();
  const app = await build(t, { loggerInstance: logger });
  const email = uniqueEmail();
  const code = await requestCode(app, email);
  const verified = await app.inject({
    method: 'POST',
    url: '/v1/auth/sign-up/verify',
    payload: { email, code },
  });
  const verificationToken: string = verified.json().verification_token;
  const payload = signUpPayload(verificationToken);
  assert.equal(
    (await app.inject({ method: 'POST', url: '/v1/auth/sign-up', payload })).statusCode,
    201,
  );
  // Refused requests too: their bodies hold the same secrets.
  await app.inject({ method: 'POST', url: '/v1/auth/sign-up', payload });
  await app.inject({
    method: 'POST',
    url: '/v1/auth/sign-up/verify',
    payload: { email, code },
  });
  await app.inject({ method: 'POST', url: '/v1/auth/reset-password', payload: { email } });
  const link = (await lastMail(app, email, 'reset-password')).data.link!;
  const resetToken = link.slice(link.lastIndexOf('/') + 1);
  const newPassword = 'Outra-Senha-Boa-9';
  await app.inject({
    method: 'POST',
    url: '/v1/auth/reset-password/confirm',
    payload: { token: resetToken, password: newPassword },
  });
  await app.inject({
    method: 'POST',
    url: '/v1/auth/reset-password/confirm',
    payload: { token: resetToken, password: newPassword },
  });
  await app.inject({
    method: 'POST',
    url: '/v1/auth/sign-in/google',
    payload: { credentials: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' },
  });

  const all = JSON.stringify(lines);
  assert.ok(lines.some((l) => l.msg === 'e-mail written to the outbox' && l.to === email));
  for (const secret of [
    code,
    verificationToken,
    resetToken,
    payload.user.password,
    newPassword,
    'c2lnbmF0dXJl',
  ]) {
    assert.ok(!all.includes(secret), `the log does not hold ${secret.slice(0, 3)}…`);
  }
});

test("should log a failed query's SQL and cause but not its parameters", async (t) => {
  const { logger, lines } = capture();
  const app = await build(t, { loggerInstance: logger });
  app.get('/v1/test/failed-query', async () => {
    // The database's own message names no parameter; Drizzle's lists them all.
    await app.db.execute(sql`select ${'parametro-secreto'}::text, 1 / 0`);
    return {};
  });
  const response = await app.inject({ method: 'GET', url: '/v1/test/failed-query' });
  assert.equal(response.statusCode, 500);
  const entry = lines.find((line) => line.msg === 'request failed');
  assert.ok(entry, 'logged');
  const logged = JSON.stringify(entry);
  assert.match(logged, /Failed query: select \$1::text, 1 \/ 0/);
  assert.match(logged, /division by zero/);
  assert.doesNotMatch(logged, /parametro-secreto/);
  assert.doesNotMatch(response.body, /parametro-secreto|select/);
});

test('should log a 503 a service chose as a warning, not as a failure with a stack', async (t) => {
  const { logger, lines } = capture();
  const app = await build(t, { loggerInstance: logger });
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/sign-in/google',
    payload: { credentials: 'a.b.c' },
  });
  assert.equal(response.statusCode, 503);
  const entry = lines.find((line) => line.msg === 'request refused: service unavailable');
  assert.ok(entry, 'logged');
  assert.equal(entry.level, 40);
  assert.equal(entry.message, 'Login com Google não está configurado.');
  assert.ok(!lines.some((line) => line.msg === 'request failed'));
});
