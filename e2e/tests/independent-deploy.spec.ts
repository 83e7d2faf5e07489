import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  backupDistDir,
  remoteDistDir,
  REPO_ROOT,
  restoreRemoteDist,
  SCRATCH_DIR,
} from '../support/remote-dist';

// Issue 2, item 3: rebuilding ONE remote and replacing its files is picked up by the running host
// on reload, without rebuilding (or restarting) the host.

const REMOTE = 'company';
const REMOTE_DIR = path.join(REPO_ROOT, `remote-${REMOTE}`);
const HOST_DIST = path.join(REPO_ROOT, 'host', 'dist');
const NEXT_DIST = path.join(SCRATCH_DIR, `${REMOTE}-dist-next`);
const PAGE = '/empresa/informacoes-gerais';

interface Manifest {
  metaData: { remoteEntry: { name: string } };
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  shared: { name: string }[];
}

async function readManifest(dist: string): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
}

/** One hash over every file of a folder (names and contents): "was this rebuilt?" */
async function folderHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(path.relative(dir, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex');
}

/** remote-company's real build, plus a visible marker, written to `outDir` (see the config). */
function buildVariant(outDir: string, marker: string): Promise<void> {
  const config = path.relative(REMOTE_DIR, path.join(import.meta.dirname, '..', 'support'));
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      ['--no', 'rsbuild', 'build', '-c', `${config}/remote-variant.rsbuild.config.ts`],
      {
        cwd: REMOTE_DIR,
        env: { ...process.env, E2E_VARIANT_OUT_DIR: outDir, E2E_VARIANT_MARKER: marker },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`variant build exited ${code}:\n${output}`)),
    );
  });
}

/** Paths under /remotes/<REMOTE>/ the page requests from now on. */
function recordRemoteRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(`/remotes/${REMOTE}/`)) paths.push(pathname);
  });
  return paths;
}

test.use({ signedIn: true, viewport: { width: 1366, height: 800 } });

test('should serve a rebuilt remote to the running host on reload, host untouched', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const marker = `Versão publicada pelo e2e ${Date.now().toString(36)}`;
  const original = await readManifest(remoteDistDir(REMOTE));
  const hostBefore = await folderHash(HOST_DIST);

  const requested = recordRemoteRequests(page);
  await page.goto(PAGE);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('deploy-marker')).toHaveCount(0);
  expect(requested).toContain(`/remotes/${REMOTE}/${original.metaData.remoteEntry.name}`);

  await rm(NEXT_DIST, { recursive: true, force: true });
  await mkdir(SCRATCH_DIR, { recursive: true });
  await buildVariant(NEXT_DIST, marker);
  const next = await readManifest(NEXT_DIST);

  // Same contract (what it exposes and shares), new files (content-hashed names changed).
  expect(next.exposes.map((e) => e.name).sort()).toEqual(
    original.exposes.map((e) => e.name).sort(),
  );
  expect(next.shared.map((s) => s.name).sort()).toEqual(original.shared.map((s) => s.name).sort());
  expect(next.metaData.remoteEntry.name).not.toBe(original.metaData.remoteEntry.name);
  const nextPage = next.exposes.find((e) => e.name === 'CompanyPage');
  const originalPage = original.exposes.find((e) => e.name === 'CompanyPage');
  expect(nextPage?.assets.js.sync).not.toEqual(originalPage?.assets.js.sync);

  // The deploy: swap the served folder while the server keeps running.
  expect(existsSync(backupDistDir(REMOTE)), 'a previous run left a backup behind').toBe(false);
  await rename(remoteDistDir(REMOTE), backupDistDir(REMOTE));
  try {
    await rename(NEXT_DIST, remoteDistDir(REMOTE));

    requested.length = 0;
    await page.reload();
    await expect(page.getByTestId('deploy-marker')).toHaveText(marker);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(requested).toContain(`/remotes/${REMOTE}/${next.metaData.remoteEntry.name}`);
    expect(requested).not.toContain(`/remotes/${REMOTE}/${original.metaData.remoteEntry.name}`);
    for (const chunk of nextPage?.assets.js.sync ?? []) {
      expect(requested).toContain(`/remotes/${REMOTE}/${chunk}`);
    }
    // Other areas are unaffected by the company deploy.
    await page.getByTestId('side-nav').getByRole('link', { name: 'Movimentações' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Movimentações' })).toBeVisible();
  } finally {
    await restoreRemoteDist(REMOTE);
  }

  // Rolling back is the same operation: the original files are served again on the next load.
  requested.length = 0;
  await page.goto(PAGE);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('deploy-marker')).toHaveCount(0);
  expect(requested).toContain(`/remotes/${REMOTE}/${original.metaData.remoteEntry.name}`);

  expect(await folderHash(HOST_DIST), 'the host must not have been rebuilt').toBe(hostBefore);
  expect(await readManifest(remoteDistDir(REMOTE))).toEqual(original);
});
