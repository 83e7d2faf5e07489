-- The painel de vendas ranks clients and splits each month into faturado and recebido; at 1M
-- movements it read 370k receitas for the ranking and 36k open ones for the received part (issue
-- #25: 134 ms of plan). movement_competence_totals now keeps the contact and the cost centre in its
-- key and sums the paid principal, so both come from totals, and so do the supplier/client and
-- cost-centre filters of the DRE, the insights and the painel by competência. The bench company's
-- rows grow by 7 % (2,692 → 2,869 at 100k movements). The rows are rebuilt from the movements
-- below: cleared first, so the new key holds.
DELETE FROM "movement_competence_totals";--> statement-breakpoint
ALTER TABLE "movement_competence_totals" DROP CONSTRAINT "movement_competence_totals_key";--> statement-breakpoint
ALTER TABLE "movement_competence_totals" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "movement_competence_totals" ADD COLUMN "cost_center_id" uuid;--> statement-breakpoint
ALTER TABLE "movement_competence_totals" ADD COLUMN "paid_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "movement_competence_totals" ADD CONSTRAINT "movement_competence_totals_key" UNIQUE NULLS NOT DISTINCT("company_id","month","type","category_id","bank_account_id","paid_state","due_date","contact_id","cost_center_id");--> statement-breakpoint
-- 0038's function with the contact and the cost centre in the key and paid_cents summed alongside. A payment that
-- leaves a movement partly paid keeps its key (paid_state 1 before and after): the change is in
-- paid_cents alone, so the UPDATE branch keeps a group whose paid sum moved (as 0038 did for
-- movement_day_totals). Same statement triggers, same key order for the locks.
CREATE OR REPLACE FUNCTION movement_competence_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO movement_competence_totals AS t
      (company_id, month, type, category_id, bank_account_id, paid_state, due_date, contact_id,
        cost_center_id, amount_cents, paid_cents, movements)
    SELECT company_id, competence_date - (extract(day from competence_date)::int - 1), type,
      category_id, bank_account_id,
      CASE WHEN paid_cents >= amount_cents THEN 2 WHEN paid_cents > 0 THEN 1 ELSE 0 END,
      CASE WHEN paid_cents = 0 THEN due_date END, contact_id, cost_center_id,
      sum(amount_cents), sum(paid_cents), count(*)
    FROM new_rows
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ON CONSTRAINT movement_competence_totals_key DO UPDATE
      SET amount_cents = t.amount_cents + excluded.amount_cents,
        paid_cents = t.paid_cents + excluded.paid_cents,
        movements = t.movements + excluded.movements;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO movement_competence_totals AS t
      (company_id, month, type, category_id, bank_account_id, paid_state, due_date, contact_id,
        cost_center_id, amount_cents, paid_cents, movements)
    SELECT company_id, month, type, category_id, bank_account_id, paid_state, due_date, contact_id,
      cost_center_id, sum(amount_cents), sum(paid_cents), sum(movements)
    FROM (
      SELECT company_id, competence_date - (extract(day from competence_date)::int - 1) AS month,
        type, category_id, bank_account_id,
        CASE WHEN paid_cents >= amount_cents THEN 2 WHEN paid_cents > 0 THEN 1 ELSE 0 END AS paid_state,
        CASE WHEN paid_cents = 0 THEN due_date END AS due_date, contact_id, cost_center_id,
        -amount_cents AS amount_cents, -paid_cents AS paid_cents, -1 AS movements
      FROM old_rows
      UNION ALL
      SELECT company_id, competence_date - (extract(day from competence_date)::int - 1),
        type, category_id, bank_account_id,
        CASE WHEN paid_cents >= amount_cents THEN 2 WHEN paid_cents > 0 THEN 1 ELSE 0 END,
        CASE WHEN paid_cents = 0 THEN due_date END, contact_id, cost_center_id,
        amount_cents, paid_cents, 1
      FROM new_rows
    ) AS changes
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    HAVING sum(amount_cents) <> 0 OR sum(paid_cents) <> 0 OR sum(movements) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ON CONSTRAINT movement_competence_totals_key DO UPDATE
      SET amount_cents = t.amount_cents + excluded.amount_cents,
        paid_cents = t.paid_cents + excluded.paid_cents,
        movements = t.movements + excluded.movements;
  ELSE
    -- Only ever decrements rows that exist, of a company that exists: when a company is deleted,
    -- its totals go with it (cascade), whichever of its tables the cascade reaches first.
    UPDATE movement_competence_totals AS t
    SET amount_cents = t.amount_cents - gone.amount_cents,
      paid_cents = t.paid_cents - gone.paid_cents,
      movements = t.movements - gone.movements
    FROM (
      SELECT company_id, competence_date - (extract(day from competence_date)::int - 1) AS month,
        type, category_id, bank_account_id,
        CASE WHEN paid_cents >= amount_cents THEN 2 WHEN paid_cents > 0 THEN 1 ELSE 0 END AS paid_state,
        CASE WHEN paid_cents = 0 THEN due_date END AS due_date, contact_id, cost_center_id,
        sum(amount_cents) AS amount_cents, sum(paid_cents) AS paid_cents, count(*) AS movements
      FROM old_rows
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ) AS gone
    WHERE t.company_id = gone.company_id AND t.month = gone.month AND t.type = gone.type
      AND t.category_id = gone.category_id
      AND t.bank_account_id IS NOT DISTINCT FROM gone.bank_account_id
      AND t.paid_state = gone.paid_state
      AND t.due_date IS NOT DISTINCT FROM gone.due_date
      AND t.contact_id IS NOT DISTINCT FROM gone.contact_id
      AND t.cost_center_id IS NOT DISTINCT FROM gone.cost_center_id
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
  (company_id, month, type, category_id, bank_account_id, paid_state, due_date, contact_id,
    cost_center_id, amount_cents, paid_cents, movements)
SELECT company_id, competence_date - (extract(day from competence_date)::int - 1), type,
  category_id, bank_account_id,
  CASE WHEN paid_cents >= amount_cents THEN 2 WHEN paid_cents > 0 THEN 1 ELSE 0 END,
  CASE WHEN paid_cents = 0 THEN due_date END, contact_id, cost_center_id,
  sum(amount_cents), sum(paid_cents), count(*)
FROM movements
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
