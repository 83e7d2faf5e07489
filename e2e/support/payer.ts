import type { Browser, Page } from '@playwright/test';
import { storeTheme } from './fixtures';

/**
 * A payer's page opened as the payer opens it: signed out, on a phone (390 px), in the colour
 * mode asked for, in a context of its own so no session of the test's signed-in page leaks in.
 */
export async function payerPage(
  browser: Browser,
  baseURL: string,
  path: string,
  mode: 'light' | 'dark',
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    colorScheme: mode,
    // The copy button writes the code to the clipboard; the test reads it back.
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  await storeTheme(page, mode);
  await page.goto(path);
  return { page, close: () => context.close() };
}
