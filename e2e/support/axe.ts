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
