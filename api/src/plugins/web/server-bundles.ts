import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RemoteName } from 'shared/federation/remotes';
import { remotesConfigPath, servedHere } from './page-preloads';
import type { JsonReader } from './page-preloads';

/**
 * The functions a remote's build bundles for Node (`src/ssr/<name>.server.tsx` →
 * `dist/server/<name>.cjs`, shared/scripts/prerender.mjs), for a page the server renders per
 * request: null when this origin does not serve that remote's build (deployed elsewhere, or not
 * built here), so the page is then sent as the app draws it. Loaded on first use, not at start
 * (it is React and Chakra, ~0.4 s to load), and again after a deploy rewrites it.
 */
export function createServerBundle<T extends Record<string, (...args: never[]) => unknown>>(
  webRoot: string,
  readJson: JsonReader,
  { remote, name, exports }: { remote: RemoteName; name: string; exports: readonly (keyof T)[] },
): () => Promise<T | null> {
  const bundle = path.join(webRoot, `remote-${remote}`, 'dist', 'server', `${name}.cjs`);
  const require = createRequire(import.meta.url);
  let loaded: { mtimeMs: number; module: T } | null = null;

  return async function load(): Promise<T | null> {
    const remotes = await readJson<Partial<Record<RemoteName, string>>>(remotesConfigPath(webRoot));
    if (!servedHere(remotes?.[remote])) return null;
    const file = await stat(bundle).catch(() => null);
    if (!file) return null;
    if (loaded?.mtimeMs !== file.mtimeMs) {
      delete require.cache[bundle];
      const module = require(bundle) as Record<string, unknown>;
      // Another build's bundle, without what this server calls: the page as the app draws it.
      if (!exports.every((key) => typeof module[key as string] === 'function')) return null;
      loaded = { mtimeMs: file.mtimeMs, module: module as T };
    }
    return loaded.module;
  };
}
