import { chromium } from '@playwright/test';
import { LAUNCH_OPTIONS } from './bundle-sizes.mjs';
import { demoStorageState, openDashboard } from './demo-session.mjs';
import { recordRemoteScripts } from './remote-visits.mjs';

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
      const scripts = recordRemoteScripts(page, 'movements', 'remote-movements');
      await openDashboard(page, baseUrl);
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
      if (i > 0) times.push(elapsed);
      remoteJs = await scripts.total();
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
