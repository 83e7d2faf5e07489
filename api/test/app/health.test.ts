import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiErrorSchema, healthResponseSchema } from 'shared/contracts';
import { DATABASE_KIND, build } from '../helper';

test('GET /health says the API and its database answer', async (t) => {
  const app = await build(t);
  const response = await app.inject({ method: 'GET', url: '/health' });
  assert.equal(response.statusCode, 200);
  const body = healthResponseSchema.parse(response.json());
  assert.equal(body.status, 'ok');
  assert.equal(body.database, DATABASE_KIND);
  assert.equal(body.version, app.config.version);
});

test('GET /health is a 503 in the error shape when the database is gone', async (t) => {
  const app = await build(t);
  await app.database.close();
  const response = await app.inject({ method: 'GET', url: '/health' });
  assert.equal(response.statusCode, 503);
  assert.deepEqual(apiErrorSchema.parse(response.json()), {
    statusCode: 503,
    error: 'Service Unavailable',
    message: 'Serviço indisponível. Por favor, tente novamente mais tarde',
  });
});
