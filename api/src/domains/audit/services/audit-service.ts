import type { AuditPage, AuditQuery } from 'shared/contracts';
import type { AuditRepository } from '../repositories/audit-repository';

export interface AuditService {
  list(companyId: string, query: AuditQuery): Promise<AuditPage>;
}

/**
 * A row as it was, less its sealed secrets (a PSP's client secret, certificate…): encrypted as
 * they are, the audit trail has no reason to hand them out.
 */
function asRecord(value: unknown): Record<string, unknown> | null {
  if (value === null || value === undefined) return null;
  const row = { ...(value as Record<string, unknown>) };
  for (const key of Object.keys(row)) {
    if (key.endsWith('_sealed') && row[key] !== null) row[key] = '[cifrado]';
  }
  return row;
}

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
