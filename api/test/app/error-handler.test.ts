import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { apiErrorSchema } from 'shared/contracts';
import { z } from 'zod';
import type { App } from '../../src/app';
import { DATABASE_RECOVERING_MESSAGE } from '../../src/plugins/error-handler';
import { build } from '../helper';

let app: App;

before(async () => {
  app = await build();
  // Routes that exist only to exercise the error handler.
  app.get('/v1/test/boom', async () => {
    throw new Error('duplicate key value violates unique constraint "users_email_key" at line 3');
  });
  // What node-postgres throws when the server terminates the connection (SQLSTATE 57P01), wrapped
  // the way Drizzle wraps it.
  app.get('/v1/test/database-gone', async () => {
    const cause = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    throw new Error('Failed query: select 1', { cause });
  });
  app.get('/v1/test/connection-dropped', async () => {
    throw new Error('Connection terminated unexpectedly');
  });
  app.post(
    '/v1/test/echo',
    {
      schema: {
        body: z.object({
          name: z.string().min(1).max(5),
          amount_cents: z.number().int().min(0),
          kind: z.enum(['receita', 'despesa']),
          tags: z.array(z.string().min(2)).max(2).optional(),
          document: z
            .string()
            .refine((v) => v.length === 11, 'CPF inválido')
            .optional(),
          address: z.object({ zip_code: z.string().regex(/^\d{8}$/) }).optional(),
        }),
        querystring: z.object({ page: z.coerce.number().int().min(1).optional() }),
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async () => ({ ok: true as const }),
  );
  app.get(
    '/v1/test/bad-response',
    { schema: { response: { 200: z.object({ total_cents: z.number().int() }) } } },
    async () => ({ total_cents: 'not a number' }) as never,
  );
});

after(async () => {
  await app.close();
});

async function post(payload: unknown, query = '') {
  const response = await app.inject({
    method: 'POST',
    url: `/v1/test/echo${query}`,
    payload: payload as object,
  });
  return { statusCode: response.statusCode, body: apiErrorSchema.safeParse(response.json()) };
}

function assertError(
  result: Awaited<ReturnType<typeof post>>,
  statusCode: number,
  message: string,
): void {
  assert.equal(result.statusCode, statusCode);
  assert.ok(result.body.success, 'body is { statusCode, error, message }');
  assert.deepEqual(result.body.data, { statusCode, error: 'Bad Request', message });
}

const valid = { name: 'Ana', amount_cents: 100, kind: 'receita' };

describe('validation errors are 400s naming the field and the reason in Portuguese', () => {
  test('should accept a valid body', async () => {
    const response = await app.inject({ method: 'POST', url: '/v1/test/echo', payload: valid });
    assert.equal(response.statusCode, 200);
  });

  test('should name a missing field', async () => {
    assertError(
      await post({ amount_cents: 1, kind: 'receita' }),
      400,
      "O campo 'name' é obrigatório.",
    );
  });

  test('should name the wrong type', async () => {
    assertError(
      await post({ ...valid, amount_cents: '10' }),
      400,
      "O campo 'amount_cents' deve ser um número.",
    );
    assertError(
      await post({ ...valid, amount_cents: 1.5 }),
      400,
      "O campo 'amount_cents' deve ser um número inteiro.",
    );
  });

  test('should give the limits', async () => {
    assertError(await post({ ...valid, name: '' }), 400, "O campo 'name' não pode ficar vazio.");
    assertError(
      await post({ ...valid, name: 'abcdefgh' }),
      400,
      "O campo 'name' deve ter no máximo 5 caracteres.",
    );
    assertError(
      await post({ ...valid, amount_cents: -1 }),
      400,
      "O campo 'amount_cents' deve ser maior ou igual a 0.",
    );
    assertError(
      await post({ ...valid, tags: ['a'] }),
      400,
      "O campo 'tags[0]' deve ter pelo menos 2 caracteres.",
    );
    assertError(
      await post({ ...valid, tags: ['aa', 'bb', 'cc'] }),
      400,
      "O campo 'tags' deve ter no máximo 2 itens.",
    );
  });

  test('should list the allowed values', async () => {
    assertError(
      await post({ ...valid, kind: 'outro' }),
      400,
      'O campo \'kind\' deve ser um destes valores: "receita", "despesa".',
    );
  });

  test('should name nested fields and formats', async () => {
    assertError(
      await post({ ...valid, address: { zip_code: '123' } }),
      400,
      "O campo 'address.zip_code' está em um formato inválido.",
    );
  });

  test("should keep a schema's own message, prefixed with the field", async () => {
    assertError(
      await post({ ...valid, document: '123' }),
      400,
      "O campo 'document' é inválido: CPF inválido",
    );
  });

  test('should report several problems at once', async () => {
    assertError(
      await post({ kind: 'receita' }),
      400,
      "O campo 'name' é obrigatório. O campo 'amount_cents' é obrigatório.",
    );
  });

  test('should name query parameters as such', async () => {
    assertError(
      await post(valid, '?page=0'),
      400,
      "O parâmetro de consulta 'page' deve ser maior ou igual a 1.",
    );
  });

  test('should reject a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      statusCode: 400,
      error: 'Bad Request',
      message: 'O corpo da requisição não é um JSON válido.',
    });
  });

  test('should reject a missing body', async () => {
    const response = await app.inject({ method: 'POST', url: '/v1/test/echo' });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'O corpo da requisição é obrigatório.');
  });

  test('should reject an unsupported content type', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/test/echo',
      headers: { 'content-type': 'text/csv' },
      payload: 'a;b',
    });
    assert.equal(response.statusCode, 415);
    assert.deepEqual(response.json(), {
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'Tipo de conteúdo não suportado: envie application/json.',
    });
  });
});

describe('server errors', () => {
  test('should hide the cause of a 500 behind the generic Portuguese message', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/test/boom' });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), {
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Erro interno. Por favor, tente novamente.',
    });
    assert.doesNotMatch(response.body, /duplicate|constraint|users_email_key|at line/);
  });

  test('should turn a response that breaks its schema into a 500, not a wrong answer', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/test/bad-response' });
    assert.equal(response.statusCode, 500);
    assert.equal(response.json().message, 'Erro interno. Por favor, tente novamente.');
  });
});

describe('unknown routes', () => {
  for (const [method, url] of [
    ['GET', '/v1/does-not-exist'],
    ['POST', '/v1/users/profile'],
    ['GET', '/v1'],
    ['DELETE', '/anything/else?token=secret'],
  ] as const) {
    test(`should answer ${method} ${url} with a 404 in the error shape`, async () => {
      const response = await app.inject({ method, url });
      assert.equal(response.statusCode, 404);
      const path = url.split('?')[0];
      assert.deepEqual(response.json(), {
        statusCode: 404,
        error: 'Not Found',
        message: `Rota não encontrada: ${method} ${path}`,
      });
    });
  }
});

describe('a database that is away for a moment', () => {
  test('should answer 503 with Retry-After and say to try again, for every way pg says it', async () => {
    for (const url of ['/v1/test/database-gone', '/v1/test/connection-dropped']) {
      const response = await app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 503);
      assert.equal(response.headers['retry-after'], '1');
      assert.deepEqual(apiErrorSchema.parse(response.json()), {
        statusCode: 503,
        error: 'Service Unavailable',
        message: DATABASE_RECOVERING_MESSAGE,
      });
    }
  });

  test('should keep other failures a 500 whose details stay in the log', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/test/boom' });
    assert.equal(response.statusCode, 500);
  });
});
