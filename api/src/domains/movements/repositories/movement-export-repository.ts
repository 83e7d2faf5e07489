import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { MovementType, TransactionStatus } from 'shared/contracts';
import type { Database } from '../../../db/client';
import { bankAccounts, categories, contacts, costCenters, movements } from '../../../db/schema';
import { allOf, listConditions, statusExpression } from './movement-filter';
import type { MovementFilter } from './movement-filter';

/** One exported movement: only what the spreadsheet shows, dates as `YYYY-MM-DD`, money in cents. */
export interface ExportRow {
  due_date: string;
  competence_date: string;
  type: MovementType;
  description: string;
  instalment_number: number | null;
  instalment_count: number | null;
  category_name: string;
  contact_name: string | null;
  cost_center_name: string | null;
  bank_account_name: string | null;
  document_number: string | null;
  amount_cents: number;
  paid_cents: number;
  status: TransactionStatus;
  last_paid_on: string | null;
}

/** Which movements: the rows of a selection, or the list's whole Filter. */
export type ExportScope = { ids: string[] } | { filter: MovementFilter };

/**
 * Rows per FETCH: large enough that 100k rows take 50 round trips, small enough that a batch of
 * row objects stays a few MB.
 */
export const EXPORT_BATCH_ROWS = 2000;

export interface MovementExportRepository {
  /**
   * The movements of `scope`, by due date, from ONE query read through a server-side cursor in
   * batches; `onBatch` is awaited before the next FETCH.
   */
  stream(
    companyId: string,
    scope: ExportScope,
    today: string,
    onBatch: (rows: ExportRow[]) => void | Promise<void>,
  ): Promise<void>;
}

const m = movements;

/** Same company on both sides of every join, as the list's views. */
const sameCompany = (companyId: AnyColumn, id: SQL) => sql`${companyId} = ${m.companyId} and ${id}`;

export function createMovementExportRepository(db: Database): MovementExportRepository {
  return {
    async stream(companyId, scope, today, onBatch) {
      const conditions =
        'ids' in scope
          ? [and(eq(m.companyId, companyId), inArray(m.id, scope.ids)) ?? sql`false`]
          : listConditions(companyId, scope.filter, today);
      // Text dates and float8 money: both drivers hand them over as they are, with no Date or
      // BigInt parsing per cell (cents stay exact far beyond any real amount in a float8).
      const query = sql`select
          ${m.dueDate}::text as due_date,
          ${m.competenceDate}::text as competence_date,
          ${m.type} as type,
          ${m.description} as description,
          ${m.instalmentNumber} as instalment_number,
          ${m.instalmentCount} as instalment_count,
          ${categories.name} as category_name,
          ${contacts.name} as contact_name,
          ${costCenters.name} as cost_center_name,
          ${bankAccounts.name} as bank_account_name,
          ${m.documentNumber} as document_number,
          ${m.amountCents}::float8 as amount_cents,
          ${m.paidCents}::float8 as paid_cents,
          ${statusExpression(today)} as status,
          ${m.lastPaidOn}::text as last_paid_on
        from ${m}
        join ${categories} on ${sameCompany(categories.companyId, sql`${categories.id} = ${m.categoryId}`)}
        left join ${costCenters} on ${sameCompany(costCenters.companyId, sql`${costCenters.id} = ${m.costCenterId}`)}
        left join ${contacts} on ${sameCompany(contacts.companyId, sql`${contacts.id} = ${m.contactId}`)}
        left join ${bankAccounts} on ${sameCompany(bankAccounts.companyId, sql`${bankAccounts.id} = ${m.bankAccountId}`)}
        where ${allOf(conditions) ?? sql`true`}
        order by ${m.dueDate}, ${m.id}`;
      // A cursor lives in a transaction; read only, it takes no lock a writer waits on.
      await db.transaction(
        async (tx) => {
          await tx.execute(sql`declare movement_export no scroll cursor for ${query}`);
          for (;;) {
            // Both drivers answer `{ rows }`; the transaction's type leaves the result unknown.
            const result = (await tx.execute(
              sql.raw(`fetch ${EXPORT_BATCH_ROWS} from movement_export`),
            )) as unknown as { rows: ExportRow[] };
            const { rows } = result;
            if (rows.length === 0) break;
            await onBatch(rows);
            if (rows.length < EXPORT_BATCH_ROWS) break;
          }
          await tx.execute(sql`close movement_export`);
        },
        { accessMode: 'read only' },
      );
    },
  };
}
