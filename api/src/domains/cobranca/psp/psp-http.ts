import http from 'node:http';
import https from 'node:https';

// One HTTP exchange with a PSP over node's own http/https, so a client certificate (mTLS, which
// every PSP requires in production) goes on the agent without another dependency.

export interface PspHttpRequest {
  method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  body?: string;
  agent: http.Agent | https.Agent;
  timeoutMs: number;
}

export interface PspHttpResponse {
  status: number;
  body: string;
}

export class PspTimeoutError extends Error {
  constructor(url: string) {
    super(`PSP did not answer ${url} in time`);
    this.name = 'PspTimeoutError';
  }
}

/** An agent per settings: keeps connections alive and carries the client certificate if any. */
export function pspAgent(url: string, tls: { cert?: string; key?: string }): http.Agent {
  if (url.startsWith('http://')) return new http.Agent({ keepAlive: true });
  return new https.Agent({ keepAlive: true, cert: tls.cert, key: tls.key, minVersion: 'TLSv1.2' });
}

export function pspRequest(request: PspHttpRequest): Promise<PspHttpResponse> {
  const { method, url, headers = {}, body, agent, timeoutMs } = request;
  const send = url.startsWith('https://') ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method,
        agent,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
          ...headers,
        },
        timeout: timeoutMs,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new PspTimeoutError(url)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
