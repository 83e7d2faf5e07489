// `npm run build -w api`: bundles src/server.ts into dist/server.js and dist/chunks/. Dependencies
// stay external (installed in node_modules, loaded as they are); only the workspace `shared`
// package, which is TypeScript source, goes into the bundle. Migrations are not copied: the server reads api/drizzle.
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = fileURLToPath(new URL('../', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
  .filter((name) => name !== 'shared')
  .flatMap((name) => [name, `${name}/*`]);

await rm(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  absWorkingDir: apiDir,
  entryPoints: ['src/server.ts'],
  outdir: 'dist',
  // The demo generator is imported dynamically: splitting puts it in a chunk of its own, loaded
  // only when a fresh database gets the demo, instead of parsed on every start.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'info',
});
