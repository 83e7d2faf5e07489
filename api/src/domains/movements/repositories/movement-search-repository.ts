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
}

export interface MovementSearchRepository {
  /**
   * Takes up to `limit` queued movements off the queue and copies their current text into
   * movement_search, in one transaction: a movement written after this batch's snapshot was
   * queued again by its own write, so the next batch reads its newer text. Answers null when
   * another worker holds the lock.
   */
  indexBatch(limit: number): Promise<IndexedBatch | null>;
  /** Movements waiting in the queue, all companies together. */
  queued(): Promise<number>;
  /**
   * After a drain: the index's pending list merged in (pg_trgm entries wait there, each filter
   * reading it whole, until a vacuum that PGlite never runs by itself), and the queue's dead rows
   * and empty pages given back, since every filter reads the queue whole too.
   */
  compact(): Promise<void>;
}

export function createMovementSearchRepository(db: Database): MovementSearchRepository {
  return {
    async indexBatch(limit) {
      return db.transaction(async (tx) => {
        const [lock] = await rowsOf<{ locked: boolean }>(
          tx,
          sql`select pg_try_advisory_xact_lock(${WORKER_LOCK}) as locked`,
        );
        if (!lock?.locked) return null;
        // A queue entry has no key: its ctid, read and deleted by the lock's one holder, is one.
        // DISTINCT, because ON CONFLICT may not touch a row twice in one statement.
        const [row] = await rowsOf(
          tx,
          sql`with taken as (
              delete from movement_search_pending
              where ctid = any(array(select ctid from movement_search_pending limit ${limit}))
              returning company_id, movement_id
            ), written as (
              insert into movement_search (company_id, movement_id, search_text)
              select m.company_id, m.id, m.description || E'\n' || coalesce(m.document_number, '')
              from movements m
              join (select distinct company_id, movement_id from taken) t
                on m.company_id = t.company_id and m.id = t.movement_id
              on conflict (company_id, movement_id) do update
                set search_text = excluded.search_text
                where movement_search.search_text is distinct from excluded.search_text
              returning 1
            )
            select (select count(*) from taken)::int as taken,
              (select count(*) from written)::int as written`,
        );
        return { taken: int(row?.taken), written: int(row?.written) };
      });
    },
    async compact() {
      await db.execute(sql`select gin_clean_pending_list('movement_search_text_idx'::regclass)`);
      // Outside any transaction (VACUUM refuses one); it waits for no writer.
      await db.execute(sql`vacuum movement_search_pending`);
    },
    async queued() {
      const [row] = await rowsOf(db, sql`select count(*)::int as n from movement_search_pending`);
      return int(row?.n);
    },
  };
}
