// Node only (the unit test of the pinned lists and the dev servers' check read it, no browser).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Folders whose code never reaches a browser: tests, and pages rendered to HTML at build in Node. */
const NOT_IN_THE_BROWSER = new Set(['__tests__', 'testing', 'prerender']);

/** Every .ts/.tsx file under `dir` that a browser build can include. */
export function browserSourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      return NOT_IN_THE_BROWSER.has(name) ? [] : browserSourceFiles(path);
    }
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const NAMED_IMPORT = /import\s+(?!type\b)\{([^}]+)\}\s+from\s+'([^']+)'/g;

/**
 * Named value imports (not `import type`) from the packages `from` matches, in the given files:
 * imported name → the first file that imports it. A regular expression over the source, not a
 * parse: the code base imports these packages only with `import { … } from '…'`, and the unit
 * test of the pinned lists fails if that ever stops being enough.
 */
export function importedNames(files: readonly string[], from: RegExp): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files) {
    for (const [, names = '', source = ''] of readFileSync(file, 'utf8').matchAll(NAMED_IMPORT)) {
      if (!from.test(source)) continue;
      for (const raw of names.split(',')) {
        const entry = raw.trim();
        const name = entry.split(/\s+as\s+/)[0]?.trim();
        if (name && !entry.startsWith('type ') && !found.has(name)) found.set(name, file);
      }
    }
  }
  return found;
}
