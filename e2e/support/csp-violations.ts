import type { BrowserContext } from '@playwright/test';

/** What Chromium logs when it blocks something: "…violates the following Content Security Policy…". */
const CSP_CONSOLE_MESSAGE = /Content[ -]Security[ -]Policy/i;
/** Prefix of the lines the init script below logs for each `securitypolicyviolation` event. */
const VIOLATION_EVENT = '[securitypolicyviolation]';

/**
 * Collects every Content-Security-Policy violation in any page of `context`: Chromium's own
 * console errors, and the `securitypolicyviolation` events (which also catch report-only and
 * blocked inline handlers). An init script runs through the DevTools protocol, so the policy
 * under test does not block the listener itself.
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.addInitScript((prefix: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  }, VIOLATION_EVENT);
  context.on('console', (message) => {
    const text = message.text();
    if (
      text.startsWith(VIOLATION_EVENT) ||
      (message.type() === 'error' && CSP_CONSOLE_MESSAGE.test(text))
    )
      violations.push(`${message.page()?.url() ?? '?'}: ${text}`);
  });
  return violations;
}
