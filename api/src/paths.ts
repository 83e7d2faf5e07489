import path from 'node:path';

// This file sits one folder below the package both as source (api/src/paths.ts) and once bundled
// (api/dist/server.js), so the same relative step finds the package in dev, tests and production.
export const apiRoot = path.resolve(import.meta.dirname, '..');
export const repoRoot = path.resolve(apiRoot, '..');
export const migrationsFolder = path.join(apiRoot, 'drizzle');
