// An app's `npm run build` runs this (with tsx, for the TypeScript it imports) after `rsbuild
// build`, in the app's folder: renders the pages its src/prerender/pages.tsx lists to
// dist/prerender/<Module>.json, which the server puts in the page it sends for that route
// (api/src/plugins/prerendered-pages.ts). esbuild bundles the TSX for Node first, as rsbuild
// builds only for the browser here.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { PUBLIC_ENV_DEFINE } from 'shared/federation/public-env';

const root = process.cwd();
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
    // The same values the browser build defines, so the markup matches.
    define: { 'process.env.NODE_ENV': '"production"', ...PUBLIC_ENV_DEFINE },
    logLevel: 'warning',
  });
  const { renderPages } = createRequire(import.meta.url)(bundle);
  const out = path.join(root, 'dist', 'prerender');
  await mkdir(out, { recursive: true });
  for (const [module, page] of Object.entries(renderPages())) {
    await writeFile(path.join(out, `${module}.json`), JSON.stringify(page));
    process.stdout.write(`prerendered ${module}: ${page.head.length + page.body.length} bytes\n`);
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
