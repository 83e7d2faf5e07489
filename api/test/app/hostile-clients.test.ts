import assert from 'node:assert/strict';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { COMPANY_HEADER } from 'shared/contracts';
import type { App } from '../../src/app';
import { bearer, build } from '../helper';
import type { Tenant } from '../domains/setup/setup-fixtures';
import { createTenant } from '../domains/setup/setup-fixtures';

// Issue 12's bad input, over a real socket (inject bypasses Node's HTTP parser and timers): a
// 10 MB body, deeply nested JSON, a slow client, a header injection. Each gets a clean 4xx or a
// closed socket, nothing is written, and everyone else keeps being served meanwhile.

// Long enough for a 10 MB body to reach its 413 on a busy machine, short for the test to wait.
const LIMITS = { headersMs: 600, requestMs: 4_000, checkEveryMs: 100 };
const URL = '/v1/companies/cost-centers';

let app: App;
let base: string;
let port: number;
let ana: Tenant;

before(async () => {
  app = await build(undefined, { slowClientLimits: LIMITS });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  ana = await createTenant(app);
});

after(async () => {
  await app.close();
});

const headers = () => ({
  ...bearer(ana.token),
  [COMPANY_HEADER]: ana.companyId,
  'content-type': 'application/json',
});

const costCentreCount = async () => (await ana.call('GET', URL)).json<unknown[]>().length;

async function post(body: string) {
  const response = await fetch(`${base}${URL}`, { method: 'POST', headers: headers(), body });
  return { status: response.status, body: (await response.json()) as { message: string } };
}

/** A healthy client's request, answered while a hostile one is connected. */
async function healthy(): Promise<number> {
  return (await fetch(`${base}/health`)).status;
}

/** Opens a raw socket, writes `chunks`, and resolves with what came back when the server closed it. */
function rawClient(first: string) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise<{ received: string; afterMs: number }>((resolve) => {
    const started = Date.now();
    socket.on('close', () => resolve({ received, afterMs: Date.now() - started }));
    socket.on('error', () => undefined);
  });
  socket.write(first);
  return { socket, closed };
}

describe('hostile clients', () => {
  test('should refuse a 10 MB body with a 413 in Portuguese and write nothing', async () => {
    const before = await costCentreCount();
    const response = await post(JSON.stringify({ name: 'x'.repeat(10 * 1024 * 1024) }));
    assert.equal(response.status, 413);
    assert.equal(response.body.message, 'O corpo da requisição é grande demais.');
    assert.equal(await costCentreCount(), before);
    assert.equal(await healthy(), 200);
  });

  test('should refuse deeply nested JSON with a 400 and keep serving', async () => {
    const before = await costCentreCount();
    const depth = 200_000;
    const response = await post(
      `{"name":"Nested","code":${'['.repeat(depth)}${']'.repeat(depth)}}`,
    );
    assert.equal(response.status, 400);
    assert.match(response.body.message, /code/);
    assert.equal(await costCentreCount(), before);
    assert.equal(await healthy(), 200);
  });

  test('should cut a client that never finishes its headers, serving others meanwhile', async () => {
    const slow = rawClient('GET /health HTTP/1.1\r\nHost: fluxo\r\nX-Slow: ');
    // Others are served while it hangs.
    assert.deepEqual(await Promise.all([healthy(), healthy(), healthy()]), [200, 200, 200]);
    const { received, afterMs } = await slow.closed;
    assert.match(received, /^HTTP\/1\.1 408/);
    assert.ok(afterMs < LIMITS.headersMs + 2_000, `closed after ${afterMs} ms`);
  });

  test('should cut a client that trickles its body, writing nothing', async () => {
    const before = await costCentreCount();
    const body = JSON.stringify({ name: 'Trickled' });
    const slow = rawClient(
      `POST ${URL} HTTP/1.1\r\nHost: fluxo\r\nAuthorization: Bearer ${ana.token}\r\n` +
        `${COMPANY_HEADER}: ${ana.companyId}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    const trickle = setInterval(() => slow.socket.write(' '), 200);
    try {
      assert.equal(await healthy(), 200);
      const { received, afterMs } = await slow.closed;
      assert.doesNotMatch(received, /^HTTP\/1\.1 201/);
      assert.ok(afterMs < LIMITS.requestMs + 2_000, `closed after ${afterMs} ms`);
    } finally {
      clearInterval(trickle);
    }
    assert.equal(await costCentreCount(), before);
  });

  test('should answer a header injection attempt with a 400, echoing nothing', async () => {
    const { received } = await rawClient(
      'GET /health HTTP/1.1\r\nHost: fluxo\r\nX-Injected: a\rSet-Cookie: session=stolen\r\n\r\n',
    ).closed;
    assert.match(received, /^HTTP\/1\.1 400/);
    assert.doesNotMatch(received, /Set-Cookie/i);
    assert.equal(await healthy(), 200);
  });
});
