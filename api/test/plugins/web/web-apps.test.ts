import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { App } from '../../../src/app';
import {
  composeAppPage,
  composePage,
  hasCurrentSession,
} from '../../../src/plugins/web/prerendered-pages';
import { build } from '../../helper';
import { putFile } from './web-root';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** What the host's build writes, in short: its deferred scripts in the head, an empty root. */
const INDEX =
  '<!doctype html><html><head><title>Fluxo</title><script src="/paint-theme.js"></script>' +
  '<script defer src="/static/js/g.11aa.js"></script><script defer src="/static/js/index.3f9a1c.js"></script>' +
  '</head><body><div id="root"></div></body></html>';
/** remote-auth's build prerenders its sign-in page (remote-auth/scripts/prerender.mjs). */
const LOGIN_PRERENDER = {
  head: '<style data-emotion="css 1x">.css-1x{color:red}</style>',
  body: '<main class="css-1x"><form><input name="email"></form></main>',
};
/** The parts of a federation manifest the page preloads read (the real one has many more). */
const AUTH_MANIFEST = JSON.stringify({
  id: 'auth',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'LoginPage',
      assets: { js: { sync: ['static/js/async/login.8b2e.js', 'static/js/async/l.11.js'] } },
    },
    {
      name: 'ForgotPasswordPage',
      assets: { js: { sync: ['static/js/async/forgot.4c1d.js', 'static/js/async/l.11.js'] } },
    },
  ],
});

let webRoot: string;
let app: App;

const put = (relative: string, content: string) => putFile(webRoot, relative, content);

before(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'fluxo-web-'));
  await put('host/dist/index.html', INDEX);
  await put('host/dist/remotes.json', '{"auth":"/remotes/auth/mf-manifest.json"}');
  await put('host/dist/static/js/index.3f9a1c.js', 'console.log("host")');
  await put('host/dist/favicon.svg', '<svg/>');
  await put('remote-auth/dist/mf-manifest.json', AUTH_MANIFEST);
  await put('remote-auth/dist/remoteEntry.js', 'var auth;');
  await put('remote-auth/dist/static/js/async/login.8b2e.js', 'export {}');
  await put('remote-auth/dist/index.html', '<title>auth standalone</title>');
  await put('remote-auth/dist/prerender/LoginPage.json', JSON.stringify(LOGIN_PRERENDER));
  // remote-insights and the others are not built here: their paths must be plain 404s.
  app = await build(undefined, { env: { WEB_ROOT: webRoot } });
});

after(async () => {
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

function get(url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') {
  return app.inject({ method, url });
}

function assertJson404(response: Awaited<ReturnType<typeof get>>): void {
  assert.equal(response.statusCode, 404);
  assert.equal(response.json().error, 'Not Found');
  assert.match(response.json().message, /^Rota não encontrada: /);
}

describe('the host at /', () => {
  test('should serve index.html at / without caching', async () => {
    const response = await get('/');
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, INDEX);
    assert.match(String(response.headers['content-type']), /^text\/html/);
    assert.equal(response.headers['cache-control'], 'no-cache');
  });

  for (const route of [
    '/login?signup=success',
    '/forgot-password',
    '/empresa/informacoes-gerais',
    '/reset/abc123',
    '/movimentacoes?page=2',
  ]) {
    test(`should fall back to index.html for the app route ${route}`, async () => {
      const response = await get(route);
      assert.equal(response.statusCode, 200);
      assert.equal(response.body, INDEX);
      assert.equal(response.headers['cache-control'], 'no-cache');
    });
  }

  test('should answer HEAD on an app route', async () => {
    const response = await get('/minha-conta/informacoes-gerais', 'HEAD');
    assert.equal(response.statusCode, 200);
  });

  test('should mark hashed assets immutable', async () => {
    const response = await get('/static/js/index.3f9a1c.js');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], IMMUTABLE);
  });

  test('should revalidate the remotes config and unhashed files', async () => {
    const config = await get('/remotes.json');
    assert.equal(config.statusCode, 200);
    assert.equal(config.headers['cache-control'], 'no-cache');
    assert.equal((await get('/favicon.svg')).headers['cache-control'], 'no-cache');
  });

  test('should 404 a missing file instead of sending the page', async () => {
    assertJson404(await get('/static/js/gone.000000.js'));
  });

  test('should not fall back for other methods', async () => {
    assertJson404(await get('/login', 'POST'));
  });

  test('should not serve files outside the folder', async () => {
    for (const url of [
      '/..%2f..%2fapi%2fpackage.json',
      '/static/..%2f..%2f..%2fhost%2fdist%2findex.html',
    ]) {
      const response = await get(url);
      assert.notEqual(response.statusCode, 200, url);
    }
  });
});

