import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { LAUNCH_OPTIONS } from './bundle-sizes.mjs';
import { demoStorageState } from './demo-session.mjs';
import { freePort } from './web-server.mjs';

/** Issue 12, item 2: Lighthouse's default (mobile, simulated slow 4G and a 4× slower CPU). */
export const LIGHTHOUSE_BUDGETS = {
  '/login': { performance: 95, accessibility: 100 },
  '/': { performance: 85, accessibility: 100 },
};

const score = (category) => Math.round((category?.score ?? 0) * 100);

/**
 * Lighthouse drives Debian's Chromium through its debugging port. The browser is a persistent
 * Playwright context so that the signed-in page can be given the demo session first: Lighthouse
 * opens its tab in that same (default) context, and is told not to clear its storage.
 */
async function audit(baseUrl, route, storageState) {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'fluxo-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...LAUNCH_OPTIONS,
    args: [...LAUNCH_OPTIONS.args, `--remote-debugging-port=${port}`],
  });
  try {
    if (storageState) {
      await context.addCookies(storageState.cookies);
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${baseUrl}/health`);
      for (const { name, value } of storageState.origins[0].localStorage) {
        await page.evaluate(([key, item]) => localStorage.setItem(key, item), [name, value]);
      }
    }
    const result = await lighthouse(`${baseUrl}${route}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    });
    const { categories, audits, finalDisplayedUrl } = result.lhr;
    return {
      route,
      landedOn: new URL(finalDisplayedUrl).pathname,
      performance: score(categories.performance),
      accessibility: score(categories.accessibility),
      fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

export async function measureLighthouse(baseUrl) {
  const signedIn = await demoStorageState(baseUrl);
  return [await audit(baseUrl, '/login', undefined), await audit(baseUrl, '/', signedIn)];
}
