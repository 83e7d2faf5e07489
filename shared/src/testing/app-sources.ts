import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The repository's root, from shared/src/testing. */
export const REPO_ROOT = join(__dirname, '../../..');

/** Every app's source folder, from the repository's root. */
export const APP_SOURCES = [
  'shared/src',
  'host/src',
  'remote-auth/src',
  'remote-insights/src',
  'remote-company/src',
  'remote-movements/src',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * The apps' source files (tests left out) whose text matches, as paths from the repository's root:
 * for tests that guard a rule no lint can see (a value chosen in a variable, a spread object).
 */
export function appSourcesMatching(pattern: RegExp): string[] {
  return APP_SOURCES.flatMap((dir) => sourceFiles(join(REPO_ROOT, dir)))
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => file.slice(REPO_ROOT.length + 1));
}
