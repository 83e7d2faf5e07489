import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CHAKRA_EXPORTS, ROUTER_EXPORTS } from '../tree-shaken-exports';

const ROOT = join(__dirname, '../../../..');
const APP_SOURCES = [
  'shared/src',
  'host/src',
  'remote-auth/src',
  'remote-insights/src',
  'remote-company/src',
  'remote-movements/src',
];

/** Folders whose code never reaches a browser: tests, and pages rendered to HTML at build in Node. */
const NOT_IN_THE_BROWSER = new Set(['__tests__', 'testing', 'prerender']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return NOT_IN_THE_BROWSER.has(name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Named value imports (not `import type`) from the given packages, across every app. */
function importedNames(packages: RegExp): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /import\s+(?!type\b)\{([^}]+)\}\s+from\s+'([^']+)'/g;
  for (const file of APP_SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    for (const [, names = '', from = ''] of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (!packages.test(from)) continue;
      for (const raw of names.split(',')) {
        const name = raw
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name && !raw.trim().startsWith('type ')) found.set(name, file.slice(ROOT.length + 1));
      }
    }
  }
  return found;
}

describe('tree-shaken shared libraries', () => {
  it('should list every @chakra-ui/react export an app imports', () => {
    const missing = [...importedNames(/^@chakra-ui\/react$/)].filter(
      ([name]) => !(CHAKRA_EXPORTS as readonly string[]).includes(name),
    );
    expect(missing).toEqual([]);
  });

  it('should list nothing no app imports: every entry ships in the singleton to every page', () => {
    const used = importedNames(/^@chakra-ui\/react$/);
    expect(CHAKRA_EXPORTS.filter((name) => !used.has(name))).toEqual([]);
    const usedRouter = importedNames(/^react-router(-dom)?$/);
    expect(ROUTER_EXPORTS.filter((name) => !usedRouter.has(name))).toEqual([]);
  });

  it('should list every react-router export an app imports', () => {
    const missing = [...importedNames(/^react-router(-dom)?$/)].filter(
      ([name]) => !(ROUTER_EXPORTS as readonly string[]).includes(name),
    );
    expect(missing).toEqual([]);
  });
});
