import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  apiErrorSchema,
  healthResponseSchema,
  livenessResponseSchema,
  readinessResponseSchema,
} from 'shared/contracts';
import { READY_CHECK_TIMEOUT_MS } from '../../src/routes/health/index';
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

test('GET /health/live answers without asking the database, even when it is gone', async (t) => {
  const app = await build(t);
  await app.database.close();
  const response = await app.inject({ method: 'GET', url: '/health/live' });
  assert.equal(response.statusCode, 200);
  const body = livenessResponseSchema.parse(response.json());
  assert.equal(body.status, 'ok');
  assert.equal(body.version, app.config.version);
});

test('GET /health/ready says the primary takes writes and, without a replica, reads go there', async (t) => {
  const app = await build(t);
  const response = await app.inject({ method: 'GET', url: '/health/ready' });
  assert.equal(response.statusCode, 200, response.body);
  assert.deepEqual(readinessResponseSchema.parse(response.json()), {
    status: 'ready',
    version: app.config.version,
    primary: { status: 'writable' },
    replica: { status: 'none', reads_from: 'primary', fallbacks: 0 },
  });
});

test('GET /health/ready is a 503 that says why when the primary is gone', async (t) => {
  const app = await build(t);
  await app.database.close();
  const started = Date.now();
  const response = await app.inject({ method: 'GET', url: '/health/ready' });
  assert.ok(Date.now() - started < READY_CHECK_TIMEOUT_MS + 1_000);
  assert.equal(response.statusCode, 503);
  const body = readinessResponseSchema.parse(response.json());
  assert.equal(body.status, 'unready');
  assert.equal(body.primary.status, 'down');
});
