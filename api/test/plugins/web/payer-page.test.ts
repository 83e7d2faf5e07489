import assert from 'node:assert/strict';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { pixChargeSchema, publicPixChargeSchema } from 'shared/contracts';
import type { PixCharge } from 'shared/contracts';
import type { App } from '../../../src/app';
import { acceptPix } from '../../domains/cobranca/psp-fixtures';
import { composePayerPage } from '../../../src/plugins/web/payer-page';
import type { PixChargePageInput } from '../../../src/plugins/web/payer-page';
import {
  createMovement,
  MOVEMENTS_URL,
  openMovementWorld,
} from '../../domains/movements/movement-fixtures';
import type { Setup } from '../../domains/movements/movement-fixtures';
import { expectStatus } from '../../domains/setup/setup-fixtures';
import type { Tenant } from '../../domains/setup/setup-fixtures';
import { putFile } from './web-root';

// The payer's page sent as HTML (issue 21, Lighthouse ≥ 95 on a phone): the server reads the
// charge and hands it to remote-auth's server bundle. The bundle here is a stand-in that writes
// what it was given into the page, so that this suite checks the server's part: which charge,
// which status code, the opt-out form, and the app's page whenever the bundle is not there. The
// real bundle's markup is checked by remote-auth's jest suite and, in Chromium, by the e2e suite.

const INDEX =
  '<!doctype html><html><head><title>Fluxo</title><script src="/paint-theme.js"></script>' +
  '<script defer src="/static/js/index.3f9a1c.js"></script></head><body><div id="root"></div>' +
  '<noscript>O Fluxo precisa de JavaScript habilitado para funcionar.</noscript></body></html>';

const STAND_IN_RENDERER = `
exports.renderPixChargePage = (input) => ({
  head: '<style>.payer{color:red}</style>',
  body: '<main><pre id="input">' + JSON.stringify(input).replace(/</g, '\\\\u003c') + '</pre></main>',
  title: input.charge ? 'Cobrança Pix · ' + input.charge.company.name : 'Cobrança Pix · Fluxo',
});
`;

let webRoot: string;
let app: App;
let ana: Tenant;
let setup: Setup;
let charge: PixCharge;

const put = (relative: string, content: string) => putFile(webRoot, relative, content);

/** What the stand-in renderer was handed for the page in `html`. */
function inputOf(html: string): PixChargePageInput {
  const match = /<pre id="input">([^<]*)<\/pre>/.exec(html);
  assert.ok(match, 'the page holds the rendered charge');
  return JSON.parse(match[1]!) as PixChargePageInput;
}

const tokenOf = (pagePath: string) => pagePath.replace('/cobranca/', '');

before(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'fluxo-payer-'));
  await put('host/dist/index.html', INDEX);
  await put('host/dist/remotes.json', '{"auth":"/remotes/auth/mf-manifest.json"}');
  await put('remote-auth/dist/mf-manifest.json', '{"id":"auth","exposes":[]}');
  await put('remote-auth/dist/server/pix-charge-page.cjs', STAND_IN_RENDERER);
  await put('remote-auth/dist/ssr/pix-charge-page.js', 'void 0;');
  ({ app, ana, setup } = await openMovementWorld({ WEB_ROOT: webRoot }));
  await acceptPix(app, ana, setup.itau);
  const movement = await createMovement(ana, {
    type: 'receita',
    description: 'Bolo de casamento',
    amount_cents: 12_345,
    due_date: '2026-12-10',
    competence_date: '2026-12-10',
    category_id: setup.sales,
  });
  const created = await ana.call('POST', `${MOVEMENTS_URL}/${movement.id}/pix-charge`);
  expectStatus(created, 201);
  charge = pixChargeSchema.parse(created.json());
});

