CREATE TABLE "movement_competence_totals" (
	"company_id" uuid NOT NULL,
	"month" date NOT NULL,
	"type" text NOT NULL,
	"category_id" uuid NOT NULL,
	"bank_account_id" uuid,
	"paid_state" smallint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"movements" integer NOT NULL,
	CONSTRAINT "movement_competence_totals_key" UNIQUE NULLS NOT DISTINCT("company_id","month","type","category_id","bank_account_id","paid_state"),
	CONSTRAINT "movement_competence_totals_paid_state_valid" CHECK ("movement_competence_totals"."paid_state" in (0, 1, 2)),
	CONSTRAINT "movement_competence_totals_month_first_day" CHECK (extract(day from "movement_competence_totals"."month") = 1)
);
--> statement-breakpoint
CREATE TABLE "payment_month_totals" (
	"company_id" uuid NOT NULL,
	"month" date NOT NULL,
	"type" text NOT NULL,
	"category_id" uuid NOT NULL,
	"bank_account_id" uuid,
	"amount_cents" bigint NOT NULL,
	"payments" integer NOT NULL,
	CONSTRAINT "payment_month_totals_key" UNIQUE NULLS NOT DISTINCT("company_id","month","type","category_id","bank_account_id"),
	CONSTRAINT "payment_month_totals_month_first_day" CHECK (extract(day from "payment_month_totals"."month") = 1)
);
--> statement-breakpoint
ALTER TABLE "movement_competence_totals" ADD CONSTRAINT "movement_competence_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_month_totals" ADD CONSTRAINT "payment_month_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The DRE's sums (issue #11), kept in the writing transaction as 0006 keeps movement_day_totals:
-- statement triggers with transition tables, one aggregated upsert per statement, rows written in
-- key order so that concurrent writers lock summary rows in the same order. A month is its first
-- day, by date arithmetic only (date_trunc would pass through the session's time zone).
CREATE FUNCTION movement_competence_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO movement_competence_totals AS t
      (company_id, month, type, category_id, bank_account_id, paid_state, amount_cents, movements)
    SELECT company_id, competence_date - (extract(day from competence_date)::int - 1), type,
      category_id, bank_account_id,
      CASE WHEN paid_cents >= amount_cents THEN 2 WHEN paid_cents > 0 THEN 1 ELSE 0 END,
      sum(amount_cents), count(*)
    FROM new_rows
    GROUP BY 1, 2, 3, 4, 5, 6
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT movement_competence_totals_key DO UPDATE
      SET amount_cents = t.amount_cents + excluded.amount_cents,
        movements = t.movements + excluded.movements;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO movement_competence_totals AS t
      (company_id, month, type, category_id, bank_account_id, paid_state, amount_cents, movements)
    SELECT company_id, month, type, category_id, bank_account_id, paid_state,
      sum(amount_cents), sum(movements)
    FROM (
      SELECT company_id, competence_date - (extract(day from competence_date)::int - 1) AS month,
        type, category_id, bank_account_id,
        CASE WHEN paid_cents >= amount_cents THEN 2 WHEN paid_cents > 0 THEN 1 ELSE 0 END AS paid_state,
        -amount_cents AS amount_cents, -1 AS movements
      FROM old_rows
      UNION ALL
      SELECT company_id, competence_date - (extract(day from competence_date)::int - 1),
        type, category_id, bank_account_id,
        CASE WHEN paid_cents >= amount_cents THEN 2 WHEN paid_cents > 0 THEN 1 ELSE 0 END,
        amount_cents, 1
      FROM new_rows
    ) AS changes
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(amount_cents) <> 0 OR sum(movements) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT movement_competence_totals_key DO UPDATE
      SET amount_cents = t.amount_cents + excluded.amount_cents,
        movements = t.movements + excluded.movements;
  ELSE
    -- Only ever decrements rows that exist, of a company that exists: when a company is deleted,
    -- its totals go with it (cascade), whichever of its tables the cascade reaches first.
    UPDATE movement_competence_totals AS t
    SET amount_cents = t.amount_cents - gone.amount_cents, movements = t.movements - gone.movements
    FROM (
      SELECT company_id, competence_date - (extract(day from competence_date)::int - 1) AS month,
        type, category_id, bank_account_id,
        CASE WHEN paid_cents >= amount_cents THEN 2 WHEN paid_cents > 0 THEN 1 ELSE 0 END AS paid_state,
        sum(amount_cents) AS amount_cents, count(*) AS movements
      FROM old_rows
      GROUP BY 1, 2, 3, 4, 5, 6
    ) AS gone
    WHERE t.company_id = gone.company_id AND t.month = gone.month AND t.type = gone.type
      AND t.category_id = gone.category_id
      AND t.bank_account_id IS NOT DISTINCT FROM gone.bank_account_id
      AND t.paid_state = gone.paid_state
      AND EXISTS (SELECT 1 FROM companies AS c WHERE c.id = t.company_id);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM movement_competence_totals AS t
    USING (
      SELECT DISTINCT company_id, competence_date - (extract(day from competence_date)::int - 1) AS month
      FROM old_rows
    ) AS touched
    WHERE t.company_id = touched.company_id AND t.month = touched.month AND t.movements = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER movements_competence_totals_insert AFTER INSERT ON movements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION movement_competence_totals_apply();
--> statement-breakpoint
CREATE TRIGGER movements_competence_totals_update AFTER UPDATE ON movements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION movement_competence_totals_apply();
--> statement-breakpoint
CREATE TRIGGER movements_competence_totals_delete AFTER DELETE ON movements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION movement_competence_totals_apply();
--> statement-breakpoint
-- Payments carry their movement's type and category into the sums: a payment written, changed or
-- estornado reads them from `movements`.
CREATE FUNCTION payment_month_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO payment_month_totals AS t
      (company_id, month, type, category_id, bank_account_id, amount_cents, payments)
    SELECT p.company_id, p.paid_on - (extract(day from p.paid_on)::int - 1), m.type, m.category_id,
      p.bank_account_id, sum(p.amount_cents), count(*)
    FROM new_rows AS p
    JOIN movements AS m ON m.company_id = p.company_id AND m.id = p.movement_id
    GROUP BY 1, 2, 3, 4, 5
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT payment_month_totals_key DO UPDATE
      SET amount_cents = t.amount_cents + excluded.amount_cents,
        payments = t.payments + excluded.payments;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO payment_month_totals AS t
      (company_id, month, type, category_id, bank_account_id, amount_cents, payments)
    SELECT company_id, month, type, category_id, bank_account_id, sum(amount_cents), sum(payments)
    FROM (
      SELECT p.company_id, p.paid_on - (extract(day from p.paid_on)::int - 1) AS month, m.type,
        m.category_id, p.bank_account_id, -p.amount_cents AS amount_cents, -1 AS payments
      FROM old_rows AS p
      JOIN movements AS m ON m.company_id = p.company_id AND m.id = p.movement_id
      UNION ALL
      SELECT p.company_id, p.paid_on - (extract(day from p.paid_on)::int - 1), m.type,
        m.category_id, p.bank_account_id, p.amount_cents, 1
      FROM new_rows AS p
      JOIN movements AS m ON m.company_id = p.company_id AND m.id = p.movement_id
    ) AS changes
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(amount_cents) <> 0 OR sum(payments) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT payment_month_totals_key DO UPDATE
      SET amount_cents = t.amount_cents + excluded.amount_cents,
        payments = t.payments + excluded.payments;
  ELSE
    -- A payment whose movement is gone was deleted with it (the foreign key cascades after the
    -- movement's row is deleted, so its category can no longer be read here): the movement's
    -- BEFORE DELETE trigger below has already taken its payments out.
    UPDATE payment_month_totals AS t
    SET amount_cents = t.amount_cents - gone.amount_cents, payments = t.payments - gone.payments
    FROM (
      SELECT p.company_id, p.paid_on - (extract(day from p.paid_on)::int - 1) AS month, m.type,
        m.category_id, p.bank_account_id, sum(p.amount_cents) AS amount_cents, count(*) AS payments
      FROM old_rows AS p
      JOIN movements AS m ON m.company_id = p.company_id AND m.id = p.movement_id
      GROUP BY 1, 2, 3, 4, 5
    ) AS gone
    WHERE t.company_id = gone.company_id AND t.month = gone.month AND t.type = gone.type
      AND t.category_id = gone.category_id
      AND t.bank_account_id IS NOT DISTINCT FROM gone.bank_account_id
      AND EXISTS (SELECT 1 FROM companies AS c WHERE c.id = t.company_id);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM payment_month_totals AS t
    USING (
      SELECT DISTINCT company_id, paid_on - (extract(day from paid_on)::int - 1) AS month
      FROM old_rows
    ) AS touched
    WHERE t.company_id = touched.company_id AND t.month = touched.month AND t.payments = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payments_month_totals_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_month_totals_apply();
--> statement-breakpoint
CREATE TRIGGER payments_month_totals_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payment_month_totals_apply();
--> statement-breakpoint
CREATE TRIGGER payments_month_totals_delete AFTER DELETE ON payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_month_totals_apply();
--> statement-breakpoint
-- A movement whose type or category changes moves its payments' sums along.
CREATE FUNCTION payment_month_totals_recategorize() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO payment_month_totals AS t
    (company_id, month, type, category_id, bank_account_id, amount_cents, payments)
  SELECT company_id, month, type, category_id, bank_account_id, sum(amount_cents), sum(payments)
  FROM (
    SELECT p.company_id, p.paid_on - (extract(day from p.paid_on)::int - 1) AS month, side.type,
      side.category_id, p.bank_account_id, side.sign * p.amount_cents AS amount_cents,
      side.sign AS payments
    FROM old_rows AS o
    JOIN new_rows AS n ON n.company_id = o.company_id AND n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.type, o.category_id, -1), (n.type, n.category_id, 1))
      AS side(type, category_id, sign)
    JOIN payments AS p ON p.company_id = o.company_id AND p.movement_id = o.id
    WHERE o.type <> n.type OR o.category_id <> n.category_id
  ) AS changes
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(amount_cents) <> 0 OR sum(payments) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT payment_month_totals_key DO UPDATE
    SET amount_cents = t.amount_cents + excluded.amount_cents,
      payments = t.payments + excluded.payments;
  DELETE FROM payment_month_totals AS t
  USING (
    SELECT DISTINCT p.company_id, p.paid_on - (extract(day from p.paid_on)::int - 1) AS month
    FROM old_rows AS o
    JOIN new_rows AS n ON n.company_id = o.company_id AND n.id = o.id
    JOIN payments AS p ON p.company_id = o.company_id AND p.movement_id = o.id
    WHERE o.type <> n.type OR o.category_id <> n.category_id
  ) AS touched
  WHERE t.company_id = touched.company_id AND t.month = touched.month AND t.payments = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER movements_payment_totals_update AFTER UPDATE ON movements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payment_month_totals_recategorize();