describe('preloads of what a page will need', () => {
  const links = async (url: string) =>
    String((await get(url)).headers.link ?? '')
      .split(', ')
      .filter(Boolean);

  test("should name the whole chain of a remote's page in Link headers", async () => {
    assert.deepEqual(await links('/forgot-password'), [
      '</remotes.json>; rel=preload; as=fetch; crossorigin',
      '</remotes/auth/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
      '</remotes/auth/remoteEntry.js>; rel=prefetch; as=script',
      '</remotes/auth/static/js/async/forgot.4c1d.js>; rel=prefetch; as=script',
      '</remotes/auth/static/js/async/l.11.js>; rel=prefetch; as=script',
    ]);
  });

  test('should match routes with params, and stop where the manifest says nothing', async () => {
    // ResetPasswordPage is not in this manifest's exposes: the entry, not a guessed chunk.
    assert.deepEqual((await links('/reset/abc123')).slice(2), [
      '</remotes/auth/remoteEntry.js>; rel=prefetch; as=script',
    ]);
  });

  test('should preload only the remotes config for a remote it does not know', async () => {
    // insights is not in this remotes.json.
    assert.deepEqual(await links('/'), ['</remotes.json>; rel=preload; as=fetch; crossorigin']);
  });
});

describe('the remotes at /remotes/<name>/', () => {
  test('should serve mf-manifest.json without caching', async () => {
    const response = await get('/remotes/auth/mf-manifest.json');
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, AUTH_MANIFEST);
    assert.equal(response.headers['cache-control'], 'no-cache');
  });

  test('should serve the remote entry (not hashed) without caching, chunks immutable', async () => {
    assert.equal((await get('/remotes/auth/remoteEntry.js')).headers['cache-control'], 'no-cache');
    const chunk = await get('/remotes/auth/static/js/async/login.8b2e.js');
    assert.equal(chunk.statusCode, 200);
    assert.equal(chunk.headers['cache-control'], IMMUTABLE);
  });

  test('should 404 a missing chunk: no SPA fallback for remotes', async () => {
    assertJson404(await get('/remotes/auth/static/js/async/gone.js'));
    assertJson404(await get('/remotes/auth/login'));
  });

  test('should 404 a remote that is not built, or unknown', async () => {
    assertJson404(await get('/remotes/insights/mf-manifest.json'));
    assertJson404(await get('/remotes/unknown/mf-manifest.json'));
    assertJson404(await get('/remotes/auth'));
    assertJson404(await get('/remotes/auth/'));
    assertJson404(await get('/remotes/auth/static/'));
  });
});

describe('the API beside the apps', () => {
  test('should keep JSON 404s for unknown API routes', async () => {
    assertJson404(await get('/v1/does-not-exist'));
    assertJson404(await get('/v1'));
  });

  test('should still answer /health and /docs', async () => {
    assert.equal((await get('/health')).json().status, 'ok');
    const docs = await get('/docs/json');
    assert.equal(docs.statusCode, 200);
    assert.ok(docs.json().paths['/v1/auth/sign-in']);
  });
});

/**
 * The first paint waits for the element right after the page (`rel=expect` in the head): never
 * half a card, then the whole one moved (a layout shift Lighthouse measured at 0.15–0.19).
 */
function assertPaintedWhole(html: string): void {
  const expect = html.indexOf('<link rel="expect" href="#root" blocking="render">');
  assert.ok(expect !== -1 && expect < html.indexOf('</head>'), html);
  const root = html.indexOf('<div id="root" hidden></div>');
  assert.ok(root > html.indexOf('<div id="prerender">') && root > html.indexOf('</main>'), html);
}

