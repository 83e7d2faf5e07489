import { instalmentLabel } from 'shared/contracts';
import type { Movement, Payment } from 'shared/contracts';
import type { PaymentView } from '../repositories/movement-payments-repository';
import type { MovementView } from '../repositories/movement-read-repository';

export function toMovement(view: MovementView): Movement {
  const row = view.movement;
  const named = (id: string | null, name: string | null) =>
    id && name !== null ? { id, name } : null;
  return {
    id: row.id,
    type: row.type,
    description: row.description,
    amount_cents: row.amountCents,
    paid_cents: row.paidCents,
    open_cents: row.amountCents - row.paidCents,
    status: view.status,
    due_date: row.dueDate,
    competence_date: row.competenceDate,
    last_payment_date: row.lastPaidOn,
    category: { id: row.categoryId, code: view.categoryCode, name: view.categoryName },
    cost_center: named(row.costCenterId, view.costCenterName),
    // `supplier` is the contract's name for the counterpart (a receita's client too).
    supplier: named(row.contactId, view.contactName),
    bank_account: named(row.bankAccountId, view.bankAccountName),
    document_number: row.documentNumber,
    notes: row.notes,
    instalment:
      row.instalmentGroupId && row.instalmentNumber !== null && row.instalmentCount !== null
        ? {
            group_id: row.instalmentGroupId,
            number: row.instalmentNumber,
            count: row.instalmentCount,
            label: instalmentLabel(row.instalmentNumber, row.instalmentCount),
          }
        : null,
    recurrence:
      row.recurrenceGroupId && row.recurrenceNumber !== null && row.recurrenceCount !== null
        ? {
            group_id: row.recurrenceGroupId,
            number: row.recurrenceNumber,
            count: row.recurrenceCount,
          }
        : null,
    pix_charge: view.pixCharge,
    fiscal_key: row.fiscalKey,
    approval: row.approvalStatus
      ? {
          status: row.approvalStatus,
          requested_at: row.approvalRequestedAt?.toISOString() ?? null,
          decided_at: row.approvalDecidedAt?.toISOString() ?? null,
          comment: row.approvalComment,
        }
      : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toPayment(view: PaymentView): Payment {
  const row = view.payment;
  return {
    id: row.id,
    movement_id: row.movementId,
    paid_on: row.paidOn,
    amount_cents: row.amountCents,
    juros_cents: row.interestCents,
    multa_cents: row.fineCents,
    desconto_cents: row.discountCents,
    total_cents: row.amountCents + row.interestCents + row.fineCents - row.discountCents,
    bank_account:
      row.bankAccountId && view.bankAccountName !== null
        ? { id: row.bankAccountId, name: view.bankAccountName }
        : null,
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
  };
}
