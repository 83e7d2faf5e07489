import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startDevServer, stopDevServer } from '../support/dev-servers';
import type { DevServer } from '../support/dev-servers';
import { expect, expectRemotePage, test } from '../support/fixtures';
import { REPO_ROOT, remoteDistDir } from '../support/remote-dist';

// Issue 27: a remote team runs its remote's dev server and opens the deployed host with
// `?remote:<name>=http://localhost:<port>/mf-manifest.json` (README, "Running one remote against
// the deployed host"). Here the deployed host is the production build this suite's server runs
// (`npm start`), and each dev server is started with the README's own command, in this checkout.

interface Case {
  remote: string;
  port: number;
  signedIn: boolean;
  path: string;
  heading: string;
  /** A line of the page's own source the test edits, and the text it changes. */
  file: string;
  text: string;
}

const CASES: Case[] = [
  {
    remote: 'auth',
    port: 3001,
    signedIn: false,
    path: '/login',
    heading: 'Acessar a plataforma',
    file: 'remote-auth/src/features/sign-in/components/sign-in-page.tsx',
    text: 'Bom ver você aqui. Autentique com seus dados',
  },
  {
    remote: 'insights',
    port: 3002,
    signedIn: true,
    path: '/',
    heading: 'Insights',
    file: 'remote-insights/src/features/insights/components/insights-page.tsx',
    text: 'Aqui estão as informações gerais sobre a sua empresa',
  },
  {
    remote: 'company',
    port: 3003,
    signedIn: true,
    path: '/empresa/nova',
    heading: 'Nova empresa',
    file: 'remote-company/src/features/company-info/components/new-company-page.tsx',
    text: 'Cadastre outra empresa: você será o proprietário dela.',
  },
  {
    remote: 'movements',
    port: 3004,
    signedIn: true,
    path: '/movimentacoes',
    heading: 'Movimentações',
    file: 'remote-movements/src/features/movements-list/components/movements-list-page.tsx',
    text: 'Contas a pagar e a receber da empresa',
  },
];

/** Libraries with state or context: the page must use the host's one copy of each. */
const SINGLETONS = [
  'react',
  'react-dom',
  '@chakra-ui/react',
  '@emotion/react',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'axios',
  'shared/api',
  'shared/session',
  'shared/theme',
  'shared/ui',
];

/**
 * Strings only in each library's code (as shared-singletons.spec.ts uses them): a script from the
 * dev server containing one would mean the remote brought its own copy.
 */
const LIBRARY_MARKERS = ['__COMPILER_RUNTIME', '__reactContainer$', 'cssVarsRoot', 'data-emotion'];

interface Copy {
  loaded: boolean;
  useIn: string[];
}

/**
 * Every copy of each singleton in the federation share scope: per version, the share's main copy
 * and, for the tree-shaken libraries, the host's tree-shaken copy. #27's bug was two loaded
 * copies of Chakra (the tree-shaken one in the host, the full fallback in the remote).
 */
