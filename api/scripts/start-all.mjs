// `npm start` (root) → `npm run start:all -w api`: builds whatever is not built yet, then serves
// everything from one process at http://localhost:3000: the host at /, each remote under
// /remotes/<name>/, the API under /v1, its docs at /docs. The database is the embedded PGlite in
// <repo>/.data/pglite (DATABASE_URL switches to PostgreSQL), with the demo login.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installIfMissing } from './install-if-missing.mjs';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const apiDir = path.join(repoRoot, 'api');
// 3000 unless PORT says otherwise (a second copy beside a running one, say).
const PORT = process.env.PORT || '3000';
const DEMO = 'demo@fluxo.dev / Demo1234';

/** What proves each app is built: the host's page, each remote's federation manifest. */
const APPS = [
  ['host', 'index.html'],
  ['remote-auth', 'mf-manifest.json'],
  ['remote-insights', 'mf-manifest.json'],
  ['remote-company', 'mf-manifest.json'],
  ['remote-movements', 'mf-manifest.json'],
  ['api', 'server.js'],
];

function say(line) {
  process.stdout.write(`${line}\n`);
}

function buildIfMissing(app, marker) {
  if (existsSync(path.join(repoRoot, app, 'dist', marker))) return;
  say(`› building ${app} (dist/${marker} is missing)…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', app], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(
      `Building ${app} failed (npm run build -w ${app}); fix it and run npm start again.\n`,
    );
    process.exit(1);
  }
}

/**
 * Production refuses the development JWT secret. Without JWT_SECRET, one random secret is kept in
 * .data/jwt-secret, so sessions survive a restart and nothing secret is committed.
 */
function jwtSecret() {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = path.join(repoRoot, '.data', 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

async function waitForHealth(url, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${url}/health`)).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

installIfMissing('npm start');
for (const [app, marker] of APPS) buildIfMissing(app, marker);

const url = `http://localhost:${PORT}`;
const child = spawn(process.execPath, [path.join(apiDir, 'dist', 'server.js')], {
  cwd: apiDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    WEB_ROOT: repoRoot,
    PORT,
    JWT_SECRET: jwtSecret(),
    // E-mailed links (password reset) open the app this process serves.
    APP_PUBLIC_URL: process.env.APP_PUBLIC_URL ?? url,
    SEED_DEMO: process.env.SEED_DEMO ?? 'true',
    // The local demo: a PSP simulator on this machine (npm run psp:sim -w api) speaks plain http.
    PSP_ALLOW_LOOPBACK_HTTP: process.env.PSP_ALLOW_LOOPBACK_HTTP ?? 'true',
    // Request logs of every asset would drown the banner; warnings and errors still show.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});

// Pass a stop request on (the API ignores the copy a terminal's Ctrl+C also sends it directly),
// then wait for the API to close its database before exiting.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

if (await waitForHealth(url, child)) {
  say('');
  say(`  Fluxo is running at ${url}`);
  say(`  Demo login:  ${DEMO}`);
  say(`  API docs:    ${url}/docs`);
  if (!process.env.SMTP_URL) {
    // The API resolves both folders from its own directory (its working directory here).
    const dataDir = path.resolve(
      apiDir,
      process.env.DATA_DIR ?? path.join(repoRoot, '.data', 'pglite'),
    );
    const outbox = process.env.OUTBOX_DIR
      ? path.resolve(apiDir, process.env.OUTBOX_DIR)
      : path.join(path.dirname(dataDir), 'outbox');
    say(`  E-mails:     ${outbox} (set SMTP_URL to send them)`);
  }
  say('  Ctrl+C stops it.');
  say('');
}
