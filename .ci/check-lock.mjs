// Fails when `npm install` changed package-lock.json in a way that matters on this machine: a
// version, an integrity or a dependency list. npm also adds or drops the entries of other
// platforms' optional binaries (@swc/core-darwin-arm64 and friends) depending on whether the
// registry mirror serves their metadata that day; those never install here, so a plain
// `git diff --exit-code` failed CI on a lock that installs exactly what was committed.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { foreign } from './foreign-package.mjs';
import { isDeepStrictEqual } from 'node:util';

const committed = JSON.parse(
  execFileSync('git', ['show', 'HEAD:package-lock.json'], { encoding: 'utf8', maxBuffer: 1 << 28 }),
).packages;
const installed = JSON.parse(readFileSync('package-lock.json', 'utf8')).packages;

/** Entries compared without the optional-dependency lists, which name those foreign binaries. */
const comparable = (entry) => {
  if (!entry) return entry;
  const { optionalDependencies, ...rest } = entry;
  const kept = Object.entries(optionalDependencies ?? {}).filter(
    ([name]) => !foreign(installed[`node_modules/${name}`] ?? committed[`node_modules/${name}`]),
  );
  return kept.length ? { ...rest, optionalDependencies: Object.fromEntries(kept) } : rest;
};

const changed = [...new Set([...Object.keys(committed), ...Object.keys(installed)])].filter(
  (key) =>
    !foreign(committed[key] ?? installed[key]) &&
    !isDeepStrictEqual(comparable(committed[key]), comparable(installed[key])),
);

if (changed.length > 0) {
  console.error(`npm install changed ${changed.length} lock entries that install here:`);
  for (const key of changed.slice(0, 20)) console.error(`  ${key || '(root)'}`);
  console.error('Run `npm install` and commit package-lock.json.');
  process.exit(1);
}
process.stdout.write('package-lock.json: what installs here is what was committed\n');
