import {
  bigint,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Issue 12's audit trail: every write to company data, with who (the API sets `fluxo.actor` for
 * the writing request; null is the system: sign-up, seeds, migrations), when, what and the row
 * before and after. Filled by triggers in the writing transaction (migration 0019), so no write
 * path can forget it; `movement_day_totals` (derived) is not audited.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    // No foreign key: the trail outlives what it describes.
    companyId: uuid('company_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id'),
    tableName: text('table_name').notNull(),
    operation: text('operation', { enum: ['insert', 'update', 'delete'] }).notNull(),
    rowId: text('row_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('audit_log_company_row_idx').on(t.companyId, t.tableName, t.rowId),
  ],
);
export type AuditRow = typeof auditLog.$inferSelect;
