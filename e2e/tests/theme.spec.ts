import type { Page } from '@playwright/test';
import { expect, expectRemotePage, startApp, test, THEME_KEY } from '../support/fixtures';
import { backgroundLuminance } from '../support/colours';

const toLightLabel = 'Modo Claro';
const toDarkLabel = 'Modo Escuro';

async function expectDark(page: Page): Promise<void> {
  await expect(page.locator('#theme')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(page.getByRole('button', { name: toLightLabel })).toBeVisible();
}

async function expectLight(page: Page): Promise<void> {
  await expect(page.locator('#theme')).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(page.getByRole('button', { name: toDarkLabel })).toBeVisible();
}

test.describe('theme button', () => {
  test.use({ signedIn: true, colorScheme: 'light', viewport: { width: 1366, height: 800 } });

  test('should sit fixed at the bottom right', async ({ page }) => {
    await page.goto('/');
    await startApp(page);
    await expectRemotePage(page, 'Insights');
    const button = page.getByRole('button', { name: toDarkLabel });
    await expect(button).toBeVisible();
    // Fixed through the frame that keeps its room (shared/ui theme-toggle.tsx).
    expect(
      await button.evaluate((element) => getComputedStyle(element.parentElement!).position),
    ).toBe('fixed');
    const box = await button.boundingBox();
    if (!box) throw new Error('the theme button has no layout box');
    expect(1366 - (box.x + box.width)).toBeLessThan(40);
    expect(800 - (box.y + box.height)).toBeLessThan(40);
  });

  test('should toggle to dark, persist it, and survive a reload', async ({ page }) => {
    await page.goto('/');
    await startApp(page);
    await expectRemotePage(page, 'Insights');
    await expectLight(page);

    await page.getByRole('button', { name: toDarkLabel }).click();
    await expectDark(page);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('dark');
    expect(await backgroundLuminance(page.locator('body'))).toBeLessThan(0.1);

    await page.reload();
    await startApp(page);
    await expectRemotePage(page, 'Insights');
    await expectDark(page);

    await page.getByRole('button', { name: toLightLabel }).click();
    await expectLight(page);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('light');
    expect(await backgroundLuminance(page.locator('body'))).toBeGreaterThan(0.8);
  });

  test('should turn portalled menus dark too', async ({ page }) => {
    await page.goto('/');
    await startApp(page);
    await expectRemotePage(page, 'Insights');
    await page.getByRole('button', { name: toDarkLabel }).click();
    await expectDark(page);

    await page.getByTestId('side-nav').getByRole('button', { name: 'Minha Conta' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
    // The menu is portalled outside #theme: only the class on <html> can reach it.
    expect(await menu.evaluate((element) => element.closest('#theme'))).toBeNull();
    expect(await backgroundLuminance(menu)).toBeLessThan(0.1);
  });

  test('should keep the dark drawer dark at 800 px', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/');
    await startApp(page);
    await page.getByRole('button', { name: toDarkLabel }).click();
    await page.getByRole('button', { name: 'Navegar' }).click();
    const drawer = page.getByTestId('nav-drawer');
    await expect(drawer).toBeVisible();
    expect(await backgroundLuminance(drawer)).toBeLessThan(0.1);
  });
});

test.describe('operating-system preference', () => {
  test.use({ colorScheme: 'dark' });

  test('should start dark when nothing is stored and the OS prefers dark', async ({ page }) => {
    await page.goto('/login');
    // The server's HTML of the sign-in page is painted dark before any app script runs.
    await expect(page.locator('#prerender')).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    // And its #theme element and theme button say so, before any input (issue 26).
    await expect(page.locator('#prerender #theme')).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(
      page.locator('#prerender').getByRole('button', { name: toLightLabel }),
    ).toBeVisible();
    await startApp(page);
    await expectDark(page);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBeNull();
  });

  test('should let a stored "light" win over the OS preference', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'light'), THEME_KEY);
    await page.goto('/login');
    await startApp(page);
    await expectLight(page);
  });
});

test.describe('operating-system preference (light)', () => {
  test.use({ colorScheme: 'light' });

  test('should start light when nothing is stored and the OS prefers light', async ({ page }) => {
    await page.goto('/login');
    await startApp(page);
    await expectLight(page);
  });
});
