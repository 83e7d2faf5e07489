import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { pino } from 'pino';
import { DEMO_USER } from '../../src/db/seed';
import { loggerOptions } from '../../src/logger';
import { bearer, build, signIn } from '../helper';

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
    },
    'something happened',
  );
  const text = JSON.stringify(lines);
  assert.doesNotMatch(text, /abc\.def\.ghi|Segredo123|argon2id|fluxoToken/);
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
