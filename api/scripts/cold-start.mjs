// `npm run cold-start -w api`: time from starting the built API (dist/server.js) to its first
// 200 on /health, on an existing PGlite data folder. The first run creates the folder and is not
// counted. `--json` prints one JSON object (for bench/); `--runs N` sets the number of runs.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../', import.meta.url));
const server = fileURLToPath(new URL('../dist/server.js', import.meta.url));
const dataDir = fileURLToPath(new URL('../../.data/cold-start/pglite', import.meta.url));
const args = process.argv.slice(2);
const json = args.includes('--json');
const runs = Number(args[args.indexOf('--runs') + 1]) || 5;

if (!existsSync(server)) {
  process.stderr.write('api/dist/server.js is missing: run `npm run build -w api` first\n');
  process.exit(1);
}

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startOnce() {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [server], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let elapsed;
  while (elapsed === undefined) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health`);
      if (response.status === 200) elapsed = performance.now() - started;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  child.kill('SIGTERM');
  await exited;
  return elapsed;
}

const fresh = !existsSync(dataDir);
const first = await startOnce();
const times = [];
for (let i = 0; i < runs; i++) times.push(await startOnce());
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
const result = {
  cold_start_ms_median: Math.round(median),
  cold_start_ms_min: Math.round(times[0]),
  cold_start_ms_max: Math.round(times[times.length - 1]),
  runs,
  first_start_ms: Math.round(first),
  first_start_created_data_folder: fresh,
};
if (json) {
  process.stdout.write(`${JSON.stringify(result)}\n`);
} else {
  process.stdout.write(
    `API cold start (process start → /health 200, existing PGlite data folder), ${runs} runs:\n` +
      `  median ${result.cold_start_ms_median} ms, min ${result.cold_start_ms_min} ms, max ${result.cold_start_ms_max} ms\n` +
      `  first start ${result.first_start_ms} ms${fresh ? ' (created the data folder)' : ''}\n`,
  );
}
