import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { App } from '../../src/app';
import { build } from '../helper';

const REMOTES = {
  auth: '/remotes/auth/mf-manifest.json',
  insights: 'https://insights.cdn.fluxo.example/v3/mf-manifest.json',
};

let webRoot: string;
let app: App;

before(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'fluxo-csp-'));
  await mkdir(path.join(webRoot, 'host', 'dist'), { recursive: true });
  await writeFile(
    path.join(webRoot, 'host', 'dist', 'index.html'),
    '<!doctype html><title>F</title>',
  );
  await writeFile(path.join(webRoot, 'host', 'dist', 'remotes.json'), JSON.stringify(REMOTES));
  app = await build(undefined, { env: { WEB_ROOT: webRoot } });
});

after(async () => {
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

/** The policy as directive → sources. */
function directives(header: unknown): Map<string, string[]> {
  assert.equal(typeof header, 'string', 'content-security-policy is set');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

const URLS = ['/', '/login', '/remotes.json', '/health', '/v1/users/profile', '/v1/nope'];

describe('security headers', () => {
  for (const url of URLS) {
    test(`should protect ${url}`, async () => {
      const response = await app.inject({ method: 'GET', url });
      assert.ok(response.headers['content-security-policy'], url);
      assert.equal(response.headers['x-frame-options'], 'DENY', url);
      assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
    });
  }

  test('should allow scripts only from files of known origins, never inline or eval', async () => {
    const csp = directives((await app.inject('/login')).headers['content-security-policy']);
    const scripts = csp.get('script-src') ?? [];
    assert.ok(scripts.includes("'self'"));
    assert.ok(!scripts.includes("'unsafe-inline'"));
    assert.ok(!scripts.includes("'unsafe-eval'"));
    assert.ok(!scripts.some((source) => source.startsWith("'nonce-") || source === '*'));
    assert.deepEqual(csp.get('script-src-attr'), ["'none'"]);
    assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(csp.get('object-src'), ["'none'"]);
    assert.deepEqual(csp.get('default-src'), ["'self'"]);
  });

  test('should allow the remotes config’s other origins for scripts and fetches', async () => {
    const csp = directives((await app.inject('/')).headers['content-security-policy']);
    for (const directive of ['script-src', 'connect-src']) {
      assert.ok(csp.get(directive)?.includes('https://insights.cdn.fluxo.example'), directive);
    }
  });

  test('should allow loopback dev servers, for the README’s remote override', async () => {
    const csp = directives((await app.inject('/')).headers['content-security-policy']);
    assert.ok(csp.get('script-src')?.includes('http://localhost:*'));
    assert.ok(csp.get('connect-src')?.includes('http://127.0.0.1:*'));
  });

  test('should not allow Google unless a client id is configured', async (t) => {
    const without = (await app.inject('/login')).headers['content-security-policy'];
    assert.doesNotMatch(String(without), /accounts\.google\.com/);

    const withGoogle = await build(t, {
      env: { WEB_ROOT: webRoot, GOOGLE_CLIENT_ID: 'fluxo.apps.googleusercontent.com' },
    });
    const csp = directives((await withGoogle.inject('/login')).headers['content-security-policy']);
    assert.ok(csp.get('script-src')?.includes('https://accounts.google.com'));
    assert.ok(csp.get('frame-src')?.includes('https://accounts.google.com'));
  });

  test('should send HSTS only over HTTPS', async (t) => {
    const plain = await app.inject({ url: '/health', headers: { 'x-forwarded-proto': 'https' } });
    // Without TRUST_PROXY a client cannot claim HTTPS by a header.
    assert.equal(plain.headers['strict-transport-security'], undefined);

    const proxied = await build(t, { env: { WEB_ROOT: webRoot, TRUST_PROXY: 'true' } });
    const secure = await proxied.inject({
      url: '/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    assert.match(String(secure.headers['strict-transport-security']), /max-age=31536000/);
    const insecure = await proxied.inject({
      url: '/health',
      headers: { 'x-forwarded-proto': 'http' },
    });
    assert.equal(insecure.headers['strict-transport-security'], undefined);
  });

  test('should keep the API docs working', async () => {
    const page = await app.inject('/docs/');
    assert.equal(page.statusCode, 200);
    assert.ok(page.headers['content-security-policy']);
    const initializer = await app.inject('/docs/static/swagger-initializer.js');
    assert.equal(initializer.statusCode, 200);
    assert.doesNotMatch(
      page.body,
      /<script>(?!\s*<\/script>)/,
      'no inline script in the docs page',
    );
  });
});