function sharedCopies(page: Page): Promise<Record<string, Copy[]>> {
  return page.evaluate((names) => {
    interface Entry {
      loaded?: boolean;
      lib?: unknown;
      useIn?: string[];
      treeShaking?: Entry;
    }
    const share = (
      globalThis as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, { default: Record<string, Record<string, Entry>> }>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const host = Object.keys(share).find((name) => name.startsWith('host:'));
    const scope = host ? share[host]?.default : undefined;
    const copy = (entry: Entry) => ({
      loaded: Boolean(entry.loaded || entry.lib),
      useIn: [...(entry.useIn ?? [])],
    });
    return Object.fromEntries(
      names.map((name) => [
        name,
        Object.values(scope?.[name] ?? {}).flatMap((entry) =>
          entry.treeShaking ? [copy(entry), copy(entry.treeShaking)] : [copy(entry)],
        ),
      ]),
    );
  }, SINGLETONS);
}

let servers: DevServer[] = [];
const distManifestTimes = new Map<string, number>();

test.beforeAll(async () => {
  // Four dev servers' first builds at once, on a small machine.
  test.setTimeout(180_000);
  for (const { remote } of CASES) {
    const manifest = path.join(remoteDistDir(remote), 'mf-manifest.json');
    distManifestTimes.set(remote, (await stat(manifest)).mtimeMs);
  }
  const started = await Promise.allSettled(CASES.map((c) => startDevServer(c.remote, c.port)));
  servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
});

test.afterAll(async () => {
  await Promise.all(servers.map(stopDevServer));
});

for (const c of CASES) {
  test.describe(`remote-${c.remote}`, () => {
    test.use({ signedIn: c.signedIn, viewport: { width: 1366, height: 800 } });

    test(`should render the dev server's ${c.remote} inside the production host, with the host's singletons and hot updates`, async ({
      page,
      request,
    }) => {
      const devOrigin = `http://localhost:${c.port}`;
      const override = `${devOrigin}/mf-manifest.json`;
      const devScripts: Promise<{ url: string; body: string }>[] = [];
      page.on('response', (response) => {
        const url = response.url();
        if (url.startsWith(devOrigin) && url.endsWith('.js') && response.ok()) {
          devScripts.push(response.text().then((body) => ({ url, body })));
        }
      });
      const independentPackages: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().includes('/independent-packages/')) independentPackages.push(sent.url());
      });
      const contextErrors: string[] = [];
      page.on('console', (message) => {
        if (/ContextError|forgot to wrap/.test(message.text())) contextErrors.push(message.text());
      });

      // The production server keeps serving the built remote while its dev server runs.
      expect((await request.get(`/remotes/${c.remote}/mf-manifest.json`)).status()).toBe(200);
      const manifest = path.join(remoteDistDir(c.remote), 'mf-manifest.json');
      expect((await stat(manifest)).mtimeMs, `remote-${c.remote}/dist untouched`).toBe(
        distManifestTimes.get(c.remote),
      );

      await page.goto(`${c.path}?remote:${c.remote}=${encodeURIComponent(override)}`);
      await expectRemotePage(page, c.heading);
      await expect(page.getByText(c.text)).toBeVisible();

      // The page came from the dev server, and used the host's one copy of every singleton.
      await expect.poll(() => devScripts.length).toBeGreaterThan(0);
      const copies = await sharedCopies(page);
      for (const name of SINGLETONS) {
        const loaded = (copies[name] ?? []).filter((copy) => copy.loaded);
        expect(loaded.length, `${name}: one copy loaded`).toBeLessThanOrEqual(1);
      }
      for (const name of ['react', '@chakra-ui/react', 'shared/ui']) {
        const used = (copies[name] ?? []).filter((copy) => copy.useIn.includes(c.remote));
        expect(used, `${c.remote} uses the host's ${name}`).toHaveLength(1);
        expect(used[0]?.useIn).toContain('host');
      }
      expect(independentPackages, 'no full fallback build of a tree-shaken library').toEqual([]);
      expect(contextErrors).toEqual([]);
      for (const { url, body } of await Promise.all(devScripts)) {
        for (const marker of LIBRARY_MARKERS) {
          expect(body.includes(marker), `${url} carries a library (${marker})`).toBe(false);
        }
      }

      // A hot update: edit the page's source, see the change, and the host was not reloaded.
      let navigations = 0;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations += 1;
      });
      await page.evaluate(() => Object.assign(window, { e2eBeforeEdit: 'still here' }));
      const file = path.join(REPO_ROOT, c.file);
      const original = await readFile(file, 'utf8');
      expect(original).toContain(c.text);
      const edited = `${c.text} (editado)`;
      try {
        await writeFile(file, original.replace(c.text, edited));
        await expect(page.getByText(edited)).toBeVisible();
      } finally {
        await writeFile(file, original);
      }
      await expect(page.getByText(c.text, { exact: true })).toBeVisible();
      expect(await page.evaluate(() => (window as { e2eBeforeEdit?: string }).e2eBeforeEdit)).toBe(
        'still here',
      );
      expect(navigations).toBe(0);
      await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeVisible();

      // `?remote:<name>=` removes the override: the deployed remote is back, nothing from the dev server.
      const fromDevServer: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().startsWith(devOrigin)) fromDevServer.push(sent.url());
      });
      const deployed = page.waitForResponse((response) =>
        new URL(response.url()).pathname.startsWith(`/remotes/${c.remote}/`),
      );
      await page.goto(`${c.path}?remote:${c.remote}=`);
      await deployed;
      await expectRemotePage(page, c.heading);
      expect(fromDevServer).toEqual([]);
      expect(
        await page.evaluate(() => sessionStorage.getItem('fluxo:remote-overrides')),
      ).not.toContain(c.remote);
    });
  });
}
