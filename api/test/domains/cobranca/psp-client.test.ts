import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { PSP_MESSAGES } from 'shared/contracts';
import { AppError } from '../../../src/errors';
import { createPspClient } from '../../../src/domains/cobranca/psp/psp-client';
import type { PspCredentials } from '../../../src/domains/cobranca/psp/psp-client';
import { buildPspSimulator } from '../../../src/domains/cobranca/psp-simulator/simulator-app';
import type { PspSimulator } from '../../../src/domains/cobranca/psp-simulator/simulator-app';
import { PSP_CLIENT_ID, PSP_CLIENT_SECRET } from './psp-fixtures';

// The API Pix client against the simulator over HTTP: one OAuth token while it lasts, the PSP's
// RFC 7807 problems in Portuguese, and a PSP that does not answer cut off in time.

let simulator: PspSimulator;
let credentials: PspCredentials;
let silent: Server;
let silentUrl: string;

const KEY = '11222333000181';
const txid = (n: number) => `CLIENTE${String(n).padStart(21, '0')}`;

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof AppError, String(error));
    return error;
  }
  assert.fail('expected the PSP call to fail');
}

before(async () => {
  simulator = buildPspSimulator({ clientId: PSP_CLIENT_ID, clientSecret: PSP_CLIENT_SECRET });
  const baseUrl = await simulator.listen({ port: 0, host: '127.0.0.1' });
  credentials = {
    baseUrl,
    clientId: PSP_CLIENT_ID,
    clientSecret: PSP_CLIENT_SECRET,
    certificatePem: null,
    privateKeyPem: null,
  };
  // Takes the request and never answers.
  silent = createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const address = silent.address();
  silentUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

after(async () => {
  await simulator.close();
  silent.closeAllConnections();
  await new Promise((resolve) => silent.close(resolve));
});

describe('PSP client: API Pix over HTTP', () => {
  test('should ask for one token and use it until shortly before it expires', async () => {
    let clock = Date.now();
    const client = createPspClient(credentials, { now: () => clock });
    const before = simulator.store.tokens.size;
    for (const n of [1, 2, 3]) {
      const cob = await client.putCob(txid(n), { valor: { original: '1.00' }, chave: KEY });
      assert.equal(cob.status, 'ATIVA');
    }
    assert.equal(simulator.store.tokens.size - before, 1);
    // 3600 s later (less the margin, already past): a new one.
    clock += 3_600 * 1000;
    await client.putCob(txid(4), { valor: { original: '1.00' }, chave: KEY });
    assert.equal(simulator.store.tokens.size - before, 2);
  });

  test('should get a new token once when the PSP revokes the one it gave', async () => {
    const client = createPspClient(credentials);
    await client.putCob(txid(5), { valor: { original: '1.00' }, chave: KEY });
    simulator.store.tokens.clear();
    const cob = await client.removeCob('cob', txid(5));
    assert.equal(cob.status, 'REMOVIDA_PELO_USUARIO_RECEBEDOR');
  });

  test("should word the PSP's problems and refusals in Portuguese", async () => {
    const client = createPspClient(credentials);
    await client.putCob(txid(6), { valor: { original: '1.00' }, chave: KEY });
    const reused = await rejection(
      client.putCob(txid(6), { valor: { original: '2.00' }, chave: KEY }),
    );
    assert.equal(reused.statusCode, 409);
    assert.equal(reused.message, PSP_MESSAGES.refused('O campo cob.txid encontra-se em uso.'));

    const wrongSecret = createPspClient({ ...credentials, clientSecret: 'errado' });
    const denied = await rejection(wrongSecret.getPix('E99999008202601011200ABCDEFGHIJK'));
    assert.equal(denied.message, PSP_MESSAGES.unauthorized);

    const down = createPspClient({ ...credentials, baseUrl: 'http://127.0.0.1:1' });
    const unreachable = await rejection(down.getPix('E99999008202601011200ABCDEFGHIJK'));
    assert.equal(unreachable.statusCode, 503);
    assert.equal(unreachable.message, PSP_MESSAGES.unreachable);
  });

  test('should give up on a PSP that does not answer in time', async () => {
    const slow = createPspClient({ ...credentials, baseUrl: silentUrl }, { timeoutMs: 200 });
    const started = Date.now();
    const error = await rejection(slow.getPix('E99999008202601011200ABCDEFGHIJK'));
    assert.equal(error.statusCode, 503);
    assert.equal(error.message, PSP_MESSAGES.timeout);
    assert.ok(Date.now() - started < 5_000);
  });
});