--> statement-breakpoint
-- A movement deleted takes its payments with it (ON DELETE CASCADE), but the cascade runs after
-- the movement's row is gone, when the payments' trigger can no longer read its category: so
-- the movement takes its payments' sums out itself, before. Only a movement with something paid
-- has payments (paid_cents is their sum, kept in the same transaction).
CREATE FUNCTION payment_month_totals_forget_movement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
--> statement-breakpoint
CREATE TRIGGER movements_payment_totals_delete BEFORE DELETE ON movements
  FOR EACH ROW WHEN (OLD.paid_cents > 0) EXECUTE FUNCTION payment_month_totals_forget_movement();
--> statement-breakpoint
INSERT INTO movement_competence_totals
  (company_id, month, type, category_id, bank_account_id, paid_state, amount_cents, movements)
SELECT company_id, competence_date - (extract(day from competence_date)::int - 1), type,
  category_id, bank_account_id,
  CASE WHEN paid_cents >= amount_cents THEN 2 WHEN paid_cents > 0 THEN 1 ELSE 0 END,
  sum(amount_cents), count(*)
FROM movements
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO payment_month_totals
  (company_id, month, type, category_id, bank_account_id, amount_cents, payments)
SELECT p.company_id, p.paid_on - (extract(day from p.paid_on)::int - 1), m.type, m.category_id,
  p.bank_account_id, sum(p.amount_cents), count(*)
FROM payments AS p
JOIN movements AS m ON m.company_id = p.company_id AND m.id = p.movement_id
GROUP BY 1, 2, 3, 4, 5;
