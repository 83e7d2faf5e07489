import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { POSTGRES_URL, adminQuery } from './api-script.mjs';
import { API_SERVER, REPO_ROOT } from './paths.mjs';
import { median } from './table.mjs';
import { freePort } from './web-server.mjs';

/**
 * One start of the built API as production runs it (serving the apps too), timed from spawn to
 * the first 200 on /health. stdout is kept only to explain a start that fails.
 */
async function startOnce({ dataDir = '', databaseUrl = '' }, jwtSecret) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [API_SERVER], {
    cwd: path.join(REPO_ROOT, 'api'),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: jwtSecret,
      SEED_DEMO: 'true',
      WEB_ROOT: REPO_ROOT,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
  });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`the API exited with code ${child.exitCode}:\n${log}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/health`)).status === 200) break;
      } catch {
        // Not listening yet: poll often, the figure is in milliseconds.
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return performance.now() - started;
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}

/** The first start (reported apart), then `runs` timed starts on what it left. */
async function timedStarts(database, runs) {
  const jwtSecret = randomBytes(32).toString('hex');
  const firstMs = await startOnce(database, jwtSecret);
  const times = [];
  for (let run = 0; run < runs; run++) times.push(await startOnce(database, jwtSecret));
  const sorted = [...times].sort((a, b) => a - b);
  return {
    firstMs,
    times,
    minMs: sorted[0],
    medianMs: median(times),
    maxMs: sorted[sorted.length - 1],
  };
}

/**
 * The first start creates, migrates and seeds a fresh PGlite folder (reported apart); the timed
 * runs then reopen that existing folder, which is what a restart or a new instance does.
 */
export async function measureColdStart(runs) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fluxo-cold-start-'));
  try {
    return await timedStarts({ dataDir }, runs);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The deployed shape (deploy/): the same starts against PostgreSQL, in a database of their own
 * that the first start migrates and seeds, dropped afterwards.
 */
export async function measureColdStartOnPostgres(runs) {
  const name = `fluxo_bench_cold_start_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  try {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    return await timedStarts({ databaseUrl: url.toString() }, runs);
  } finally {
    await adminQuery(`drop database if exists ${name} with (force)`);
  }
}