after(async () => {
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('the payer page sent as HTML', () => {
  test('should send the charge the public API gives, in the host page, without the app', async () => {
    const response = await app.inject({ method: 'GET', url: charge.page_path });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/html; charset=utf-8/);
    // Paid or cancelled tomorrow, and the URL is the charge's key: kept by no cache.
    assert.equal(response.headers['cache-control'], 'no-store');
    const html = response.body;
    assert.match(html, /<title>Cobrança Pix · Padaria São João<\/title>/);
    assert.ok(html.includes('<style>.payer{color:red}</style>'));
    assert.ok(html.includes('<script defer src="/remotes/auth/ssr/pix-charge-page.js"></script>'));
    // The theme script stays (it paints the theme and works the theme button); the app goes.
    assert.ok(html.includes('<script src="/paint-theme.js"></script>'));
    assert.ok(!html.includes('/static/js/index.3f9a1c.js'));
    assert.ok(!html.includes('<noscript>'));
    assert.ok(html.includes('<div id="prerender"><main>'));

    const api = await app.inject({
      method: 'GET',
      url: `/v1/public/pix-charges/${tokenOf(charge.page_path)}`,
    });
    const input = inputOf(html);
    assert.deepEqual(input.charge, publicPixChargeSchema.parse(api.json()));
    assert.equal(input.token, tokenOf(charge.page_path));
    assert.equal(input.asked, false);
    assert.equal(input.outcome, undefined);
  });

  test("should open the opt-out when the reminder's link asks for it", async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${charge.page_path}?lembretes=parar`,
    });
    assert.equal(response.statusCode, 200);
    assert.equal(inputOf(response.body).asked, true);
  });

  test('should say a link that leads to no charge is wrong, with a 404', async () => {
    for (const token of ['A'.repeat(54), 'curto', '..%2f..%2fetc']) {
      const response = await app.inject({ method: 'GET', url: `/cobranca/${token}` });
      assert.equal(response.statusCode, 404, token);
      const input = inputOf(response.body);
      assert.equal(input.charge, null);
      assert.match(response.body, /<title>Cobrança Pix · Fluxo<\/title>/);
    }
  });

  test('should stop the reminders from the plain form, then show the page saying so', async () => {
    const token = tokenOf(charge.page_path);
    const posted = await app.inject({
      method: 'POST',
      url: `${charge.page_path}/lembretes`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    assert.equal(posted.statusCode, 303);
    assert.equal(posted.headers.location, `/cobranca/${token}?lembretes=parado`);
    // Sent again (a reload that resubmits): the same answer, nothing else changes.
    const again = await app.inject({
      method: 'POST',
      url: `${charge.page_path}/lembretes`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(again.statusCode, 303);

    const page = await app.inject({ method: 'GET', url: String(posted.headers.location) });
    assert.equal(page.statusCode, 200);
    assert.equal(inputOf(page.body).outcome, 'done');

    const unknown = await app.inject({
      method: 'POST',
      url: `/cobranca/${'B'.repeat(54)}/lembretes`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(unknown.statusCode, 404);
    assert.equal(inputOf(unknown.body).charge, null);
  });

  test("should never serve the server's bundle, and serve the page's script", async () => {
    const bundle = await app.inject({
      method: 'GET',
      url: '/remotes/auth/server/pix-charge-page.cjs',
    });
    assert.equal(bundle.statusCode, 404);
    const script = await app.inject({ method: 'GET', url: '/remotes/auth/ssr/pix-charge-page.js' });
    assert.equal(script.statusCode, 200);
  });

  test('should send the app when remote-auth is served from another origin', async () => {
    const config = path.join(webRoot, 'host/dist/remotes.json');
    await writeFile(config, '{"auth":"https://auth.example.com/mf-manifest.json"}');
    // The reader keys on the file's time: make sure the rewrite is seen as a change.
    const later = new Date(Date.now() + 5_000);
    await utimes(config, later, later);
    try {
      const response = await app.inject({ method: 'GET', url: charge.page_path });
      assert.equal(response.statusCode, 200);
      assert.equal(response.body, INDEX);
    } finally {
      await writeFile(config, '{"auth":"/remotes/auth/mf-manifest.json"}');
      const latest = new Date(Date.now() + 10_000);
      await utimes(config, latest, latest);
    }
  });
});

describe('composePayerPage', () => {
  test("should escape the title, which holds the company's name", () => {
    const html = composePayerPage(INDEX, {
      head: '',
      body: '<main></main>',
      title: 'Cobrança Pix · A&B <Doces>',
    });
    assert.ok(html?.includes('<title>Cobrança Pix · A&amp;B &lt;Doces&gt;</title>'));
  });

  test('should give up on an index.html the build did not write', () => {
    assert.equal(
      composePayerPage('<html><body>outro</body></html>', { head: '', body: '', title: 'x' }),
      null,
    );
  });
});
