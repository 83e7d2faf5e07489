import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { POSTGRES_URL, adminQuery } from './api-script.mjs';

/**
 * A throwaway database of `kind` ('pglite' or 'postgres') for one bench section, named after it:
 * the env that points the seed CLI and the API at it, and how to drop it.
 */
export async function createBenchDatabase(kind, section) {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), `fluxo-${section}-`));
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `fluxo_${section.replaceAll('-', '_')}_${process.pid}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}
