import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { decodeJwt } from 'jose';
import { signInResponseSchema, tokenPayloadSchema } from 'shared/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { companies, memberships } from '../../../src/db/schema';
import { DEMO_USER } from '../../../src/db/demo-user';
import { build, createUser } from '../../helper';

const INVALID = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'O e-mail ou a senha fornecidos não correspondem aos nossos registros.',
};

let app: App;

before(async () => {
  app = await build();
});

after(async () => {
  await app.close();
});

function signIn(payload: unknown) {
  return app.inject({ method: 'POST', url: '/v1/auth/sign-in', payload: payload as object });
}

describe('POST /v1/auth/sign-in', () => {
  test('should sign the demo user in with a token for their first company', async () => {
    const response = await signIn({ email: DEMO_USER.email, password: DEMO_USER.password });
    assert.equal(response.statusCode, 200);
    const body = signInResponseSchema.parse(response.json());
    const claims = tokenPayloadSchema.parse(decodeJwt(body.access_token));
    assert.equal(claims.sub, body.id);
    assert.equal(claims.memberOf.length, 2);
    assert.deepEqual(
      claims.memberOf.map((m) => m.role),
      ['owner', 'owner'],
    );
    const [first] = await app.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, claims.company_id));
    assert.equal(first?.name, 'Fluxo Demonstração Ltda');
    assert.equal(claims.memberOf[0]?.company_id, claims.company_id);
  });

  test('should issue a token that expires in 8 hours by default', async () => {
    const response = await signIn({ email: DEMO_USER.email, password: DEMO_USER.password });
    const claims = tokenPayloadSchema.parse(decodeJwt(response.json().access_token));
    const now = Math.floor(Date.now() / 1000);
    assert.ok(Math.abs(claims.exp - (now + 8 * 3600)) <= 5, `exp ${claims.exp} is about now + 8 h`);
    assert.equal(decodeJwt(response.json().access_token).iat !== undefined, true);
  });

  test('should ignore the case and surrounding spaces of the e-mail', async () => {
    const response = await signIn({ email: '  Demo@Fluxo.DEV ', password: DEMO_USER.password });
    assert.equal(response.statusCode, 200);
  });

  test('should refuse a wrong password with the SPEC message', async () => {
    const response = await signIn({ email: DEMO_USER.email, password: 'Demo12345' });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), INVALID);
  });

  test('should refuse an unknown e-mail with the very same answer', async () => {
    const response = await signIn({ email: 'ninguem@fluxo.dev', password: DEMO_USER.password });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), INVALID);
  });

  test('should refuse a deactivated account like a wrong password', async () => {
    const inactive = await createUser(app, { active: false });
    const response = await signIn({ email: inactive.email, password: inactive.password });
    assert.deepEqual(response.json(), INVALID);
  });

  test('should say so when the account has no company', async () => {
    const lonely = await createUser(app);
    await app.db.delete(memberships).where(eq(memberships.userId, lonely.userId));
    const response = await signIn({ email: lonely.email, password: lonely.password });
    assert.equal(response.statusCode, 403);
    assert.match(response.json().message, /não está vinculada a nenhuma empresa/);
  });

  for (const [what, payload, message] of [
    ['a missing e-mail', { password: 'x' }, "O campo 'email' é obrigatório."],
    [
      'a malformed e-mail',
      { email: 'demo', password: 'x' },
      "O campo 'email' deve ser um e-mail válido.",
    ],
    [
      'an empty password',
      { email: DEMO_USER.email, password: '' },
      "O campo 'password' não pode ficar vazio.",
    ],
    [
      'a number as password',
      { email: DEMO_USER.email, password: 1234 },
      "O campo 'password' deve ser um texto.",
    ],
    [
      'a huge password',
      { email: DEMO_USER.email, password: 'x'.repeat(10_000) },
      "O campo 'password' deve ter no máximo 256 caracteres.",
    ],
    [
      'SQL in the e-mail',
      { email: "demo@fluxo.dev' or '1'='1", password: 'x' },
      "O campo 'email' deve ser um e-mail válido.",
    ],
  ] as const) {
    test(`should answer ${what} with a 400 naming the field`, async () => {
      const response = await signIn(payload);
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { statusCode: 400, error: 'Bad Request', message });
    });
  }

  test('should never echo the password', async () => {
    const response = await signIn({ email: 'demo', password: 'MinhaSenhaSecreta' });
    assert.doesNotMatch(response.body, /MinhaSenhaSecreta/);
  });
});

describe('sign-in rate limit', () => {
  test('should answer 429 in Portuguese once the limit is reached', async (t) => {
    const limited = await build(t, { env: { SIGN_IN_RATE_LIMIT: '3' } });
    const attempt = () =>
      limited.inject({
        method: 'POST',
        url: '/v1/auth/sign-in',
        payload: { email: DEMO_USER.email, password: 'errada' },
      });
    for (let i = 0; i < 3; i++) assert.equal((await attempt()).statusCode, 401);
    const blocked = await attempt();
    assert.equal(blocked.statusCode, 429);
    assert.equal(blocked.json().error, 'Too Many Requests');
    assert.match(
      blocked.json().message,
      /^Muitas tentativas\. Aguarde \d+ segundos? e tente novamente\.$/,
    );
    assert.ok(blocked.headers['retry-after'], 'says when to retry');
  });
});
