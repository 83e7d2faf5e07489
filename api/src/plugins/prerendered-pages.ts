import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import negotiate from '@fastify/accept-negotiator';
import { compressBoth } from 'shared/federation/precompress';
import type { RemoteName } from 'shared/federation/remotes';
import { createJsonReader, remoteRouteOf, remotesConfigPath, servedHere } from './page-preloads';
import type { JsonReader } from './page-preloads';

/**
 * A remote may prerender some of its pages at build (remote-auth's sign-in page: every visitor's
 * first screen, the same for everyone) to `dist/prerender/<Module>.json`. For such a URL the
 * server sends the host's index.html with that page in it, so a phone paints the form as soon as
 * the HTML arrives, and the host's scripts start on the person's first input instead of competing
 * with the first paint (`start-on-input.js`). The app then takes the page over (shared/ui
 * prerender.ts) without losing what was typed.
 */

interface Prerendered {
  head: string;
  body: string;
}

export interface ComposedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const HOST_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;
const ROOT = '<div id="root"></div>';

/**
 * The host's index.html with the page in it, or null when the host's HTML is not what the build
 * writes (its scripts and root element): then the page is served as usual, never half-composed.
 */
export function composePage(index: string, page: Prerendered): string | null {
  const scripts = [...index.matchAll(HOST_SCRIPT)].map((match) => match[1] as string);
  if (scripts.length === 0 || !index.includes(ROOT) || !index.includes('</head>')) return null;
  const prefetches = scripts.map((src) => `<link rel="prefetch" href="${src}" as="script">`);
  const starter = `<script defer src="/start-on-input.js" data-app="${scripts.join(' ')}"></script>`;
  return index
    .replace(HOST_SCRIPT, '')
    .replace('</head>', `${page.head}${prefetches.join('')}${starter}</head>`)
    .replace(ROOT, `<div id="prerender">${page.body}</div><div id="root" hidden></div>`);
}

/** The composed page for a URL path, compressed once per build of the host and the remote. */
export function createPrerenderedPages(
  webRoot: string,
  indexPath: string,
  readJson: JsonReader = createJsonReader(),
) {
  const remotesPath = remotesConfigPath(webRoot);
  const cache = new Map<string, { key: string; page: ComposedPage | null }>();

  async function compose(prerenderPath: string): Promise<ComposedPage | null> {
    const [indexStat, pageStat] = await Promise.all([stat(indexPath), stat(prerenderPath)]);
    const key = `${indexStat.mtimeMs}:${pageStat.mtimeMs}`;
    const cached = cache.get(prerenderPath);
    if (cached?.key === key) return cached.page;
    const [index, page] = await Promise.all([
      readFile(indexPath, 'utf8'),
      readFile(prerenderPath, 'utf8').then((text) => JSON.parse(text) as Prerendered),
    ]);
    const html = composePage(index, page);
    let composed: ComposedPage | null = null;
    if (html !== null) {
      const bytes = Buffer.from(html);
      const { br, gz } = await compressBoth(bytes);
      composed = { html: bytes, br, gzip: gz };
    }
    cache.set(prerenderPath, { key, page: composed });
    return composed;
  }

  return async function prerenderedPage(url: string): Promise<ComposedPage | null> {
    // The query can change what the page says (a signup success, an expired session).
    if (url.includes('?')) return null;
    const route = remoteRouteOf(url);
    if (!route) return null;
    // A remote deployed on another origin: this machine's build of it may not be what runs.
    const remotes = await readJson<Partial<Record<RemoteName, string>>>(remotesPath);
    if (!servedHere(remotes?.[route.remote])) return null;
    const file = path.join(
      webRoot,
      `remote-${route.remote}`,
      'dist',
      'prerender',
      `${route.module}.json`,
    );
    // Not prerendered, not built, or being rewritten by a deploy: the page as usual.
    return compose(file).catch(() => null);
  };
}

/** br, then gzip, as the browser accepts them (q-values included, as @fastify/static reads them). */
export function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  return acceptEncoding ? negotiate(acceptEncoding.toLowerCase(), ['br', 'gzip']) : null;
}
