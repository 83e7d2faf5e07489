import axios, { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { IDEMPOTENCY_KEY_HEADER, installRetries } from '../client';

type Answer = 'ok' | 'lost' | number;

/**
 * A client with the app's keys and retries, whose transport gives the listed answers in turn: a
 * status, or 'lost' for a connection that dropped before any answer.
 */
function clientAnswering(...answers: Answer[]) {
  const sent: InternalAxiosRequestConfig[] = [];
  const client = axios.create({
    adapter: (config) => {
      sent.push(config);
      const answer = answers.shift() ?? 'ok';
      if (answer === 'ok') {
        return Promise.resolve({
          data: { ok: true },
          status: 201,
          statusText: 'Created',
          headers: {},
          config,
        });
      }
      if (answer === 'lost') {
        return Promise.reject(new AxiosError('socket hang up', 'ECONNRESET', config, {}));
      }
      const response: AxiosResponse = {
        data: { statusCode: answer, message: 'falhou' },
        status: answer,
        statusText: 'Error',
        headers: {},
        config: { ...config, headers: new AxiosHeaders() },
      };
      return Promise.reject(new AxiosError('failed', 'ERR_BAD_RESPONSE', config, {}, response));
    },
  });
  installRetries(client);
  const keys = () => sent.map((config) => config.headers.get(IDEMPOTENCY_KEY_HEADER));
  return { client, sent, keys };
}

describe('API client: writes carry a key and are retried with it', () => {
  it('should give every write call a key of its own, and reads none', async () => {
    const { client, keys } = clientAnswering();
    await client.post('/v1/companies/cost-centers', {});
    await client.patch('/v1/companies/cost-centers/1', {});
    await client.delete('/v1/companies/cost-centers/1');
    await client.get('/v1/companies/cost-centers');

    const [post, patch, remove, read] = keys();
    expect(new Set([post, patch, remove]).size).toBe(3);
    for (const key of [post, patch, remove]) expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(read).toBeUndefined();
  });

  it('should send a write again with the same key after a 503, and answer with the success', async () => {
    const { client, sent, keys } = clientAnswering(503, 'ok');
    const response = await client.post('/v1/companies/movements/1/payments', { amount_cents: 100 });

    expect(response.status).toBe(201);
    expect(sent).toHaveLength(2);
    expect(keys()[1]).toBe(keys()[0]);
  });

  it('should send a write again with the same key when the connection dropped', async () => {
    const { client, keys } = clientAnswering('lost', 502, 'ok');
    const response = await client.post('/v1/companies/movements', {});

    expect(response.status).toBe(201);
    expect(keys()).toHaveLength(3);
    expect(new Set(keys()).size).toBe(1);
  });

  it('should keep a key the caller chose', async () => {
    const { client, keys } = clientAnswering(504, 'ok');
    await client.post(
      '/v1/companies/movements',
      {},
      { headers: { [IDEMPOTENCY_KEY_HEADER]: 'minha-chave' } },
    );
    expect(keys()).toEqual(['minha-chave', 'minha-chave']);
  });

  it('should not repeat a write the server refused or failed on (400, 409, 500)', async () => {
    for (const status of [400, 409, 500]) {
      const { client, sent } = clientAnswering(status, 'ok');
      await expect(client.post('/v1/companies/movements', {})).rejects.toMatchObject({
        response: { status },
      });
      expect(sent).toHaveLength(1);
    }
  });

  it('should give up after two retries with the last answer', async () => {
    const { client, sent } = clientAnswering(503, 503, 503, 'ok');
    await expect(client.post('/v1/companies/movements', {})).rejects.toMatchObject({
      response: { status: 503 },
    });
    expect(sent).toHaveLength(3);
  });

  it('should retry a read after a transient answer too', async () => {
    const { client, sent } = clientAnswering(503, 'ok');
    await client.get('/v1/companies/cost-centers');
    expect(sent).toHaveLength(2);
  });
});
