import axios, { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { fakeToken } from '../../testing/render';
import { installApiClientHooks } from '../client';
import { toApiError } from '../api-error';

/** A client whose transport answers from a table: the interceptors under test run for real. */
function clientAnswering(answer: (config: InternalAxiosRequestConfig) => ReturnType<AxiosAdapter>) {
  const seen: InternalAxiosRequestConfig[] = [];
  const client = axios.create({
    adapter: (config) => {
      seen.push(config);
      return answer(config);
    },
  });
  return { client, seen };
}

const ok = (config: InternalAxiosRequestConfig) =>
  Promise.resolve({ data: { ok: true }, status: 200, statusText: 'OK', headers: {}, config });

function failWith(status: number, body: unknown) {
  return (config: InternalAxiosRequestConfig) =>
    Promise.reject(
      new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, {
        data: body,
        status,
        statusText: 'Error',
        headers: {},
        config: { ...config, headers: new AxiosHeaders() },
      }),
    );
}

describe('API client hooks', () => {
  it('should send the bearer token and the company id taken from the token', async () => {
    const token = fakeToken({ company_id: 'company-42' });
    const { client, seen } = clientAnswering(ok);
    installApiClientHooks({ getAccessToken: () => token, onSessionExpired: jest.fn() }, client);

    await client.get('/v1/users/profile');

    expect(seen[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(seen[0]?.headers.get('x-company-id')).toBe('company-42');
  });

  it('should send no auth headers without a token', async () => {
    const { client, seen } = clientAnswering(ok);
    installApiClientHooks({ getAccessToken: () => null, onSessionExpired: jest.fn() }, client);

    await client.post('/v1/auth/sign-in', {});

    expect(seen[0]?.headers.has('Authorization')).toBe(false);
    expect(seen[0]?.headers.has('x-company-id')).toBe(false);
  });

  it('should have no timeout', () => {
    const { client } = clientAnswering(ok);
    expect(client.defaults.timeout ?? 0).toBe(0);
  });

  it('should count a network failure with no response as 503', async () => {
    const { client } = clientAnswering((config) =>
      Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config)),
    );
    installApiClientHooks({ getAccessToken: () => null, onSessionExpired: jest.fn() }, client);

    await expect(client.get('/v1/anything')).rejects.toMatchObject({ statusCode: 503 });
  });

  it.each(['missing or malformed JWT', 'token has invalid claims: token is expired'])(
    'should end the session on a 401 saying "%s"',
    async (message) => {
      const onSessionExpired = jest.fn();
      const { client } = clientAnswering(
        failWith(401, { statusCode: 401, error: 'Unauthorized', message }),
      );
      installApiClientHooks({ getAccessToken: () => fakeToken(), onSessionExpired }, client);

      await expect(client.get('/v1/users/profile')).rejects.toMatchObject({
        statusCode: 401,
        message,
      });
      expect(onSessionExpired).toHaveBeenCalledTimes(1);
    },
  );

  it('should keep the session on a 401 with another message (a wrong password)', async () => {
    const onSessionExpired = jest.fn();
    const { client } = clientAnswering(
      failWith(401, {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'E-mail ou senha inválidos',
      }),
    );
    installApiClientHooks({ getAccessToken: () => null, onSessionExpired }, client);

    await expect(client.post('/v1/auth/sign-in', {})).rejects.toMatchObject({ statusCode: 401 });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('should stop intercepting once uninstalled', async () => {
    const { client, seen } = clientAnswering(ok);
    const uninstall = installApiClientHooks(
      { getAccessToken: () => fakeToken(), onSessionExpired: jest.fn() },
      client,
    );
    uninstall();

    await client.get('/v1/x');

    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });
});

describe('toApiError', () => {
  it('should keep the status and the API message', () => {
    const error = new AxiosError('x', 'ERR', undefined, null, {
      data: { statusCode: 404, error: 'Not Found', message: 'Empresa não encontrada' },
      status: 404,
      statusText: 'Not Found',
      headers: {},
      config: { headers: new AxiosHeaders() },
    });
    expect(toApiError(error)).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Empresa não encontrada',
    });
  });

  it('should treat anything that is not an HTTP error as 500', () => {
    expect(toApiError(new Error('boom')).statusCode).toBe(500);
  });
});
