import { expect, mainArea, test } from '../support/fixtures';

// Issue 12, item 2: a signed-in visitor of `/` gets the dashboard's frame as HTML (the host's
// shell around remote-insights' page before its figures), painted before any script has run. The
// copy is inert but for the theme button (issue 26); the app starts at once and takes its place
// when the page has rendered.

test.describe('signed in', () => {
  test.use({ signedIn: true, viewport: { width: 412, height: 823 } });

  test('should paint the dashboard from HTML, then hand it to the app without a shift', async ({
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
    // A slow network: the host's entry takes two seconds, so the HTML is all there is meanwhile.
    await page.route('**/static/js/index.*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.goto('/');
    const prerender = page.locator('#prerender');
    await expect(prerender.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    await expect(
      prerender.getByText('Aqui estão as informações gerais sobre a sua empresa'),
    ).toBeVisible();
    // Its links would reload the page: inert, all but the theme button, which works at once.
    await expect(
      prerender.locator('[inert]').getByRole('heading', { name: 'Insights' }),
    ).toBeVisible();
    await expect(prerender.locator('[inert] [data-theme-toggle]')).toHaveCount(0);
    await expect(prerender.getByRole('button', { name: 'Modo Escuro' })).toBeVisible();
    await expect(page.locator('#root')).toBeHidden();

    await expect(mainArea(page).getByText('Receita total')).toBeVisible({ timeout: 20_000 });
    await expect(prerender).toHaveCount(0);
    await expect(page.locator('#root')).toBeVisible();
    const shifted = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
    );
    expect(shifted, 'cumulative layout shift while the app took over').toBeLessThan(0.05);
  });
});

test('should not send the dashboard to someone signed out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Insights' })).toHaveCount(0);
});
