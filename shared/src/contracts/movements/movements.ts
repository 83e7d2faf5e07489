import { z } from 'zod';
import { movementApprovalSchema } from '../approvals/approvals';

// Movements (contas a pagar e a receber) and their payments: the shapes the API answers and the
// screens read. Money is integer cents; dates are `YYYY-MM-DD` in the company's day (São Paulo).

export const MOVEMENT_TYPES = ['receita', 'despesa'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/**
 * SPEC.md §3 transaction statuses, computed and never stored (DESIGN.md): `pago` (paid ≥ amount),
 * `pago parcial` (0 < paid < amount), then for unpaid ones `vencido` (due before today),
 * `vence hoje`, `a vencer`. The order is the order screens list them in.
 */
export const TRANSACTION_STATUSES = [
  'pago',
  'pago parcial',
  'vencido',
  'vence hoje',
  'a vencer',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Which date the Filter's period applies to (SPEC.md §3 `date_type`). */
export const DATE_TYPES = ['due_date', 'competence_date', 'payment_date'] as const;
export type DateType = (typeof DATE_TYPES)[number];

/** R$ 999.999.999,99: a larger single movement is a typo in a company of our size. */
export const MAX_MOVEMENT_CENTS = 99_999_999_999;
/** Parcelas and monthly repetitions: at most ten years of them. */
export const MAX_INSTALMENTS = 120;

/** The instalment a movement is, shown as "2/10". */
export function instalmentLabel(number: number, count: number): string {
  return `${number}/${count}`;
}

/**
 * Splits a total into `count` parcels that add up to it exactly: every parcel gets the floor of
 * the division and the first `total mod count` parcels one cent more (R$ 100,00 / 3 → 33,34 +
 * 33,33 + 33,33).
 */
export function splitInstalments(totalCents: number, count: number): number[] {
  const base = Math.floor(totalCents / count);
  const remainder = totalCents - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < remainder ? 1 : 0));
}

/** The status of one movement on `today` (DESIGN.md); the API computes the same thing in SQL. */
export function movementStatus(
  movement: { amount_cents: number; paid_cents: number; due_date: string },
  today: string,
): TransactionStatus {
  if (movement.paid_cents >= movement.amount_cents) return 'pago';
  if (movement.paid_cents > 0) return 'pago parcial';
  if (movement.due_date < today) return 'vencido';
  if (movement.due_date === today) return 'vence hoje';
  return 'a vencer';
}

const reference = z.object({ id: z.uuid(), name: z.string() }).nullable();

export const movementSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(MOVEMENT_TYPES),
    description: z.string(),
    amount_cents: z.number().int(),
    paid_cents: z.number().int(),
    open_cents: z.number().int(),
    status: z.enum(TRANSACTION_STATUSES),
    due_date: z.string(),
    competence_date: z.string(),
    /** The date of the latest payment, if any. */
    last_payment_date: z.string().nullable(),
    category: z.object({ id: z.uuid(), code: z.string(), name: z.string() }),
    cost_center: reference,
    supplier: reference,
    bank_account: reference,
    document_number: z.string().nullable(),
    notes: z.string().nullable(),
    /** "2/10" and the group the parcels share; null for a movement that is not split. */
    instalment: z
      .object({
        group_id: z.uuid(),
        number: z.number().int(),
        count: z.number().int(),
        label: z.string(),
      })
      .nullable(),
    /** The monthly series a repeated movement belongs to. */
    recurrence: z
      .object({ group_id: z.uuid(), number: z.number().int(), count: z.number().int() })
      .nullable(),
    /**
     * Cobrança por Pix: `paid` when a Pix receipt settled it ('Pago via Pix'), `active` while it
     * is open with a charge awaiting payment ('Cobrança Pix'), `partial` when a Pix paid part of
     * it and no charge awaits the rest ('Pago em parte via Pix'), null otherwise.
     */
    pix_charge: z.enum(['active', 'paid', 'partial']).nullable(),
    /** The chave de acesso of the NF-e/NFS-e it came from (`GET …/fiscal-document` shows it). */
    fiscal_key: z.string().nullable(),
    /** Approval of a payment (issue 22 item 4); null when it needs none. */
    approval: movementApprovalSchema.nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Movement' });
export type Movement = z.infer<typeof movementSchema>;

export const movementPageSchema = z
  .object({
    items: z.array(movementSchema),
    /** Pass as `cursor` for the next page; null on the last page. */
    next_cursor: z.string().nullable(),
  })
  .meta({ id: 'MovementPage' });
export type MovementPage = z.infer<typeof movementPageSchema>;

export const paymentSchema = z
  .object({
    id: z.uuid(),
    movement_id: z.uuid(),
    paid_on: z.string(),
    /** The principal settled: what the status and the dashboards count. */
    amount_cents: z.number().int(),
    juros_cents: z.number().int(),
    multa_cents: z.number().int(),
    desconto_cents: z.number().int(),
    /** What left or entered the account: principal + juros + multa − desconto. */
    total_cents: z.number().int(),
    bank_account: reference,
    notes: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;

/** What the list can be sorted by; ties break on the id, so the keyset order is total. */
export const MOVEMENT_SORTS = ['due_date', 'amount'] as const;
export type MovementSort = (typeof MOVEMENT_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * Sums of one slice of the filtered movements. Open is what is left to pay (amount − paid, partial
 * payments included); overdue is the open part of those due before today.
 */
const movementSumsSchema = z.object({
  count: z.number().int(),
  amount_cents: z.number().int(),
  paid_cents: z.number().int(),
  open_cents: z.number().int(),
  open_count: z.number().int(),
  overdue_cents: z.number().int(),
  overdue_count: z.number().int(),
});
export type MovementSums = z.infer<typeof movementSumsSchema>;

/**
 * Totals of the whole filtered set, not of a page: `income` (a receber / recebido), `expense`
 * (a pagar / pago) and `overall`, the two added together (gross, not a balance).
 */
export const movementTotalsSchema = z
  .object({
    income: movementSumsSchema,
    expense: movementSumsSchema,
    overall: movementSumsSchema,
  })
  .meta({ id: 'MovementTotals' });
export type MovementTotals = z.infer<typeof movementTotalsSchema>;
