import type { Page } from '@playwright/test';
import { expect, mainArea, test } from '../support/fixtures';

// Issue 19, item 6: the host's build writes Chakra's reset and token variables into index.html
// instead of computing them in the browser at every start. Every page, prerendered or not, must
// have them exactly once, and the dark theme's values must still apply.

/** How many style elements define Chakra's colour tokens, and two tokens as #theme resolves them. */
function tokens(page: Page) {
  return page.evaluate(() => {
    const styles = [...document.querySelectorAll('style')].filter((style) =>
      style.textContent?.includes('--chakra-colors-brand-500:'),
    );
    const theme = document.getElementById('theme') ?? document.documentElement;
    const read = (name: string) => getComputedStyle(theme).getPropertyValue(name).trim();
    return {
      definitions: styles.length,
      brand: read('--chakra-colors-brand-500'),
      brandFg: read('--chakra-colors-brand-fg'),
    };
  });
}

test("should style the prerendered login with index.html's tokens, once", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const response = await page.goto('/login');
  // Sent with the page: the browser does not compute them.
  expect(await response!.text()).toContain('--chakra-colors-brand-500:#0042ff');
  // The app starts on the first input (prerendered-login.spec.ts) and takes the page over: its
  // Chakra has rendered too.
  await page.getByRole('textbox', { name: /E-mail/ }).click();
  await page.keyboard.type('a');
  await expect(page.locator('#prerender')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /E-mail/ })).toHaveValue('a');
  expect(await tokens(page)).toEqual({
    definitions: 1,
    brand: '#0042ff',
    brandFg: '#0036d1',
  });
});

test.describe('signed in', () => {
  test.use({ signedIn: true });

  test('should keep one definition of the tokens on a page the server did not prerender, dark too', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const response = await page.goto('/movimentacoes');
    expect(await response!.text()).toContain('--chakra-colors-brand-500:#0042ff');
    await expect(mainArea(page).getByRole('heading', { level: 1 })).toBeVisible();
    expect(await tokens(page)).toEqual({
      definitions: 1,
      brand: '#0042ff',
      brandFg: '#5c82ff',
    });
  });
});
