import { existsSync } from 'node:fs';
import path from 'node:path';
import { API_SERVER, APPS, distOf, REPO_ROOT } from './paths.mjs';
import { run } from './run.mjs';

/** The app's own build script: rsbuild, and for remote-auth the prerender of its sign-in page. */
function buildApp(app) {
  return run('npm', ['run', 'build'], { cwd: path.join(REPO_ROOT, app) });
}

function buildApi() {
  return run(process.execPath, ['scripts/build.mjs'], { cwd: path.join(REPO_ROOT, 'api') });
}

/**
 * Wall-clock time of each production build, one after the other (they would only compete for the
 * same two cores in parallel). The API bundle is timed too: `npm start` needs it.
 */
export async function measureBuilds() {
  const results = [];
  for (const app of APPS) {
    const started = performance.now();
    await buildApp(app);
    results.push({ app, ms: performance.now() - started, tool: 'npm run build (rsbuild)' });
  }
  const started = performance.now();
  await buildApi();
  results.push({
    app: 'api',
    ms: performance.now() - started,
    tool: 'esbuild (scripts/build.mjs)',
  });
  return results;
}

/** With --skip-build: reuse what is there, and build (untimed) only what is missing. */
export async function buildMissing() {
  const built = [];
  for (const app of APPS) {
    if (existsSync(path.join(distOf(app), app === 'host' ? 'index.html' : 'mf-manifest.json')))
      continue;
    await buildApp(app);
    built.push(app);
  }
  if (!existsSync(API_SERVER)) {
    await buildApi();
    built.push('api');
  }
  return built;
}
