import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import { SERVED_DATA_ID, TOKEN_COOKIE } from 'shared/contracts';
import { compressBoth } from 'shared/federation/precompress';
import type { RemoteName } from 'shared/federation/remotes';
import { createJsonReader, remoteRouteOf, remotesConfigPath, servedHere } from './page-preloads';
import type { JsonReader } from './page-preloads';

/**
 * A remote may prerender some of its pages at build to `dist/prerender/<Module>.json` (shared
 * prerender). For such a URL the server sends the host's index.html with that page in it, so a
 * phone paints it as soon as the HTML arrives, long before the app's scripts have run:
 * - `auth` pages (remote-auth's sign-in form: every visitor's first screen, the same for everyone)
 *   are whole. The host's scripts start on the person's first input instead of competing with the
 *   first paint (`start-on-input.js`); the app then takes the page over (shared/ui prerender.ts)
 *   without losing what was typed.
 * - `app` pages (the dashboard before its figures) are a signed-in route's content. They go inside
 *   the host's prerendered shell (`host/dist/prerender/AppShell.json`), only to a visitor whose
 *   session cookie is current, and the scripts start at once. The shell marks the copy inert (a
 *   picture of the page while the app starts, which takes its place when the route has rendered),
 *   all but the theme button, which works before the app does. `/` is sent this way only when it
 *   cannot be sent with the company's figures (dashboard-page.ts).
 */

export interface Prerendered {
  head: string;
  body: string;
  /** Absent in the first builds that prerendered: those were `auth` pages. */
  frame?: 'auth' | 'app';
}

export interface ComposedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** The app's scripts wait for the person's first input (`auth` pages). */
  startsOnInput: boolean;
}

/** What the server found for a URL: the page, if any, and whether the cookie decided it. */
export interface PrerenderLookup {
  page: ComposedPage | null;
  dependsOnSession: boolean;
}

const HOST_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;
const ROOT = '<div id="root"></div>';
/** shared/prerender's PAGE_SLOT_ID, as React renders the empty element. */
const PAGE_SLOT = '<div id="prerender-page"></div>';
const STYLE_TAG = /<style[^>]*>[^<]*<\/style>/g;
/**
 * Holds the first paint until the whole page is parsed: `#root` comes right after it. Without it
 * Chromium sometimes painted `/login` with half its card (parsed up to the e-mail field, 70 kB into
 * the document, behind 68 kB of inline styles), then whole and moved up: a layout shift of
 * 0.15–0.19, Lighthouse 91–94 in about one run in six (issue 19). A browser without `rel=expect`
 * paints as before.
 */
const WHOLE_PAGE_FIRST = '<link rel="expect" href="#root" blocking="render">';

/** The host's `<script defer>` tags, without which there is no app to start. */
function hostScriptsOf(index: string): string[] {
  return [...index.matchAll(HOST_SCRIPT)].map((match) => match[1] as string);
}

/**
 * In place of the host's scripts: the scripts prefetched, and start-on-input.js to run them on the
 * person's first input. `always`: even for someone signed in (a page with their data in it, which
 * needs no app to be read); otherwise a signed-in visitor starts at once (the sign-in page, which
 * the app leaves for the dashboard).
 */
function startOnInput(scripts: string[], always: boolean): string {
  const prefetches = scripts.map((src) => `<link rel="prefetch" href="${src}" as="script">`);
  const wait = always ? ' data-wait="always"' : '';
  return `${prefetches.join('')}<script defer src="/start-on-input.js"${wait} data-app="${scripts.join(' ')}"></script>`;
}

/**
 * The host's index.html with the page in it, or null when the host's HTML is not what the build
 * writes (its scripts and root element): then the page is served as usual, never half-composed.
 */
export function composePage(index: string, page: Prerendered): string | null {
  const scripts = hostScriptsOf(index);
  if (scripts.length === 0 || !index.includes(ROOT) || !index.includes('</head>')) return null;
  // Functions, not strings, as replacements: a page's text may hold `$&` and the like.
  return index
    .replace(HOST_SCRIPT, '')
    .replace(
      '</head>',
      () => `${WHOLE_PAGE_FIRST}${page.head}${startOnInput(scripts, false)}</head>`,
    )
    .replace(ROOT, () => `<div id="prerender">${page.body}</div><div id="root" hidden></div>`);
}

/**
 * JSON inside `<script type="application/json">`, `<` escaped: no text in it (a category's name)
 * can close the element or open a comment. JSON.parse reads `\u003c` back as `<`.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The host's index.html with its prerendered shell around a signed-in route's page, or null when
 * the host's HTML or shell is not what the builds write. Without `served`, the host's scripts are
 * left as they are (the page is a picture of the route before its data). With it, the page holds
 * the person's data: the app starts on their first input, and finds the answers the page was drawn
 * with in `#served-data`.
 */
export function composeAppPage(
  index: string,
  shell: Prerendered,
  page: Prerendered,
  served?: unknown,
): string | null {
  if (!index.includes(ROOT) || !index.includes('</head>') || !shell.body.includes(PAGE_SLOT)) {
    return null;
  }
  const scripts = hostScriptsOf(index);
  if (served !== undefined && scripts.length === 0) return null;
  const body = shell.body.replace(PAGE_SLOT, () => page.body);
  // Both were rendered with the same theme: the global styles (most of the bytes) come twice.
  const pageStyles = page.head.match(STYLE_TAG) ?? [];
  const head = shell.head + pageStyles.filter((tag) => !shell.head.includes(tag)).join('');
  const data =
    served === undefined
      ? ''
      : `<script type="application/json" id="${SERVED_DATA_ID}">${jsonForScript(served)}</script>`;
  const withScripts =
    served === undefined
      ? index
      : index
          .replace(HOST_SCRIPT, '')
          .replace('</head>', () => `${startOnInput(scripts, true)}</head>`);
  return withScripts
    .replace('</head>', () => `${WHOLE_PAGE_FIRST}${head}</head>`)
    .replace(ROOT, () => `<div id="prerender">${body}</div><div id="root" hidden></div>${data}`);
}

