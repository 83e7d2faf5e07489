-- The text filter of every report and of the list (issue #25): `ilike '%energia%'` has a leading
-- wildcard, which no btree serves; pg_trgm's GIN indexes do. PostgreSQL ships pg_trgm in its
-- contrib package and PGlite as @electric-sql/pglite/contrib/pg_trgm, which the app loads
-- (src/db/pglite-extensions.ts). A trusted extension: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "movements_description_trgm_idx" ON "movements" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "movements_document_number_trgm_idx" ON "movements" USING gin ("document_number" gin_trgm_ops) WHERE "movements"."document_number" is not null;
