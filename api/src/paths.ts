import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The api package's folder: the nearest one above this file with a package.json. This file sits
 * in api/src as source and in api/dist or api/dist/chunks once bundled (esbuild places shared
 * modules in chunks), so a fixed number of steps up would be right in only some of them.
 */
function packageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const apiRoot = packageRoot(import.meta.dirname);
export const repoRoot = path.resolve(apiRoot, '..');
export const migrationsFolder = path.join(apiRoot, 'drizzle');
