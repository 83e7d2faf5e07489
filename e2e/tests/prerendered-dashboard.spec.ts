import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, mainArea, startApp, storeTheme, test } from '../support/fixtures';

// Issue 19, item 6: a signed-in visitor of `/` gets the dashboard with the company's figures as
// HTML (the host's shell around remote-insights' page, rendered by the API per request), painted
// before any script has run. The app's scripts are only prefetched: the app starts on the
// person's first input and takes the page over with the answers the page holds, without asking
// for them again. The copy is inert but for the theme button (issue 26), which works at once.

const INSIGHTS_URL = '**/v1/companies/dashboards/insights';

/** The figure of a card ("Receita total") in a part of the page. */
const figure = (page: Page, where: string, label: string) =>
  page
    .locator(where)
    .locator('dl')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

test.describe('signed in', () => {
  test.use({ signedIn: true, viewport: { width: 412, height: 823 } });

  test('should paint the figures from HTML, then hand them to the app on the first input', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/companies/dashboards/insights')) asked.push(request.url());
    });
    const response = await page.goto('/');
    // Composed for this person, so compressed per request: whole, it was 133 kB on slow 4G.
    expect(await response?.headerValue('content-encoding')).toBe('br');
    const prerender = page.locator('#prerender');
    await expect(prerender.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    const served = await figure(page, '#prerender', 'Receita total').textContent();
    expect(served).toMatch(/^R\$\s[\d.]+,\d{2}$/);
    await expect(figure(page, '#prerender', 'Saldo total')).toHaveText(/^-?R\$\s/);
    // Its links would reload the page: inert, all but the theme button, which works at once.
    await expect(prerender.locator('[inert] [data-theme-toggle]')).toHaveCount(0);
    await expect(prerender.getByRole('button', { name: 'Modo Escuro' })).toBeVisible();
    await expect(page.locator('#root')).toBeHidden();
    // The dashboard's server bundle runs in the API's process with its own copy of shared's zod
    // schemas: their named ids must not join the API's (shared/scripts/prerender.mjs).
    const docs = await page.request.get('/docs/json');
    expect(docs.status(), await docs.text()).toBe(200);
    // No app yet, however long the page is read: nothing has run the host's scripts.
    await page.waitForTimeout(1_500);
    expect(await page.evaluate(() => '__FEDERATION__' in window)).toBe(false);
    await expect(page.locator('#root')).toBeHidden();

    await startApp(page);
    await expect(figure(page, 'main', 'Receita total')).toHaveText(served ?? '');
    expect(asked, 'the app asked again for the figures the page held').toEqual([]);
    const shifted = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
    );
    expect(shifted, 'cumulative layout shift while the app took over').toBeLessThan(0.05);

    // A filter applied is asked for, as always (SPEC.md §4).
    await mainArea(page).getByRole('button', { name: 'Filtros' }).click();
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect.poll(() => asked.length).toBeGreaterThan(0);
  });

  test('should start the app on a key as well, and keep the figures on a slow network', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(figure(page, '#prerender', 'Despesa total')).toHaveText(/^R\$\s/);
    // The app's first request would wait: the served answers stand in for it.
    await page.route(INSIGHTS_URL, () => undefined);
    // Tab reaches the picture's one control, the theme button, and starts the app, which keeps
    // the focus there on its own button.
    await page.keyboard.press('Tab');
    await expect(page.locator('#prerender')).toHaveCount(0);
    await expect(figure(page, 'main', 'Despesa total')).toHaveText(/^R\$\s/);
    await expect(page.getByRole('button', { name: 'Modo Escuro' })).toBeFocused();
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`should be accessible as served, ${mode}`, async ({ page }) => {
      await storeTheme(page, mode);
      await page.goto('/');
      await expect(figure(page, '#prerender', 'Receita total')).toHaveText(/^R\$\s/);
      await expect(page.locator('html')).toHaveClass(new RegExp(mode));
      await expectAccessible(page);
      expect(await page.evaluate(() => '__FEDERATION__' in window)).toBe(false);
    });
  }
});

test('should not send the dashboard to someone signed out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Insights' })).toHaveCount(0);
});