describe('a page a remote prerendered', () => {
  const composed = async (headers: Record<string, string> = {}) => {
    const response = await app.inject({ method: 'GET', url: '/login', headers });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/html/);
    assert.equal(response.headers['cache-control'], 'no-cache');
    return response;
  };

  test('should send the sign-in page in the HTML, the app hidden and started on input', async () => {
    const html = (await composed({ 'accept-encoding': 'identity' })).body;
    assert.ok(html.includes(`<div id="prerender">${LOGIN_PRERENDER.body}</div>`), html);
    assert.ok(html.includes('<div id="root" hidden></div>'));
    assert.ok(html.indexOf(LOGIN_PRERENDER.head) < html.indexOf('</head>'));
    // The host's scripts are prefetched, not run; the starter runs them in the build's order.
    assert.ok(!/<script defer src="\/static\//.test(html), html);
    assert.ok(html.includes('<link rel="prefetch" href="/static/js/index.3f9a1c.js" as="script">'));
    assert.ok(
      html.includes(
        '<script defer src="/start-on-input.js" data-app="/static/js/g.11aa.js /static/js/index.3f9a1c.js"></script>',
      ),
    );
    // The theme is still painted before anything else.
    assert.ok(html.includes('<script src="/paint-theme.js"></script>'));
    assertPaintedWhole(html);
  });

  test('should send it compressed once, as the browser accepts', async () => {
    const plain = (await composed({ 'accept-encoding': 'identity' })).rawPayload;
    const br = await composed({ 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers.vary, 'Accept-Encoding');
    assert.deepEqual(brotliDecompressSync(br.rawPayload), plain);
    // A browser that refuses brotli (q=0) gets gzip.
    const refused = await composed({ 'accept-encoding': 'br;q=0, gzip' });
    assert.equal(refused.headers['content-encoding'], 'gzip');
    const gz = await composed({ 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(gunzipSync(gz.rawPayload), plain);
  });

  test("should prefetch the route's scripts and preload nothing it does not run at once", async () => {
    assert.deepEqual(String((await composed()).headers.link).split(', '), [
      '</remotes/auth/remoteEntry.js>; rel=prefetch; as=script',
      '</remotes/auth/static/js/async/login.8b2e.js>; rel=prefetch; as=script',
      '</remotes/auth/static/js/async/l.11.js>; rel=prefetch; as=script',
    ]);
  });

  test('should compose the page again once a deploy rewrites it, and only then', async (t) => {
    const first = (await composed({ 'accept-encoding': 'identity' })).body;
    assert.equal((await composed({ 'accept-encoding': 'identity' })).body, first);
    const redeployed = {
      ...LOGIN_PRERENDER,
      body: '<main><form><input name="senha"></form></main>',
    };
    await put('remote-auth/dist/prerender/LoginPage.json', JSON.stringify(redeployed));
    // A different mtime than the first write, for the server's re-read.
    const later = new Date(Date.now() + 5_000);
    await utimes(path.join(webRoot, 'remote-auth/dist/prerender/LoginPage.json'), later, later);
    t.after(() =>
      put('remote-auth/dist/prerender/LoginPage.json', JSON.stringify(LOGIN_PRERENDER)),
    );
    const html = (await composed({ 'accept-encoding': 'identity' })).body;
    assert.ok(html.includes(`<div id="prerender">${redeployed.body}</div>`), html);
  });

  test('should not prerender a remote served from another origin', async (t) => {
    await put('host/dist/remotes.json', '{"auth":"https://auth.example.com/mf-manifest.json"}');
    // A different mtime than the first write, for the server's re-read.
    const later = new Date(Date.now() + 5_000);
    await utimes(path.join(webRoot, 'host/dist/remotes.json'), later, later);
    t.after(() => put('host/dist/remotes.json', '{"auth":"/remotes/auth/mf-manifest.json"}'));
    assert.equal((await get('/login')).body, INDEX);
  });

  test('should send the page as built when the host HTML is not what it expects', () => {
    assert.equal(
      composePage('<html><body><div id="app"></div></body></html>', LOGIN_PRERENDER),
      null,
    );
    assert.equal(
      composePage(INDEX.replace(/<script defer[^>]*><\/script>/g, ''), LOGIN_PRERENDER),
      null,
    );
  });
});

describe('a host that is not built', () => {
  test('should answer app routes with a 404 instead of failing', async (t) => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'fluxo-web-empty-'));
    t.after(() => rm(empty, { recursive: true, force: true }));
    const bare = await build(t, { env: { WEB_ROOT: empty } });
    assertJson404(await bare.inject({ method: 'GET', url: '/login' }));
  });
});

