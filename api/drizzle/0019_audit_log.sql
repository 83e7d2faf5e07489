CREATE TABLE "audit_log" (
	"company_id" uuid NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"table_name" text NOT NULL,
	"operation" text NOT NULL,
	"row_id" text,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_log_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE INDEX "audit_log_company_row_idx" ON "audit_log" USING btree ("company_id","table_name","row_id");--> statement-breakpoint
-- memberships have no id of their own: their row is the member's user id.
-- Who wrote: the API sets `fluxo.actor` (the user's id) on the connection or transaction of a
-- writing request; unset (sign-up, seeds, migrations) it is recorded as null, the system.
-- Inserts and deletes are audited per statement with transition tables (one INSERT … SELECT for a
-- 5 000-row import); updates per row, to pair each row's before and after and skip no-op updates.
CREATE FUNCTION audit_statement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor uuid := nullif(current_setting('fluxo.actor', true), '')::uuid;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_log (company_id, actor_user_id, table_name, operation, row_id, after)
    SELECT (CASE WHEN TG_TABLE_NAME = 'companies' THEN r->>'id' ELSE r->>'company_id' END)::uuid,
           actor, TG_TABLE_NAME, 'insert', coalesce(r->>'id', r->>'user_id'), r
    FROM (SELECT to_jsonb(n) AS r FROM new_rows n) AS rows;
  ELSE
    INSERT INTO audit_log (company_id, actor_user_id, table_name, operation, row_id, before)
    SELECT (CASE WHEN TG_TABLE_NAME = 'companies' THEN r->>'id' ELSE r->>'company_id' END)::uuid,
           actor, TG_TABLE_NAME, 'delete', coalesce(r->>'id', r->>'user_id'), r
    FROM (SELECT to_jsonb(o) AS r FROM old_rows o) AS rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION audit_row_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before jsonb := to_jsonb(OLD);
  after jsonb := to_jsonb(NEW);
BEGIN
  IF before = after THEN
    RETURN NULL;
  END IF;
  INSERT INTO audit_log (company_id, actor_user_id, table_name, operation, row_id, before, after)
  VALUES (
    (CASE WHEN TG_TABLE_NAME = 'companies' THEN after->>'id' ELSE after->>'company_id' END)::uuid,
    nullif(current_setting('fluxo.actor', true), '')::uuid,
    TG_TABLE_NAME, 'update', coalesce(after->>'id', after->>'user_id'), before, after);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE PROCEDURE audit_table(target regclass) LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER audit_insert AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION audit_statement()', target);
  EXECUTE format('CREATE TRIGGER audit_delete AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION audit_statement()', target);
  EXECUTE format('CREATE TRIGGER audit_update AFTER UPDATE ON %s '
    'FOR EACH ROW EXECUTE FUNCTION audit_row_update()', target);
END $$;
--> statement-breakpoint
CALL audit_table('companies');
--> statement-breakpoint
CALL audit_table('memberships');
--> statement-breakpoint
CALL audit_table('invitations');
--> statement-breakpoint
CALL audit_table('cost_centers');
--> statement-breakpoint
CALL audit_table('bank_accounts');
--> statement-breakpoint
CALL audit_table('suppliers');
--> statement-breakpoint
CALL audit_table('categories');
--> statement-breakpoint
CALL audit_table('movements');
--> statement-breakpoint
CALL audit_table('payments');
--> statement-breakpoint
CALL audit_table('files');
--> statement-breakpoint
CALL audit_table('import_batches');
--> statement-breakpoint
CALL audit_table('import_lines');
