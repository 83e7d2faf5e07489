import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from './paths.mjs';
import { run } from './run.mjs';

const API_DIR = path.join(REPO_ROOT, 'api');
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

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

/**
 * Seeds a throwaway database with `movements` movements in the benchmark company and measures
 * the dashboards and the list through the API (api/scripts/bench-dashboards.ts); answers its
 * Markdown report.
 */
export async function measureDashboards({ database, movements, runs }) {
  const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
  return run(
    tsx,
    [
      'scripts/bench-dashboards.ts',
      '--database',
      database,
      '--movements',
      String(movements),
      '--runs',
      String(runs),
    ],
    { cwd: API_DIR, env: { ...process.env, BENCH_DATABASE_URL: POSTGRES_URL } },
  );
}
