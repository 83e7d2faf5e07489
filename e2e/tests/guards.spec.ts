import type { Page } from '@playwright/test';
import { expect, expectRemotePage, mainArea, startApp, test } from '../support/fixtures';

const FOOTER = '© 2025 Fluxo. Todos os direitos reservados.';

async function expectNotFound(page: Page): Promise<void> {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
  ).toBeVisible();
}

/**
 * Client-side navigation, as the browser's back/forward buttons or an in-app link do: the router
 * sees the new location without a page load, so the guard's memory of the previous page survives.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

test.describe('logged out', () => {
  test('should send / to /login, without the shell and with the auth footer', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/login');
    await expectRemotePage(page, 'Acessar a plataforma');
    await expect(page.getByText(FOOTER)).toBeVisible();
    await expect(page.getByTestId('side-nav')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Navegar' })).toHaveCount(0);
  });

  test('should send an auth page (/movimentacoes) to /login', async ({ page }) => {
    await page.goto('/movimentacoes');
    await expect(page).toHaveURL('/login');
  });

  test('should show not-found for an unknown path, without redirecting', async ({ page }) => {
    await page.goto('/nao-existe/de-jeito-nenhum');
    await expectNotFound(page);
    await expect(page).toHaveURL('/nao-existe/de-jeito-nenhum');
    await expect(page.getByTestId('side-nav')).toHaveCount(0);
  });

  test('should let a guest page (/signup) open', async ({ page }) => {
    await page.goto('/signup');
    await expect(page).toHaveURL('/signup');
    await expect(mainArea(page).getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('logged in', () => {
  test.use({ signedIn: true, viewport: { width: 1366, height: 800 } });

  test('should show not-found for an unknown path inside the shell', async ({ page }) => {
    await page.goto('/nao-existe');
    await expectNotFound(page);
    await expect(page).toHaveURL('/nao-existe');
    await expect(page.getByTestId('side-nav')).toBeVisible();
  });

  test('should send /login opened directly to / (no previous page)', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL('/');
    await expectRemotePage(page, 'Insights');
  });

  test('should send a guest page back to the previous auth page', async ({ page }) => {
    await page.goto('/empresa/plano-de-contas');
    await expect(page.getByTestId('side-nav')).toBeVisible();
    await navigateInApp(page, '/login');
    await expect(page).toHaveURL('/empresa/plano-de-contas');
    await navigateInApp(page, '/forgot-password');
    await expect(page).toHaveURL('/empresa/plano-de-contas');
  });

  test('should not show the auth footer', async ({ page }) => {
    await page.goto('/');
    await startApp(page);
    await expectRemotePage(page, 'Insights');
    await expect(page.getByText(FOOTER)).toHaveCount(0);
  });
});
