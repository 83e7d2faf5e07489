-- The DRE by caixa filtered by a supplier/client or a cost centre read every payment of the period
-- with its movement (issue #25: 219 ms for one supplier over 12 months at 1M movements on
-- PostgreSQL). payment_month_totals now keeps the movement's contact and cost centre in its key,
-- as the movement totals do since 0051 and 0052; a movement whose contact or cost centre changes
-- moves its payments' sums, as a category change did. The bench company's rows grow by 30 % (1,009
-- → 1,309 at 100k movements). The rows are rebuilt from the payments below: cleared first, so the
-- new key holds.
DELETE FROM "payment_month_totals";--> statement-breakpoint
ALTER TABLE "payment_month_totals" DROP CONSTRAINT "payment_month_totals_key";--> statement-breakpoint
ALTER TABLE "payment_month_totals" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_month_totals" ADD COLUMN "cost_center_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_month_totals" ADD CONSTRAINT "payment_month_totals_key" UNIQUE NULLS NOT DISTINCT("company_id","month","type","category_id","bank_account_id","contact_id","cost_center_id");--> statement-breakpoint
-- 0050's functions with the contact and the cost centre in the key. Same triggers, same key order
-- for the locks.
CREATE OR REPLACE FUNCTION payment_month_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO payment_month_totals AS t
      (company_id, month, type, category_id, bank_account_id, contact_id, cost_center_id,
        amount_cents, extra_cents, payments)
    SELECT p.company_id, p.paid_on - (extract(day from p.paid_on)::int - 1), m.type, m.category_id,
      p.bank_account_id, m.contact_id, m.cost_center_id, sum(p.amount_cents),
      sum(p.juros_cents + p.multa_cents - p.desconto_cents), count(*)
    FROM new_rows AS p
    JOIN movements AS m ON m.company_id = p.company_id AND m.id = p.movement_id
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT payment_month_totals_key DO UPDATE
      SET amount_cents = t.amount_cents + excluded.amount_cents,
        extra_cents = t.extra_cents + excluded.extra_cents,
        payments = t.payments + excluded.payments;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO payment_month_totals AS t
      (company_id, month, type, category_id, bank_account_id, contact_id, cost_center_id,
        amount_cents, extra_cents, payments)
    SELECT company_id, month, type, category_id, bank_account_id, contact_id, cost_center_id,
      sum(amount_cents), sum(extra_cents), sum(payments)
    FROM (
      SELECT p.company_id, p.paid_on - (extract(day from p.paid_on)::int - 1) AS month, m.type,
        m.category_id, p.bank_account_id, m.contact_id, m.cost_center_id,
        -p.amount_cents AS amount_cents,
        -(p.juros_cents + p.multa_cents - p.desconto_cents) AS extra_cents, -1 AS payments
      FROM old_rows AS p
      JOIN movements AS m ON m.company_id = p.company_id AND m.id = p.movement_id
      UNION ALL
      SELECT p.company_id, p.paid_on - (extract(day from p.paid_on)::int - 1), m.type,
        m.category_id, p.bank_account_id, m.contact_id, m.cost_center_id, p.amount_cents,
        p.juros_cents + p.multa_cents - p.desconto_cents, 1
      FROM new_rows AS p
      JOIN movements AS m ON m.company_id = p.company_id AND m.id = p.movement_id
    ) AS changes
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    HAVING sum(amount_cents) <> 0 OR sum(extra_cents) <> 0 OR sum(payments) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT payment_month_totals_key DO UPDATE
      SET amount_cents = t.amount_cents + excluded.amount_cents,
        extra_cents = t.extra_cents + excluded.extra_cents,
        payments = t.payments + excluded.payments;
  ELSE
    -- A payment whose movement is gone was deleted with it (the foreign key cascades after the
    -- movement's row is deleted, so its category can no longer be read here): the movement's
    -- BEFORE DELETE trigger has already taken its payments out.
    UPDATE payment_month_totals AS t
    SET amount_cents = t.amount_cents - gone.amount_cents,
      extra_cents = t.extra_cents - gone.extra_cents, payments = t.payments - gone.payments
    FROM (
      SELECT p.company_id, p.paid_on - (extract(day from p.paid_on)::int - 1) AS month, m.type,
        m.category_id, p.bank_account_id, m.contact_id, m.cost_center_id,
        sum(p.amount_cents) AS amount_cents,
        sum(p.juros_cents + p.multa_cents - p.desconto_cents) AS extra_cents, count(*) AS payments
      FROM old_rows AS p
      JOIN movements AS m ON m.company_id = p.company_id AND m.id = p.movement_id
      GROUP BY 1, 2, 3, 4, 5, 6, 7
    ) AS gone
    WHERE t.company_id = gone.company_id AND t.month = gone.month AND t.type = gone.type
      AND t.category_id = gone.category_id
      AND t.bank_account_id IS NOT DISTINCT FROM gone.bank_account_id
      AND t.contact_id IS NOT DISTINCT FROM gone.contact_id
      AND t.cost_center_id IS NOT DISTINCT FROM gone.cost_center_id
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
CREATE OR REPLACE FUNCTION payment_month_totals_recategorize() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO payment_month_totals AS t
    (company_id, month, type, category_id, bank_account_id, contact_id, cost_center_id,
      amount_cents, extra_cents, payments)
  SELECT company_id, month, type, category_id, bank_account_id, contact_id, cost_center_id,
    sum(amount_cents), sum(extra_cents), sum(payments)
  FROM (
    SELECT p.company_id, p.paid_on - (extract(day from p.paid_on)::int - 1) AS month, side.type,
      side.category_id, p.bank_account_id, side.contact_id, side.cost_center_id,
      side.sign * p.amount_cents AS amount_cents,
      side.sign * (p.juros_cents + p.multa_cents - p.desconto_cents) AS extra_cents,
      side.sign AS payments
    FROM old_rows AS o
    JOIN new_rows AS n ON n.company_id = o.company_id AND n.id = o.id
    CROSS JOIN LATERAL (VALUES
        (o.type, o.category_id, o.contact_id, o.cost_center_id, -1),
        (n.type, n.category_id, n.contact_id, n.cost_center_id, 1))
      AS side(type, category_id, contact_id, cost_center_id, sign)
    JOIN payments AS p ON p.company_id = o.company_id AND p.movement_id = o.id
    WHERE o.type <> n.type OR o.category_id <> n.category_id
      OR o.contact_id IS DISTINCT FROM n.contact_id
      OR o.cost_center_id IS DISTINCT FROM n.cost_center_id
  ) AS changes
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING sum(amount_cents) <> 0 OR sum(extra_cents) <> 0 OR sum(payments) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT ON CONSTRAINT payment_month_totals_key DO UPDATE
    SET amount_cents = t.amount_cents + excluded.amount_cents,
      extra_cents = t.extra_cents + excluded.extra_cents,
      payments = t.payments + excluded.payments;
  DELETE FROM payment_month_totals AS t
  USING (
    SELECT DISTINCT p.company_id, p.paid_on - (extract(day from p.paid_on)::int - 1) AS month
    FROM old_rows AS o
    JOIN new_rows AS n ON n.company_id = o.company_id AND n.id = o.id
    JOIN payments AS p ON p.company_id = o.company_id AND p.movement_id = o.id
    WHERE o.type <> n.type OR o.category_id <> n.category_id
      OR o.contact_id IS DISTINCT FROM n.contact_id
      OR o.cost_center_id IS DISTINCT FROM n.cost_center_id
  ) AS touched
  WHERE t.company_id = touched.company_id AND t.month = touched.month AND t.payments = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
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
  SET amount_cents = t.amount_cents - gone.amount_cents,
    extra_cents = t.extra_cents - gone.extra_cents, payments = t.payments - gone.payments
  FROM (
    SELECT paid_on - (extract(day from paid_on)::int - 1) AS month, bank_account_id,
      sum(amount_cents) AS amount_cents, sum(juros_cents + multa_cents - desconto_cents) AS extra_cents,
      count(*) AS payments
    FROM payments
    WHERE company_id = OLD.company_id AND movement_id = OLD.id
    GROUP BY 1, 2
  ) AS gone
  WHERE t.company_id = OLD.company_id AND t.month = gone.month AND t.type = OLD.type
    AND t.category_id = OLD.category_id
    AND t.bank_account_id IS NOT DISTINCT FROM gone.bank_account_id
    AND t.contact_id IS NOT DISTINCT FROM OLD.contact_id
    AND t.cost_center_id IS NOT DISTINCT FROM OLD.cost_center_id;
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
INSERT INTO payment_month_totals
  (company_id, month, type, category_id, bank_account_id, contact_id, cost_center_id, amount_cents,
    extra_cents, payments)
SELECT p.company_id, p.paid_on - (extract(day from p.paid_on)::int - 1), m.type, m.category_id,
  p.bank_account_id, m.contact_id, m.cost_center_id, sum(p.amount_cents),
  sum(p.juros_cents + p.multa_cents - p.desconto_cents), count(*)
FROM payments AS p
JOIN movements AS m ON m.company_id = p.company_id AND m.id = p.movement_id
GROUP BY 1, 2, 3, 4, 5, 6, 7;
