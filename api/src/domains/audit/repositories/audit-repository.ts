import { and, desc, eq, lt } from 'drizzle-orm';
import type { AuditQuery } from 'shared/contracts';
import type { Database } from '../../../db/client';
import { auditLog, users } from '../../../db/schema';
import type { AuditRow } from '../../../db/schema';

export type AuditRowWithActor = AuditRow & { actorName: string | null };

export interface AuditRepository {
  /** The company's trail, newest first, one row more than the limit (to know there is a next page). */
  list(companyId: string, query: AuditQuery): Promise<AuditRowWithActor[]>;
}

export function createAuditRepository(db: Database): AuditRepository {
  return {
    async list(companyId, query) {
      const rows = await db
        .select({
          companyId: auditLog.companyId,
          id: auditLog.id,
          at: auditLog.at,
          actorUserId: auditLog.actorUserId,
          tableName: auditLog.tableName,
          operation: auditLog.operation,
          rowId: auditLog.rowId,
          before: auditLog.before,
          after: auditLog.after,
          actorName: users.name,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorUserId))
        .where(
          and(
            eq(auditLog.companyId, companyId),
            query.table === undefined ? undefined : eq(auditLog.tableName, query.table),
            query.row_id === undefined ? undefined : eq(auditLog.rowId, query.row_id),
            query.before === undefined ? undefined : lt(auditLog.id, query.before),
          ),
        )
        .orderBy(desc(auditLog.id))
        .limit(query.limit + 1);
      return rows;
    },
  };
}
