// Fails when a locked package declares a Node.js engine that excludes part of the range
// package.json's `engines` (and the README) promise (issue 19, item 7): `npm install` only warns
// (EBADENGINE), and the package then breaks on a Node version a newcomer was told is fine.
import { readFileSync } from 'node:fs';
import { foreign } from './foreign-package.mjs';
import semver from 'semver';

const promised = JSON.parse(readFileSync('package.json', 'utf8')).engines?.node;
if (!promised) {
  console.error('package.json declares no engines.node: nothing to hold the lock to.');
  process.exit(1);
}
const { packages } = JSON.parse(readFileSync('package-lock.json', 'utf8'));

/** Whether every Node version the project promises satisfies the package's own range. */
const accepts = (range) => {
  try {
    return semver.subset(promised, range);
  } catch {
    return true; // Not a semver range (a few old packages write prose): npm ignores it too.
  }
};

const excluding = Object.entries(packages)
  .filter(([key, entry]) => key !== '' && typeof entry.engines?.node === 'string')
  .filter(([, entry]) => !foreign(entry))
  .filter(([, entry]) => !accepts(entry.engines.node))
  .map(([key, entry]) => `${key} ${entry.version}: node ${entry.engines.node}`);

if (excluding.length > 0) {
  console.error(`${excluding.length} locked packages exclude part of engines.node "${promised}":`);
  for (const line of excluding) console.error(`  ${line}`);
  process.exit(1);
}
process.stdout.write(`every locked package accepts node ${promised}\n`);
