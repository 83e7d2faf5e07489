import { stat } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { LAUNCH_OPTIONS } from './bundle-sizes.mjs';
import { demoStorageState } from './demo-session.mjs';
import { distOf } from './paths.mjs';

const REMOTE_PREFIX = '/remotes/movements/';

/** Issue #8's budgets for the list screen. */
export const CLICK_TO_ROWS_BUDGET_MS = 1000;
export const MOVEMENTS_JS_BUDGET_BYTES = 120_000;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/**
 * From the insights page, drawn, to the first row of Movimentações on screen after a click on
 * the side nav's 'Movimentações': `runs` times after one warm-up, each in a fresh browser context
 * (empty cache, so the remote's code is downloaded as on a first visit). Timed from Node around
 * Playwright's click, so the figure includes the click's own few milliseconds. Also sizes the
 * JavaScript the browser asked of /remotes/movements/ on that first visit: as transferred (the
 * server picks brotli for Chromium) and as the gzip copies the build wrote beside each file.
 */
export async function measureClickToRows(baseUrl, runs) {
  const browser = await chromium.launch(LAUNCH_OPTIONS);
  const storageState = await demoStorageState(baseUrl);
  const times = [];
  let remoteJs = { files: 0, transferred: 0, gzip: 0 };
  try {
    for (let i = 0; i <= runs; i += 1) {
      const context = await browser.newContext({
        storageState,
        viewport: { width: 1366, height: 800 },
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
      });
      const page = await context.newPage();
      const scripts = [];
      page.on('requestfinished', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith(REMOTE_PREFIX) && url.pathname.endsWith('.js')) {
          const gz = path.join(
            distOf('remote-movements'),
            url.pathname.slice(REMOTE_PREFIX.length),
          );
          scripts.push(
            Promise.all([request.sizes(), stat(`${gz}.gz`)]).then(([sizes, file]) => ({
              transferred: sizes.responseBodySize + sizes.responseHeadersSize,
              gzip: file.size,
            })),
          );
        }
      });
      await page.goto(`${baseUrl}/`);
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      const link = page.getByTestId('side-nav').locator('a[href="/movimentacoes"]');
      await link.waitFor();
      const started = performance.now();
      await link.click();
      await page
        .getByRole('table', { name: 'Movimentações' })
        .getByRole('row')
        .nth(1)
        .waitFor({ state: 'visible' });
      const elapsed = performance.now() - started;
      const sizes = await Promise.all(scripts);
      if (i > 0) times.push(elapsed);
      remoteJs = {
        files: sizes.length,
        transferred: sizes.reduce((sum, size) => sum + size.transferred, 0),
        gzip: sizes.reduce((sum, size) => sum + size.gzip, 0),
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    times,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    remoteJs,
  };
}
