import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Entry, PlannedMovement, PlannedPayment } from './settlement';

// Thousands of rows per statement: one array parameter per column, turned back into rows by
// unnest(). Both drivers send an array as a single parameter, so the statement text and the
// parameter count stay the same whatever the batch size (a VALUES list of 10k rows × 21 columns
// would pass PostgreSQL's limit of 65,535 parameters).

/** One column's values as a single array parameter (a bare array would become a list). */
function column<T, V>(rows: readonly T[], pick: (row: T) => V, type: string): SQL {
  return sql`${sql.param(rows.map(pick))}::${sql.raw(type)}[]`;
}

export async function insertMovements(
  db: Database,
  companyId: string,
  rows: readonly PlannedMovement[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into movements (
      company_id, id, type, description, amount_cents, paid_cents, due_date, competence_date,
      last_paid_on, category_id, cost_center_id, contact_id, bank_account_id, document_number,
      notes, instalment_group_id, instalment_number, instalment_count, recurrence_group_id,
      recurrence_number, recurrence_count
    )
    select ${companyId}::uuid, * from unnest(
      ${column(rows, (m) => m.id, 'uuid')},
      ${column(rows, (m) => m.type, 'text')},
      ${column(rows, (m) => m.description, 'text')},
      ${column(rows, (m) => m.amountCents, 'int8')},
      ${column(rows, (m) => m.paidCents, 'int8')},
      ${column(rows, (m) => m.dueDate, 'date')},
      ${column(rows, (m) => m.competenceDate, 'date')},
      ${column(rows, (m) => m.lastPaidOn, 'date')},
      ${column(rows, (m) => m.categoryId, 'uuid')},
      ${column(rows, (m) => m.costCenterId, 'uuid')},
      ${column(rows, (m) => m.contactId, 'uuid')},
      ${column(rows, (m) => m.bankAccountId, 'uuid')},
      ${column(rows, (m) => m.documentNumber, 'text')},
      ${column(rows, (m) => m.notes, 'text')},
      ${column(rows, (m) => m.instalmentGroupId, 'uuid')},
      ${column(rows, (m) => m.instalmentNumber, 'int4')},
      ${column(rows, (m) => m.instalmentCount, 'int4')},
      ${column(rows, (m) => m.recurrenceGroupId, 'uuid')},
      ${column(rows, (m) => m.recurrenceNumber, 'int4')},
      ${column(rows, (m) => m.recurrenceCount, 'int4')}
    )`);
}

export async function insertPayments(
  db: Database,
  companyId: string,
  rows: readonly PlannedPayment[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into payments (company_id, id, movement_id, paid_on, amount_cents, bank_account_id, notes)
    select ${companyId}::uuid, * from unnest(
      ${column(rows, (p) => p.id, 'uuid')},
      ${column(rows, (p) => p.movementId, 'uuid')},
      ${column(rows, (p) => p.paidOn, 'date')},
      ${column(rows, (p) => p.amountCents, 'int8')},
      ${column(rows, (p) => p.bankAccountId, 'uuid')},
      ${column(rows, (p) => p.notes, 'text')}
    )`);
}

/** Rows per statement: large enough to amortise each round trip, small enough for PGlite's memory. */
export const DEFAULT_BATCH_SIZE = 5_000;

/**
 * Movements first, then their payments (the foreign key is checked row by row), in statements of
 * `batchSize` rows.
 */
export async function bulkInsertEntries(
  db: Database,
  companyId: string,
  entries: readonly Entry[],
  batchSize = DEFAULT_BATCH_SIZE,
): Promise<{ movements: number; payments: number }> {
  const movements = entries.flatMap((entry) => entry.movements);
  const payments = entries.flatMap((entry) => entry.payments);
  for (let start = 0; start < movements.length; start += batchSize) {
    await insertMovements(db, companyId, movements.slice(start, start + batchSize));
  }
  for (let start = 0; start < payments.length; start += batchSize) {
    await insertPayments(db, companyId, payments.slice(start, start + batchSize));
  }
  return { movements: movements.length, payments: payments.length };
}
