import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from './paths.mjs';
import { run } from './run.mjs';

// The API benchmarks are TypeScript scripts in api/scripts (they build the app in-process and
// share api/scripts/bench-support.ts); these run them with tsx and hand back their report.

const API_DIR = path.join(REPO_ROOT, 'api');
const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
export const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one statement on the PostgreSQL server itself (create or drop a bench database). */
export async function adminQuery(text) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Whether a PostgreSQL server answers at BENCH_DATABASE_URL (the local one by default). */
export async function postgresAvailable() {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** `tsx api/scripts/<script> --name value…`; answers its Markdown report. */
export function runApiScript(script, options) {
  const args = Object.entries(options).flatMap(([name, value]) => [`--${name}`, String(value)]);
  return run(TSX, [`scripts/${script}`, ...args], {
    cwd: API_DIR,
    env: { ...process.env, BENCH_DATABASE_URL: POSTGRES_URL },
  });
}
