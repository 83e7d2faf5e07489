import { join } from 'node:path';
import { browserSourceFiles, importedNames as importedIn } from '../imported-names';
import { APP_SOURCES, REPO_ROOT } from '../../testing/app-sources';
import { CHAKRA_EXPORTS, ROUTER_EXPORTS } from '../tree-shaken-exports';

/** Named value imports (not `import type`) from the given packages, across every app. */
function importedNames(packages: RegExp): Map<string, string> {
  return importedIn(
    APP_SOURCES.flatMap((dir) => browserSourceFiles(join(REPO_ROOT, dir))),
    packages,
  );
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
