-- The default views (a due-date period: the insights, the list's totals on Movimentações, the
-- painel's inadimplência and forecast) filtered by a supplier/client or a cost centre read every
-- movement of the period (issue #25: the insights for one supplier over 12 months took 135 ms at
-- 1M movements on PostgreSQL). movement_day_totals now keeps the contact and the cost centre in
-- its key, as movement_competence_totals does since 0051. The bench company's rows grow by 15 %
-- (6,832 → 7,823 at 100k movements). The rows are rebuilt from the movements below: cleared
-- first, so the new key holds.
DELETE FROM "movement_day_totals";--> statement-breakpoint
ALTER TABLE "movement_day_totals" DROP CONSTRAINT "movement_day_totals_key";--> statement-breakpoint
ALTER TABLE "movement_day_totals" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "movement_day_totals" ADD COLUMN "cost_center_id" uuid;--> statement-breakpoint
ALTER TABLE "movement_day_totals" ADD CONSTRAINT "movement_day_totals_key" UNIQUE NULLS NOT DISTINCT("company_id","due_date","type","category_id","bank_account_id","paid_state","contact_id","cost_center_id");--> statement-breakpoint
-- 0038's function with the contact and the cost centre in the key. Same statement triggers, same
-- key order for the locks.
CREATE OR REPLACE FUNCTION movement_day_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO movement_day_totals AS t
      (company_id, due_date, type, category_id, bank_account_id, paid_state, contact_id,
        cost_center_id, amount_cents, paid_cents, movements)
    SELECT company_id, due_date, type, category_id, bank_account_id,
      CASE WHEN paid_cents >= amount_cents THEN 2 WHEN paid_cents > 0 THEN 1 ELSE 0 END,
      contact_id, cost_center_id, sum(amount_cents), sum(paid_cents), count(*)
    FROM new_rows
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT ON CONSTRAINT movement_day_totals_key DO UPDATE
      SET amount_cents = t.amount_cents + excluded.amount_cents,
        paid_cents = t.paid_cents + excluded.paid_cents,
        movements = t.movements + excluded.movements;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO movement_day_totals AS t
      (company_id, due_date, type, category_id, bank_account_id, paid_state, contact_id,
        cost_center_id, amount_cents, paid_cents, movements)
    SELECT company_id, due_date, type, category_id, bank_account_id, paid_state, contact_id,
      cost_center_id, sum(amount_cents), sum(paid_cents), sum(movements)
    FROM (
      SELECT company_id, due_date, type, category_id, bank_account_id,
        CASE WHEN paid_cents >= amount_cents THEN 2 WHEN paid_cents > 0 THEN 1 ELSE 0 END AS paid_state,
        contact_id, cost_center_id, -amount_cents AS amount_cents, -paid_cents AS paid_cents, -1 AS movements
      FROM old_rows
      UNION ALL
      SELECT company_id, due_date, type, category_id, bank_account_id,
        CASE WHEN paid_cents >= amount_cents THEN 2 WHEN paid_cents > 0 THEN 1 ELSE 0 END,
        contact_id, cost_center_id, amount_cents, paid_cents, 1
      FROM new_rows
    ) AS changes
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    HAVING sum(amount_cents) <> 0 OR sum(paid_cents) <> 0 OR sum(movements) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
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
        contact_id, cost_center_id, sum(amount_cents) AS amount_cents, sum(paid_cents) AS paid_cents,
        count(*) AS movements
      FROM old_rows
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    ) AS gone
    WHERE t.company_id = gone.company_id AND t.due_date = gone.due_date AND t.type = gone.type
      AND t.category_id = gone.category_id
      AND t.bank_account_id IS NOT DISTINCT FROM gone.bank_account_id
      AND t.paid_state = gone.paid_state
      AND t.contact_id IS NOT DISTINCT FROM gone.contact_id
      AND t.cost_center_id IS NOT DISTINCT FROM gone.cost_center_id;
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
INSERT INTO movement_day_totals
  (company_id, due_date, type, category_id, bank_account_id, paid_state, contact_id,
    cost_center_id, amount_cents, paid_cents, movements)
SELECT company_id, due_date, type, category_id, bank_account_id,
  CASE WHEN paid_cents >= amount_cents THEN 2 WHEN paid_cents > 0 THEN 1 ELSE 0 END,
  contact_id, cost_center_id, sum(amount_cents), sum(paid_cents), count(*)
FROM movements
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
