import { addDays, daysBetween } from 'shared/format';
import type { TransactionStatus } from 'shared/contracts';
import { maxDate } from './calendar';
import type { CategoryType } from './plano-de-contas';
import type { Random } from './random';

/** A movement as the planner writes it, before it has an id or payments. */
export interface Draft {
  type: CategoryType;
  description: string;
  amountCents: number;
  dueDate: string;
  competenceDate: string;
  categoryId: string;
  costCenterId: string | null;
  contactId: string | null;
  bankAccountId: string;
  documentNumber: string | null;
  notes?: string | null;
}

interface Position {
  groupId: string;
  number: number;
  count: number;
}

export interface PlannedMovement {
  id: string;
  type: CategoryType;
  description: string;
  amountCents: number;
  paidCents: number;
  dueDate: string;
  competenceDate: string;
  lastPaidOn: string | null;
  categoryId: string;
  costCenterId: string | null;
  contactId: string | null;
  bankAccountId: string | null;
  documentNumber: string | null;
  notes: string | null;
  instalmentGroupId: string | null;
  instalmentNumber: number | null;
  instalmentCount: number | null;
  recurrenceGroupId: string | null;
  recurrenceNumber: number | null;
  recurrenceCount: number | null;
}

export interface PlannedPayment {
  id: string;
  movementId: string;
  paidOn: string;
  amountCents: number;
  bankAccountId: string | null;
  notes: string | null;
}

/**
 * What goes in or out together: one movement, or a whole instalment or recurrence group. Trimming
 * the generator's output to an exact count removes entries, never half a group.
 */
export interface Entry {
  movements: PlannedMovement[];
  payments: PlannedPayment[];
  grouped: boolean;
}

/**
 * How a counterpart pays. `automatic` is a debit on the due date (bank fees, card charges);
 * `punctual` is payroll, taxes and rent, which a company never lets slip; `supplier` is bills the
 * company pays; `customer` is money the company waits for, the one that comes late or partly.
 */
export type Policy = 'automatic' | 'punctual' | 'supplier' | 'customer';

interface Rates {
  early: number;
  late: number;
  maxLateDays: number;
  /** Paid in part, the rest still open (under negotiation). */
  partial: number;
  /** Paid in two payments, the second one 1–3 weeks after the first. */
  split: number;
  /** Never paid, for movements due in the last 60 days and for older ones. */
  unpaidRecent: number;
  unpaidOld: number;
}

const RATES: Record<Policy, Rates> = {
  automatic: {
    early: 0,
    late: 0,
    maxLateDays: 0,
    partial: 0,
    split: 0,
    unpaidRecent: 0,
    unpaidOld: 0,
  },
  punctual: {
    early: 0.06,
    late: 0.03,
    maxLateDays: 3,
    partial: 0,
    split: 0,
    unpaidRecent: 0,
    unpaidOld: 0,
  },
  supplier: {
    early: 0.1,
    late: 0.12,
    maxLateDays: 12,
    partial: 0.025,
    split: 0.02,
    unpaidRecent: 0.03,
    unpaidOld: 0.004,
  },
  customer: {
    early: 0.08,
    late: 0.24,
    maxLateDays: 25,
    partial: 0.04,
    split: 0.04,
    unpaidRecent: 0.07,
    unpaidOld: 0.012,
  },
};

export interface SettleContext {
  rng: Random;
  today: string;
  /** No payment is dated before this day: the bank balances start the day before. */
  windowStart: string;
  /** Ids for movements, payments and groups (see ids.ts). */
  newId: () => string;
}

function emptyPosition() {
  return {
    instalmentGroupId: null,
    instalmentNumber: null,
    instalmentCount: null,
    recurrenceGroupId: null,
    recurrenceNumber: null,
    recurrenceCount: null,
  };
}

/** One payment plan: dates and amounts, before "today" decides which of them happened. */
type Schedule = { paidOn: string; amountCents: number }[];

function scheduleFor(ctx: SettleContext, draft: Draft, policy: Policy): Schedule {
  const { rng } = ctx;
  const rates = RATES[policy];
  const overdueDays = daysBetween(draft.dueDate, ctx.today);
  if (overdueDays > 0 && rng.chance(overdueDays <= 60 ? rates.unpaidRecent : rates.unpaidOld)) {
    return [];
  }
  let first = draft.dueDate;
  const roll = rng.next();
  if (roll < rates.early) first = addDays(first, -rng.int(1, 3));
  else if (roll < rates.early + rates.late) first = addDays(first, rng.int(1, rates.maxLateDays));
  const amount = draft.amountCents;
  if (amount >= 2 && rng.chance(rates.partial)) {
    const paid = Math.max(1, Math.round(amount * (0.3 + rng.next() * 0.5)));
    if (paid >= 2 && rng.chance(0.5)) {
      const part = Math.round(paid * (0.4 + rng.next() * 0.2));
      return [
        { paidOn: first, amountCents: part },
        { paidOn: addDays(first, rng.int(7, 25)), amountCents: paid - part },
      ];
    }
    return [{ paidOn: first, amountCents: paid }];
  }
  if (amount >= 2 && rng.chance(rates.split)) {
    const part = Math.round(amount * (0.4 + rng.next() * 0.2));
    return [
      { paidOn: first, amountCents: part },
      { paidOn: addDays(first, rng.int(7, 21)), amountCents: amount - part },
    ];
  }
  return [{ paidOn: first, amountCents: amount }];
}

