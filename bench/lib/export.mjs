import path from 'node:path';
import { REPO_ROOT } from './paths.mjs';
import { run } from './run.mjs';

const API_DIR = path.join(REPO_ROOT, 'api');
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Seeds a throwaway database with `movements` movements and downloads their XLSX and CSV export
 * over HTTP (api/scripts/bench-export.ts); answers its Markdown report.
 */
export async function measureExport({ database, movements }) {
  const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
  return run(
    tsx,
    ['scripts/bench-export.ts', '--database', database, '--movements', String(movements)],
    { cwd: API_DIR, env: { ...process.env, BENCH_DATABASE_URL: POSTGRES_URL } },
  );
}
