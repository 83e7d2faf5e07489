import type { PGlite, PGliteOptions } from '@electric-sql/pglite';

/**
 * PostgreSQL's default of 128 MB, which initdb writes into the folder, is allocated and zeroed in
 * WebAssembly at every start: 1.0-1.1 s for PGlite.create on this 2-core machine, 0.72-0.76 s with
 * 32 MB, 0.81-0.87 s with 64 MB (three runs each; issue 19, item 6: the API's cold start). PGlite
 * reads its pages through Node's file system, so the kernel's page cache still holds what does not
 * fit: at 100k movements the dashboards bench on PGlite showed no difference beyond its noise
 * between 32 and 128 MB, seeding included.
 */
const SHARED_BUFFERS = '32MB';

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
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  });
}
