import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from 'shared/federation/remotes';
import { REMOTE_MODULES } from 'shared/remotes';

/**
 * A page's first paint waits on a chain: index.html → host entry → remotes.json → the remote's
 * mf-manifest.json → its remote entry → the page's chunk. Each link is discovered only when the one
 * before has run. The server knows the chain from the URL alone and names it in `Link` headers:
 * the two JSON files as `preload`, fetched at once beside the host entry; the remote entry and the
 * page's chunks as `prefetch`, into the HTTP cache. Not `preload` for those: a preloaded script
 * whose download failed (the remote was down) is handed to the next script tag for that URL as
 * failed, so the area's 'Tentar novamente' could never succeed without a reload.
 */

interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

export interface Route {
  remote: RemoteName;
  module: string;
  pattern: RegExp;
}

/** React Router's patterns as the host uses them: `:param` one segment, a trailing `/*` the rest. */
function patternOf(route: string): RegExp {
  const body = route
    .replace(/\/\*$/, '')
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${body || ''}${route.endsWith('/*') ? '(?:/.*)?' : ''}/?$`);
}

const ROUTES: Route[] = Object.entries(REMOTE_MODULES).flatMap(([remote, modules]) =>
  Object.entries(modules).map(([module, route]) => ({
    remote: remote as RemoteName,
    module,
    pattern: patternOf(route),
  })),
);

/** The remote page a URL path shows (the host's route table, read from shared/remotes). */
export function remoteRouteOf(urlPath: string): Route | undefined {
  return ROUTES.find((candidate) => candidate.pattern.test(urlPath));
}

// `fetch()` of a same-origin URL is a CORS-mode request with same-origin credentials: only a
// preload marked `crossorigin` (anonymous) is reused by it instead of being fetched twice.
const fetchPreload = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin`;
const scriptPrefetch = (url: string) => `<${url}>; rel=prefetch; as=script`;

/** The built host's remotes config: which remote is where (same origin: `/remotes/<name>/…`). */
export const remotesConfigPath = (webRoot: string) =>
  path.join(webRoot, 'host', 'dist', 'remotes.json');

/** A remote this origin serves from its own build, by the URL of its manifest in remotes.json. */
export const servedHere = (manifestUrl: string | undefined): manifestUrl is string =>
  manifestUrl?.startsWith('/remotes/') ?? false;

export type JsonReader = ReturnType<typeof createJsonReader>;

/**
 * A reader of the built apps' JSON files, each re-read only when it changed (a remote redeploys
 * on its own). Undefined when a file is missing or unreadable: not built, or being rewritten by a
 * deploy; the page then works without what it would have added.
 */
export function createJsonReader() {
  const cache = new Map<string, { mtimeMs: number; value: unknown }>();
  return async function readJson<T>(file: string): Promise<T | undefined> {
    try {
      const { mtimeMs } = await stat(file);
      const cached = cache.get(file);
      if (cached?.mtimeMs === mtimeMs) return cached.value as T;
      const value = JSON.parse(await readFile(file, 'utf8')) as T;
      cache.set(file, { mtimeMs, value });
      return value;
    } catch {
      return undefined;
    }
  };
}

/**
 * A text file (the host's index.html), read again only when a deploy rewrote it: a stat per use.
 * Throws when the file is missing or unreadable.
 */
export function createTextReader(file: string) {
  let cached: { mtimeMs: number; text: string } | null = null;
  return async function readText(): Promise<string> {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, text: await readFile(file, 'utf8') };
    return cached.text;
  };
}

/**
 * The preload header values for a page path, read from the built host's remotes.json and each
 * same-origin remote's manifest (re-read when the file changes: a remote redeploys on its own).
 * `scriptsOnly` for a page sent prerendered: it runs no script before the first input, so the
 * JSON preloads would compete with its paint and then go unused; only the prefetches stay.
 */
export function createPagePreloads(webRoot: string, readJson: JsonReader = createJsonReader()) {
  const remotesPath = remotesConfigPath(webRoot);

  async function chainOf(urlPath: string, links: string[], scriptsOnly: boolean): Promise<void> {
    const route = remoteRouteOf(urlPath);
    const remotes = await readJson<Partial<Record<RemoteName, string>>>(remotesPath);
    if (!remotes) return;
    if (!scriptsOnly) links.push(fetchPreload('/remotes.json'));
    const manifestUrl = route && remotes[route.remote];
    if (!route || !manifestUrl) return;
    if (!scriptsOnly) links.push(fetchPreload(manifestUrl));
    // A remote on another origin: its files are its own; the manifest preload is all we know.
    if (!servedHere(manifestUrl)) return;
    const remoteRoot = path.join(webRoot, `remote-${route.remote}`, 'dist');
    const manifest = await readJson<Manifest>(path.join(remoteRoot, 'mf-manifest.json'));
    if (!manifest) return;
    const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    const entry = manifest.metaData.remoteEntry;
    links.push(scriptPrefetch(`${base}${entry.path}${entry.name}`));
    const exposed = manifest.exposes.find((candidate) => candidate.name === route.module);
    for (const chunk of exposed?.assets.js.sync ?? [])
      links.push(scriptPrefetch(`${base}${chunk}`));
  }

  return async function preloadsFor(urlPath: string, scriptsOnly = false): Promise<string[]> {
    const links: string[] = [];
    // A manifest of an unexpected shape (another plugin version) costs the preloads, not the page.
    await chainOf(urlPath, links, scriptsOnly).catch(() => undefined);
    return links;
  };
}
