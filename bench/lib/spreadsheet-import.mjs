import path from 'node:path';
import { REPO_ROOT } from './paths.mjs';
import { run } from './run.mjs';

const API_DIR = path.join(REPO_ROOT, 'api');
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Seeds a throwaway database with `movements` movements, then previews, confirms and undoes a
 * generated `rows`-row CSV of contas a pagar e a receber through the API
 * (api/scripts/bench-spreadsheet-import.ts); answers its Markdown report.
 */
export async function measureSpreadsheetImport({ database, movements, rows }) {
  const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
  return run(
    tsx,
    [
      'scripts/bench-spreadsheet-import.ts',
      '--database',
      database,
      '--movements',
      String(movements),
      '--rows',
      String(rows),
    ],
    { cwd: API_DIR, env: { ...process.env, BENCH_DATABASE_URL: POSTGRES_URL } },
  );
}
