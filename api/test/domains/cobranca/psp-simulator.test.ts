import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  cobResponseSchema,
  endToEndIdSchema,
} from '../../../src/domains/cobranca/psp/api-pix-types';
import { endToEndId } from '../../../src/domains/cobranca/psp-simulator/end-to-end-id';
import { buildPspSimulator } from '../../../src/domains/cobranca/psp-simulator/simulator-app';
import type { PspSimulator } from '../../../src/domains/cobranca/psp-simulator/simulator-app';
import { PSP_CLIENT_ID, PSP_CLIENT_SECRET } from './psp-fixtures';

// The simulator speaks API Pix: what the client relies on, checked on the wire.

let simulator: PspSimulator;
let base: string;
let token: string;
const KEY = '11222333000181';

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    json: (text ? JSON.parse(text) : null) as Record<string, unknown>,
  };
}

before(async () => {
  simulator = buildPspSimulator({ clientId: PSP_CLIENT_ID, clientSecret: PSP_CLIENT_SECRET });
  base = await simulator.listen({ port: 0, host: '127.0.0.1' });
  const basic = Buffer.from(`${PSP_CLIENT_ID}:${PSP_CLIENT_SECRET}`).toString('base64');
  const response = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  token = ((await response.json()) as { access_token: string }).access_token;
});

after(async () => {
  await simulator.close();
});

