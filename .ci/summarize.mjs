// Adds up what jest, node:test and Playwright printed into one closing line CI can read.
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  const text = readFileSync(file, 'utf8');
  // jest: "Tests:       2 failed, 74 passed, 76 total"
  for (const [line] of text.matchAll(/^Tests:.*$/gm)) {
    passed += Number(/(\d+) passed/.exec(line)?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(line)?.[1] ?? 0);
    skipped += Number(/(\d+) skipped/.exec(line)?.[1] ?? 0);
  }
  // node:test: "# pass 40" / "# fail 0" / "# skipped 0" (and the ℹ form of the spec reporter)
  for (const [, kind, count] of text.matchAll(/^(?:#|ℹ) (pass|fail|skipped) (\d+)$/gm)) {
    if (kind === 'pass') passed += Number(count);
    else if (kind === 'fail') failed += Number(count);
    else skipped += Number(count);
  }
  // Playwright list reporter: "  12 passed (30.1s)", "  1 failed", "  2 skipped"
  for (const [, count, kind] of text.matchAll(
    /^\s+(\d+) (passed|failed|skipped|flaky)(?: \(.*\))?$/gm,
  )) {
    if (kind === 'passed') passed += Number(count);
    else if (kind === 'failed') failed += Number(count);
    else if (kind === 'skipped') skipped += Number(count);
  }
}
process.stdout.write(`${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(failed > 0 ? 1 : 0);
