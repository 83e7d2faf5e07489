-- Movements' indexes (schema.ts): the contact and cost centre keys' referencing side gets one,
-- and the series indexes leave out the movements outside any series.
DROP INDEX "movements_company_instalment_idx";--> statement-breakpoint
DROP INDEX "movements_company_recurrence_idx";--> statement-breakpoint
CREATE INDEX "movements_company_supplier_idx" ON "movements" USING btree ("company_id","supplier_id") WHERE "movements"."supplier_id" is not null;--> statement-breakpoint
CREATE INDEX "movements_company_cost_center_idx" ON "movements" USING btree ("company_id","cost_center_id") WHERE "movements"."cost_center_id" is not null;--> statement-breakpoint
CREATE INDEX "movements_company_instalment_idx" ON "movements" USING btree ("company_id","instalment_group_id") WHERE "movements"."instalment_group_id" is not null;--> statement-breakpoint
CREATE INDEX "movements_company_recurrence_idx" ON "movements" USING btree ("company_id","recurrence_group_id") WHERE "movements"."recurrence_group_id" is not null;--> statement-breakpoint
-- Imports write and undo 100k rows in one transaction (issue #10): two of the triggers did per-row
-- work that the rows did not need. Same results, same guarantees, less work.
--
-- audit_statement() (0019): the planner flattened the subquery and evaluated to_jsonb(row) once
-- per reference (company, id, user_id, the value itself), about half of the trigger's time on a
-- 5 000-row insert. OFFSET 0 keeps the subquery as is, so each row becomes jsonb once.
CREATE OR REPLACE FUNCTION audit_statement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor uuid := nullif(current_setting('fluxo.actor', true), '')::uuid;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_log (company_id, actor_user_id, table_name, operation, row_id, after)
    SELECT (CASE WHEN TG_TABLE_NAME = 'companies' THEN r->>'id' ELSE r->>'company_id' END)::uuid,
           actor, TG_TABLE_NAME, 'insert', coalesce(r->>'id', r->>'user_id'), r
    FROM (SELECT to_jsonb(n) AS r FROM new_rows n OFFSET 0) AS rows;
  ELSE
    INSERT INTO audit_log (company_id, actor_user_id, table_name, operation, row_id, before)
    SELECT (CASE WHEN TG_TABLE_NAME = 'companies' THEN r->>'id' ELSE r->>'company_id' END)::uuid,
           actor, TG_TABLE_NAME, 'delete', coalesce(r->>'id', r->>'user_id'), r
    FROM (SELECT to_jsonb(o) AS r FROM old_rows o OFFSET 0) AS rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- payment_month_totals_forget_movement() (0020) runs for every paid movement deleted. The imports'
-- undo deletes the batch's payments first, in one statement whose own trigger takes them out of
-- the sums: a movement with no payment left then has nothing to forget, and one index probe says
-- so before the company lookup, the UPDATE and the DELETE (5 s for 25 000 paid movements).
CREATE OR REPLACE FUNCTION payment_month_totals_forget_movement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM payments WHERE company_id = OLD.company_id AND movement_id = OLD.id) THEN
    RETURN OLD;
  END IF;
  -- A company deleted takes its totals with it (cascade); decrementing them here, row after row,
  -- would write rows of a company already gone (the foreign key refuses it).
  IF NOT EXISTS (SELECT 1 FROM companies WHERE id = OLD.company_id) THEN
    RETURN OLD;
  END IF;
  UPDATE payment_month_totals AS t
  SET amount_cents = t.amount_cents - gone.amount_cents, payments = t.payments - gone.payments
  FROM (
    SELECT paid_on - (extract(day from paid_on)::int - 1) AS month, bank_account_id,
      sum(amount_cents) AS amount_cents, count(*) AS payments
    FROM payments
    WHERE company_id = OLD.company_id AND movement_id = OLD.id
    GROUP BY 1, 2
  ) AS gone
  WHERE t.company_id = OLD.company_id AND t.month = gone.month AND t.type = OLD.type
    AND t.category_id = OLD.category_id
    AND t.bank_account_id IS NOT DISTINCT FROM gone.bank_account_id;
  DELETE FROM payment_month_totals AS t
  WHERE t.company_id = OLD.company_id AND t.type = OLD.type AND t.category_id = OLD.category_id
    AND t.payments = 0
    AND t.month IN (
      SELECT paid_on - (extract(day from paid_on)::int - 1) FROM payments
      WHERE company_id = OLD.company_id AND movement_id = OLD.id
    );
  RETURN OLD;
END
$$;
