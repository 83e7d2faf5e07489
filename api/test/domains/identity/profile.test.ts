import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SESSION_EXPIRED_MESSAGES, userProfileSchema } from 'shared/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { users } from '../../../src/db/schema';
import { DEMO_USER } from '../../../src/db/demo-user';
import { bearer, build, createUser, signIn } from '../../helper';

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

  // Deleting the account deletes its sessions (cascade): its tokens end as after a password reset,
  // with the message that sends the apps to sign in, instead of reaching the profile's 404.
  test('should end the session when the account no longer exists', async () => {
    const gone = await createUser(app);
    const token = await signIn(app, gone.email, gone.password);
    await app.db.delete(users).where(eq(users.id, gone.userId));
    const response = await app.inject({
      method: 'GET',
      url: '/v1/users/profile',
      headers: bearer(token),
    });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), {
      statusCode: 401,
      error: 'Unauthorized',
      message: SESSION_EXPIRED_MESSAGES[1],
    });
  });

  test('should need a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/users/profile' });
    assert.equal(response.statusCode, 401);
  });
});

describe('PATCH /v1/users/profile', () => {
  function patch(token: string, payload: unknown) {
    return app.inject({
      method: 'PATCH',
      url: '/v1/users/profile',
      headers: bearer(token),
      payload: payload as object,
    });
  }

  async function storedUser(userId: string) {
    const [row] = await app.db.select().from(users).where(eq(users.id, userId));
    return row;
  }

  test('should change the name and answer with the whole profile', async () => {
    const user = await createUser(app);
    const token = await signIn(app, user.email, user.password);
    const response = await patch(token, { name: '  Joana Prado  ' });
    assert.equal(response.statusCode, 200);
    const profile = userProfileSchema.parse(response.json());
    assert.equal(profile.name, 'Joana Prado');
    assert.equal(profile.email, user.email);
    assert.equal(profile.member_of.length, 1);
    assert.equal((await storedUser(user.userId))?.name, 'Joana Prado');
  });

  test('should set an https avatar, and remove it with null', async () => {
    const user = await createUser(app);
    const token = await signIn(app, user.email, user.password);
    const url = 'https://cdn.example.com/avatars/joana.png';
    assert.equal((await patch(token, { avatar: url })).json().avatar, url);
    const removed = await patch(token, { avatar: null });
    assert.equal(removed.statusCode, 200);
    assert.equal(removed.json().avatar, null);
    assert.equal((await storedUser(user.userId))?.name, 'Pessoa de Teste', 'the name is kept');
  });

  test('should store HTML in the name literally', async () => {
    const user = await createUser(app);
    const token = await signIn(app, user.email, user.password);
    const name = '<b onmouseover="alert(1)">Zé</b>';
    assert.equal((await patch(token, { name })).json().name, name);
    assert.equal((await storedUser(user.userId))?.name, name);
  });

  for (const [what, payload, message] of [
    ['an empty change', {}, 'Informe ao menos um campo para alterar.'],
    [
      'an http avatar',
      { avatar: 'http://example.com/a.png' },
      "O campo 'avatar' é inválido: deve ser um endereço https://",
    ],
    [
      'a javascript: avatar',
      { avatar: 'javascript:alert(1)' },
      "O campo 'avatar' é inválido: deve ser um endereço https://",
    ],
    [
      'a huge avatar',
      { avatar: `https://example.com/${'a'.repeat(5000)}` },
      "O campo 'avatar' deve ter no máximo 2048 caracteres.",
    ],
    ['a one-letter name', { name: 'J' }, "O campo 'name' deve ter pelo menos 2 caracteres."],
    [
      'a huge name',
      { name: 'x'.repeat(50_000) },
      "O campo 'name' deve ter no máximo 120 caracteres.",
    ],
    ['a number as name', { name: 42 }, "O campo 'name' deve ser um texto."],
    ['a null name', { name: null }, "O campo 'name' não pode ser nulo."],
    ['a NUL character', { name: 'Jo\u0000ana' }, "O campo 'name' contém caracteres inválidos."],
    [
      'a field that is not theirs to change',
      { email: 'novo@example.com' },
      "O corpo da requisição contém um campo não permitido: 'email'.",
    ],
    [
      'a role change',
      { name: 'Joana', role: 'admin' },
      "O corpo da requisição contém um campo não permitido: 'role'.",
    ],
  ] as const) {
    test(`should answer ${what} with a 400, changing nothing`, async () => {
      const user = await createUser(app);
      const token = await signIn(app, user.email, user.password);
      const before = await storedUser(user.userId);
      const response = await patch(token, payload);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, message);
      assert.deepEqual(await storedUser(user.userId), before);
    });
  }

  test('should need a token', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/v1/users/profile',
      payload: { name: 'Sem Token' },
    });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().message, 'missing or malformed JWT');
  });
});
