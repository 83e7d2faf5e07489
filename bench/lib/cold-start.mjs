import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createBenchDatabase } from './bench-database.mjs';
import { API_SERVER, REPO_ROOT } from './paths.mjs';
import { touchedMb } from './memory-touch.mjs';
import { median } from './table.mjs';
import { freePort } from './web-server.mjs';

/**
 * One start of the built API as production runs it (serving the apps too), timed from spawn to
 * the first 200 on /health, with the memory it had touched by then. stdout is kept only to
 * explain a start that fails.
 */
async function startOnce(databaseEnv, jwtSecret) {
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
      ...databaseEnv,
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
    return { ms: performance.now() - started, touchedMb: touchedMb(child.pid) };
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}

/**
 * The first start creates, migrates and seeds a fresh database of `kind` (reported apart); the
 * timed runs then start on what it left, which is what a restart or a new instance does. On
 * 'postgres' it is the deployed shape (deploy/): no WebAssembly database to start first.
 */
export async function measureColdStart(runs, kind = 'pglite') {
  const database = await createBenchDatabase(kind, 'cold-start');
  try {
    const jwtSecret = randomBytes(32).toString('hex');
    const firstMs = (await startOnce(database.env, jwtSecret)).ms;
    const starts = [];
    for (let run = 0; run < runs; run++) starts.push(await startOnce(database.env, jwtSecret));
    const times = starts.map((start) => start.ms);
    const touched = starts.map((start) => start.touchedMb);
    const sorted = [...times].sort((a, b) => a - b);
    return {
      firstMs,
      touchedMb: touched.includes(null) ? null : median(touched),
      times,
      minMs: sorted[0],
      medianMs: median(times),
      maxMs: sorted[sorted.length - 1],
    };
  } finally {
    await database.drop();
  }
}
