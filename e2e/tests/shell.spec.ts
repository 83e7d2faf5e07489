import type { Locator } from '@playwright/test';
import {
  ACCOUNT_KEY,
  expect,
  signedInState,
  signInThroughApi,
  startApp,
  test,
} from '../support/fixtures';

/** SPEC.md §2 "Menu items", in order, word for word, with 'Painel de Vendas' and 'Relatórios'. */
const MENU = [
  { label: 'Insights', href: '/' },
  { label: 'Painel de Vendas', href: '/painel-de-vendas' },
  { label: 'Movimentações', href: '/movimentacoes' },
  { label: 'Notas fiscais', href: '/movimentacoes/notas' },
  // Its name carries the count waiting when there is one ("Aprovações 2 aguardando aprovação").
  { label: /^Aprovações/, href: '/movimentacoes/aprovacoes' },
  { label: 'Conciliação bancária', href: '/importacao' },
  { label: 'Relatórios', href: '/relatorios/dre' },
  { label: 'Orçamento', href: '/relatorios/orcamento' },
  { label: 'Cenários de caixa', href: '/relatorios/cenarios' },
  { label: 'Informações Gerais', href: '/empresa/informacoes-gerais' },
  { label: 'Plano de Contas', href: '/empresa/plano-de-contas' },
  { label: 'Contas Bancárias', href: '/empresa/contas-bancarias' },
  { label: 'Centros de Custo', href: '/empresa/centro-de-custo' },
  { label: 'Fornecedores', href: '/empresa/fornecedores' },
  { label: 'Minha conta', href: '/minha-conta/informacoes-gerais' },
] as const;

function menuLinks(container: Locator): Locator {
  return container.getByRole('list', { name: 'Menu principal' }).getByRole('link');
}

async function expectMenu(container: Locator): Promise<void> {
  const links = menuLinks(container);
  await expect(links).toHaveCount(MENU.length);
  for (const [index, item] of MENU.entries()) {
    await expect(links.nth(index)).toHaveAccessibleName(item.label);
    await expect(links.nth(index)).toHaveAttribute('href', item.href);
  }
}

async function expectOnlyActive(container: Locator, label: string | null): Promise<void> {
  await expect(container.locator('a[aria-current="page"]')).toHaveCount(label === null ? 0 : 1);
  if (label !== null) {
    await expect(container.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
}

test.describe('side navigation (≥ 1024 px)', () => {
  test.use({ signedIn: true, viewport: { width: 1366, height: 800 } });

  test('should be 256 px wide and list the menu items with their paths', async ({ page }) => {
    await page.goto('/');
    await startApp(page);
    const sideNav = page.getByTestId('side-nav');
    await expect(sideNav).toBeVisible();
    expect((await sideNav.boundingBox())?.width).toBe(256);
    await expectMenu(sideNav);
    await expect(page.getByRole('button', { name: 'Navegar' })).toBeHidden();
  });

  test('should mark "/" active only on the exact path', async ({ page }) => {
    const sideNav = page.getByTestId('side-nav');
    await page.goto('/');
    await startApp(page);
    await expectOnlyActive(sideNav, 'Insights');
    // Every path starts with "/": a prefix rule would keep Insights lit everywhere.
    await page.goto('/movimentacoes/importacao');
    await expectOnlyActive(sideNav, 'Movimentações');
  });

  test('should mark the other items active by prefix, one at a time', async ({ page }) => {
    const sideNav = page.getByTestId('side-nav');
    await page.goto('/empresa/plano-de-contas');
    await expectOnlyActive(sideNav, 'Plano de Contas');
    await page.goto('/minha-conta/informacoes-gerais');
    await expectOnlyActive(sideNav, 'Minha conta');
    // Same tab name under another area: only the area's own item is active.
    await expect(sideNav.getByRole('link', { name: 'Informações Gerais' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('should navigate in the app when an item is clicked', async ({ page }) => {
    const sideNav = page.getByTestId('side-nav');
    await page.goto('/');
    await startApp(page);
    await sideNav.getByRole('link', { name: 'Fornecedores' }).click();
    await expect(page).toHaveURL('/empresa/fornecedores');
    await expectOnlyActive(sideNav, 'Fornecedores');
  });
});

test.describe('company and profile menus', () => {
  test.use({ signedIn: true, viewport: { width: 1366, height: 800 } });

  test('should open the company menu and go to its settings', async ({ page, demoAccount }) => {
    await page.goto('/');
    await startApp(page);
    const trigger = page.getByTestId('side-nav').getByRole('button', { name: 'Minhas Empresas' });
    await expect(trigger).toContainText(demoAccount.company.name);
    await trigger.click();
    await page.getByRole('menuitem', { name: 'Configurações' }).click();
    await expect(page).toHaveURL('/empresa/informacoes-gerais');
  });

  test('should show the person in the profile menu and sign out with "Sair"', async ({
    browser,
    baseURL,
  }) => {
    // A session of its own: 'Sair' revokes the session it signs out of, and the worker's demo
    // session is shared with the tests that run after this one.
    if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL');
    const demoAccount = await signInThroughApi(baseURL);
    const context = await browser.newContext({
      baseURL,
      storageState: signedInState(demoAccount, baseURL),
      viewport: { width: 1366, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/movimentacoes');
    await page.getByTestId('side-nav').getByRole('button', { name: 'Minha Conta' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText(demoAccount.user.name);
    await expect(menu).toContainText(demoAccount.user.email);
    await expect(menu.getByRole('menuitem', { name: 'Minha conta' })).toBeVisible();

    await menu.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByTestId('side-nav')).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), ACCOUNT_KEY)).toBeNull();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'fluxoToken')).toBeUndefined();

    // Signed out for good: a reload does not bring the session back.
    await page.goto('/movimentacoes');
    await expect(page).toHaveURL('/login');
    await context.close();
  });

  test('should keep the "Saldo Total" placeholder hidden', async ({ page }) => {
    await page.goto('/');
    await startApp(page);
    await expect(page.getByTestId('side-nav')).toBeVisible();
    // Present (it holds the place) but never shown (SPEC.md §2).
    for (const text of ['Saldo Total', 'R$ 30.000']) {
      await expect(page.getByText(text, { exact: true })).toHaveCount(1);
      await expect(page.getByText(text, { exact: true })).toBeHidden();
    }
  });
});

test.describe('drawer (< 1024 px)', () => {
  test.use({ signedIn: true, viewport: { width: 800, height: 900 } });

  test('should hide the side nav, open the drawer from "Navegar", close it at 1100 px', async ({
    page,
  }) => {
    await page.goto('/movimentacoes');
    await expect(page.getByTestId('side-nav')).toBeHidden();
    const drawer = page.getByTestId('nav-drawer');
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Navegar' }).click();
    await expect(drawer).toBeVisible();
    await expectMenu(drawer);
    await expectOnlyActive(drawer, 'Movimentações');

    await page.setViewportSize({ width: 1100, height: 900 });
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('side-nav')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Navegar' })).toBeHidden();
  });

  test('should close the drawer after choosing an item', async ({ page }) => {
    await page.goto('/');
    await startApp(page);
    await page.getByRole('button', { name: 'Navegar' }).click();
    const drawer = page.getByTestId('nav-drawer');
    await drawer.getByRole('link', { name: 'Contas Bancárias' }).click();
    await expect(page).toHaveURL('/empresa/contas-bancarias');
    await expect(drawer).toBeHidden();
  });
});
