import type { Page, TestInfo } from '@playwright/test';

/**
 * A picture for people to read in the test report (the issues ask for them in their notes), not a
 * pixel assertion: the whole page, animations stopped.
 */
export async function attachScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
