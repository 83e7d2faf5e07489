import type { Page } from '@playwright/test';
import { expect, expectRemotePage, mainArea, startApp, test } from '../support/fixtures';

const INSIGHTS_FILES = '**/remotes/insights/**';

function remoteAlert(page: Page) {
  return mainArea(page)
    .getByRole('alert')
    .filter({ hasText: 'Não foi possível carregar esta área' });
}

test.use({ signedIn: true, viewport: { width: 1366, height: 800 } });

test('should confine an unreachable remote to its own area, then recover on retry', async ({
  page,
}) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.route(INSIGHTS_FILES, (route) => route.abort());

  await page.goto('/');
  await startApp(page);
  const alert = remoteAlert(page);
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Insights');
  const retry = alert.getByRole('button', { name: 'Tentar novamente' });
  await expect(retry).toBeVisible();

  // The shell still works, and so does an area served by another remote.
  const sideNav = page.getByTestId('side-nav');
  await expect(sideNav).toBeVisible();
  await sideNav.getByRole('link', { name: 'Movimentações' }).click();
  await expect(page).toHaveURL('/movimentacoes');
  await expectRemotePage(page, 'Movimentações');
  await expect(remoteAlert(page)).toHaveCount(0);

  // Back to the dead area: it still says so, it did not blank the page.
  await sideNav.getByRole('link', { name: 'Insights' }).click();
  await expect(remoteAlert(page)).toBeVisible();

  // The remote comes back (deploy finished, network restored): the retry loads it in place.
  await page.unroute(INSIGHTS_FILES);
  const manifestRequest = page.waitForRequest('**/remotes/insights/mf-manifest.json');
  await remoteAlert(page).getByRole('button', { name: 'Tentar novamente' }).click();
  await manifestRequest;
  await expectRemotePage(page, 'Insights');
  await expect(remoteAlert(page)).toHaveCount(0);
  await expect(page).toHaveURL('/');
  expect(pageErrors, 'an unreachable remote must not crash the page').toEqual([]);
});

test('should keep the shell and explain in Portuguese when remotes.json is broken', async ({
  page,
}) => {
  await page.route('**/remotes.json', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: 'not json' }),
  );

  await page.goto('/');
  await startApp(page);
  await expect(page.getByTestId('side-nav')).toBeVisible();
  const alert = remoteAlert(page);
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('configuração dos módulos');
  await expect(alert.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();

  // Pages the host renders itself do not depend on remotes.json at all.
  await page.getByTestId('side-nav').getByRole('link', { name: 'Movimentações' }).click();
  await expect(remoteAlert(page)).toBeVisible();
  await page.goto('/nao-existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
});

test('should explain in Portuguese when remotes.json is missing (404)', async ({ page }) => {
  await page.route('**/remotes.json', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{}' }),
  );
  await page.goto('/movimentacoes');
  await expect(page.getByTestId('side-nav')).toBeVisible();
  await expect(remoteAlert(page)).toBeVisible();
});

test.describe('logged out', () => {
  test.use({ signedIn: false });

  test('should show the error alert on /login when the auth remote is down', async ({ page }) => {
    await page.route('**/remotes/auth/**', (route) => route.abort());
    await page.goto('/login');
    // The server's HTML of the page shows first; once the app starts, it says the area is down.
    await startApp(page);
    await expect(remoteAlert(page)).toBeVisible();
    await expect(page.getByText('© 2025 Fluxo. Todos os direitos reservados.')).toBeVisible();
  });
});
