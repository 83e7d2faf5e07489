// Runs before the async boundary: it must not import `shared` (or anything else federation
// shares), or the runtime would be asked for a singleton before the share scope exists.

/** Name → URL of that remote's `mf-manifest.json`. */
export type RemotesConfig = Record<string, string>;

export const REMOTES_CONFIG_URL = '/remotes.json';
const OVERRIDES_KEY = 'fluxo:remote-overrides';
const OVERRIDE_PARAM = /^remote:(.+)$/;

/** Federation names are plain identifiers; anything else cannot be a remote of ours. */
function isRemoteName(name: string): boolean {
  return /^[a-z][a-z0-9_]*$/.test(name);
}

export type ConfigProblem = 'unreachable' | 'invalid';

export interface LoadedRemotesConfig {
  remotes: RemotesConfig;
  problem: ConfigProblem | null;
  overrides: RemotesConfig;
}

/** Keeps remote names with a string URL; a config that is not an object is broken. */
export function parseRemotesConfig(raw: unknown, base: string): RemotesConfig | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const config: RemotesConfig = {};
  for (const [name, url] of Object.entries(raw)) {
    if (!isRemoteName(name) || typeof url !== 'string') continue;
    try {
      config[name] = new URL(url, base).href;
    } catch {
      // One bad URL only loses that remote; its area shows the error fallback.
    }
  }
  return config;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A developer points the deployed host at one remote on their machine with
 * `?remote:insights=http://localhost:3002/mf-manifest.json`. Only loopback URLs are accepted, so a
 * crafted link cannot make someone's session run code from another site. The choice is kept for
 * the browser tab (sessionStorage) because in-app navigation drops the query; an empty value
 * (`?remote:insights=`) removes it.
 */
export function readOverrides(search: string, storage: Storage = sessionStorage): RemotesConfig {
  let stored: RemotesConfig;
  try {
    stored =
      parseRemotesConfig(JSON.parse(storage.getItem(OVERRIDES_KEY) ?? '{}'), location.href) ?? {};
  } catch {
    stored = {};
  }
  for (const [key, value] of new URLSearchParams(search)) {
    const name = OVERRIDE_PARAM.exec(key)?.[1];
    if (!name || !isRemoteName(name)) continue;
    if (!value) {
      delete stored[name];
      continue;
    }
    try {
      const url = new URL(value);
      if (LOCAL_HOSTS.has(url.hostname) && /^https?:$/.test(url.protocol)) stored[name] = url.href;
    } catch {
      // Not a URL: ignored, like any other unknown query parameter.
    }
  }
  storage.setItem(OVERRIDES_KEY, JSON.stringify(stored));
  return stored;
}

/** Fetched fresh on every start (`no-cache`), so a remote deployed alone is picked up on reload. */
export async function loadRemotesConfig(
  fetchImpl: typeof fetch = fetch,
): Promise<LoadedRemotesConfig> {
  const overrides = readOverrides(location.search);
  let remotes: RemotesConfig = {};
  let problem: ConfigProblem | null = null;
  try {
    const response = await fetchImpl(REMOTES_CONFIG_URL, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const parsed = parseRemotesConfig(await response.json(), location.href);
    if (parsed) remotes = parsed;
    else problem = 'invalid';
  } catch (error) {
    problem = error instanceof SyntaxError ? 'invalid' : 'unreachable';
  }
  return { remotes: { ...remotes, ...overrides }, problem, overrides };
}
