-- Issue #25: the candidates of a text filter's text part when its text also names contacts
-- (splitTextByContact). Those contacts' movements are read from the totals instead, so this
-- names only the index's matches and the queue: movement_search_candidates without its third
-- branch, which for a busy client's name returned every one of the client's movements.
-- The same settings as 0054's function, for the same measured reasons: no parallel workers
-- (they start cold and each loads pg_trgm), and planned for the pattern it gets (EXECUTE).
CREATE FUNCTION movement_search_text_candidates(company uuid, pattern text) RETURNS SETOF uuid
LANGUAGE plpgsql STABLE PARALLEL UNSAFE ROWS 1000
SET max_parallel_workers_per_gather = 0
AS $$
BEGIN
  RETURN QUERY EXECUTE
    'SELECT movement_id FROM movement_search WHERE company_id = $1 AND search_text ILIKE $2
    UNION ALL
    SELECT movement_id FROM movement_search_pending WHERE company_id = $1'
    USING company, pattern;
END
$$;
