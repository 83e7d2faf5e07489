import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError, AxiosHeaders } from 'axios';
import { apiClient } from '../api/client';

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

type Route = (
  request: InternalAxiosRequestConfig & { body: unknown },
) => FakeAnswer | 'network-error';

/**
 * Answers the shared client's requests from a table, in place of the network, for component
 * tests. Everything above the transport — interceptors, RTK Query, the page — runs for real.
 */
export function fakeApi(routes: Record<string, Route>): { calls: string[]; restore: () => void } {
  const calls: string[] = [];
  const original = apiClient.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
    calls.push(key);
    const route = routes[key];
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const answer = route
      ? route({ ...config, body })
      : { status: 404, body: { message: 'not found' } };
    if (answer === 'network-error') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response = {
      data: answer.body,
      status: answer.status,
      statusText: String(answer.status),
      headers: {},
      config: { ...config, headers: new AxiosHeaders() },
    };
    if (answer.status >= 400)
      throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return { calls, restore: () => void (apiClient.defaults.adapter = original) };
}
