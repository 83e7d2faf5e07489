import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

// The text filter's index (issue #25), kept off the write path. A trigram index on `movements`
// answers "energia" at 1M movements in a few ms, but slows every bulk insert of movements by
// 21–41 % (measured three times), over the issue's 10 %. So the movements' writes only queue
// their ids (a statement trigger, migration 0054), and a worker the job plugin starts copies the
// text into `movement_search` in batches (domains/movements/jobs). A filter reads the index's
// candidates, plus every movement still queued, and rechecks the text on the movement itself:
// what the worker has not reached yet is found all the same, and a stale copy never leaks.

/** Each movement's searchable text (description and document number), trigram-indexed. */
export const movementSearch = pgTable(
  'movement_search',
  {
    // No foreign key, to the company or the movement: the worker is this table's one writer, and
    // a key would make it wait for the locks of a delete whose cascade waits for the worker (a
    // deadlock whose victim could be the user's request). A deleted movement's copy goes with
    // the worker's next batch (the delete queues it); until then the filter skips it, since it
    // joins the movements.
    companyId: uuid('company_id').notNull(),
    movementId: uuid('movement_id').notNull(),
    /** Description and document number, a line apart: a superset of what the filter matches. */
    searchText: text('search_text').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.movementId] }),
    // The company in the index too (btree_gin): a word common to every company would otherwise
    // bring every company's matches to be filtered out. Measured with ten companies of 100k
    // movements: "energia" 17 → 4 ms, "uber" 238 → 31 ms.
    index('movement_search_text_idx').using('gin', t.companyId, t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * Movements written since the worker last ran: inserted, deleted, or with a new description or
 * document number. No key, no index and no foreign key, so that queuing costs a bulk insert next
 * to nothing; the worker keeps it near empty, and a filter reads it whole for its company.
 */
export const movementSearchPending = pgTable('movement_search_pending', {
  companyId: uuid('company_id').notNull(),
  movementId: uuid('movement_id').notNull(),
});
