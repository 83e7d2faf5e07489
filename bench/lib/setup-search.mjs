import path from 'node:path';
import { REPO_ROOT } from './paths.mjs';
import { run } from './run.mjs';

const API_DIR = path.join(REPO_ROOT, 'api');
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Seeds a throwaway database with `rows` fornecedores and centros de custo and measures their
 * server-side search and pages, and the role check, through the API
 * (api/scripts/bench-setup-search.ts); answers its Markdown report.
 */
export async function measureSetupSearch({ database, rows, runs }) {
  const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
  return run(
    tsx,
    [
      'scripts/bench-setup-search.ts',
      '--database',
      database,
      '--rows',
      String(rows),
      '--runs',
      String(runs),
    ],
    { cwd: API_DIR, env: { ...process.env, BENCH_DATABASE_URL: POSTGRES_URL } },
  );
}
