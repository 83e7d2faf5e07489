import type { PGlite, PGliteOptions } from '@electric-sql/pglite';

/**
 * Every PGlite the API or its tests open. The extensions the migrations create (pg_trgm and
 * btree_gin, 0054) are WebAssembly modules PGlite must load at each start, not only at CREATE
 * EXTENSION: a data folder that has one, opened without it, fails on its first use of it.
 */
export async function openPgliteClient(
  dataDir?: string,
  options: Omit<PGliteOptions, 'extensions'> = {},
): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }, { btree_gin }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/btree_gin'),
  ]);
  return PGlite.create(dataDir, { ...options, extensions: { pg_trgm, btree_gin } });
}
