import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { emptyFilter, insightsSchema, TOKEN_COOKIE } from 'shared/contracts';
import type { FilterState, Insights } from 'shared/contracts';
import { defaultPeriod } from 'shared/format';
import type { App } from '../../../src/app';
import type { ServedData } from '../../../src/plugins/web/dashboard-page';
import { createMovement, openMovementWorld } from '../../domains/movements/movement-fixtures';
import type { Setup } from '../../domains/movements/movement-fixtures';
import { categorySchema } from 'shared/contracts';
import { createAs, createTenant, expectStatus } from '../../domains/setup/setup-fixtures';
import type { Tenant } from '../../domains/setup/setup-fixtures';
import { putFile } from './web-root';

// `/` sent with the company's figures (issue 19, item 6): the server reads the insights for the
// cookie's session and hands them to remote-insights' server bundle. The bundle here is a
// stand-in that writes what it was given into the page, so that this suite checks the server's
// part: whose figures, which sessions get them, and the page as before whenever anything is
// missing. The real bundle's markup is checked by remote-insights' jest suite and, in Chromium,
// by the e2e suite.

const INDEX =
  '<!doctype html><html><head><title>Fluxo</title><script src="/paint-theme.js"></script>' +
  '<script defer src="/static/js/index.3f9a1c.js"></script></head><body><div id="root"></div>' +
  '</body></html>';
const SHELL = {
  head: '<style data-emotion="css 1s">.css-1s{color:blue}</style>',
  body: '<div inert><nav>Menu</nav><main><div id="prerender-page"></div></main></div>',
  frame: 'app',
};
/** The parts of remote-insights' federation manifest the page's prefetches read. */
const INSIGHTS_MANIFEST = JSON.stringify({
  id: 'insights',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'InsightsPage', assets: { js: { sync: ['static/js/async/insights.7c.js'] } } }],
});
/** The picture of the dashboard before its figures (remote-insights' build prerenders it). */
const SKELETON = { head: '', body: '<h1>Insights</h1><p>Carregando</p>', frame: 'app' };

const FILTER: FilterState = emptyFilter(defaultPeriod());

/** A category's name that would close the data's <script> element if written as it is. */
const HOSTILE_NAME = 'Venda </script><script>alert(1)</script>';

const STAND_IN_RENDERER = `
exports.dashboardFilter = () => (${JSON.stringify(FILTER)});
exports.renderDashboardPage = (input) => ({
  head: '<style data-emotion="css 1d">.css-1d{color:red}</style>',
  body: '<main><pre id="input">' + JSON.stringify(input).replace(/</g, '\\\\u003c') + '</pre></main>',
  queries: [{ endpointName: 'getInsights', arg: input.filter, value: input.insights }],
});
`;

let webRoot: string;
let app: App;
let ana: Tenant;
let bruno: Tenant;
let setup: Setup;

const put = (relative: string, content: string) => putFile(webRoot, relative, content);

const cookieOf = (token: string) => `theme=dark; ${TOKEN_COOKIE}=${encodeURIComponent(token)}`;

function home(cookie?: string, url = '/') {
  return app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

/** What the stand-in was handed, and what the page tells the app, or null when not served. */
function servedIn(html: string): { input: { insights: Insights }; data: ServedData } | null {
  const input = /<pre id="input">([^<]*)<\/pre>/.exec(html);
  const data = /<script type="application\/json" id="served-data">([^<]*)<\/script>/.exec(html);
  if (!input && !data) return null;
  assert.ok(input && data, 'the page holds both the figures and their answers');
  return { input: JSON.parse(input[1]!), data: JSON.parse(data[1]!) as ServedData };
}

/** The insights the API answers the token's company for the dashboard's filter. */
async function insightsOf(tenant: Tenant): Promise<Insights> {
  const response = await tenant.call('POST', '/v1/companies/dashboards/insights', FILTER);
  expectStatus(response, 200);
  return insightsSchema.parse(response.json());
}

before(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'fluxo-dashboard-'));
  await put('host/dist/index.html', INDEX);
  await put('host/dist/remotes.json', '{"insights":"/remotes/insights/mf-manifest.json"}');
  await put('host/dist/prerender/AppShell.json', JSON.stringify(SHELL));
  await put('remote-insights/dist/mf-manifest.json', INSIGHTS_MANIFEST);
  await put('remote-insights/dist/prerender/InsightsPage.json', JSON.stringify(SKELETON));
  await put('remote-insights/dist/server/dashboard-page.cjs', STAND_IN_RENDERER);
  ({ app, ana, bruno, setup } = await openMovementWorld({ WEB_ROOT: webRoot }));
  const hostile = await createAs(ana, '/v1/companies/categories', categorySchema, {
    type: 'receita',
    code: '1.09',
    name: HOSTILE_NAME,
    parent_id: setup.income,
  });
  await createMovement(ana, {
    type: 'receita',
    description: 'Bolo de casamento',
    amount_cents: 12_345,
    due_date: FILTER.start_date,
    competence_date: FILTER.start_date,
    category_id: hostile.id,
  });
});