/** The payments a forced status needs (the demo's current month shows every status). */
function forcedSchedule(ctx: SettleContext, draft: Draft, status: TransactionStatus): Schedule {
  switch (status) {
    case 'pago':
      return [{ paidOn: draft.dueDate, amountCents: draft.amountCents }];
    case 'pago parcial':
      return [
        {
          paidOn: draft.dueDate,
          amountCents: Math.max(1, Math.round(draft.amountCents * (0.4 + ctx.rng.next() * 0.2))),
        },
      ];
    default:
      return [];
  }
}

/**
 * The movement with the payments that have happened by today: planned payments dated after today
 * have not happened yet, so a bill paid late is still overdue today. Keeps the invariants the API
 * keeps: paid_cents is the sum of the payments, last_paid_on their latest date.
 */
function settle(
  ctx: SettleContext,
  draft: Draft,
  policy: Policy,
  forced?: TransactionStatus,
): { movement: PlannedMovement; payments: PlannedPayment[] } {
  const id = ctx.newId();
  const schedule = forced ? forcedSchedule(ctx, draft, forced) : scheduleFor(ctx, draft, policy);
  const payments: PlannedPayment[] = [];
  let paidCents = 0;
  let lastPaidOn: string | null = null;
  for (const planned of schedule) {
    const paidOn = maxDate(planned.paidOn, ctx.windowStart);
    if (paidOn > ctx.today) break;
    // A payment never takes a movement past its amount, whatever the rounding above did.
    const amountCents = Math.min(planned.amountCents, draft.amountCents - paidCents);
    if (amountCents <= 0) break;
    paidCents += amountCents;
    lastPaidOn = lastPaidOn === null ? paidOn : maxDate(lastPaidOn, paidOn);
    payments.push({
      id: ctx.newId(),
      movementId: id,
      paidOn,
      amountCents,
      bankAccountId: draft.bankAccountId,
      notes: paidCents < draft.amountCents ? 'Pagamento parcial' : null,
    });
  }
  return {
    movement: {
      id,
      type: draft.type,
      description: draft.description,
      amountCents: draft.amountCents,
      paidCents,
      dueDate: draft.dueDate,
      competenceDate: draft.competenceDate,
      lastPaidOn,
      categoryId: draft.categoryId,
      costCenterId: draft.costCenterId,
      contactId: draft.contactId,
      bankAccountId: draft.bankAccountId,
      documentNumber: draft.documentNumber,
      notes: draft.notes ?? null,
      ...emptyPosition(),
    },
    payments,
  };
}

/** A single movement as an entry of its own. */
export function single(
  ctx: SettleContext,
  draft: Draft,
  policy: Policy,
  forced?: TransactionStatus,
): Entry {
  const { movement, payments } = settle(ctx, draft, policy, forced);
  return { movements: [movement], payments, grouped: false };
}

/** Parcels of one purchase or sale ("2/10"), numbered in the order given. */
export function instalments(ctx: SettleContext, drafts: Draft[], policy: Policy): Entry {
  return group(ctx, drafts, policy, (movement, position) => {
    movement.instalmentGroupId = position.groupId;
    movement.instalmentNumber = position.number;
    movement.instalmentCount = position.count;
  });
}

/** A monthly series (rent, payroll, a customer's subscription), numbered in the order given. */
export function recurrence(ctx: SettleContext, drafts: Draft[], policy: Policy): Entry {
  return group(ctx, drafts, policy, (movement, position) => {
    movement.recurrenceGroupId = position.groupId;
    movement.recurrenceNumber = position.number;
    movement.recurrenceCount = position.count;
  });
}

function group(
  ctx: SettleContext,
  drafts: Draft[],
  policy: Policy,
  place: (movement: PlannedMovement, position: Position) => void,
): Entry {
  const groupId = ctx.newId();
  const entry: Entry = { movements: [], payments: [], grouped: true };
  drafts.forEach((draft, index) => {
    const { movement, payments } = settle(ctx, draft, policy);
    place(movement, { groupId, number: index + 1, count: drafts.length });
    entry.movements.push(movement);
    entry.payments.push(...payments);
  });
  return entry;
}
