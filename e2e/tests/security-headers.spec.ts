import { expect, test } from '../support/fixtures';

// Issue 12, item 3: the app runs under a Content-Security-Policy without inline scripts. The
// fixtures fail any test on a CSP violation; these check the headers and the pages they matter most on.

test('should serve the page with the security headers', async ({ page }) => {
  const response = await page.goto('/login');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toContain("'unsafe-eval'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('should paint the stored theme from a script file before any bundle', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  // Without the bundles, only the theme script can have set the class.
  await page.route('**/static/js/**', (route) => route.abort());
  await page.goto('/login');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('should keep the API docs usable under the policy', async ({ page }) => {
  await page.goto('/docs');
  await expect(page.getByRole('heading', { name: /Fluxo/ }).first()).toBeVisible();
});
