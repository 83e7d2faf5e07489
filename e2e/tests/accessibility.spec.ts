import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import {
  drawCharts,
  expect,
  expectRemotePage,
  mainArea,
  startApp,
  storeTheme,
  test,
} from '../support/fixtures';
import { pageOf } from '../support/movements';
import { SIGNED_IN_SCREENS, SIGNED_OUT_SCREENS } from '../support/screens';

// DESIGN.md's standard, on every screen: axe finds no serious or critical WCAG 2.1 AA violation
// on the whole page (shell included), in light and in dark, and the keyboard alone works.

const MODES = ['light', 'dark'] as const;

/** SPEC.md §2's menu items, in order: the keyboard must reach each one. */
const MENU_PATHS = [
  '/',
  '/movimentacoes',
  '/relatorios/dre',
  '/empresa/informacoes-gerais',
  '/empresa/plano-de-contas',
  '/empresa/contas-bancarias',
  '/empresa/centro-de-custo',
  '/empresa/fornecedores',
  '/minha-conta/informacoes-gerais',
] as const;

/** A screen is ready when its h1 shows and no area is still loading. */
async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // The dashboard is sent with its figures, its app starting on the first input
  // (prerendered-dashboard.spec.ts checks that page itself).
  if (path === '/') await startApp(page);
  await expectRemotePage(page, /\S/);
}

function themeButton(page: Page, mode: 'light' | 'dark'): Locator {
  return page.getByRole('button', { name: mode === 'dark' ? 'Modo Claro' : 'Modo Escuro' });
}

/** The insights tab with every chart drawn (a chart's SVG only exists once its data arrived). */
async function openInsightsWithCharts(page: Page): Promise<void> {
  await openScreen(page, '/');
  await drawCharts(page, [
    'Receita por Categoria',
    'Despesa por Categoria',
    'Receita vs Despesa',
    'Saldo por Conta',
    'Saldo ao Longo do Tempo',
  ]);
}

function sideNav(page: Page): Locator {
  return page.getByTestId('side-nav');
}

