import type {
  ApprovalDecision,
  ApprovalDecisionResult,
  ApprovalQueue,
  ApprovalQueueQuery,
  ApprovalSettings,
} from 'shared/contracts';
import { badRequest, conflict } from '../../../errors';
import { decodeCursor, encodeCursor } from '../../movements/public';
import type { ApprovalsRepository } from '../repositories/approvals-repository';
import { REJECT_NEEDS_COMMENT_MESSAGE } from './approval-rules';

export const notWaitingMessage = (count: number) =>
  count === 1
    ? '1 pagamento selecionado não aguarda mais aprovação (já decidido ou não encontrado). Nada foi alterado.'
    : `${count} pagamentos selecionados não aguardam mais aprovação (já decididos ou não encontrados). Nada foi alterado.`;

export interface ApprovalService {
  settings(companyId: string): Promise<ApprovalSettings>;
  saveSettings(companyId: string, settings: ApprovalSettings): Promise<ApprovalSettings>;
  queue(companyId: string, query: ApprovalQueueQuery): Promise<ApprovalQueue>;
  count(companyId: string): Promise<{ total: number }>;
  /** Approves or rejects the selection, all or nothing; the decider is recorded on each. */
  decide(
    companyId: string,
    userId: string,
    body: ApprovalDecision,
  ): Promise<ApprovalDecisionResult>;
}

export function createApprovalService(deps: { approvals: ApprovalsRepository }): ApprovalService {
  const { approvals } = deps;
  return {
    async settings(companyId) {
      return { threshold_cents: await approvals.thresholdCents(companyId) };
    },

    async saveSettings(companyId, settings) {
      await approvals.saveThreshold(companyId, settings.threshold_cents);
      return settings;
    },

    async queue(companyId, query) {
      // The list's cursor format, always by due date ascending: the soonest to pay first.
      const after =
        query.cursor === undefined ? undefined : decodeCursor(query.cursor, 'due_date', 'asc');
      const [rows, total] = await Promise.all([
        approvals.queue(
          companyId,
          after && { dueDate: String(after.key), id: after.id },
          query.limit,
        ),
        approvals.count(companyId),
      ]);
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      return {
        items: items.map((row) => ({
          id: row.id,
          description: row.description,
          amount_cents: row.amountCents,
          due_date: row.dueDate,
          supplier: row.supplier,
          category: row.category,
          bank_account: row.bankAccount,
          requested_by: row.requestedBy,
          requested_at: row.requestedAt?.toISOString() ?? null,
        })),
        total,
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor('due_date', 'asc', { key: last.dueDate, id: last.id })
            : null,
      };
    },

    async count(companyId) {
      return { total: await approvals.count(companyId) };
    },

    async decide(companyId, userId, body) {
      const comment = body.comment ? body.comment : null;
      if (body.decision === 'reject' && comment === null) {
        throw badRequest(REJECT_NEEDS_COMMENT_MESSAGE);
      }
      const outcome = await approvals.decide(companyId, body.ids, {
        status: body.decision === 'approve' ? 'approved' : 'rejected',
        userId,
        comment,
      });
      if ('notWaiting' in outcome) throw conflict(notWaitingMessage(outcome.notWaiting.length));
      return { count: outcome.done };
    },
  };
}
