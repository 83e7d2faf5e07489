// An app's `npm run build` runs this (with tsx, for the TypeScript it imports) after `rsbuild
// build`, in the app's folder: renders the pages its src/prerender/pages.tsx lists to
// dist/prerender/<Module>.json, which the server puts in the page it sends for that route
// (api/src/plugins/web/prerendered-pages.ts). esbuild bundles the TSX for Node first, as rsbuild
// builds only for the browser here.
//
// An app may also have pages the server renders per request (src/ssr): each
// `<name>.server.tsx` is bundled for Node to dist/server/<name>.cjs (which the server loads and
// never serves), and each `<name>.client.ts`, the small script such a page runs instead of the
// app, for the browser to dist/ssr/<name>.js.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { PUBLIC_ENV_DEFINE } from 'shared/federation/public-env';
import { precompressFile } from 'shared/federation/precompress';

const root = process.cwd();
// The same values the browser build defines, so the markup matches.
const define = { 'process.env.NODE_ENV': '"production"', ...PUBLIC_ENV_DEFINE };

/**
 * A server bundle is a program of its own inside the API's process. zod keeps its registry of
 * named schemas (`.meta({ id })`) on globalThis, so the bundle's copy of shared's contracts would
 * add a second `Insights`, `ApiError`… to the API's, and the API's OpenAPI document (/docs/json,
 * which converts the whole registry) would fail on the duplicates. The bundle's zod, which runs
 * as the bundle loads (no lazy modules in it), gets a registry of its own; the API's is put back.
 */
const OWN_ZOD_REGISTRY = {
  banner: {
    js: '"use strict";var __apiZodRegistry = globalThis.__zod_globalRegistry; delete globalThis.__zod_globalRegistry;',
  },
  footer: { js: 'globalThis.__zod_globalRegistry = __apiZodRegistry;' },
};

/** The src/ssr pages: server bundles and their scripts (see above). */
async function buildServerPages() {
  const source = path.join(root, 'src', 'ssr');
  const files = await readdir(source).catch(() => []);
  for (const file of files) {
    const [, name, side] = /^(.+)\.(server\.tsx|client\.ts)$/.exec(file) ?? [];
    if (!name) continue;
    const server = side === 'server.tsx';
    const outfile = server
      ? path.join(root, 'dist', 'server', `${name}.cjs`)
      : path.join(root, 'dist', 'ssr', `${name}.js`);
    await build({
      entryPoints: [path.join(source, file)],
      outfile,
      bundle: true,
      jsx: 'automatic',
      define,
      logLevel: 'warning',
      ...(server
        ? { platform: 'node', format: 'cjs', minify: true, ...OWN_ZOD_REGISTRY }
        : { platform: 'browser', format: 'iife', minify: true, target: 'es2020' }),
    });
    // Sent as it is by the server (@fastify/static preCompressed), like the build's own files.
    if (!server) await precompressFile(outfile);
    process.stdout.write(`built ${path.relative(root, outfile)}\n`);
  }
}

/** Puts the style tags at the end of dist/index.html's head, and its compressed copies. */
async function writeIndexStyles(tags) {
  const file = path.join(root, 'dist', 'index.html');
  const html = await readFile(file, 'utf8');
  if (!html.includes('</head>')) throw new Error(`${file} has no </head>`);
  const styled = html.replace('</head>', () => `${tags}</head>`);
  await writeFile(file, styled);
  await precompressFile(file);
  process.stdout.write(`index.html: Chakra's global styles, ${tags.length} bytes\n`);
}

const work = await mkdtemp(path.join(tmpdir(), 'fluxo-prerender-'));
try {
  const bundle = path.join(work, 'pages.cjs');
  await build({
    entryPoints: [path.join(root, 'src/prerender/pages.tsx')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    jsx: 'automatic',
    define,
    logLevel: 'warning',
  });
  const { renderPages, chakraGlobalStyleTags } = createRequire(import.meta.url)(bundle);
  const out = path.join(root, 'dist', 'prerender');
  await mkdir(out, { recursive: true });
  for (const [module, page] of Object.entries(renderPages())) {
    await writeFile(path.join(out, `${module}.json`), JSON.stringify(page));
    process.stdout.write(`prerendered ${module}: ${page.head.length + page.body.length} bytes\n`);
  }
  // The host's index.html carries Chakra's global CSS, which its build no longer computes in the
  // browser (shared/federation/static-chakra-globals.ts).
  if (chakraGlobalStyleTags) await writeIndexStyles(chakraGlobalStyleTags());
  await buildServerPages();
} finally {
  await rm(work, { recursive: true, force: true });
}
