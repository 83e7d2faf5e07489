import { z } from 'zod';

// Approval of payments (issue 22 item 4): a payable of a `finance` member above the company's
// threshold waits for an owner or admin before it can be paid. The state lives on the movement.

export const APPROVAL_STATUSES = ['pending_approval', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  pending_approval: 'Aguardando aprovação',
  approved: 'Aprovado',
  rejected: 'Rejeitado',
};

/** The movement's approval as the list and the queue show it; null when none is needed. */
export const movementApprovalSchema = z
  .object({
    status: z.enum(APPROVAL_STATUSES),
    requested_at: z.string().nullable(),
    decided_at: z.string().nullable(),
    comment: z.string().nullable(),
  })
  .meta({ id: 'MovementApproval' });
export type MovementApproval = z.infer<typeof movementApprovalSchema>;

export const MAX_APPROVAL_COMMENT = 500;
/** Issue 22's budget: approving 1,000 in one call within 2 s. */
export const MAX_APPROVAL_IDS = 1000;

/** One decision on up to 1,000 payables, all or nothing, with one comment for all. */
export const approvalDecisionBody = z.strictObject({
  ids: z
    .array(z.uuid())
    .min(1, 'selecione ao menos um pagamento')
    .max(MAX_APPROVAL_IDS, `selecione no máximo ${MAX_APPROVAL_IDS} pagamentos`)
    .describe('Pagamentos aguardando aprovação'),
  decision: z.enum(['approve', 'reject']),
  comment: z
    .string()
    .trim()
    .max(MAX_APPROVAL_COMMENT, `o comentário tem no máximo ${MAX_APPROVAL_COMMENT} caracteres`)
    .optional()
    .describe('Obrigatório ao rejeitar'),
});
export type ApprovalDecision = z.infer<typeof approvalDecisionBody>;

export const approvalDecisionResultSchema = z
  .object({ count: z.number().int().describe('Pagamentos aprovados ou rejeitados') })
  .meta({ id: 'ApprovalDecisionResult' });
export type ApprovalDecisionResult = z.infer<typeof approvalDecisionResultSchema>;

export const approvalQueueQuery = z.strictObject({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type ApprovalQueueQuery = z.infer<typeof approvalQueueQuery>;

export const approvalQueueItemSchema = z
  .object({
    id: z.uuid(),
    description: z.string(),
    amount_cents: z.number().int(),
    due_date: z.string(),
    supplier: z.string().nullable(),
    category: z.string(),
    bank_account: z.string().nullable(),
    requested_by: z.string().nullable(),
    requested_at: z.string().nullable(),
  })
  .meta({ id: 'ApprovalQueueItem' });
export type ApprovalQueueItem = z.infer<typeof approvalQueueItemSchema>;

/** By due date (the soonest to pay first); `total` counts every payable waiting. */
export const approvalQueueSchema = z
  .object({
    items: z.array(approvalQueueItemSchema),
    total: z.number().int(),
    next_cursor: z.string().nullable(),
  })
  .meta({ id: 'ApprovalQueue' });
export type ApprovalQueue = z.infer<typeof approvalQueueSchema>;

export const approvalCountSchema = z
  .object({ total: z.number().int() })
  .meta({ id: 'ApprovalCount' });

/** The company setting; `threshold_cents` null is off (the default). */
export const approvalSettingsSchema = z
  .object({
    threshold_cents: z
      .number()
      .int()
      .min(0, 'o valor não pode ser negativo')
      .max(99_999_999_999)
      .nullable(),
  })
  .meta({ id: 'ApprovalSettings' });
export type ApprovalSettings = z.infer<typeof approvalSettingsSchema>;
export const approvalSettingsBody = approvalSettingsSchema;
