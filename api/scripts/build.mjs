// `npm run build -w api`: bundles src/server.ts into dist/server.js and dist/chunks/. Dependencies
// stay external (installed in node_modules, loaded as they are); only the workspace `shared`
// package, which is TypeScript source, goes into the bundle. Migrations are not copied: the server reads api/drizzle.
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = fileURLToPath(new URL('../', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
// Dependencies are bundled too: a start that resolves, stats and wraps some 60 packages' few hundred
// files spent ~400 ms in Node's module loader (issue 19, item 6); one file is read and compiled
// lazily. The ones below stay external because they load files of their own at run time (WASM,
// fonts, native addons, static assets, worker threads) or are optional and loaded on demand.
const KEEP_EXTERNAL = [
  '@electric-sql/pglite', // postgres.wasm and its data files, next to its own code
  '@node-rs/argon2', // native addon
  '@fastify/swagger-ui', // serves the files of its static/ folder
  'pino', // transports run in worker threads that load files by path
  'pino-pretty',
  'thread-stream',
  'pdfkit', // AFM font files read from its own folder
  'exceljs', // large, loaded only for an export or an import
  'sharp', // native, optional
  'pg', // optional native binding; loaded only with DATABASE_URL
  'pg-native',
  'ioredis', // loaded only with REDIS_URL
  // @fastify/swagger-ui (external, above) loads its own at start: bundled, @fastify/swagger's
  // copy was a second one, 260 kB more to parse at every start (issue 19, item 6).
  'yaml',
];
// Dev dependencies are never bundled (only tests and scripts use them); `shared` always is.
const devOnly = Object.keys(pkg.devDependencies ?? {}).filter(
  (name) => name !== 'shared' && !(name in pkg.dependencies),
);
const external = [...new Set([...KEEP_EXTERNAL, ...devOnly])].flatMap((name) => [
  name,
  `${name}/*`,
]);

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
  // Bundled CommonJS packages call require() for Node's built-ins and read __dirname; an ES module
  // has neither, so the bundle defines them once.
  banner: {
    js: [
      "import { createRequire as __createRequire } from 'node:module';",
      "import { fileURLToPath as __fileURLToPath } from 'node:url';",
      "import { dirname as __pathDirname } from 'node:path';",
      'const require = __createRequire(import.meta.url);',
      'const __filename = __fileURLToPath(import.meta.url);',
      'const __dirname = __pathDirname(__filename);',
    ].join('\n'),
  },
  logLevel: 'info',
});
