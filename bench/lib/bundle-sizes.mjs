import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { demoStorageState } from './demo-session.mjs';
import { distOf, REMOTES } from './paths.mjs';

/** Debian's Chromium with the flags verified on this machine (RECIPES.md), as in e2e/. */
const LAUNCH_OPTIONS = {
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

export const LOGIN_BUDGET_BYTES = 350_000;

function hasNivo(text) {
  return NIVO_MARKERS.some((marker) => text.includes(marker));
}

function remoteOf(urlPath) {
  return /^\/remotes\/([^/]+)\//.exec(urlPath)?.[1] ?? null;
}

/**
 * Opens `route` in a fresh context (empty cache) and returns every JavaScript file the browser
 * downloaded until the routed page showed its heading and the network went quiet.
 */
async function visit(browser, baseUrl, route, storageState) {
  const context = await browser.newContext({
    storageState,
    viewport: { width: 1366, height: 800 },
  });
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== baseUrl || !url.pathname.endsWith('.js') || !response.ok()) return;
    pending.push(
      response.body().then(
        (body) => ({
          path: url.pathname,
          remote: remoteOf(url.pathname),
          bytes: body.length,
          gzip: gzipSync(body).length,
          nivo: hasNivo(body.toString('utf8')),
        }),
        () => null,
      ),
    );
  });
  await page.goto(`${baseUrl}${route}`);
  await page
    .getByRole('main')
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const landedOn = new URL(page.url()).pathname;
  // A guard redirect would measure another page's code under this route's name.
  if (landedOn !== route)
    throw new Error(`${route} redirected to ${landedOn}: the session is missing?`);
  const files = new Map();
  for (const file of await Promise.all(pending)) if (file) files.set(file.path, file);
  await context.close();
  return { route, landedOn, files: [...files.values()] };
}

function sum(files) {
  return {
    count: files.length,
    bytes: files.reduce((total, file) => total + file.bytes, 0),
    gzip: files.reduce((total, file) => total + file.gzip, 0),
  };
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
    const login = await visit(browser, baseUrl, '/login', undefined);
    const home = await visit(browser, baseUrl, '/', signedIn);
    const remotes = [];
    for (const [name, { route, signedIn: needsSession }] of Object.entries(REMOTES)) {
      const result = await visit(browser, baseUrl, route, needsSession ? signedIn : undefined);
      remotes.push({ name, ...result, own: sum(result.files.filter((f) => f.remote === name)) });
    }

    const pages = [login, home].map((result) => ({
      ...result,
      total: sum(result.files),
      host: sum(result.files.filter((file) => file.remote === null)),
      remotes: sum(result.files.filter((file) => file.remote !== null)),
    }));

    const loadedHostFiles = new Map();
    for (const result of [login, home, ...remotes]) {
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
