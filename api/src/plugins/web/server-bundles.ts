import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RemoteName } from 'shared/federation/remotes';
import { remotesConfigPath, servedHere } from './page-preloads';
import type { JsonReader } from './page-preloads';

/**
 * A function a remote's build bundles for Node (`src/ssr/<name>.server.tsx` →
 * `dist/server/<name>.cjs`, shared/scripts/prerender.mjs), for a page the server renders per
 * request: null when this origin does not serve that remote's build (deployed elsewhere, or not
 * built here), so the page is then sent as the app draws it. Loaded on first use, not at start
 * (it is React and Chakra, ~0.4 s to load), and again after a deploy rewrites it.
 */
export function createServerBundle<T extends (...args: never[]) => unknown>(
  webRoot: string,
  readJson: JsonReader,
  { remote, name, exportName }: { remote: RemoteName; name: string; exportName: string },
): () => Promise<T | null> {
  const bundle = path.join(webRoot, `remote-${remote}`, 'dist', 'server', `${name}.cjs`);
  const require = createRequire(import.meta.url);
  let loaded: { mtimeMs: number; exported: T } | null = null;

  return async function load(): Promise<T | null> {
    const remotes = await readJson<Partial<Record<RemoteName, string>>>(remotesConfigPath(webRoot));
    if (!servedHere(remotes?.[remote])) return null;
    const file = await stat(bundle).catch(() => null);
    if (!file) return null;
    if (loaded?.mtimeMs !== file.mtimeMs) {
      delete require.cache[bundle];
      const exported = (require(bundle) as Record<string, unknown>)[exportName];
      if (typeof exported !== 'function') return null;
      loaded = { mtimeMs: file.mtimeMs, exported: exported as T };
    }
    return loaded.exported;
  };
}