/** The session token in a request's cookies (`fluxoToken`, written on sign-in), if any. */
export function tokenCookieOf(cookieHeader: string | undefined): string | null {
  const prefix = `${TOKEN_COOKIE}=`;
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    // A bad %-escape is no session, never an error page.
    return null;
  }
}

/**
 * Whether the request carries a session cookie that has not expired (`fluxoToken`, written on
 * sign-in). Not verified: it only chooses which picture of the page to send, which holds no data;
 * the API checks the token itself on every call the app then makes.
 */
export function hasCurrentSession(cookieHeader: string | undefined, now = Date.now()): boolean {
  const token = tokenCookieOf(cookieHeader);
  if (!token) return false;
  try {
    // A malformed cookie (not JSON) is no session, never an error page.
    const payload = token.split('.')[1] ?? '';
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof exp === 'number' && exp * 1000 > now;
  } catch {
    return false;
  }
}

/** The host's prerendered shell, which an `app` page goes inside. */
export const appShellPath = (webRoot: string) =>
  path.join(webRoot, 'host', 'dist', 'prerender', 'AppShell.json');

/** The composed page for a URL path, compressed once per build of the host and the remote. */
export function createPrerenderedPages(
  webRoot: string,
  indexPath: string,
  readJson: JsonReader = createJsonReader(),
) {
  const remotesPath = remotesConfigPath(webRoot);
  const shellPath = appShellPath(webRoot);
  /** By prerender file: the parsed JSON and index.html it was composed from, and the result. */
  const cache = new Map<
    string,
    {
      page: Prerendered;
      shell: Prerendered | undefined;
      indexMtime: number;
      composed: ComposedPage | null;
    }
  >();

  async function compose(prerenderPath: string): Promise<ComposedPage | null> {
    // readJson stats each file and hands back the same object until the file changes: a request
    // costs three stats, and the page is composed (and compressed) again only after a deploy.
    const page = await readJson<Prerendered>(prerenderPath);
    if (!page) return null;
    const shell = page.frame === 'app' ? await readJson<Prerendered>(shellPath) : undefined;
    if (page.frame === 'app' && !shell) return null;
    const { mtimeMs: indexMtime } = await stat(indexPath);
    const cached = cache.get(prerenderPath);
    if (cached?.page === page && cached.shell === shell && cached.indexMtime === indexMtime) {
      return cached.composed;
    }
    const index = await readFile(indexPath, 'utf8');
    const html = shell ? composeAppPage(index, shell, page) : composePage(index, page);
    let composed: ComposedPage | null = null;
    if (html !== null) {
      const bytes = Buffer.from(html);
      const { br, gz } = await compressBoth(bytes);
      composed = { html: bytes, br, gzip: gz, startsOnInput: !shell };
    }
    cache.set(prerenderPath, { page, shell, indexMtime, composed });
    return composed;
  }

  const NONE: PrerenderLookup = { page: null, dependsOnSession: false };

  return async function prerenderedPage(
    url: string,
    cookieHeader: string | undefined,
  ): Promise<PrerenderLookup> {
    // The query can change what the page says (a signup success, an expired session).
    if (url.includes('?')) return NONE;
    const route = remoteRouteOf(url);
    if (!route) return NONE;
    // A remote deployed on another origin: this machine's build of it may not be what runs.
    const remotes = await readJson<Partial<Record<RemoteName, string>>>(remotesPath);
    if (!servedHere(remotes?.[route.remote])) return NONE;
    const file = path.join(
      webRoot,
      `remote-${route.remote}`,
      'dist',
      'prerender',
      `${route.module}.json`,
    );
    // Not prerendered, not built, or being rewritten by a deploy: the page as usual.
    const page = await compose(file).catch(() => null);
    if (page === null || page.startsOnInput) return { page, dependsOnSession: false };
    // A signed-in route's page for someone without a session would flash before the sign-in.
    return { page: hasCurrentSession(cookieHeader) ? page : null, dependsOnSession: true };
  };
}

/** br, then gzip, as the browser accepts them (q-values included, as @fastify/static reads them). */
export function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  return acceptEncoding ? negotiate(acceptEncoding.toLowerCase(), ['br', 'gzip']) : null;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A page composed for one request (the dashboard with a person's figures), compressed as it is
 * sent. @fastify/compress never sees it: the page comes from the not-found handler, which its
 * per-route hooks do not reach, and it went out whole, 133 kB (99 kB of them the shell's and the
 * charts' styles), which on Lighthouse's slow 4G held the first paint back by half a second.
 * Brotli at quality 5: 17 kB in 2.3 ms; quality 11 saves 2 kB more for 194 ms a request (the
 * demo's page, mean of ten `brotliCompressSync` calls, 2 December 2026, a 2-core machine).
 */
export function compressForRequest(html: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const bytes = Buffer.from(html);
  return encoding === 'br'
    ? brotliAsync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipAsync(bytes, { level: 6 });
}
