import type { ApprovalStatus, MemberRole, MovementType } from 'shared/contracts';

// The rule of issue 22 item 4, in one place for every write that creates or changes a payable
// (the movement form, series, the imports, and the NF-e intake through public.ts).

/** Who decides: the roles that approve and whose own payables never wait. */
export const APPROVER_ROLES = ['owner', 'admin'] as const satisfies readonly MemberRole[];

export const AWAITS_APPROVAL_MESSAGE = 'Este pagamento aguarda aprovação de um administrador.';
export const REJECTED_MESSAGE =
  'Este pagamento foi rejeitado por um administrador e não pode ser pago.';
export const AMOUNT_LOCKED_MESSAGE =
  'Este pagamento aguarda aprovação de um administrador: o valor não pode ser alterado até a decisão.';
export const NOT_AWAITING_MESSAGE =
  'Só pagamentos aguardando aprovação podem ser aprovados ou rejeitados.';
export const REJECT_NEEDS_COMMENT_MESSAGE = 'Informe o motivo da rejeição no comentário.';

export function isApprover(role: MemberRole): boolean {
  return (APPROVER_ROLES as readonly MemberRole[]).includes(role);
}

/** Who writes: the rule looks at the role, the payable records the user who asked. */
export interface Author {
  userId: string;
  role: MemberRole;
}

/** What the rule needs to know of a payable being written. */
export interface ApprovalInput {
  role: MemberRole;
  type: MovementType;
  amountCents: number;
  /** The company's "acima de R$ X", null when the setting is off. */
  thresholdCents: number | null;
}

/**
 * The state a new payable starts in: it waits only when it is a despesa above the threshold
 * written by someone who may not approve it. Null: no approval needed.
 */
export function approvalFor(input: ApprovalInput): ApprovalStatus | null {
  if (input.type !== 'despesa' || input.thresholdCents === null) return null;
  if (isApprover(input.role)) return null;
  return input.amountCents > input.thresholdCents ? 'pending_approval' : null;
}

/** The fields whose change after an approval asks for it again. */
export interface ApprovedTerms {
  type: MovementType;
  amountCents: number;
  dueDate: string;
  bankAccountId: string | null;
}

/**
 * The state after a change. An owner or admin's change keeps the state (they would approve it);
 * a finance member's change of amount, due date, bank account or type applies the rule again, so
 * an approved payable waits again and a rejected one is sent back for a new decision. Answers
 * `unchanged` when nothing that matters moved. Changing the amount of a payable that waits is
 * refused before this is asked (`AMOUNT_LOCKED_MESSAGE`).
 */
export function approvalAfterChange(
  current: ApprovedTerms & { status: ApprovalStatus | null },
  next: ApprovedTerms,
  role: MemberRole,
  thresholdCents: number | null,
): ApprovalStatus | null | 'unchanged' {
  if (isApprover(role)) return 'unchanged';
  const moved =
    current.type !== next.type ||
    current.amountCents !== next.amountCents ||
    current.dueDate !== next.dueDate ||
    current.bankAccountId !== next.bankAccountId;
  if (!moved) return 'unchanged';
  const status = approvalFor({
    role,
    type: next.type,
    amountCents: next.amountCents,
    thresholdCents,
  });
  // Below the threshold now, a rejected payable stays rejected: the decision was about it.
  if (status === null && current.status === 'rejected') return 'unchanged';
  return status;
}

/** The columns a payable is written with when it starts waiting (or needs nothing). */
export function approvalColumns(status: ApprovalStatus | null, userId: string, at: Date) {
  return status === 'pending_approval'
    ? {
        approvalStatus: status,
        approvalRequestedBy: userId,
        approvalRequestedAt: at,
        approvalDecidedBy: null,
        approvalDecidedAt: null,
        approvalComment: null,
      }
    : {
        approvalStatus: status,
        approvalRequestedBy: null,
        approvalRequestedAt: null,
        approvalDecidedBy: null,
        approvalDecidedAt: null,
        approvalComment: null,
      };
}
