import { randomUUID } from 'node:crypto';
import { countUntil, seriesDate, splitInstalments } from 'shared/contracts';
import type { CreateMovement, UpdateMovement } from 'shared/contracts';
import { definedOnly } from '../../../lib/defined-only';
import type { MovementColumns, NewMovement } from '../repositories/movement-columns';

// `supplier_id` is the published contract's name for a movement's counterpart, kept so that no
// client breaks; it fills `contact_id`, the contact whichever its role (a receita's client too).

/** One row per parcel (monthly) or repetition (monthly, weekly or yearly). */
export function plannedRows(input: CreateMovement): NewMovement[] {
  const base = {
    type: input.type,
    description: input.description,
    categoryId: input.category_id,
    costCenterId: input.cost_center_id ?? null,
    contactId: input.supplier_id ?? null,
    bankAccountId: input.bank_account_id ?? null,
    documentNumber: input.document_number ?? null,
    notes: input.notes ?? null,
  };
  const competence = input.competence_date ?? input.due_date;
  const frequency = input.recurrence?.frequency ?? 'monthly';
  const dated = (i: number) => ({
    dueDate: seriesDate(input.due_date, frequency, i),
    competenceDate: seriesDate(competence, frequency, i),
  });
  if (input.instalments) {
    const groupId = randomUUID();
    return splitInstalments(input.amount_cents, input.instalments).map((amountCents, i) => ({
      ...base,
      ...dated(i),
      amountCents,
      instalmentGroupId: groupId,
      instalmentNumber: i + 1,
      instalmentCount: input.instalments,
    }));
  }
  if (input.recurrence) {
    const groupId = randomUUID();
    const { until } = input.recurrence;
    // The schema has checked that `until` gives 2 to 120 dates.
    const count = input.recurrence.count ?? countUntil(input.due_date, frequency, until ?? '');
    return Array.from({ length: count }, (_, i) => ({
      ...base,
      ...dated(i),
      amountCents: input.amount_cents,
      recurrenceGroupId: groupId,
      recurrenceNumber: i + 1,
      recurrenceCount: count,
    }));
  }
  return [{ ...base, ...dated(0), amountCents: input.amount_cents }];
}

export function toColumns(changes: UpdateMovement): MovementColumns {
  const columns: MovementColumns = {
    type: changes.type,
    description: changes.description,
    amountCents: changes.amount_cents,
    dueDate: changes.due_date,
    competenceDate: changes.competence_date,
    categoryId: changes.category_id,
    costCenterId: changes.cost_center_id,
    contactId: changes.supplier_id,
    bankAccountId: changes.bank_account_id,
    documentNumber: changes.document_number,
    notes: changes.notes,
  };
  return definedOnly(columns);
}
