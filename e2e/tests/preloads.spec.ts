import { expect, test } from '../support/fixtures';

// Issue 12, item 2: the server names a page's loading chain in Link headers: the remotes config
// and the remote's manifest as preloads, the remote's entry and the page's chunks as prefetches.
// A preload the app does not use, or uses with other request settings, costs a second download:
// each must be fetched exactly once. (remote-failure.spec holds the retry after a remote was down,
// which a preloaded script would break.)

// The sign-in page is sent prerendered and runs no script before the first input: nothing to
// preload there, only the scripts to prefetch for that input.
const PRELOADS: Record<string, string[]> = {
  '/login': [],
  '/forgot-password': ['/remotes.json', '/remotes/auth/mf-manifest.json'],
};

for (const [route, expected] of Object.entries(PRELOADS)) {
  test(`should fetch every preload of ${route} exactly once, and every prefetch`, async ({
    page,
  }) => {
    const fetched: string[] = [];
    const warnings: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    const response = await page.goto(route);
    const links = [...(response?.headers().link ?? '').matchAll(/<([^>]+)>; rel=(\w+)/g)].map(
      ([, url, rel]) => ({ url, rel }),
    );
    const preloads = links.filter((link) => link.rel === 'preload').map((link) => link.url);
    const prefetches = links.filter((link) => link.rel === 'prefetch').map((link) => link.url);
    expect(preloads).toEqual(expected);
    expect(prefetches.length).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Chromium reports an unused preload a few seconds after the load.
    await page.waitForTimeout(3_500);
    for (const url of preloads) {
      expect(
        fetched.filter((path) => path === url),
        url,
      ).toHaveLength(1);
    }
    for (const url of prefetches) expect(fetched, url).toContain(url);
    expect(warnings).toEqual([]);
  });
}
