-- The text filter's index, off the write path (issue #25; db/tables/movement-search.ts says why).
-- PGlite loads the extensions' files at every start (db/pglite-client.ts); CREATE EXTENSION once.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
-- No movement written between the copy below and the queue's triggers (an instance still on the
-- previous version keeps writing during a rolling deploy): it would be neither copied nor queued,
-- and no text filter would find it. Writes wait for this migration's commit; reads go on.
LOCK TABLE movements IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "movement_search" (
	"company_id" uuid NOT NULL,
	"movement_id" uuid NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "movement_search_company_id_movement_id_pk" PRIMARY KEY("company_id","movement_id")
);
--> statement-breakpoint
CREATE TABLE "movement_search_pending" (
	"company_id" uuid NOT NULL,
	"movement_id" uuid NOT NULL
);
--> statement-breakpoint
-- Every movement there is, copied at once: the worker would take many batches to do it.
INSERT INTO "movement_search" ("company_id", "movement_id", "search_text")
SELECT "company_id", "id", "description" || E'\n' || coalesce("document_number", '')
FROM "movements";--> statement-breakpoint
CREATE INDEX "movement_search_text_idx" ON "movement_search" USING gin ("company_id","search_text" gin_trgm_ops);--> statement-breakpoint
-- Queues the movements whose searchable text is new or gone: all inserted and deleted ones, and
-- the updated ones whose description or document number changed (a payment, the most common
-- update, does not queue). One INSERT … SELECT per statement, however many rows it wrote: the
-- same shape as the totals' triggers (0038), which bulk inserts bear at a few per cent.
CREATE FUNCTION movement_search_queue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO movement_search_pending (company_id, movement_id)
    SELECT company_id, id FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO movement_search_pending (company_id, movement_id)
    SELECT company_id, id FROM old_rows;
  ELSE
    INSERT INTO movement_search_pending (company_id, movement_id)
    SELECT n.company_id, n.id
    FROM new_rows n JOIN old_rows o ON o.company_id = n.company_id AND o.id = n.id
    WHERE n.description IS DISTINCT FROM o.description
      OR n.document_number IS DISTINCT FROM o.document_number;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER movement_search_queue_insert AFTER INSERT ON movements
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION movement_search_queue();--> statement-breakpoint
CREATE TRIGGER movement_search_queue_update AFTER UPDATE ON movements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION movement_search_queue();--> statement-breakpoint
CREATE TRIGGER movement_search_queue_delete AFTER DELETE ON movements
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION movement_search_queue();
--> statement-breakpoint
-- The text filter's candidates (domains/movements/repositories/movement-filter.ts): the index's
-- matches, every movement still queued, and the movements of the contacts whose name matches.
-- A function for two reasons, both measured at 100k movements on PostgreSQL:
-- - without parallel workers. The candidates are few by design (1,095 for "energia"), and
--   parallel workers start cold, each loading pg_trgm and its caches: 4 ms of work took 56 ms
--   behind a Gather. The SET keeps them out of the function's own query; PARALLEL UNSAFE keeps
--   them out of the query that calls it, which reads the candidates' movements one by one.
-- - planned for the text it is given (EXECUTE), not a generic plan.
CREATE FUNCTION movement_search_candidates(company uuid, pattern text) RETURNS SETOF uuid
LANGUAGE plpgsql STABLE PARALLEL UNSAFE ROWS 1000
SET max_parallel_workers_per_gather = 0
AS $$
BEGIN
  RETURN QUERY EXECUTE
    'SELECT movement_id FROM movement_search WHERE company_id = $1 AND search_text ILIKE $2
    UNION ALL
    SELECT movement_id FROM movement_search_pending WHERE company_id = $1
    UNION ALL
    SELECT m.id FROM contacts c
      JOIN movements m ON m.company_id = c.company_id AND m.contact_id = c.id
      WHERE c.company_id = $1 AND c.name ILIKE $2'
    USING company, pattern;
END
$$;