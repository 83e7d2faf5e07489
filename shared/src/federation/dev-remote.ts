// Build-time only: what a remote's dev server adds so that it works inside a production host
// (README, "Running one remote against the deployed host").
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { logger } from '@rsbuild/core';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { TreeShakenImports } from './dev-remote-runtime-plugin';
import { browserSourceFiles, importedNames } from './imported-names';
import { TREE_SHAKEN_EXPORTS, TREE_SHAKEN_LIST_NAMES } from './tree-shaken-exports';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SHARED_SOURCES = fileURLToPath(new URL('../', import.meta.url));
const HOT_EXPOSED = fileURLToPath(new URL('./hot-exposed.ts', import.meta.url));
export const DEV_REMOTE_RUNTIME_PLUGIN = fileURLToPath(
  new URL('./dev-remote-runtime-plugin.ts', import.meta.url),
);

/** `from` of an import statement → the tree-shaken share key it reaches. */
const sourcePattern = (pkgName: string) => new RegExp(`^${pkgName.replace(/[/.-]/g, '\\$&')}$`);

/**
 * What a remote's browser code imports from each tree-shaken library: its own `src` and the
 * `shared` sources it may bundle. Read from the files on disk, so it is current at every rebuild.
 */
export function treeShakenImports(appDir: string): TreeShakenImports {
  const files = [...browserSourceFiles(`${appDir}/src`), ...browserSourceFiles(SHARED_SOURCES)];
  return Object.fromEntries(
    Object.keys(TREE_SHAKEN_EXPORTS).map((pkgName) => [
      pkgName,
      Object.fromEntries(
        [...importedNames(files, sourcePattern(pkgName))].map(([name, file]) => [
          name,
          relative(REPO_ROOT, file),
        ]),
      ),
    ]),
  );
}

/** Imports outside the pinned lists: a production host cannot provide them. */
export function unpinnedImports(
  imports: TreeShakenImports,
): { pkgName: string; name: string; file: string }[] {
  return Object.entries(imports).flatMap(([pkgName, names]) =>
    Object.entries(names)
      .filter(([name]) => !TREE_SHAKEN_EXPORTS[pkgName]?.includes(name))
      .map(([name, file]) => ({ pkgName, name, file })),
  );
}

function reportUnpinned(app: string, imports: TreeShakenImports): void {
  const unpinned = unpinnedImports(imports);
  if (unpinned.length === 0) return;
  const lines = unpinned.map(
    ({ pkgName, name, file }) =>
      `  ${name} from ${pkgName} (${file}) is not in ${TREE_SHAKEN_LIST_NAMES[pkgName]}`,
  );
  logger.error(
    `[fluxo] ${app} imports exports that production builds tree-shake away:\n${lines.join('\n')}\n` +
      'Production hosts share these libraries with only the exports listed in ' +
      'shared/src/federation/tree-shaken-exports.ts, and inside one this page fails to load. ' +
      'Add them there (npx jest shared/src/federation checks the lists), then build and deploy ' +
      'the host; until then it works standalone and against a local host (npm run dev).',
  );
}

/** Served by a remote's dev server: what its source imports from the tree-shaken libraries. */
export const TREE_SHAKEN_IMPORTS_PATH = '/__fluxo/tree-shaken-imports.json';

const EXPOSED_MODULE = /[\\/]src[\\/]expose[\\/][^\\/]+\.tsx$/;

/**
 * The dev server of a remote:
 * - wraps each exposed page for hot updates without a reload of the host (hot-exposed.ts);
 * - checks, when it starts and after every rebuild, that the remote imports from Chakra and the
 *   router only what production hosts provide, and says what is missing and what to do;
 * - serves that list of imports to the runtime plugin, which checks it against the host's
 *   actual exports in the browser (the deployed host may be older than this checkout's lists).
 */
export function pluginDevRemote(options: { app: string; appDir: string }): RsbuildPlugin {
  return {
    name: 'fluxo:dev-remote',
    apply: 'serve',
    setup(api) {
      api.transform({ test: EXPOSED_MODULE, order: 'pre' }, ({ code, resourcePath }) => {
        if (!/^export default /m.test(code)) {
          throw new Error(`${resourcePath}: an exposed module must have \`export default\``);
        }
        return `${code.replace(/^export default /m, 'const fluxoExposedPage = ')}
import { hotExposed as fluxoHotExposed } from ${JSON.stringify(HOT_EXPOSED)};
export default fluxoHotExposed(import.meta.webpackHot, fluxoExposedPage);
`;
      });
      api.onBeforeStartDevServer(({ server }) => {
        server.middlewares.use(TREE_SHAKEN_IMPORTS_PATH, (_request, response) => {
          response.setHeader('Content-Type', 'application/json');
          response.setHeader('Cache-Control', 'no-store');
          // Asked for by the host's page, on another origin.
          response.setHeader('Access-Control-Allow-Origin', '*');
          response.end(JSON.stringify(treeShakenImports(options.appDir)));
        });
      });
      api.onAfterDevCompile(() => reportUnpinned(options.app, treeShakenImports(options.appDir)));
    },
  };
}
