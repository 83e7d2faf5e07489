import type { Page, Response } from '@playwright/test';
import { expect, expectRemotePage, startApp, test } from '../support/fixtures';

/**
 * Strings found in one library's production build and nowhere else in ours (checked against
 * every chunk of all five builds): a file containing one carries that library's code.
 */
const MARKERS = {
  react: '__COMPILER_RUNTIME', // react.production.js exports it
  'react-dom': '__reactContainer$', // react-dom/client marks its root container with it
  // createSystem's default root, inside Chakra's own code (shared/theme names `cssVarsRoot` too)
  '@chakra-ui/react': ':where(:root, :host)',
  '@emotion/react': 'data-emotion', // the attribute Emotion's style cache writes
} as const;

type Library = keyof typeof MARKERS;

interface Script {
  url: string;
  path: string;
  body: string;
}

/** Every JavaScript file the page downloads, with its body. */
function collectScripts(page: Page): () => Promise<Script[]> {
  const pending: Promise<Script | null>[] = [];
  page.on('response', (response: Response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.endsWith('.js') || !response.ok()) return;
    pending.push(
      response
        .text()
        .then((body) => ({ url: response.url(), path: pathname, body }))
        .catch(() => null),
    );
  });
  return async () => (await Promise.all(pending)).filter((script) => script !== null);
}

/**
 * Counts React renderers and roots the way React DevTools sees them: every react-dom copy calls
 * the global hook's `inject` once when it loads, and each root reports its commits.
 */
async function installRendererProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const roots = new Set<unknown>();
    const versions: string[] = [];
    Object.assign(window, {
      __e2eReact: { roots, versions },
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject(internals: { version?: string }) {
          versions.push(internals.version ?? 'unknown');
          return versions.length;
        },
        onCommitFiberRoot(_id: number, root: unknown) {
          roots.add(root);
        },
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
}

async function readRendererProbe(page: Page): Promise<{ versions: string[]; roots: number }> {
  return page.evaluate(() => {
    const probe = (window as unknown as { __e2eReact: { roots: Set<unknown>; versions: string[] } })
      .__e2eReact;
    return { versions: probe.versions, roots: probe.roots.size };
  });
}

function filesWith(scripts: Script[], library: Library): string[] {
  return scripts.filter((script) => script.body.includes(MARKERS[library])).map((s) => s.path);
}

test.use({ signedIn: true, viewport: { width: 1366, height: 800 } });

test('should load React, react-dom and Chakra once, from the host, across three remotes', async ({
  page,
}) => {
  await installRendererProbe(page);
  const scripts = collectScripts(page);

  await page.goto('/');
  await startApp(page);
  await expectRemotePage(page, 'Insights');
  const sideNav = page.getByTestId('side-nav');
  await sideNav.getByRole('link', { name: 'Movimentações' }).click();
  await expectRemotePage(page, 'Movimentações');
  await sideNav.getByRole('link', { name: 'Plano de Contas' }).click();
  await expect(page).toHaveURL('/empresa/plano-de-contas');
  // The URL changes at the click, and Movimentações' h1 stays on screen while the company remote
  // loads: its own line says the remote has rendered (a CI run read the scripts before it came).
  await expect(
    page.getByRole('main').getByText('Cadastros e configurações da empresa'),
  ).toBeVisible();
  await expectRemotePage(page, /\S/);

  const loaded = await scripts();
  const remotesLoaded = new Set(
    loaded.map((s) => /^\/remotes\/([^/]+)\//.exec(s.path)?.[1]).filter(Boolean),
  );
  expect([...remotesLoaded].sort()).toEqual(['company', 'insights', 'movements']);

  for (const library of ['react', 'react-dom', '@chakra-ui/react'] as const) {
    const files = filesWith(loaded, library);
    expect(files, `${library} must be in exactly one loaded file`).toHaveLength(1);
    expect(files[0], `${library} must come from the host`).not.toMatch(/^\/remotes\//);
  }
  const fromRemotes = loaded.filter((script) => script.path.startsWith('/remotes/'));
  for (const library of Object.keys(MARKERS) as Library[]) {
    expect(filesWith(fromRemotes, library), `no remote may serve ${library}`).toEqual([]);
  }

  // One react-dom renderer and one root: remotes render inside the host's tree, not their own.
  const probe = await readRendererProbe(page);
  expect(probe.versions).toHaveLength(1);
  expect(probe.roots).toBe(1);
});
