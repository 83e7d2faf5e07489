import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The WCAG 2.1 A and AA rules: the level DESIGN.md asks of every screen. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AccessibleOptions {
  /** A CSS selector to check only part of the page (a dialog, the main area); the whole page by default. */
  include?: string;
}

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, naming each
 * rule and the elements it found, so a failure says what to fix without opening the report.
 */
export async function expectAccessible(page: Page, options: AccessibleOptions = {}): Promise<void> {
  // A fade still running hands axe a half-transparent colour to measure (a tooltip appearing
  // under the pointer that opened a menu): wait until no finite animation has run for 300 ms,
  // longer than the tooltips' 250 ms open delay, so one about to start is waited for too. Endless
  // ones (spinners, skeleton pulses) are what the screen is, and are measured as they are.
  await page
    .waitForFunction(
      () => {
        const state = window as unknown as { axeQuietSince?: number };
        const busy = document
          .getAnimations()
          .some(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getComputedTiming().iterations !== Infinity,
          );
        if (busy) {
          state.axeQuietSince = undefined;
          return false;
        }
        state.axeQuietSince ??= performance.now();
        return performance.now() - state.axeQuietSince >= 300;
      },
      undefined,
      { timeout: 5_000, polling: 50 },
    )
    // A long finite animation (a progress bar) is measured as it is after 5 s.
    .catch(() => undefined);
  await page.evaluate(() => {
    delete (window as unknown as { axeQuietSince?: number }).axeQuietSince;
  });
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}
