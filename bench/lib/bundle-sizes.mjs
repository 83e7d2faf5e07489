import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { demoStorageState } from './demo-session.mjs';
import { distOf, REMOTES } from './paths.mjs';

/** Debian's Chromium with the flags verified on this machine (RECIPES.md), as in e2e/. */
export const LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Strings that only Nivo's code contains: package names (left by federation or chunk names) and
 * the default `nivo` colour scheme of @nivo/colors and @nivo/core, which every chart pulls in.
 */
const NIVO_MARKERS = ['@nivo/', 'nivo:["#e8c1a0"'];

/** JavaScript transferred (compressed bodies and headers), issue 12. */
export const JS_BUDGET_BYTES = { '/login': 350_000, '/': 600_000 };

/** The pages a visitor lands on first: the login, the signed-in home, each remote's first route. */
export const PAGES = [
  { route: '/login', signedIn: false },
  { route: '/', signedIn: true },
  { route: '/movimentacoes', signedIn: true },
  { route: '/empresa/informacoes-gerais', signedIn: true },
  { route: '/painel-de-vendas', signedIn: true },
];

function hasNivo(text) {
  return NIVO_MARKERS.some((marker) => text.includes(marker));
}

function remoteOf(urlPath) {
  return /^\/remotes\/([^/]+)\//.exec(urlPath)?.[1] ?? null;
}

/**
 * What one finished response cost on the wire: Chromium's own count of the encoded body plus the
 * response headers (what DevTools calls "transferred"), beside the decoded size of the body.
 */
async function measureResponse(request, baseUrl) {
  const url = new URL(request.url());
  const response = await request.response();
  if (url.origin !== baseUrl || !response?.ok()) return null;
  const [sizes, body] = await Promise.all([request.sizes(), response.body()]);
  const isScript = url.pathname.endsWith('.js');
  return {
    path: url.pathname,
    remote: remoteOf(url.pathname),
    isScript,
    encoding: response.headers()['content-encoding'] ?? 'identity',
    transferred: sizes.responseBodySize + sizes.responseHeadersSize,
    bytes: body.length,
    nivo: isScript && hasNivo(body.toString('utf8')),
  };
}

/**
 * A file prefetched and then requested again (the prerendered page's scripts) is one file: its
 * bytes once, and what both requests transferred (the second, from the cache, is headers only).
 */
function onePerPath(files) {
  const byPath = new Map();
  for (const file of files) {
    const seen = byPath.get(file.path);
    byPath.set(
      file.path,
      seen ? { ...seen, transferred: seen.transferred + file.transferred } : file,
    );
  }
  return [...byPath.values()];
}

/**
 * Opens `route` in a fresh context (empty cache) and returns every file the browser downloaded
 * from the server until the routed page showed its heading and the network went quiet.
 */
async function visit(browser, baseUrl, route, storageState) {
  const context = await browser.newContext({
    storageState,
    viewport: { width: 1366, height: 800 },
  });
  const page = await context.newPage();
  const pending = [];
  page.on('requestfinished', (request) => {
    pending.push(measureResponse(request, baseUrl).catch(() => null));
  });
  await page.goto(`${baseUrl}${route}`);
  await page
    .getByRole('main')
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ timeout: 30_000 });
  // A page the server sent whole (the sign-in page; the dashboard, with its figures) starts the
  // app on the first input: count what arrived before it apart, then give that input and wait for
  // the app to take the page over, so the budget covers everything needed to use the page.
  let beforeInput = null;
  if ((await page.locator('script[src="/start-on-input.js"]').count()) > 0) {
    await page.waitForLoadState('networkidle');
    beforeInput = sum((await Promise.all(pending)).filter((file) => file !== null));
    await page.mouse.move(1, 1);
  }
  // A prerendered copy gives way once the app has rendered.
  await page.waitForFunction(() => !document.getElementById('prerender'), null, {
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
  const landedOn = new URL(page.url()).pathname;
  // A guard redirect would measure another page's code under this route's name.
  if (landedOn !== route)
    throw new Error(`${route} redirected to ${landedOn}: the session is missing?`);
  const all = onePerPath((await Promise.all(pending)).filter((file) => file !== null));
  await context.close();
  return { route, landedOn, all, files: all.filter((file) => file.isScript), beforeInput };
}

function sum(files) {
  return {
    count: files.length,
    bytes: files.reduce((total, file) => total + file.bytes, 0),
    transferred: files.reduce((total, file) => total + file.transferred, 0),
  };
}

/** How the scripts travelled: `br ×12, identity ×1`. */
function encodingsOf(files) {
  const counts = new Map();
  for (const file of files) counts.set(file.encoding, (counts.get(file.encoding) ?? 0) + 1);
  return [...counts].map(([encoding, count]) => `${encoding} ×${count}`).join(', ');
}

/** Every JavaScript file the host build contains, loaded or not. */
async function hostBuildFilesWithNivo() {
  const root = distOf('host');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const scripts = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const offenders = [];
  for (const file of scripts) {
    if (hasNivo(await readFile(file, 'utf8'))) offenders.push(path.relative(root, file));
  }
  return { checked: scripts.length, offenders };
}

export async function measureBundles(baseUrl) {
  const browser = await chromium.launch(LAUNCH_OPTIONS);
  try {
    const signedIn = await demoStorageState(baseUrl);
    const visits = [];
    for (const { route, signedIn: needsSession } of PAGES) {
      visits.push(await visit(browser, baseUrl, route, needsSession ? signedIn : undefined));
    }
    const visitOf = (route) => visits.find((result) => result.route === route);

    const pages = visits.map((result) => ({
      ...result,
      signedIn: PAGES.find((page) => page.route === result.route).signedIn,
      scripts: sum(result.files),
      everything: sum(result.all),
      host: sum(result.files.filter((file) => file.remote === null)),
      remotes: sum(result.files.filter((file) => file.remote !== null)),
      encodings: encodingsOf(result.files),
    }));
    const remotes = Object.entries(REMOTES).map(([name, { route }]) => {
      const result = visitOf(route) ?? { files: [] };
      return { name, route, own: sum(result.files.filter((f) => f.remote === name)) };
    });

    const loadedHostFiles = new Map();
    for (const result of visits) {
      for (const file of result.files)
        if (file.remote === null) loadedHostFiles.set(file.path, file);
    }
    const nivo = {
      loadedChecked: loadedHostFiles.size,
      loadedOffenders: [...loadedHostFiles.values()].filter((f) => f.nivo).map((f) => f.path),
      build: await hostBuildFilesWithNivo(),
    };
    return { pages, remotes, nivo };
  } finally {
    await browser.close();
  }
}
