import { access } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { SetHeadersResponse } from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendNotFound } from '../error-handler';
import { createDashboardPage } from './dashboard-page';
import { createJsonReader, createPagePreloads } from './page-preloads';
import { registerPayerPage } from './payer-page';
import { compressForRequest, createPrerenderedPages, encodingFor } from './prerendered-pages';

export const REMOTE_NAMES = ['auth', 'insights', 'company', 'movements'] as const;

/** The routes @fastify/static adds: the host's files and each remote's. */
export function isWebAppFileRoute(url: string): boolean {
  return url === '/*' || REMOTE_NAMES.some((name) => url === `/remotes/${name}/*`);
}

/** Read on every load so that a redeployed remote or config is picked up without a reload. */
const NO_CACHE_FILES = new Set(['index.html', 'remotes.json', 'mf-manifest.json']);
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths the SPA fallback never answers: the API, its docs, and the remotes' own files. */
function isReserved(urlPath: string): boolean {
  return ['/v1', '/docs', '/health', '/remotes'].some(
    (prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`),
  );
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

function looksLikeFile(urlPath: string): boolean {
  return urlPath.slice(urlPath.lastIndexOf('/') + 1).includes('.');
}

/**
 * Directories are never listed: `/` and `/remotes/auth/` go to the not-found handler. A remote's
 * `server/` holds what the server runs (payer-page.ts), not files for browsers.
 */
const filesOnly = (pathname: string) => !pathname.endsWith('/') && !pathname.startsWith('/server/');

/** The build writes `<file>.br` and `<file>.gz` beside each text asset (shared/federation). */
const PRECOMPRESSED_SUFFIX = /\.(?:br|gz)$/;

/**
 * Rsbuild puts content-hashed assets under static/: they never change, so browsers keep them a
 * year. Everything else (index.html, mf-manifest.json, remotes.json, remote entries) is
 * revalidated on each load, cheaply, through ETag and Last-Modified. Any file may be sent as its
 * brotli or gzip copy, so caches must key it by Accept-Encoding.
 */
function cacheHeaders(root: string) {
  return (res: SetHeadersResponse, sentPath: string) => {
    const filePath = sentPath.replace(PRECOMPRESSED_SUFFIX, '');
    const relative = path.relative(root, filePath).split(path.sep).join('/');
    const cacheable =
      relative.startsWith('static/') && !NO_CACHE_FILES.has(path.basename(filePath));
    res.setHeader('cache-control', cacheable ? IMMUTABLE : 'no-cache');
    res.setHeader('vary', 'Accept-Encoding');
  };
}

/**
 * Production serving (`npm start`): the host at `/` with SPA fallback, each remote at
 * `/remotes/<name>/` without one (a missing chunk must be a 404, not a page of HTML).
 */
export default fp(
  async function webApps(app, options: { webRoot: string }) {
    const hostRoot = path.join(options.webRoot, 'host', 'dist');
    const indexPath = path.join(hostRoot, 'index.html');
    // One reader for both: remotes.json is read once per change, not once per use.
    const readJson = createJsonReader();
    const preloadsFor = createPagePreloads(options.webRoot, readJson);
    const prerenderedPage = createPrerenderedPages(options.webRoot, indexPath, readJson);
    const dashboardPage = createDashboardPage(app, {
      webRoot: options.webRoot,
      indexPath,
      readJson,
    });

    await app.register(fastifyStatic, {
      root: hostRoot,
      prefix: '/',
      index: false,
      allowedPath: filesOnly,
      cacheControl: false,
      setHeaders: cacheHeaders(hostRoot),
      // br, then gzip, as the browser accepts; the file itself otherwise.
      preCompressed: true,
    });
    for (const name of REMOTE_NAMES) {
      const root = path.join(options.webRoot, `remote-${name}`, 'dist');
      await app.register(fastifyStatic, {
        root,
        prefix: `/remotes/${name}/`,
        index: false,
        allowedPath: filesOnly,
        cacheControl: false,
        setHeaders: cacheHeaders(root),
        preCompressed: true,
        // The host's registration already added reply.sendFile.
        decorateReply: false,
      });
    }

    /** The app's page for a route of the apps: index.html, or its prerendered form. */
    async function sendAppPage(request: FastifyRequest, reply: FastifyReply) {
      const urlPath = pathOf(request.url);
      // Checked per request: without a built host, sendFile would call the not-found handler.
      const built = await access(indexPath).then(
        () => true,
        () => false,
      );
      if (!built) {
        request.log.warn({ indexPath }, 'host is not built: run `npm run build -w host`');
        return sendNotFound(request, reply);
      }
      // A HEAD asks what a GET would get, not for the figures to be read and drawn.
      if (request.url === '/' && request.method === 'GET') {
        const html = await dashboardPage(request);
        if (html !== null) {
          // The app waits for the first input: its remote's scripts are only prefetched meanwhile.
          const prefetches = await preloadsFor(urlPath, true);
          if (prefetches.length > 0) reply.header('link', prefetches.join(', '));
          const encoding = encodingFor(request.headers['accept-encoding']);
          // Compressed before any header is set: a failure is then a plain 500, not a body that
          // claims an encoding it does not have.
          const body = encoding ? await compressForRequest(html, encoding) : html;
          if (encoding) reply.header('content-encoding', encoding);
          // The company's figures: no cache may keep them, and another cookie is another page.
          return reply
            .header('cache-control', 'no-store')
            .header('vary', 'Accept-Encoding, Cookie')
            .type('text/html; charset=utf-8')
            .send(body);
        }
      }
      reply.header('cache-control', 'no-cache');
      const { page, dependsOnSession } = await prerenderedPage(request.url, request.headers.cookie);
      // Scripts that wait for input are only prefetched: their JSON would be fetched unused.
      const preloads = await preloadsFor(urlPath, page?.startsOnInput ?? false);
      if (preloads.length > 0) reply.header('link', preloads.join(', '));
      const vary = dependsOnSession ? 'Accept-Encoding, Cookie' : 'Accept-Encoding';
      reply.header('vary', vary);
      if (!page) return reply.sendFile('index.html', hostRoot, { cacheControl: false });
      // Compressed once when composed: @fastify/compress leaves a reply that has an encoding.
      const encoding = encodingFor(request.headers['accept-encoding']);
      reply.header('content-type', 'text/html; charset=utf-8');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html);
    }

    await registerPayerPage(app, {
      webRoot: options.webRoot,
      indexPath,
      readJson,
      sendApp: sendAppPage,
    });

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const urlPath = pathOf(request.url);
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isReserved(urlPath) &&
        !looksLikeFile(urlPath);
      return isPage ? sendAppPage(request, reply) : sendNotFound(request, reply);
    });
  },
  { name: 'web-apps', dependencies: ['authentication', 'services'] },
);
