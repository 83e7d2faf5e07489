-- The insights by competência (issue #25) read movement_competence_totals instead of the
-- movements, as the default insights read movement_day_totals (0006). They split the unpaid
-- amounts into vencido, vence hoje and a vencer against today, so the totals keep the due date of
-- the unpaid (paid_state 0); the paid in full or in part keep none and stay one row per month.
-- The rows are rebuilt from the movements below: cleared first, so the new check holds.
DELETE FROM "movement_competence_totals";--> statement-breakpoint
ALTER TABLE "movement_competence_totals" DROP CONSTRAINT "movement_competence_totals_key";--> statement-breakpoint
ALTER TABLE "movement_competence_totals" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "movement_competence_totals" ADD CONSTRAINT "movement_competence_totals_key" UNIQUE NULLS NOT DISTINCT("company_id","month","type","category_id","bank_account_id","paid_state","due_date");--> statement-breakpoint
ALTER TABLE "movement_competence_totals" ADD CONSTRAINT "movement_competence_totals_due_date_unpaid" CHECK (("movement_competence_totals"."paid_state" = 0) = ("movement_competence_totals"."due_date" is not null));--> statement-breakpoint
-- 0020's function with the due date in the key (paid_cents = 0 is paid_state 0: amounts are
-- at least 1 cent). Same statement triggers, same key order for the locks.
CREATE OR REPLACE FUNCTION movement_competence_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO movement_competence_totals AS t
      (company_id, month, type, category_id, bank_account_id, paid_state, due_date, amount_cents,
        movements)
    SELECT company_id, competence_date - (extract(day from competence_date)::int - 1), type,
      category_id, bank_account_id,
      CASE WHEN paid_cents >= amount_cents THEN 2 WHEN paid_cents > 0 THEN 1 ELSE 0 END,
      CASE WHEN paid_cents = 0 THEN due_date END,
      sum(amount_cents), count(*)
    FROM new_rows
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT movement_competence_totals_key DO UPDATE
      SET amount_cents = t.amount_cents + excluded.amount_cents,
        movements = t.movements + excluded.movements;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO movement_competence_totals AS t
      (company_id, month, type, category_id, bank_account_id, paid_state, due_date, amount_cents,
        movements)
    SELECT company_id, month, type, category_id, bank_account_id, paid_state, due_date,
      sum(amount_cents), sum(movements)
    FROM (
      SELECT company_id, competence_date - (extract(day from competence_date)::int - 1) AS month,
        type, category_id, bank_account_id,
        CASE WHEN paid_cents >= amount_cents THEN 2 WHEN paid_cents > 0 THEN 1 ELSE 0 END AS paid_state,
        CASE WHEN paid_cents = 0 THEN due_date END AS due_date,
        -amount_cents AS amount_cents, -1 AS movements
      FROM old_rows
      UNION ALL
      SELECT company_id, competence_date - (extract(day from competence_date)::int - 1),
        type, category_id, bank_account_id,
        CASE WHEN paid_cents >= amount_cents THEN 2 WHEN paid_cents > 0 THEN 1 ELSE 0 END,
        CASE WHEN paid_cents = 0 THEN due_date END,
        amount_cents, 1
      FROM new_rows
    ) AS changes
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    HAVING sum(amount_cents) <> 0 OR sum(movements) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7
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
        CASE WHEN paid_cents = 0 THEN due_date END AS due_date,
        sum(amount_cents) AS amount_cents, count(*) AS movements
      FROM old_rows
      GROUP BY 1, 2, 3, 4, 5, 6, 7
    ) AS gone
    WHERE t.company_id = gone.company_id AND t.month = gone.month AND t.type = gone.type
      AND t.category_id = gone.category_id
      AND t.bank_account_id IS NOT DISTINCT FROM gone.bank_account_id
      AND t.paid_state = gone.paid_state
      AND t.due_date IS NOT DISTINCT FROM gone.due_date
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
INSERT INTO movement_competence_totals
  (company_id, month, type, category_id, bank_account_id, paid_state, due_date, amount_cents,
    movements)
