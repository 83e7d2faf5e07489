// Runs drizzle-kit (hoisted to the repo's node_modules) so that it finds drizzle-orm, which npm
// installed under api/node_modules only. drizzle-kit loads drizzle-orm both with require()
// (NODE_PATH covers that) and with a dynamic import(), which ignores NODE_PATH, so a resolve hook
// points bare `drizzle-orm` specifiers at this package too.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../', import.meta.url));
const apiPackageUrl = new URL('../package.json', import.meta.url).href;
const hook = `
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: ${JSON.stringify(apiPackageUrl)} });
  }
  return next(specifier, context);
}`;
const register = `import { register } from 'node:module';
register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hook)}`)});`;

const require = createRequire(apiPackageUrl);
// bin.cjs is not in the package's exports; the main entry sits beside it.
const bin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');

const result = spawnSync(
  process.execPath,
  [
    '--import',
    `data:text/javascript,${encodeURIComponent(register)}`,
    bin,
    ...process.argv.slice(2),
  ],
  {
    cwd: apiDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_PATH: path.join(apiDir, 'node_modules') },
  },
);
process.exit(result.status ?? 1);
