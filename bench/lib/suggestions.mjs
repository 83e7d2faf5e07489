import path from 'node:path';
import { REPO_ROOT } from './paths.mjs';
import { run } from './run.mjs';

/**
 * The history learner's held-out accuracy on the generated company and on a bank-written history,
 * and a 120-line statement before and after three rules (api/scripts/bench-suggestions.ts);
 * answers its Markdown report.
 */
export async function measureSuggestions() {
  const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
  return run(tsx, ['scripts/bench-suggestions.ts'], { cwd: path.join(REPO_ROOT, 'api') });
}
