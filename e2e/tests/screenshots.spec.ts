import type { Page } from '@playwright/test';
import { expect, expectRemotePage, startApp, test, THEME_KEY } from '../support/fixtures';
import { attachScreenshot } from '../support/screenshots';

// Pictures for people to look at (issue 2 asks for them in the note), not pixel assertions: the
// screens are still placeholders and would churn every baseline.

const WIDTHS = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'tablet', width: 800, height: 1000 },
] as const;
const MODES = ['light', 'dark'] as const;

async function storeTheme(page: Page, mode: (typeof MODES)[number]): Promise<void> {
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: THEME_KEY,
    value: mode,
  });
}

for (const mode of MODES) {
  for (const size of WIDTHS) {
    test.describe(`${mode} ${size.width}px`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });

      test('login', async ({ page }, testInfo) => {
        await storeTheme(page, mode);
        await page.goto('/login');
        await expectRemotePage(page, 'Acessar a plataforma');
        await attachScreenshot(page, testInfo, `login-${mode}-${size.width}`);
      });

      test.describe('signed in', () => {
        test.use({ signedIn: true });

        test('shell', async ({ page }, testInfo) => {
          await storeTheme(page, mode);
          await page.goto('/');
          await startApp(page);
          await expectRemotePage(page, 'Insights');
          await attachScreenshot(page, testInfo, `shell-${mode}-${size.width}`);
          if (size.width < 1024) {
            await page.getByRole('button', { name: 'Navegar' }).click();
            await expect(page.getByTestId('nav-drawer')).toBeVisible();
            await attachScreenshot(page, testInfo, `drawer-${mode}-${size.width}`);
          } else {
            await page.getByRole('button', { name: 'Minha Conta' }).click();
            await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
            await attachScreenshot(page, testInfo, `profile-menu-${mode}-${size.width}`);
          }
        });
      });
    });
  }
}