describe("a signed-in route's prerendered page, in the host's shell", () => {
  /** The host's prerendered shell (host/src/prerender), its page slot empty. */
  const SHELL = {
    head: '<style data-emotion="css-global 1g">:root{--c:blue}</style><style data-emotion="css 2s">.css-2s{margin:0}</style>',
    body: '<aside class="css-2s">Menu</aside><main class="css-2s"><div id="prerender-page"></div></main>',
    frame: 'app' as const,
  };
  /** remote-insights' dashboard before its figures, rendered with the same theme. */
  const DASHBOARD = {
    head: '<style data-emotion="css-global 1g">:root{--c:blue}</style><style data-emotion="css 3p">.css-3p{padding:0}</style>',
    body: '<h1 class="css-3p">Insights</h1><p>R$&amp; $& $1 antes das cifras</p>',
    frame: 'app' as const,
  };
  const INSIGHTS_MANIFEST = JSON.stringify({
    id: 'insights',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'InsightsPage', assets: { js: { sync: ['static/js/async/page.1a.js'] } } }],
  });
  /** A session cookie as the app writes it (shared/session token-cookie.ts). */
  const cookieFor = (exp: unknown) =>
    `tema=escuro; fluxoToken=${encodeURIComponent(
      ['e30', Buffer.from(JSON.stringify({ exp })).toString('base64url'), 'assinatura'].join('.'),
    )}`;
  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

  let root: string;
  let server: App;
  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'fluxo-web-app-'));
    const write = async (relative: string, content: string) => {
      await mkdir(path.dirname(path.join(root, relative)), { recursive: true });
      await writeFile(path.join(root, relative), content);
    };
    await write('host/dist/index.html', INDEX);
    await write('host/dist/remotes.json', '{"insights":"/remotes/insights/mf-manifest.json"}');
    await write('host/dist/prerender/AppShell.json', JSON.stringify(SHELL));
    await write('remote-insights/dist/mf-manifest.json', INSIGHTS_MANIFEST);
    await write('remote-insights/dist/prerender/InsightsPage.json', JSON.stringify(DASHBOARD));
    server = await build(undefined, { env: { WEB_ROOT: root } });
  });
  after(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  const dashboard = (cookie?: string) =>
    server.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) },
    });

  test('should send the shell with the page in it to a current session', async () => {
    const response = await dashboard(cookieFor(inAnHour()));
    assert.equal(response.statusCode, 200);
    const html = response.body;
    assert.ok(
      html.includes(
        // Inert is the shell's own markup (all but its theme button): the server adds nothing.
        '<div id="prerender"><aside class="css-2s">Menu</aside><main class="css-2s">' +
          `${DASHBOARD.body}</main></div><div id="root" hidden></div>`,
      ),
      html,
    );
    // The scripts run at once, as on any page: a signed-in visitor is not waited for.
    assert.ok(html.includes('<script defer src="/static/js/index.3f9a1c.js"></script>'), html);
    assert.ok(!html.includes('start-on-input'), html);
    // The theme's global styles, rendered twice, are sent once.
    assert.equal(html.split('data-emotion="css-global 1g"').length, 2, html);
    assertPaintedWhole(html);
    assert.ok(html.includes('.css-2s{margin:0}') && html.includes('.css-3p{padding:0}'), html);
    assert.equal(response.headers.vary, 'Accept-Encoding, Cookie');
    // The whole chain is preloaded, as the scripts start now.
    assert.ok(String(response.headers.link).includes('</remotes.json>; rel=preload; as=fetch'));
  });

  test('should send the page as built to a visitor without a current session', async () => {
    for (const cookie of [
      undefined,
      cookieFor(Math.floor(Date.now() / 1000) - 60),
      cookieFor('amanhã'),
      'fluxoToken=nao-e-um-token',
      'fluxoToken=a.%%%.c',
    ]) {
      const response = await dashboard(cookie);
      assert.equal(response.statusCode, 200);
      assert.equal(response.body, INDEX, String(cookie));
      assert.equal(response.headers.vary, 'Accept-Encoding, Cookie');
    }
  });

  test('should tell a current session from an expired, forged or missing one', () => {
    const now = Date.UTC(2026, 10, 24);
    const at = (seconds: number) => cookieFor(seconds);
    assert.equal(hasCurrentSession(at(now / 1000 + 1), now), true);
    assert.equal(hasCurrentSession(at(now / 1000), now), false);
    assert.equal(hasCurrentSession(at(now / 1000 - 1), now), false);
    assert.equal(hasCurrentSession(undefined, now), false);
    assert.equal(hasCurrentSession('outro=1', now), false);
    assert.equal(hasCurrentSession('fluxoToken=', now), false);
    assert.equal(hasCurrentSession('xfluxoToken=a.e30.b', now), false);
  });

  test('should fall back to the page as built when the shell is not what it expects', () => {
    assert.equal(composeAppPage(INDEX, { ...SHELL, body: '<main></main>' }, DASHBOARD), null);
    assert.equal(composeAppPage('<html><body></body></html>', SHELL, DASHBOARD), null);
  });
});
