import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { App } from '../../../src/app';

/**
 * movement_day_totals holds exactly the sums of the company's movements, key by key (contact and
 * cost centre included, 0052): what the triggers must keep through every write.
 */
export async function assertDayTotalsMatchMovements(app: App, companyId: string): Promise<void> {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await app.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows.map(
      (row) => Object.values(row).map(String).join('|'),
    );
  const kept = await rows(
    sql`select due_date, type, category_id, bank_account_id, paid_state, contact_id,
        cost_center_id, amount_cents, paid_cents, movements
      from movement_day_totals where company_id = ${companyId}
      order by 1, 2, 3, 4 nulls first, 5, 6 nulls first, 7 nulls first`,
  );
  const recomputed = await rows(
    sql`select due_date, type, category_id, bank_account_id,
        case when paid_cents >= amount_cents then 2 when paid_cents > 0 then 1 else 0 end,
        contact_id, cost_center_id,
        sum(amount_cents) as amount_cents, sum(paid_cents) as paid_cents, count(*)
      from movements where company_id = ${companyId}
      group by 1, 2, 3, 4, 5, 6, 7 order by 1, 2, 3, 4 nulls first, 5, 6 nulls first, 7 nulls first`,
  );
  assert.deepEqual(kept, recomputed, 'movement_day_totals');
}
