// Browser code, bundled only into a remote's dev server (remoteConfig passes its path as a
// federation runtime plugin): never in a production build.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { devRemoteProblems } from './dev-remote-problems';

type ShareScopeMap = Parameters<
  NonNullable<ModuleFederationRuntimePlugin['resolveShare']>
>[0]['shareScopeMap'];
type Shared = ShareScopeMap[string][string][string];

/** Tree-shaken package → name the remote's source imports from it → the file that does. */
export type TreeShakenImports = Record<string, Record<string, string>>;

export interface DevRemoteRuntimeOptions {
  /** The remote's federation name, for messages. */
  remote: string;
  /**
   * Where the dev server says what the remote's source imports from each tree-shaken package,
   * read from disk on every request (dev-remote.ts): current after any edit, on the next load.
   */
  importsUrl: string;
  /** Every tree-shaken package → the constant that pins its exports (tree-shaken-exports.ts). */
  lists: Record<string, string>;
}

/**
 * The version a production host provides a tree-shaken copy of, if any: loaded, loading, or
 * registered with its getter (the host loads Chakra and the router before any remote page, but
 * whichever asks first gets the same copy). Dev and standalone builds register no such copy.
 */
function hostTreeShaken(shareScopeMap: ShareScopeMap, scope: string, pkgName: string) {
  const versions = Object.values(shareScopeMap[scope]?.[pkgName] ?? {});
  const provides = (shared: Shared) => {
    const copy = shared.treeShaking;
    return Boolean(
      copy && (copy.lib || copy.loading || (copy.mode === 'runtime-infer' && copy.get)),
    );
  };
  const loaded = (shared: Shared) =>
    Boolean(shared.treeShaking?.lib ?? shared.treeShaking?.loading);
  return (versions.find(loaded) ?? versions.find(provides)) as
    (Shared & { treeShaking: NonNullable<Shared['treeShaking']> }) | undefined;
}

/**
 * A production host shares Chakra and the router tree-shaken: its own instance is the share's
 * `treeShaking` copy, built with only the pinned exports. A consumer is routed to that copy only
 * if it declares tree shaking itself, which production remotes do; a dev remote does not (dev
 * builds skip the analysis), so the runtime gave it the share's other copy, the host's full
 * fallback build of the library (`independent-packages/…/share-entry.js`): a second Chakra whose
 * context the host's `<ChakraProvider>` never filled (`ContextError: useContext returned
 * undefined`), and a second router outside the host's `<BrowserRouter>`. This plugin sends the dev
 * remote to the host's own copy, and first checks that the copy has every export the remote
 * imports: if one is missing it says which and what to do, in the console and in place of the
 * page (hot-exposed.ts), rather than letting the page fail later on an `undefined`.
 *
 * Standalone (no production host on the page) nothing is tree-shaken and nothing changes.
 */
export default function devRemoteRuntimePlugin(
  options: DevRemoteRuntimeOptions,
): ModuleFederationRuntimePlugin {
  let imports: Promise<TreeShakenImports> | null = null;
  const readImports = () =>
    (imports ??= fetch(options.importsUrl)
      .then((response) => (response.ok ? (response.json() as Promise<TreeShakenImports>) : {}))
      // Without the list there is nothing to check; the page loads as it would have.
      .catch(() => ({})));

  const missingExports = (pkgName: string, shared: Shared, all: TreeShakenImports) => {
    const lib = shared.treeShaking?.lib;
    const imported = all[pkgName];
    if (!lib || !imported) return null;
    const provided = lib() as Record<string, unknown>;
    const missing = Object.keys(imported).filter((name) => !(name in provided));
    if (missing.length === 0) return null;
    const list = options.lists[pkgName] ?? 'the pinned list';
    const where = missing.map((name) => `  ${name} (imported by ${imported[name]})`).join('\n');
    return (
      `[fluxo] The host on this page is a production build: it shares ${pkgName} tree-shaken to ` +
      `${list}, and a dev remote must use that one instance (a second copy has no context). ` +
      `"${options.remote}" imports what the host does not provide:\n${where}\n` +
      `Add ${missing.join(', ')} to ${list} in shared/src/federation/tree-shaken-exports.ts; ` +
      `the deployed host serves it once rebuilt and redeployed with that list. Until then, ` +
      `develop this change against a local host (npm run dev) or in the remote's standalone page.`
    );
  };

  return {
    name: 'fluxo:dev-remote-uses-host-tree-shaken-shares',
    async beforeLoadShare(args) {
      const { pkgName } = args;
      if (!(pkgName in options.lists)) return args;
      for (const scope of args.shareInfo?.scope ?? ['default']) {
        const shared = hostTreeShaken(args.origin.shareScopeMap, scope, pkgName);
        if (!shared) continue;
        // Normally loaded already; a copy not loaded yet is checked by the next page load.
        if (!shared.treeShaking.lib) await shared.treeShaking.loading;
        const problem = missingExports(pkgName, shared, await readImports());
        if (problem && !devRemoteProblems.includes(problem)) {
          console.error(problem);
          devRemoteProblems.push(problem);
        }
      }
      return args;
    },
    resolveShare(args) {
      if (!(args.pkgName in options.lists)) return args;
      const shared = hostTreeShaken(args.shareScopeMap, args.scope, args.pkgName);
      if (shared) args.resolver = () => ({ shared, useTreesShaking: true });
      return args;
    },
  };
}
