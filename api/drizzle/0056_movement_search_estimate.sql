-- Issue #25: how many of a company's movements a text filter's pattern would name through the
-- text index, and how many the company has there, as the planner estimates them from the
-- statistics ANALYZE keeps on movement_search (search_text's histogram and most common values,
-- company_id's), without reading a row. A text in most movements ("mensalidade" for a company that
-- bills by subscription) makes each of them a candidate to look up by id, slower than checking
-- the text on every movement of the period: the API reads this first and scans above a share it
-- measured (movement-text-plan.ts). Two EXPLAINs, planned in about half a millisecond once the
-- connection has run the function; VOLATILE because PostgreSQL runs no utility statement, EXPLAIN
-- included, in a function declared STABLE. The values go in as literals (format's %L) so that the
-- pattern is planned for its text. A plan whose top is not PostgreSQL's own scan (Citus's Custom
-- Scan on a coordinator shows a fixed 100000 rows, whatever the shard holds) answers nulls: no
-- estimate, and the text goes through the index.
CREATE FUNCTION movement_search_estimate(
  company uuid,
  pattern text,
  OUT matching double precision,
  OUT total double precision
)
LANGUAGE plpgsql VOLATILE PARALLEL UNSAFE
AS $$
DECLARE
  plan json;
BEGIN
  EXECUTE format(
    'EXPLAIN (FORMAT JSON) SELECT 1 FROM movement_search WHERE company_id = %L AND search_text ILIKE %L',
    company, pattern
  ) INTO plan;
  IF plan -> 0 -> 'Plan' ->> 'Node Type' = 'Custom Scan' THEN
    RETURN;
  END IF;
  matching := (plan -> 0 -> 'Plan' ->> 'Plan Rows')::double precision;
  EXECUTE format('EXPLAIN (FORMAT JSON) SELECT 1 FROM movement_search WHERE company_id = %L', company)
    INTO plan;
  total := (plan -> 0 -> 'Plan' ->> 'Plan Rows')::double precision;
END
$$;
