// Runs the API suite with node's test runner. Node 20 does not expand globs given to --test, so
// the test files are listed here. Arguments narrow the run to those files or folders:
//   npm test -w api -- test/domains/identity
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../', import.meta.url));

function testFiles(target) {
  const absolute = path.resolve(apiDir, target);
  if (statSync(absolute).isFile()) return [absolute];
  return readdirSync(absolute, { recursive: true })
    .filter((entry) => entry.endsWith('.test.ts'))
    .map((entry) => path.join(absolute, entry));
}

const targets = process.argv.slice(2);
const files = (targets.length > 0 ? targets : ['test']).flatMap(testFiles).sort();
// Each file is its own process with its own database; two at a time suits a 2-core machine.
const concurrency = process.env.TEST_CONCURRENCY ?? '2';

const child = spawn(
  process.execPath,
  ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, ...files],
  { cwd: apiDir, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
