-- Issue #25: a finer estimate for the text filter's plan (0056, movement-text-plan.ts). For a
-- `%word%` pattern PostgreSQL estimates the share of rows from search_text's histogram, whose
-- default 100 entries give it steps of about 1 %. At 1M movements "energia" (1.11 % of them) was
-- estimated at 1.01 % or 2.02 % from one ANALYZE to the next (two of eight), and above the list's
-- 2 % its first page scanned for it, 105 ms, instead of going through the index, 64 ms. With 300
-- entries (steps of about 0.33 %) eight ANALYZEs gave 1.00-1.34 %, and "copa" (2.68 %) 2.68-2.70
-- % instead of 2.02-3.03 %. The cost is planning over the larger statistics: the estimate took
-- 0.7 ms instead of 0.5, a text's index query planned in 0.49 ms instead of 0.23; 1,000 entries
-- would have been as steady for 1.7 and 1.4 ms. ANALYZE samples 300 rows per entry (90,000): it
-- took 0.32-0.36 s at 1M instead of 0.16-0.20. Analysed now, so the finer statistics serve at once.
ALTER TABLE movement_search ALTER COLUMN search_text SET STATISTICS 300;
--> statement-breakpoint
ANALYZE movement_search;
