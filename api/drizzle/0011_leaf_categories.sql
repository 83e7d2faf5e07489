-- Movements go on leaf categories only (contas analíticas), so a parent's total is the sum of its
-- children's. A parent that already holds movements gets one more child, "<name> (outros)", coded
-- after the highest <parent code>.NN in the company, and its movements move there. The statement
-- triggers of 0006 keep movement_day_totals equal to the movements through the UPDATE.
WITH parents AS (
  SELECT c.company_id, c.id, c.type, c.code, c.name
  FROM categories c
  WHERE EXISTS (SELECT 1 FROM movements m WHERE m.company_id = c.company_id AND m.category_id = c.id)
    AND EXISTS (SELECT 1 FROM categories k WHERE k.company_id = c.company_id AND k.parent_id = c.id)
),
created AS (
  INSERT INTO categories (company_id, parent_id, type, code, name)
  SELECT p.company_id, p.id, p.type,
    p.code || '.' || lpad((
      SELECT coalesce(max(right(x.code, 2)::int), 0) + 1
      FROM categories x
      WHERE x.company_id = p.company_id
        AND x.code ~ ('^' || replace(p.code, '.', '[.]') || '[.][0-9]{2}$')
    )::text, 2, '0'),
    p.name || ' (outros)'
  FROM parents p
  RETURNING company_id, id, parent_id
)
UPDATE movements m
SET category_id = created.id
FROM created
WHERE m.company_id = created.company_id AND m.category_id = created.parent_id;
