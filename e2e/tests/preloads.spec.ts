import { expect, test } from '../support/fixtures';

// Issue 12, item 2: the server names a page's whole loading chain (remotes config, the remote's
// manifest, its entry and the page's chunks) in Link preload headers. A preload the app does not
// use, or uses with other request settings, costs a second download: each must be fetched once.

for (const route of ['/login', '/forgot-password']) {
  test(`should fetch every preload of ${route} exactly once, and use it`, async ({ page }) => {
    const fetched: string[] = [];
    const warnings: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    const response = await page.goto(route);
    const preloads = [...(response?.headers().link ?? '').matchAll(/<([^>]+)>/g)].map(
      (match) => match[1],
    );
    expect(preloads).toContain('/remotes.json');
    expect(preloads.length).toBeGreaterThanOrEqual(4);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Chromium reports an unused preload a few seconds after the load.
    await page.waitForTimeout(3_500);
    for (const url of preloads) {
      expect(
        fetched.filter((path) => path === url),
        url,
      ).toHaveLength(1);
    }
    expect(warnings).toEqual([]);
  });
}
