import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt, exportJWK, generateKeyPair } from 'jose';
import type { CryptoKey, JWTPayload } from 'jose';
import { signInResponseSchema, tokenPayloadSchema } from 'shared/contracts';
import type { App } from '../../../src/app';
import { users } from '../../../src/db/schema';
import { DEMO_USER } from '../../../src/db/demo-user';
import { build, createUser, rowCounts, uniqueEmail } from '../../helper';

const CLIENT_ID = 'fluxo-test.apps.googleusercontent.com';
const KID = 'test-key-1';
const NO_ACCOUNT = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'O e-mail ou conta Google não correspondem a um usuário cadastrado',
};

let app: App;
let googleKey: CryptoKey;
let otherKey: CryptoKey;
let jwksUrl: string;
let jwksRequests = 0;
const jwksServer = createServer((request, response) => {
  jwksRequests++;
  void (async () => {
    if (request.url !== '/certs') {
      response.writeHead(404).end();
      return;
    }
    const { publicKey } = keys!;
    const jwk = { ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  })();
});
let keys: { publicKey: CryptoKey; privateKey: CryptoKey } | undefined;

before(async () => {
  keys = await generateKeyPair('RS256');
  googleKey = keys.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/certs`;
  app = await build(undefined, {
    env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl },
  });
});

after(async () => {
  await app.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

interface TokenOptions {
  claims?: JWTPayload & { email?: string; email_verified?: boolean | string };
  key?: CryptoKey;
  issuer?: string;
  audience?: string;
  expiresAt?: number;
}

/** A Google ID token as Google Identity Services hands it over, signed with our test key. */
function googleToken({ claims = {}, key, issuer, audience, expiresAt }: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email_verified: true, name: 'Pessoa Google', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
    .setIssuer(issuer ?? 'https://accounts.google.com')
    .setAudience(audience ?? CLIENT_ID)
    .setSubject(claims.sub ?? `google-${Math.random().toString(36).slice(2)}`)
    .setIssuedAt(now - 60)
    .setExpirationTime(expiresAt ?? now + 3600)
    .sign(key ?? googleKey);
}

function signInWithGoogle(credentials: unknown, target = app) {
  return target.inject({
    method: 'POST',
    url: '/v1/auth/sign-in/google',
    payload: { credentials } as object,
  });
}

async function googleSub(userId: string) {
  const [row] = await app.db
    .select({ googleSub: users.googleSub })
    .from(users)
    .where(eq(users.id, userId));
  return row?.googleSub ?? null;
}

/** The request must fail with `expected` and leave every identity table as it was. */
async function refusedWithoutWriting(credentials: string, expected: object) {
  const before = await rowCounts(app);
  const response = await signInWithGoogle(credentials);
  assert.deepEqual(response.json(), expected);
  assert.deepEqual(await rowCounts(app), before);
  return response;
}

describe('POST /v1/auth/sign-in/google', () => {
  test('should sign in the user with that verified e-mail and link the Google account', async () => {
    const user = await createUser(app, { companyCount: 2 });
    const sub = 'google-sub-linked-1';
    const response = await signInWithGoogle(
      await googleToken({ claims: { sub, email: user.email } }),
    );
    assert.equal(response.statusCode, 200);
    const body = signInResponseSchema.parse(response.json());
    assert.equal(body.id, user.userId);
    const claims = tokenPayloadSchema.parse(decodeJwt(body.access_token));
    assert.equal(claims.company_id, user.companyIds[0]);
    assert.equal(claims.memberOf.length, 2);
    assert.equal(await googleSub(user.userId), sub);
  });

  test('should then find the user by the Google account, whatever e-mail it shows now', async () => {
    const user = await createUser(app);
    const sub = 'google-sub-linked-2';
    await signInWithGoogle(await googleToken({ claims: { sub, email: user.email } }));
    const response = await signInWithGoogle(
      await googleToken({ claims: { sub, email: 'outro-endereco@gmail.com' } }),
    );
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().id, user.userId);
  });

  test('should accept both issuer spellings and any e-mail case', async () => {
    const response = await signInWithGoogle(
      await googleToken({
        issuer: 'accounts.google.com',
        claims: { email: DEMO_USER.email.toUpperCase() },
      }),
    );
    assert.equal(response.statusCode, 200);
  });

  test('should refuse a token for another client id (audience)', async () => {
    const user = await createUser(app);
    await refusedWithoutWriting(
      await googleToken({
        audience: 'someone-else.apps.googleusercontent.com',
        claims: { email: user.email },
      }),
      NO_ACCOUNT,
    );
    assert.equal(await googleSub(user.userId), null, 'nothing linked');
  });

  test('should refuse an expired token', async () => {
    const user = await createUser(app);
    const now = Math.floor(Date.now() / 1000);
    await refusedWithoutWriting(
      await googleToken({ expiresAt: now - 60, claims: { email: user.email } }),
      NO_ACCOUNT,
    );
    assert.equal(await googleSub(user.userId), null);
  });

  test('should refuse a token from another issuer', async () => {
    const user = await createUser(app);
    await refusedWithoutWriting(
      await googleToken({ issuer: 'https://evil.example.com', claims: { email: user.email } }),
      NO_ACCOUNT,
    );
  });

  test('should refuse a token signed with a key that is not in the key set', async () => {
    const user = await createUser(app);
    await refusedWithoutWriting(
      await googleToken({ key: otherKey, claims: { email: user.email } }),
      NO_ACCOUNT,
    );
  });

  test('should refuse a tampered token (payload changed, signature kept)', async () => {
    const genuine = await googleToken({ claims: { email: uniqueEmail() } });
    const [header, , signature] = genuine.split('.');
    const payload = Buffer.from(
      JSON.stringify({
        ...decodeJwt(genuine),
        email: DEMO_USER.email,
      }),
    ).toString('base64url');
    await refusedWithoutWriting(`${header}.${payload}.${signature}`, NO_ACCOUNT);
  });

  test('should refuse a token signed with HS256 (no key confusion)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ email: DEMO_USER.email, email_verified: true })
      .setProtectedHeader({ alg: 'HS256', kid: KID })
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setSubject('forged')
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode('a-guessable-secret-of-32-characters!!'));
    await refusedWithoutWriting(forged, NO_ACCOUNT);
  });

  test('should refuse an e-mail that has no user', async () => {
    await refusedWithoutWriting(
      await googleToken({ claims: { email: uniqueEmail() } }),
      NO_ACCOUNT,
    );
  });

  test('should refuse an e-mail that Google has not verified', async () => {
    const user = await createUser(app);
    for (const email_verified of [false, 'false']) {
      await refusedWithoutWriting(
        await googleToken({ claims: { email: user.email, email_verified } }),
        NO_ACCOUNT,
      );
    }
    assert.equal(await googleSub(user.userId), null);
  });

  test('should not let a second Google account take over a linked user', async () => {
    const user = await createUser(app);
    await signInWithGoogle(
      await googleToken({ claims: { sub: 'first-account', email: user.email } }),
    );
    await refusedWithoutWriting(
      await googleToken({ claims: { sub: 'second-account', email: user.email } }),
      NO_ACCOUNT,
    );
    assert.equal(await googleSub(user.userId), 'first-account');
  });

  test('should refuse a deactivated account', async () => {
    const user = await createUser(app, { active: false });
    await refusedWithoutWriting(await googleToken({ claims: { email: user.email } }), NO_ACCOUNT);
  });

  for (const [what, credentials] of [
    ['text that is not a JWT', 'not-a-jwt'],
    ['three parts that are not base64 JSON', 'a.b.c'],
  ] as const) {
    test(`should answer ${what} with the SPEC 400`, async () => {
      const response = await refusedWithoutWriting(credentials, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Não foi possivel logar com este usuário. Por favor, tente novamente',
      });
      assert.equal(response.statusCode, 400);
    });
  }

  for (const [what, payload, message] of [
    ['missing credentials', {}, "O campo 'credentials' é obrigatório."],
    ['credentials as a number', { credentials: 42 }, "O campo 'credentials' deve ser um texto."],
    ['empty credentials', { credentials: '' }, "O campo 'credentials' não pode ficar vazio."],
    [
      'huge credentials',
      { credentials: 'x'.repeat(20_000) },
      "O campo 'credentials' deve ter no máximo 8192 caracteres.",
    ],
  ] as const) {
    test(`should answer ${what} with a 400 naming the field`, async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/auth/sign-in/google',
        payload,
      });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, message);
    });
  }

  test('should fetch the key set once, not on every sign-in', () => {
    assert.equal(jwksRequests, 1);
  });
});

describe('Google sign-in configuration', () => {
  test('should say so with a 503 when no client id is configured', async (t) => {
    const unconfigured = await build(t);
    const response = await signInWithGoogle(await googleToken(), unconfigured);
    assert.equal(response.statusCode, 503);
    assert.deepEqual(response.json(), {
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Login com Google não está configurado.',
    });
  });

  test("should be a 503 when Google's key set cannot be fetched", async (t) => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const offline = await build(t, {
      env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` },
    });
    const response = await signInWithGoogle(
      await googleToken({ claims: { email: DEMO_USER.email } }),
      offline,
    );
    assert.equal(response.statusCode, 503);
    assert.equal(response.json().message, 'Serviço indisponível. Tente novamente mais tarde.');
  });

  test('should be limited per client address like sign-in', async (t) => {
    const limited = await build(t, {
      env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl, SIGN_IN_RATE_LIMIT: '2' },
    });
    for (let i = 0; i < 2; i++) {
      assert.equal((await signInWithGoogle('not-a-jwt', limited)).statusCode, 400);
    }
    const blocked = await signInWithGoogle('not-a-jwt', limited);
    assert.equal(blocked.statusCode, 429);
    assert.match(blocked.json().message, /^Muitas tentativas\./);
  });
});
