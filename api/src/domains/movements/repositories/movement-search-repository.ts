import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { int, rowsOf } from '../../../db/raw-sql';

/**
 * One worker at a time copies the queue into movement_search, whichever API instance it runs
 * in. Two at once could each read a movement's text, the older one last to commit, and leave
 * the index with a text the movement no longer has and nothing queued to correct it.
 */
const WORKER_LOCK = sql`hashtextextended('movement_search_worker', 0)`;

export interface IndexedBatch {
  /** Queue entries taken (a movement written twice since the last batch is two). */
  taken: number;
  /** Rows of movement_search written: new, or with a text that changed. */
  written: number;
  /** Copies removed: their movement was deleted. */
  removed: number;
}

export interface MovementSearchRepository {
  /**
   * Takes up to `limit` queued movements of one company off the queue and copies their current
   * text into movement_search, in one transaction: a movement written after this batch's
   * snapshot was queued again by its own write, so the next batch reads its newer text. Answers
   * null when another worker holds the lock.
   */
  indexBatch(limit: number): Promise<IndexedBatch | null>;
  /**
   * After a drain: the index's pending list merged in (pg_trgm entries wait there, each filter
   * reading it whole, until a vacuum that PGlite never runs by itself), and the queue's dead rows
   * and empty pages given back, since every filter reads the queue whole too.
   */
  compact(): Promise<void>;
}

export interface MovementSearchOptions {
  /**
   * Whether `compact` vacuums: PGlite runs no autovacuum, so the queue's dead rows and the
   * index's stale copies stay unless the worker reclaims them. PostgreSQL's autovacuum does it
   * there, without an explicit VACUUM whose truncation a replica would replay under a lock.
   */
  vacuum: boolean;
}

/** Queue entries taken since the copies were last vacuumed and analysed (PGlite only). */
const ANALYZE_EVERY = 10_000;

export function createMovementSearchRepository(
  db: Database,
  { vacuum }: MovementSearchOptions,
): MovementSearchRepository {
  let takenSinceAnalyze = 0;
  return {
    async indexBatch(limit) {
      return db.transaction(async (tx) => {
        const [lock] = await rowsOf<{ locked: boolean }>(
          tx,
          sql`select pg_try_advisory_xact_lock(${WORKER_LOCK}) as locked`,
        );
        if (!lock?.locked) return null;
        // One company per batch: every statement below then reads one company's rows, one
        // shard's under Citus (deploy/README.md), where a ctid means nothing across shards.
        const [next] = await rowsOf<{ company_id: string }>(
          tx,
          sql`select company_id from movement_search_pending limit 1`,
        );
        if (!next) return { taken: 0, written: 0, removed: 0 };
        // A queue entry has no key: its ctid, read and deleted by the lock's one holder, is one.
        // The movements are read, never locked, and movement_search has no foreign key: the
        // worker, its one writer, waits for no user's transaction, so none can deadlock with it.
        const [row] = await rowsOf(
          tx,
          sql`with taken as (
              delete from movement_search_pending
              where company_id = ${next.company_id}
                and ctid = any(array(select ctid from movement_search_pending
                  where company_id = ${next.company_id} limit ${limit}))
              returning company_id, movement_id
            ), wanted as (
              select distinct company_id, movement_id from taken
            ), written as (
              insert into movement_search (company_id, movement_id, search_text)
              select m.company_id, m.id, m.description || E'\n' || coalesce(m.document_number, '')
              from movements m
              join wanted w on m.company_id = w.company_id and m.id = w.movement_id
              on conflict (company_id, movement_id) do update
                set search_text = excluded.search_text
                where movement_search.search_text is distinct from excluded.search_text
              returning 1
            ), gone as (
              delete from movement_search s using wanted w
              where s.company_id = w.company_id and s.movement_id = w.movement_id
                and not exists (select 1 from movements m
                  where m.company_id = w.company_id and m.id = w.movement_id)
              returning 1
            )
            select (select count(*) from taken)::int as taken,
              (select count(*) from written)::int as written,
              (select count(*) from gone)::int as removed`,
        );
        const batch = {
          taken: int(row?.taken),
          written: int(row?.written),
          removed: int(row?.removed),
        };
        takenSinceAnalyze += batch.taken;
        return batch;
      });
    },
    async compact() {
      await db.execute(sql`select gin_clean_pending_list('movement_search_text_idx'::regclass)`);
      if (!vacuum) return;
      // Outside any transaction (VACUUM refuses one).
      await db.execute(sql`vacuum movement_search_pending`);
      if (takenSinceAnalyze >= ANALYZE_EVERY) {
        takenSinceAnalyze = 0;
        await db.execute(sql`vacuum (analyze) movement_search`);
      }
    },
  };
}
