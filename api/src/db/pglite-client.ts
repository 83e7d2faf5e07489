import type { PGlite, PGliteOptions } from '@electric-sql/pglite';

/**
 * Buffers for a database held in memory (the tests' copies of the migrated template), instead of
 * the 128 MB initdb writes into the folder. PostgreSQL allocates and zeroes its buffers in
 * WebAssembly at every start: PGlite.create took 1.0-1.1 s with 128 MB, 0.72-0.76 s with 32 MB on
 * this 2-core machine; and in memory the pages are already in memory, the buffers only copy them.
 * A folder keeps its 128 MB: with 32 or 64 MB, seeding 100k movements into PGlite ran 8-9 % slower
 * (alternated runs, 30 November 2026), which the API's start (0.35 s) does not buy back.
 */
const IN_MEMORY_SHARED_BUFFERS = '32MB';

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
  return PGlite.create(dataDir, {
    ...options,
    extensions: { pg_trgm, btree_gin },
    ...(dataDir === undefined && {
      startParams: [
        ...PGlite.defaultStartParams,
        '-c',
        `shared_buffers=${IN_MEMORY_SHARED_BUFFERS}`,
      ],
    }),
  });
}
