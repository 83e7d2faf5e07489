// At build (and in the server once per page it composes, api/src/plugins/web/prerendered-pages.ts).
// The production server sends these files as they are (@fastify/static `preCompressed`), so no
// request ever pays for compression and brotli can run at its slowest, smallest setting.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg)$/;

/** The brotli and gzip copies of `content`, each at its slowest, smallest setting. */
export async function compressBoth(content: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

/** Writes `<file>.br` and `<file>.gz` beside it, each only when it is smaller than the file. */
export async function precompressFile(file: string): Promise<void> {
  const content = await readFile(file);
  const { br, gz } = await compressBoth(content);
  // A tiny file can grow when compressed: the server then sends the original.
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
}

export async function precompressFolder(root: string): Promise<void> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(files.map(precompressFile));
}

/**
 * Runs once the build has written everything to dist (federation manifest, copied public files
 * and the HTML included), which an asset-stage hook would not all see.
 */
export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'fluxo:precompress',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        for (const environment of Object.values(environments)) {
          await precompressFolder(environment.distPath);
        }
      });
    },
  };
}
