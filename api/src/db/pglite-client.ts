import type { PGlite, PGliteOptions } from '@electric-sql/pglite';

/**
 * Buffers for a database held in memory (the tests' copies of the migrated template), instead of
 * the 128 MB initdb writes into the folder: in memory the pages are already in memory, the
 * buffers only copy them. Why buffers cost a start at all: see sizeFolderSharedBuffers.
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

const MB = 1024 * 1024;

/** The sizes a folder's buffers take, smallest first; the last is what initdb writes. */
const FOLDER_SHARED_BUFFERS_MB = [32, 64, 128] as const;

/**
 * shared_buffers for a folder whose database takes `bytes`: the smallest size that holds it one
 * and a half times (room for a session's growth), up to initdb's 128 MB.
 */
export function sharedBuffersFor(bytes: number): string {
  const fits = FOLDER_SHARED_BUFFERS_MB.find((size) => size * MB >= bytes * 1.5);
  return `${fits ?? FOLDER_SHARED_BUFFERS_MB[FOLDER_SHARED_BUFFERS_MB.length - 1]}MB`;
}

/**
 * Sizes a folder's shared buffers to its database, for the next start: ALTER SYSTEM writes
 * postgresql.auto.conf, which postgres reads when it starts (a running one keeps its buffers).
 *
 * Why: PGlite's postgres takes its buffers from emscripten's anonymous mmap, which zero-fills what
 * it maps (with memory.fill, already native), so every page of them is touched at every start;
 * a first touch of fresh memory costs the kernel a page fault, about 0.6-1 ms per MB on these
 * machines. The demo's database is 18 MB, and 128 MB of buffers cost it some 90 ms of each start
 * (a median of 993 against 908 ms with 32 MB, ten alternated starts of the built API on Node 22,
 * 1 December 2026). A database that grows past the buffers gets them back at its next close, up
 * to 128 MB, which a folder of 100k movements (some 300 MB) keeps: seeding it ran 8-9 % slower
 * with 32 or 64 MB (30 November 2026).
 */
export async function sizeFolderSharedBuffers(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ bytes: string; current: string }>(
    `select pg_database_size(current_database())::text as bytes,
      current_setting('shared_buffers') as current`,
  );
  const [row] = rows;
  if (!row) return;
  const wanted = sharedBuffersFor(Number(row.bytes));
  // One of three fixed strings, never input: ALTER SYSTEM takes no bind parameter.
  if (wanted !== row.current) await client.exec(`alter system set shared_buffers = '${wanted}'`);
}
