-- Issue #25: the text filter's subject on each movement, lowered once when the row is written
-- (db/tables/movements.ts). A text in many movements ("mensalidade", "a") is checked on every
-- movement of the period, and lower() of each row's description was three quarters of that scan
-- (1M movements on PostgreSQL: `lower(description) like` 955 ms, this column's `like` 420 ms).
-- The same text as movement_search's, a line apart, so a pattern (which likePattern keeps on one
-- line) matches it exactly where it matches the description or the document number. Adding a
-- stored column rewrites the table under an exclusive lock: 12.5 s at 1M movements here.
ALTER TABLE "movements" ADD COLUMN "search_lower" text GENERATED ALWAYS AS (lower(description || E'\n' || coalesce(document_number, ''))) STORED NOT NULL;
