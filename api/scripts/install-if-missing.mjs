// A fresh clone has no node_modules: install the locked versions first, so that `npm start` and
// `npm test` are each the one command a newcomer needs (root `pretest`, and start-all.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * npm writes node_modules/.package-lock.json after an install; the binaries the two commands call
 * catch a node_modules left half-installed (an interrupted install, a workspace added since).
 */
const MARKERS = [
  'node_modules/.package-lock.json',
  'node_modules/.bin/jest',
  'node_modules/.bin/tsx',
  'node_modules/.bin/rsbuild',
];

export function installIfMissing(command) {
  const missing = MARKERS.filter((marker) => !existsSync(path.join(repoRoot, marker)));
  if (missing.length === 0) return;
  process.stdout.write(`› installing dependencies (locked versions; missing ${missing[0]})…\n`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // Not `npm ci`: it refuses a lock that cannot list other platforms' optional binaries (the
  // registry mirror lacks them); `npm install` with the committed lock installs the same versions.
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    process.stderr.write(
      `Installing dependencies failed (npm install); fix it and run ${command} again.\n`,
    );
    process.exit(1);
  }
}

// `node api/scripts/install-if-missing.mjs "npm test"` (the root pretest).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  installIfMissing(process.argv[2] ?? 'the command');
}