/** Presses Tab until `target` has the focus, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${limit} presses`);
}

test.describe('accessibility, signed out', () => {
  test.use({ colorScheme: 'light', viewport: { width: 1366, height: 800 } });

  for (const mode of MODES) {
    for (const path of SIGNED_OUT_SCREENS) {
      test(`should have no serious violations on ${path}, ${mode}`, async ({ page }) => {
        await storeTheme(page, mode);
        await openScreen(page, path);
        // The sign-in page arrives as HTML first (the app starts on the first input): both count.
        if (path === '/login') {
          await expect(page.locator('#prerender')).toBeVisible();
          await expectAccessible(page);
          await startApp(page);
        }
        await expect(themeButton(page, mode)).toBeVisible();
        await expectAccessible(page);
      });
    }
  }
});

test.describe('accessibility, signed in, every screen', () => {
  test.use({ signedIn: true, colorScheme: 'light', viewport: { width: 1366, height: 800 } });

  // Each screen in light, then in dark through its own theme button, as a person switches: one
  // load of the app per screen, not two (CI's 90 minutes), and the switch itself is exercised.
  for (const path of SIGNED_IN_SCREENS) {
    test(`should have no serious violations on ${path}, light and dark`, async ({ page }) => {
      await storeTheme(page, 'light');
      await openScreen(page, path);
      await expect(sideNav(page)).toBeVisible();
      await expectAccessible(page);
      await themeButton(page, 'light').click();
      await expect(themeButton(page, 'dark')).toBeVisible();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expectAccessible(page);
    });
  }
});

test.describe('accessibility, signed in', () => {
  test.use({ signedIn: true, colorScheme: 'light', viewport: { width: 1366, height: 800 } });

  for (const mode of MODES) {
    test.describe(mode, () => {
      test.beforeEach(async ({ page }) => {
        await storeTheme(page, mode);
      });

      test('should have no serious violations with the Novo cliente form open', async ({
        page,
      }) => {
        await openScreen(page, '/empresa/clientes');
        await mainArea(page).getByRole('button', { name: 'Novo cliente' }).click();
        await expect(page.getByRole('dialog', { name: 'Novo cliente' })).toBeVisible();
        await expectAccessible(page);
      });

      test('should have no serious violations on the insights tab, charts drawn', async ({
        page,
      }) => {
        await openInsightsWithCharts(page);
        await expectAccessible(page);
      });

      test('should have no serious violations on the Fluxo de Caixa tab', async ({ page }) => {
        await openScreen(page, '/');
        await mainArea(page).getByRole('tab', { name: 'Fluxo de Caixa' }).click();
        await expect(
          mainArea(page).getByRole('tabpanel', { name: 'Fluxo de Caixa' }).getByRole('table'),
        ).toBeVisible();
        await expectAccessible(page);
      });

      test('should have no serious violations on the DRE, a line expanded, at 1366 and 390 px', async ({
        page,
      }) => {
        await openScreen(page, '/relatorios/dre');
        const table = mainArea(page).getByRole('table');
        await table.getByRole('button', { name: 'Expandir Receita bruta' }).click();
        await expect(table.getByRole('button', { name: 'Recolher Receita bruta' })).toBeVisible();
        await expectAccessible(page);
        await page.setViewportSize({ width: 390, height: 844 });
        await expect(table).toBeVisible();
        await expectAccessible(page);
      });

      test('should have no serious violations with the Filtros popover open', async ({ page }) => {
        await openScreen(page, '/');
        await mainArea(page).getByRole('button', { name: 'Filtros' }).click();
        await expect(page.getByRole('dialog', { name: 'Filtros' })).toBeVisible();
        await expectAccessible(page);
      });

      for (const menu of ['Minhas Empresas', 'Minha Conta']) {
        test(`should have no serious violations with the ${menu} menu open`, async ({ page }) => {
          await openScreen(page, '/');
          await sideNav(page).getByRole('button', { name: menu }).click();
          await expect(page.getByRole('menu')).toBeVisible();
          await expectAccessible(page);
        });
      }

      test('should have no serious violations on the movement form, Categoria open', async ({
        page,
      }) => {
        // Opened from the page: the modal drawer hides the page's heading from the accessibility tree.
        await openScreen(page, '/movimentacoes');
        await mainArea(page).getByRole('button', { name: 'Nova movimentação' }).click();
        const form = page.getByRole('dialog', { name: 'Nova movimentação' });
        await expect(form.getByLabel('Descrição')).toBeVisible();
        await form.getByRole('combobox', { name: /Categoria/ }).click();
        await expect(page.getByRole('listbox')).toBeVisible();
        await expectAccessible(page);
      });

      test('should have no serious violations on the payment screen', async ({
        page,
        request,
        demoAccount,
      }) => {
        const [open] = (
          await pageOf(request, demoAccount, { status: 'a vencer,vencido', limit: '1' })
        ).items;
        if (!open) throw new Error('the demo seed has no open movement');
        await openScreen(page, `/movimentacoes/pagamento/${open.id}`);
        await expect(
          mainArea(page).getByRole('form', { name: 'Registrar pagamento' }),
        ).toBeVisible();
        await expect(
          mainArea(page).getByRole('region', { name: 'Histórico de pagamentos' }),
        ).toBeVisible();
        await expectAccessible(page);
      });

      test("should have no serious violations with rows ticked and 'Dar baixa' open", async ({
        page,
      }) => {
        await openScreen(page, '/movimentacoes');
        const table = mainArea(page).getByRole('table', { name: 'Movimentações' });
        await table.getByRole('checkbox').nth(1).check();
        const bar = mainArea(page).getByRole('region', { name: 'Ações em lote' });
        await expect(bar).toBeVisible();
        await expectAccessible(page);
        await bar.getByRole('button', { name: 'Dar baixa' }).click();
        await expect(
          page.getByRole('alertdialog', { name: 'Dar baixa nas selecionadas' }),
        ).toBeVisible();
        await expectAccessible(page);
      });

      test('should have no serious violations with the drawer open at 390 px', async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await openScreen(page, '/');
        await page.getByRole('button', { name: 'Navegar' }).click();
        await expect(page.getByTestId('nav-drawer')).toBeVisible();
        await expectAccessible(page);
      });
    });
  }
});

test.describe('keyboard alone', () => {
  test.use({ signedIn: true, colorScheme: 'light', viewport: { width: 1366, height: 800 } });

  test('should reach every side nav link and the theme button with Tab', async ({ page }) => {
    await openScreen(page, '/');
    for (const path of MENU_PATHS) {
      await tabTo(page, sideNav(page).locator(`a[href="${path}"]`));
    }
    await tabTo(page, themeButton(page, 'light'));
    await page.keyboard.press('Enter');
    await expect(themeButton(page, 'dark')).toBeFocused();
  });

  test('should open Filtros with Enter and close it with Escape, back on its trigger', async ({
    page,
  }) => {
    await openInsightsWithCharts(page);
    const trigger = mainArea(page).getByRole('button', { name: 'Filtros' });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Filtros' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('should open the company menu with Enter and with ArrowDown', async ({ page }) => {
    await openScreen(page, '/');
    const trigger = sideNav(page).getByRole('button', { name: 'Minhas Empresas' });
    const menu = page.getByRole('menu');
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Configurações' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu).toBeVisible();
    // Ark keeps the focus on the menu and marks the keyboard's item (aria-activedescendant).
    await expect(menu.getByRole('menuitem').first()).toHaveAttribute('data-highlighted');
  });
});
