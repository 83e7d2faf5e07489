CREATE TABLE "movement_day_totals" (
	"company_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"type" text NOT NULL,
	"category_id" uuid NOT NULL,
	"bank_account_id" uuid,
	"paid_state" smallint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"movements" integer NOT NULL,
	CONSTRAINT "movement_day_totals_key" UNIQUE NULLS NOT DISTINCT("company_id","due_date","type","category_id","bank_account_id","paid_state"),
	CONSTRAINT "movement_day_totals_paid_state_valid" CHECK ("movement_day_totals"."paid_state" in (0, 1, 2))
);
--> statement-breakpoint
ALTER TABLE "movement_day_totals" ADD CONSTRAINT "movement_day_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keeps movement_day_totals equal to the movements, in the writing transaction. Statement
-- triggers with transition tables: one aggregated write per statement, so a 5 000-row insert of
-- the generator costs one upsert, not 5 000. Rows are written in key order so that concurrent
-- writers lock summary rows in the same order (a payment and an estorno on the same day cannot
-- deadlock each other).
CREATE FUNCTION movement_day_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO movement_day_totals AS t
      (company_id, due_date, type, category_id, bank_account_id, paid_state, amount_cents, movements)
    SELECT company_id, due_date, type, category_id, bank_account_id,
      CASE WHEN paid_cents >= amount_cents THEN 2 WHEN paid_cents > 0 THEN 1 ELSE 0 END,
      sum(amount_cents), count(*)
    FROM new_rows
    GROUP BY 1, 2, 3, 4, 5, 6
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT movement_day_totals_key DO UPDATE
      SET amount_cents = t.amount_cents + excluded.amount_cents,
        movements = t.movements + excluded.movements;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO movement_day_totals AS t
      (company_id, due_date, type, category_id, bank_account_id, paid_state, amount_cents, movements)
    SELECT company_id, due_date, type, category_id, bank_account_id, paid_state,
      sum(amount_cents), sum(movements)
    FROM (
      SELECT company_id, due_date, type, category_id, bank_account_id,
        CASE WHEN paid_cents >= amount_cents THEN 2 WHEN paid_cents > 0 THEN 1 ELSE 0 END AS paid_state,
        -amount_cents AS amount_cents, -1 AS movements
      FROM old_rows
      UNION ALL
      SELECT company_id, due_date, type, category_id, bank_account_id,
        CASE WHEN paid_cents >= amount_cents THEN 2 WHEN paid_cents > 0 THEN 1 ELSE 0 END,
        amount_cents, 1
      FROM new_rows
    ) AS changes
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(amount_cents) <> 0 OR sum(movements) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT movement_day_totals_key DO UPDATE
      SET amount_cents = t.amount_cents + excluded.amount_cents,
        movements = t.movements + excluded.movements;
  ELSE
    -- Only ever decrements rows that exist; when a company is deleted, its totals are already
    -- gone with it (cascade) and this changes nothing.
    UPDATE movement_day_totals AS t
    SET amount_cents = t.amount_cents - gone.amount_cents, movements = t.movements - gone.movements
    FROM (
      SELECT company_id, due_date, type, category_id, bank_account_id,
        CASE WHEN paid_cents >= amount_cents THEN 2 WHEN paid_cents > 0 THEN 1 ELSE 0 END AS paid_state,
        sum(amount_cents) AS amount_cents, count(*) AS movements
      FROM old_rows
      GROUP BY 1, 2, 3, 4, 5, 6
    ) AS gone
    WHERE t.company_id = gone.company_id AND t.due_date = gone.due_date AND t.type = gone.type
      AND t.category_id = gone.category_id
      AND t.bank_account_id IS NOT DISTINCT FROM gone.bank_account_id
      AND t.paid_state = gone.paid_state;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM movement_day_totals AS t
    USING (SELECT DISTINCT company_id, due_date FROM old_rows) AS touched
    WHERE t.company_id = touched.company_id AND t.due_date = touched.due_date AND t.movements = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER movements_day_totals_insert AFTER INSERT ON movements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION movement_day_totals_apply();
--> statement-breakpoint
CREATE TRIGGER movements_day_totals_update AFTER UPDATE ON movements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION movement_day_totals_apply();
--> statement-breakpoint
CREATE TRIGGER movements_day_totals_delete AFTER DELETE ON movements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION movement_day_totals_apply();
--> statement-breakpoint
INSERT INTO movement_day_totals
  (company_id, due_date, type, category_id, bank_account_id, paid_state, amount_cents, movements)
SELECT company_id, due_date, type, category_id, bank_account_id,
  CASE WHEN paid_cents >= amount_cents THEN 2 WHEN paid_cents > 0 THEN 1 ELSE 0 END,
  sum(amount_cents), count(*)
FROM movements
GROUP BY 1, 2, 3, 4, 5, 6;