SELECT company_id, competence_date - (extract(day from competence_date)::int - 1), type,
  category_id, bank_account_id,
  CASE WHEN paid_cents >= amount_cents THEN 2 WHEN paid_cents > 0 THEN 1 ELSE 0 END,
  CASE WHEN paid_cents = 0 THEN due_date END,
  sum(amount_cents), count(*)
FROM movements
GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
-- The list's totals on Movimentações (a receber, a pagar, recebido, pago, em aberto, vencido; on
-- every filter change) read movement_day_totals instead of the movements where the filter allows,
-- as the default insights do (issue #25). A partly paid movement's paid part is not its amount
-- nor zero, so the totals keep the paid sum too. The rows are rebuilt from the movements below.
ALTER TABLE "movement_day_totals" ADD COLUMN "paid_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- 0006's function with paid_cents summed alongside. A payment that leaves a movement partly
-- paid keeps its key (paid_state 1 before and after): the change is in paid_cents alone, so the
-- UPDATE branch keeps a group whose paid sum moved.
CREATE OR REPLACE FUNCTION movement_day_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO movement_day_totals AS t
      (company_id, due_date, type, category_id, bank_account_id, paid_state, amount_cents,
        paid_cents, movements)
    SELECT company_id, due_date, type, category_id, bank_account_id,
      CASE WHEN paid_cents >= amount_cents THEN 2 WHEN paid_cents > 0 THEN 1 ELSE 0 END,
      sum(amount_cents), sum(paid_cents), count(*)
    FROM new_rows
    GROUP BY 1, 2, 3, 4, 5, 6
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT movement_day_totals_key DO UPDATE
      SET amount_cents = t.amount_cents + excluded.amount_cents,
        paid_cents = t.paid_cents + excluded.paid_cents,
        movements = t.movements + excluded.movements;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO movement_day_totals AS t
      (company_id, due_date, type, category_id, bank_account_id, paid_state, amount_cents,
        paid_cents, movements)
    SELECT company_id, due_date, type, category_id, bank_account_id, paid_state,
      sum(amount_cents), sum(paid_cents), sum(movements)
    FROM (
      SELECT company_id, due_date, type, category_id, bank_account_id,
        CASE WHEN paid_cents >= amount_cents THEN 2 WHEN paid_cents > 0 THEN 1 ELSE 0 END AS paid_state,
        -amount_cents AS amount_cents, -paid_cents AS paid_cents, -1 AS movements
      FROM old_rows
      UNION ALL
      SELECT company_id, due_date, type, category_id, bank_account_id,
        CASE WHEN paid_cents >= amount_cents THEN 2 WHEN paid_cents > 0 THEN 1 ELSE 0 END,
        amount_cents, paid_cents, 1
      FROM new_rows
    ) AS changes
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(amount_cents) <> 0 OR sum(paid_cents) <> 0 OR sum(movements) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT movement_day_totals_key DO UPDATE
      SET amount_cents = t.amount_cents + excluded.amount_cents,
        paid_cents = t.paid_cents + excluded.paid_cents,
        movements = t.movements + excluded.movements;
  ELSE
    -- Only ever decrements rows that exist; when a company is deleted, its totals are already
    -- gone with it (cascade) and this changes nothing.
    UPDATE movement_day_totals AS t
    SET amount_cents = t.amount_cents - gone.amount_cents,
      paid_cents = t.paid_cents - gone.paid_cents,
      movements = t.movements - gone.movements
    FROM (
      SELECT company_id, due_date, type, category_id, bank_account_id,
        CASE WHEN paid_cents >= amount_cents THEN 2 WHEN paid_cents > 0 THEN 1 ELSE 0 END AS paid_state,
        sum(amount_cents) AS amount_cents, sum(paid_cents) AS paid_cents, count(*) AS movements
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
DELETE FROM movement_day_totals;
--> statement-breakpoint
INSERT INTO movement_day_totals
  (company_id, due_date, type, category_id, bank_account_id, paid_state, amount_cents, paid_cents,
    movements)
SELECT company_id, due_date, type, category_id, bank_account_id,
  CASE WHEN paid_cents >= amount_cents THEN 2 WHEN paid_cents > 0 THEN 1 ELSE 0 END,
  sum(amount_cents), sum(paid_cents), count(*)
FROM movements
GROUP BY 1, 2, 3, 4, 5, 6;
