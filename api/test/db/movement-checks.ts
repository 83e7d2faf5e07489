import { sql } from 'drizzle-orm';
import { splitInstalments } from 'shared/contracts';
import type { DatabaseHandle } from '../../src/db/client';

// Checks shared by the demo seed and the generator suites: the invariants the API keeps for every
// movement, read straight from the tables.

export interface MovementRow extends Record<string, unknown> {
  id: string;
  type: string;
  description: string;
  amount_cents: number;
  paid_cents: number;
  due_date: string;
  competence_date: string;
  last_paid_on: string | null;
  category_code: string;
  category_type: string;
  cost_center_code: string | null;
  supplier_document: string | null;
  bank_name: string | null;
  document_number: string | null;
  notes: string | null;
  instalment_group_id: string | null;
  instalment_number: number | null;
  instalment_count: number | null;
  recurrence_group_id: string | null;
  recurrence_number: number | null;
  recurrence_count: number | null;
}

/** Every movement of the company, with the codes and names its references point at. */
export async function movementRows(
  database: DatabaseHandle,
  companyId: string,
): Promise<MovementRow[]> {
  return database.rows<MovementRow>(sql`
    select m.id, m.type, m.description, m.amount_cents::float8 as amount_cents,
      m.paid_cents::float8 as paid_cents, m.due_date::text as due_date,
      m.competence_date::text as competence_date, m.last_paid_on::text as last_paid_on,
      c.code as category_code, c.type as category_type, cc.code as cost_center_code,
      s.document as supplier_document, b.name as bank_name, m.document_number, m.notes,
      m.instalment_group_id, m.instalment_number, m.instalment_count,
      m.recurrence_group_id, m.recurrence_number, m.recurrence_count
    from movements m
    join categories c on c.company_id = m.company_id and c.id = m.category_id
    left join cost_centers cc on cc.company_id = m.company_id and cc.id = m.cost_center_id
    left join contacts s on s.company_id = m.company_id and s.id = m.contact_id
    left join bank_accounts b on b.company_id = m.company_id and b.id = m.bank_account_id
    where m.company_id = ${companyId}
    order by m.due_date, m.description, m.amount_cents, m.id`);
}

export interface PaymentRow extends Record<string, unknown> {
  movement_id: string;
  paid_on: string;
  amount_cents: number;
  bank_name: string | null;
  movement_bank_name: string | null;
}

export async function paymentRows(
  database: DatabaseHandle,
  companyId: string,
): Promise<PaymentRow[]> {
  return database.rows<PaymentRow>(sql`
    select p.movement_id, p.paid_on::text as paid_on, p.amount_cents::float8 as amount_cents,
      b.name as bank_name, mb.name as movement_bank_name
    from payments p
    join movements m on m.company_id = p.company_id and m.id = p.movement_id
    left join bank_accounts b on b.company_id = p.company_id and b.id = p.bank_account_id
    left join bank_accounts mb on mb.company_id = m.company_id and mb.id = m.bank_account_id
    where p.company_id = ${companyId}
    order by p.movement_id, p.paid_on, p.amount_cents`);
}

/**
 * What breaks the rules, as readable lines (empty when all holds): paid_cents is the sum of the
 * payments and last_paid_on their latest date; no payment after today or on another bank account;
 * the category has the movement's type; instalment and recurrence groups are numbered 1..N and
 * parcels add up to the total the way splitInstalments splits it.
 */
export function invariantViolations(
  movements: readonly MovementRow[],
  payments: readonly PaymentRow[],
  today: string,
): string[] {
  const problems: string[] = [];
  const paidBy = new Map<string, { sum: number; last: string }>();
  for (const payment of payments) {
    const seen = paidBy.get(payment.movement_id) ?? { sum: 0, last: '' };
    seen.sum += payment.amount_cents;
    if (payment.paid_on > seen.last) seen.last = payment.paid_on;
    paidBy.set(payment.movement_id, seen);
    if (payment.paid_on > today) problems.push(`payment of ${payment.movement_id} after today`);
    if (payment.amount_cents <= 0) problems.push(`payment of ${payment.movement_id} not positive`);
    if (payment.bank_name !== payment.movement_bank_name) {
      problems.push(`payment of ${payment.movement_id} on another bank account`);
    }
  }
  const instalments = new Map<string, MovementRow[]>();
  const recurrences = new Map<string, MovementRow[]>();
  for (const movement of movements) {
    const paid = paidBy.get(movement.id) ?? { sum: 0, last: null };
    if (movement.paid_cents !== paid.sum) {
      problems.push(`${movement.id}: paid ${movement.paid_cents}, payments add up to ${paid.sum}`);
    }
    if (movement.last_paid_on !== paid.last) {
      problems.push(
        `${movement.id}: last paid ${movement.last_paid_on}, payments say ${paid.last}`,
      );
    }
    if (movement.paid_cents > movement.amount_cents) problems.push(`${movement.id}: overpaid`);
    if (movement.category_type !== movement.type) {
      problems.push(`${movement.id}: ${movement.type} in ${movement.category_type} category`);
    }
    if (movement.instalment_group_id) {
      const group = instalments.get(movement.instalment_group_id) ?? [];
      group.push(movement);
      instalments.set(movement.instalment_group_id, group);
    }
    if (movement.recurrence_group_id) {
      const group = recurrences.get(movement.recurrence_group_id) ?? [];
      group.push(movement);
      recurrences.set(movement.recurrence_group_id, group);
    }
  }
  for (const [groupId, group] of instalments) {
    const ordered = [...group].sort(
      (a, b) => (a.instalment_number ?? 0) - (b.instalment_number ?? 0),
    );
    const numbers = ordered.map((m) => m.instalment_number);
    const expected = ordered.map((_, index) => index + 1);
    if (JSON.stringify(numbers) !== JSON.stringify(expected)) {
      problems.push(`instalments ${groupId} numbered ${numbers.join(',')}`);
    }
    if (ordered.some((m) => m.instalment_count !== group.length)) {
      problems.push(`instalments ${groupId}: count differs from its ${group.length} parcels`);
    }
    const amounts = ordered.map((m) => m.amount_cents);
    const total = amounts.reduce((sum, value) => sum + value, 0);
    if (JSON.stringify(amounts) !== JSON.stringify(splitInstalments(total, group.length))) {
      problems.push(`instalments ${groupId}: ${amounts.join(',')} is not a split of ${total}`);
    }
  }
  for (const [groupId, group] of recurrences) {
    const numbers = group.map((m) => m.recurrence_number ?? 0).sort((a, b) => a - b);
    if (JSON.stringify(numbers) !== JSON.stringify(numbers.map((_, index) => index + 1))) {
      problems.push(`recurrence ${groupId} numbered ${numbers.join(',')}`);
    }
    if (group.some((m) => m.recurrence_count !== group.length)) {
      problems.push(`recurrence ${groupId}: count differs from its ${group.length} movements`);
    }
  }
  return problems;
}

/** A movement without its ids, to compare two runs that should plan the same thing. */
export function withoutIds(movement: MovementRow): Record<string, unknown> {
  const {
    id: _id,
    instalment_group_id: instalmentGroup,
    recurrence_group_id: recurrenceGroup,
    ...rest
  } = movement;
  return { ...rest, instalment: instalmentGroup !== null, recurrence: recurrenceGroup !== null };
}
