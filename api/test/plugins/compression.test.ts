import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { App } from '../../src/app';
import { build } from '../helper';

// Large enough that compression is worth it, and repetitive so that it is obvious.
const SCRIPT = `export const rows = [${'"linha do fluxo de caixa", '.repeat(400)}];\n`;
// Distinct from SCRIPT compressed by hand, so a test can tell which file was sent.
const BR = brotliCompressSync(Buffer.from(SCRIPT));
const GZ = gzipSync(Buffer.from(SCRIPT));

let webRoot: string;
let app: App;

async function put(relative: string, content: string | Buffer): Promise<void> {
  const file = path.join(webRoot, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

before(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'fluxo-compression-'));
  await put('host/dist/index.html', '<!doctype html><title>Fluxo</title>');
  await put('host/dist/index.html.br', brotliCompressSync('<!doctype html><title>Fluxo</title>'));
  await put('host/dist/static/js/index.1a2b3c.js', SCRIPT);
  await put('host/dist/static/js/index.1a2b3c.js.br', BR);
  await put('host/dist/static/js/index.1a2b3c.js.gz', GZ);
  // Built without copies: must go out as it is, never compressed on the fly.
  await put('host/dist/static/js/plain.4d5e6f.js', SCRIPT);
  await put('remote-auth/dist/mf-manifest.json', '{"id":"auth"}');
  await put('remote-auth/dist/mf-manifest.json.gz', gzipSync('{"id":"auth"}'));
  app = await build(undefined, { env: { WEB_ROOT: webRoot } });
});

after(async () => {
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

function get(url: string, acceptEncoding?: string) {
  return app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
}

describe('the built apps, compressed at build time', () => {
  test('should send the brotli copy when the browser accepts br', async () => {
    const response = await get('/static/js/index.1a2b3c.js', 'gzip, deflate, br, zstd');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.match(String(response.headers.vary), /accept-encoding/i);
    assert.match(String(response.headers['content-type']), /javascript/);
    assert.deepEqual(response.rawPayload, BR);
    assert.equal(brotliDecompressSync(response.rawPayload).toString(), SCRIPT);
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  test('should send the gzip copy when the browser accepts only gzip', async () => {
    const response = await get('/static/js/index.1a2b3c.js', 'gzip');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.match(String(response.headers.vary), /accept-encoding/i);
    assert.deepEqual(response.rawPayload, GZ);
    assert.equal(gunzipSync(response.rawPayload).toString(), SCRIPT);
  });

  test('should send the file itself when the browser accepts no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get('/static/js/index.1a2b3c.js', acceptEncoding);
      assert.equal(response.statusCode, 200, String(acceptEncoding));
      assert.equal(response.headers['content-encoding'], undefined, String(acceptEncoding));
      assert.match(String(response.headers.vary), /accept-encoding/i);
      assert.equal(response.body, SCRIPT);
    }
  });

  test('should never compress a built file at request time', async () => {
    const response = await get('/static/js/plain.4d5e6f.js', 'br, gzip');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], undefined);
    assert.equal(response.body, SCRIPT);
  });

  test('should keep the no-cache rule for a compressed manifest and page', async () => {
    const manifest = await get('/remotes/auth/mf-manifest.json', 'br, gzip');
    assert.equal(manifest.headers['content-encoding'], 'gzip');
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.equal(gunzipSync(manifest.rawPayload).toString(), '{"id":"auth"}');

    const page = await get('/movimentacoes', 'br');
    assert.equal(page.statusCode, 200);
    assert.equal(page.headers['content-encoding'], 'br');
    assert.equal(page.headers['cache-control'], 'no-cache');
    assert.match(String(page.headers['content-type']), /^text\/html/);
  });
});

describe('API responses', () => {
  test('should compress a JSON response over 1 KB', async () => {
    const identity = await get('/docs/json');
    assert.ok(identity.rawPayload.length > 1024, 'the OpenAPI document is larger than 1 KB');

    const response = await get('/docs/json', 'gzip, deflate, br');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.match(String(response.headers.vary), /accept-encoding/i);
    assert.ok(response.rawPayload.length < identity.rawPayload.length / 3);
    assert.deepEqual(
      JSON.parse(brotliDecompressSync(response.rawPayload).toString()),
      identity.json(),
    );

    const gzipped = await get('/docs/json', 'gzip');
    assert.equal(gzipped.headers['content-encoding'], 'gzip');
    assert.deepEqual(JSON.parse(gunzipSync(gzipped.rawPayload).toString()), identity.json());
  });

  test('should leave a response under 1 KB as it is', async () => {
    const response = await get('/health', 'br, gzip');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], undefined);
    assert.equal(response.json().status, 'ok');
  });
});
