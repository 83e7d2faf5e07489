import type { Page } from '@playwright/test';
import { DEMO_CREDENTIALS, expect, holdRequests, test } from '../support/fixtures';

// Issue 12, item 2: the sign-in page, every visitor's first screen, arrives as HTML the server
// composed from remote-auth's build-time render. It paints and takes typing before any app
// script runs; the app starts on the first input and takes the page over without losing what was
// typed, where the caret was, or an Enter pressed before it arrived.

/** Script elements of the host's bundle in the page (the starter adds them on the first input). */
const appScripts = (page: Page) => page.locator('script[src^="/static/js/"]');

test('should paint the sign-in page from HTML, start the app on input and keep what was typed', async ({
  page,
}) => {
  await page.goto('/login');
  const prerender = page.locator('#prerender');
  await expect(prerender.getByRole('heading', { name: 'Acessar a plataforma' })).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  await page.waitForLoadState('networkidle');
  await expect(appScripts(page)).toHaveCount(0);

  await prerender.getByRole('textbox', { name: /E-mail/ }).click();
  await page.keyboard.type(DEMO_CREDENTIALS.email, { delay: 15 });
  await expect(prerender).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
  const email = page.getByRole('textbox', { name: /E-mail/ });
  await expect(email).toHaveValue(DEMO_CREDENTIALS.email);
  await expect(email).toBeFocused();

  await page.getByLabel(/^Senha/).fill(DEMO_CREDENTIALS.password);
  await page.getByLabel(/^Senha/).press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('side-nav').getByText('Demo Fluxo')).toBeVisible();
});

test('should sign in when Enter is pressed before the app has arrived', async ({ page }) => {
  // A slow network: the host's scripts take two seconds, so the HTML form is still the page.
  await page.route('**/static/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto('/login');
  const prerender = page.locator('#prerender');
  await prerender.getByRole('textbox', { name: /E-mail/ }).fill(DEMO_CREDENTIALS.email);
  await prerender.getByLabel(/^Senha/).fill(DEMO_CREDENTIALS.password);
  await prerender.getByLabel(/^Senha/).press('Enter');
  await expect(prerender.locator('form[data-submitted]')).toHaveCount(1);
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  await expect(page.getByTestId('side-nav').getByText('Demo Fluxo')).toBeVisible();
});

test('should show a message for a field left before the app arrived, at once on takeover', async ({
  page,
}) => {
  // Issue 19, item 5: a person types at their own speed and tabs away while the app is held back.
  const release = await holdRequests(page, '**/static/js/**');
  await page.goto('/login');
  const prerender = page.locator('#prerender');
  await prerender.getByRole('textbox', { name: /E-mail/ }).click();
  await page.keyboard.type('demo@fluxo', { delay: 60 });
  await page.keyboard.press('Tab');
  await expect(prerender).toBeVisible();
  release();

  await expect(prerender).toHaveCount(0);
  // No further blur or keystroke: the takeover itself shows what the blur would have.
  await expect(page.getByText('E-mail inválido')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /E-mail/ })).toHaveValue('demo@fluxo');
  await expect(page.getByText('Senha é obrigatório')).toHaveCount(0);
});

test('should send a query-string login to the app, not the prerendered page', async ({ page }) => {
  await page.goto('/login?signup=success');
  await expect(
    page.getByText('Cadastro realizado . Faça login para acessar a plataforma.'),
  ).toBeVisible();
  await expect(page.locator('#prerender')).toHaveCount(0);
});