describe('PSP simulator: API Pix on the wire', () => {
  test('should make endToEndIds in BACEN format', () => {
    const id = endToEndId('60701190', new Date('2026-11-26T14:05:09Z'));
    assert.equal(id.length, 32);
    assert.match(id, /^E60701190202611261405[A-Za-z0-9]{11}$/);
    assert.ok(endToEndIdSchema.safeParse(id).success);
    assert.throws(() => endToEndId('123'));
  });

  test('should refuse calls without a token, with an RFC 7807 problem', async () => {
    const response = await fetch(`${base}/cob/SEMTOKEN0000000000000000000`);
    assert.equal(response.status, 401);
    assert.match(response.headers.get('content-type') ?? '', /^application\/problem\+json/);
    const problem = (await response.json()) as { type: string; status: number };
    assert.equal(problem.type, 'https://pix.bcb.gov.br/api/v2/error/AcessoNegado');
    assert.equal(problem.status, 401);
  });

  test('should create, read, pay and conclude a /cob, and keep its Pix', async () => {
    const txid = 'SIMULADOR00000000000000000001';
    const created = await call('PUT', `/cob/${txid}`, {
      calendario: { expiracao: 3600 },
      valor: { original: '10.50' },
      chave: KEY,
      solicitacaoPagador: 'Teste',
    });
    assert.equal(created.status, 201);
    const cob = cobResponseSchema.parse(created.json);
    assert.equal(cob.status, 'ATIVA');
    assert.equal(cob.revisao, 0);
    assert.match(cob.pixCopiaECola, /^000201/);
    assert.ok(cob.pixCopiaECola.includes(cob.location));

    const bad = await call('PUT', '/cob/CURTO', { valor: { original: '1.00' }, chave: KEY });
    assert.equal(bad.status, 400);
    const badValue = await call('PUT', `/cob/${txid}X`, {
      valor: { original: '1,00' },
      chave: KEY,
    });
    assert.equal(badValue.status, 400);
    assert.match(String(badValue.json.detail), /valor\.original/);

    const paid = await fetch(`${base}/simulador/pagar/${txid}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ valor: '10.50' }),
    });
    const { pix } = (await paid.json()) as { pix: { endToEndId: string; valor: string } };
    const read = await call('GET', `/cob/${txid}`);
    assert.equal(read.json.status, 'CONCLUIDA');
    assert.equal((read.json.pix as unknown[]).length, 1);
    assert.equal((await call('GET', `/pix/${pix.endToEndId}`)).json.valor, '10.50');
    assert.equal((await call('GET', `/cobv/${txid}`)).status, 404);
    // A concluded charge cannot be removed.
    const removed = await call('PATCH', `/cob/${txid}`, {
      status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR',
    });
    assert.equal(removed.status, 400);
  });

  test('should keep a webhook per key and refuse devoluções beyond the Pix', async () => {
    assert.equal((await call('GET', `/webhook/${KEY}`)).status, 404);
    assert.equal(
      (await call('PUT', `/webhook/${KEY}`, { webhookUrl: 'http://127.0.0.1:9/hook' })).status,
      204,
    );
    assert.equal((await call('GET', `/webhook/${KEY}`)).json.webhookUrl, 'http://127.0.0.1:9/hook');

    const txid = 'SIMULADOR00000000000000000002';
    await call('PUT', `/cob/${txid}`, { valor: { original: '20.00' }, chave: KEY });
    const paid = await fetch(`${base}/simulador/pagar/${txid}`, { method: 'POST' });
    const { pix, webhookStatus } = (await paid.json()) as {
      pix: { endToEndId: string };
      webhookStatus: number;
    };
    assert.equal(webhookStatus, 0, 'nobody listens at the registered URL');
    const first = await call('PUT', `/pix/${pix.endToEndId}/devolucao/D1`, { valor: '15.00' });
    assert.equal(first.status, 201);
    assert.equal(first.json.status, 'DEVOLVIDO');
    assert.equal(
      (await call('PUT', `/pix/${pix.endToEndId}/devolucao/D1`, { valor: '15.00' })).status,
      201,
    );
    assert.equal(
      (await call('PUT', `/pix/${pix.endToEndId}/devolucao/D1`, { valor: '1.00' })).status,
      409,
    );
    assert.equal(
      (await call('PUT', `/pix/${pix.endToEndId}/devolucao/D2`, { valor: '5.01' })).status,
      400,
    );
    const devolucoes = (await call('GET', `/pix/${pix.endToEndId}`)).json.devolucoes as unknown[];
    assert.equal(devolucoes.length, 1);
  });
});

describe('PSP simulator: the page that pays on a click', () => {
  test('should list the charges, pay one from its form and say what the webhook answered', async () => {
    const txid = 'SIMULADORPAGINA00000000000001';
    const created = await call('PUT', `/cob/${txid}`, {
      valor: { original: '1234.56' },
      chave: KEY,
      devedor: { cpf: '12345678909', nome: 'Maria <b>Silva</b>' },
    });
    assert.equal(created.status, 201);
    const root = await fetch(`${base}/`, { redirect: 'manual' });
    assert.equal(root.status, 302);
    assert.equal(root.headers.get('location'), '/simulador/');

    const page = await (await fetch(`${base}/simulador/`)).text();
    assert.match(page, /<html lang="pt-BR">/);
    assert.ok(page.includes(`action="/simulador/pagar/${txid}"`));
    assert.ok(page.includes('Maria &lt;b&gt;Silva&lt;/b&gt;'), 'what the API sent is escaped');
    assert.match(page, /R\$\s1\.234,56/);

    // The button posts a form with nothing in it, as a browser does.
    const paid = await fetch(`${base}/simulador/pagar/${txid}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    assert.equal(paid.status, 303);
    const back = new URL(paid.headers.get('location') ?? '', base);
    assert.equal(back.pathname, '/simulador/');
    // No webhook is registered for this key here: the notice says so.
    assert.match(
      back.searchParams.get('aviso') ?? '',
      /^Pix de R\$\s1\.234,56 pago, mas nenhum webhook/,
    );
    const after = await (await fetch(back)).text();
    assert.match(after, /role="status">Pix de R\$/);
    assert.ok(!after.includes(`action="/simulador/pagar/${txid}"`), 'a paid charge has no button');
    assert.equal((await call('GET', `/cob/${txid}`)).json.status, 'CONCLUIDA');
  });
});