after(async () => {
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('the dashboard sent with its figures', () => {
  test("should hold the token's company's insights, as the API answers them", async () => {
    const response = await home(cookieOf(ana.token));
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.match(String(response.headers.vary), /Cookie/);
    const served = servedIn(response.body);
    assert.ok(served, 'the page has the figures');
    const expected = await insightsOf(ana);
    assert.equal(expected.total_income, 12_345);
    assert.deepEqual(served.input.insights, expected);
    assert.deepEqual(served.data, {
      company_id: ana.companyId,
      queries: [{ endpointName: 'getInsights', arg: FILTER, value: expected }],
    });
  });

  test('should compress the page as the browser accepts, br before gzip, and send it whole otherwise', async () => {
    // Served from the not-found handler, where @fastify/compress does not reach: it went out whole.
    const send = (acceptEncoding: string) =>
      app.inject({
        method: 'GET',
        url: '/',
        headers: { cookie: cookieOf(ana.token), 'accept-encoding': acceptEncoding },
      });
    const whole = await send('identity');
    assert.equal(whole.headers['content-encoding'], undefined);
    assert.ok(servedIn(whole.body), 'the page with the figures');
    const br = await send('gzip, deflate, br, zstd');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), whole.body);
    const gz = await send('gzip;q=1, br;q=0');
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.rawPayload).toString(), whole.body);
    assert.match(String(gz.headers.vary), /Accept-Encoding/);
  });

  test("should give each company's visitor only that company's figures", async () => {
    const served = servedIn((await home(cookieOf(bruno.token))).body);
    assert.ok(served);
    assert.equal(served.data.company_id, bruno.companyId);
    assert.deepEqual(served.input.insights, await insightsOf(bruno));
    assert.equal(served.input.insights.total_income, 0);
  });

  test('should start the app on input, not at once, with the shell and the page in it', async () => {
    const html = (await home(cookieOf(ana.token))).body;
    assert.doesNotMatch(html, /<script defer src="\/static\/js\/index/);
    assert.match(
      html,
      /<link rel="prefetch" href="\/static\/js\/index\.3f9a1c\.js" as="script"><script defer src="\/start-on-input\.js" data-wait="always" data-app="\/static\/js\/index\.3f9a1c\.js"><\/script>/,
    );
    assert.match(
      html,
      /<div id="prerender"><div inert><nav>Menu<\/nav><main><main><pre id="input">/,
    );
    assert.match(html, /\.css-1s\{color:blue\}.*\.css-1d\{color:red\}/);
    assert.match(html, /<div id="root" hidden><\/div><script type="application\/json"/);
  });

  test("should prefetch the dashboard's remote, not preload it", async () => {
    const response = await home(cookieOf(ana.token));
    assert.equal(
      response.headers.link,
      '</remotes/insights/remoteEntry.js>; rel=prefetch; as=script, ' +
        '</remotes/insights/static/js/async/insights.7c.js>; rel=prefetch; as=script',
    );
  });

  test("should keep a text's </script> inside the data", async () => {
    const html = (await home(cookieOf(ana.token))).body;
    assert.doesNotMatch(html, /<script>alert/);
    const served = servedIn(html);
    assert.ok(served);
    // The category's name comes back whole through JSON.parse.
    const value = served.data.queries[0]!.value as Insights;
    assert.ok(value.income_by_categories.some((slice) => slice.label.includes(HOSTILE_NAME)));
  });

  test('should send the page as before without a session the API would accept', async () => {
    // Someone of their own, signed out here: the other tests keep their sessions.
    const carla = await createTenant(app);
    const signedOut = await app.inject({
      method: 'DELETE',
      url: '/v1/auth/sessions/current',
      headers: { authorization: `Bearer ${carla.token}` },
    });
    assert.ok(signedOut.statusCode < 300, `sign-out answered ${signedOut.statusCode}`);
    const forged = `${ana.token.slice(0, -4)}AAAA`;
    for (const cookie of [
      undefined,
      cookieOf(carla.token),
      cookieOf(forged),
      `${TOKEN_COOKIE}=%E0`,
    ]) {
      const response = await home(cookie);
      assert.equal(response.statusCode, 200);
      assert.equal(servedIn(response.body), null, `figures sent for cookie ${cookie}`);
      assert.notEqual(response.headers['cache-control'], 'no-store');
    }
  });

  test('should read no figures for a HEAD', async () => {
    const response = await app.inject({
      method: 'HEAD',
      url: '/',
      headers: { cookie: cookieOf(ana.token) },
    });
    assert.equal(response.statusCode, 200);
    assert.notEqual(response.headers['cache-control'], 'no-store');
  });

  test('should send the page as before with a query string, or without the server bundle', async () => {
    assert.equal(servedIn((await home(cookieOf(ana.token), '/?empresa=1')).body), null);
    await rm(path.join(webRoot, 'remote-insights/dist/server'), { recursive: true });
    try {
      const response = await home(cookieOf(ana.token));
      assert.equal(response.statusCode, 200);
      assert.equal(servedIn(response.body), null);
      // The picture of the dashboard before its figures, with the app at once.
      assert.match(response.body, /<h1>Insights<\/h1><p>Carregando<\/p>/);
      assert.match(response.body, /<script defer src="\/static\/js\/index\.3f9a1c\.js"><\/script>/);
    } finally {
      await put('remote-insights/dist/server/dashboard-page.cjs', STAND_IN_RENDERER);
    }
  });
});
