import { stat } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { LAUNCH_OPTIONS } from './bundle-sizes.mjs';
import { demoStorageState, openDashboard } from './demo-session.mjs';
import { distOf } from './paths.mjs';

/** Issues #8 and #9: each area's remote, gzip, on its first visit. */
export const REMOTE_JS_BUDGET_BYTES = 120_000;

const VISITS = [
  { remote: 'company', dist: 'remote-company', href: '/empresa/informacoes-gerais' },
  { remote: 'movements', dist: 'remote-movements', href: '/movimentacoes' },
];

/**
 * Records the JavaScript `page` asks of /remotes/<remote>/ from now on; `total()` sums it as
 * transferred (the server picks brotli for Chromium) and as the gzip copies the build wrote
 * beside each file in `dist`'s folder.
 */
export function recordRemoteScripts(page, remote, dist) {
  const prefix = `/remotes/${remote}/`;
  const scripts = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith(prefix) || !url.pathname.endsWith('.js')) return;
    const file = path.join(distOf(dist), url.pathname.slice(prefix.length));
    scripts.push(
      Promise.all([request.sizes(), stat(`${file}.gz`)]).then(([sizes, gz]) => ({
        transferred: sizes.responseBodySize + sizes.responseHeadersSize,
        gzip: gz.size,
      })),
    );
  });
  return {
    async total() {
      const sizes = await Promise.all(scripts);
      return {
        files: sizes.length,
        transferred: sizes.reduce((sum, size) => sum + size.transferred, 0),
        gzip: sizes.reduce((sum, size) => sum + size.gzip, 0),
      };
    },
  };
}

/**
 * A first visit as a person makes it: signed in on the insights page, a click on the area in the
 * side nav, in a fresh context (empty cache). Sums the JavaScript the browser asked of
 * /remotes/<name>/ from the page's load to the area drawn (prefetches included): as transferred
 * (brotli, for Chromium) and as the gzip copies the build wrote. Libraries the host has already
 * loaded as singletons are not fetched again; a direct load of the area's URL fetches more, and
 * the bundles section prints that figure.
 */
export async function measureRemoteVisits(baseUrl) {
  const browser = await chromium.launch(LAUNCH_OPTIONS);
  const storageState = await demoStorageState(baseUrl);
  const rows = [];
  try {
    for (const visit of VISITS) {
      const context = await browser.newContext({
        storageState,
        viewport: { width: 1366, height: 800 },
      });
      const page = await context.newPage();
      const scripts = recordRemoteScripts(page, visit.remote, visit.dist);
      await openDashboard(page, baseUrl);
      await page.getByTestId('side-nav').locator(`a[href="${visit.href}"]`).click();
      await page.waitForURL(`**${visit.href}`);
      await page.waitForLoadState('networkidle');
      rows.push({ ...visit, ...(await scripts.total()) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}
