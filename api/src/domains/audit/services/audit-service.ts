import type { AuditPage, AuditQuery } from 'shared/contracts';
import type { AuditRepository } from '../repositories/audit-repository';

export interface AuditService {
  list(companyId: string, query: AuditQuery): Promise<AuditPage>;
}

const asRecord = (value: unknown) => (value ?? null) as Record<string, unknown> | null;

export function createAuditService({ audit }: { audit: AuditRepository }): AuditService {
  return {
    async list(companyId, query) {
      const rows = await audit.list(companyId, query);
      const page = rows.slice(0, query.limit);
      return {
        data: page.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          actor: row.actorUserId ? { id: row.actorUserId, name: row.actorName ?? '' } : null,
          table: row.tableName,
          operation: row.operation,
          row_id: row.rowId,
          before: asRecord(row.before),
          after: asRecord(row.after),
        })),
        next: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
      };
    },
  };
}
