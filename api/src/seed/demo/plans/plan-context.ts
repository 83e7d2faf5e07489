import type { Month } from '../calendar';
import type { BankKey, CostCenterCode, SupplierKey } from '../cadastros';
import type { SetupRefs } from '../demo-setup';
import type { PlanWindow } from './plan-window';
import type { CategoryType } from '../plano-de-contas';
import type { Draft, Entry, PlannedMovement, SettleContext } from '../settlement';

/** An invoice the company issues: numbered once the unit is planned, in order of issue date. */
export interface Invoice {
  issueDate: string;
  series: 'NF-e' | 'NFS-e';
  movements: PlannedMovement[];
}

/** Where a description says which invoice it is; replaced by "NFS-e 1234" when numbered. */
export const INVOICE_MARK = '#NF';

/**
 * One unit of the plan: the demo company itself, or one of the benchmark company's branches.
 * `scale` below 1 keeps each series and each monthly draw with that probability, so a fraction
 * of a unit looks like the whole, only smaller.
 */
export interface UnitContext extends SettleContext {
  refs: SetupRefs;
  window: PlanWindow;
  scale: number;
  /** Appended to every description (" — Unidade 003"); empty for the demo company. */
  suffix: string;
  entries: Entry[];
  invoices: Invoice[];
  /** Sales and services by competence month (Month.index), in cents: the DAS is a share of it. */
  revenue: Map<number, number>;
  /** Net payroll by payment month (Month.index), in cents: FGTS and the 13th follow it. */
  payroll: Map<number, number>;
}

export function createUnitContext(
  fields: Pick<UnitContext, 'refs' | 'window' | 'scale' | 'suffix' | 'rng' | 'newId'>,
): UnitContext {
  return {
    ...fields,
    today: fields.window.today,
    windowStart: fields.window.start,
    entries: [],
    invoices: [],
    revenue: new Map(),
    payroll: new Map(),
  };
}

/** How many of `count` things this unit gets. */
export function times(ctx: UnitContext, count: number): number {
  return ctx.scale >= 1 ? count : ctx.rng.roundRandomly(count * ctx.scale);
}

/** Whether this unit has a thing the whole unit would have once. */
export function included(ctx: UnitContext): boolean {
  return ctx.scale >= 1 || ctx.rng.chance(ctx.scale);
}

export function reais(value: number): number {
  return Math.round(value * 100);
}

export function addRevenue(ctx: UnitContext, month: Month, cents: number): void {
  ctx.revenue.set(month.index, (ctx.revenue.get(month.index) ?? 0) + cents);
}

export interface DraftFields {
  type: CategoryType;
  description: string;
  amountCents: number;
  dueDate: string;
  competenceDate: string;
  category: string;
  costCenter: CostCenterCode | null;
  supplier: SupplierKey | null;
  bank: BankKey;
  documentNumber?: string | null;
  notes?: string | null;
}

/** A draft with the setup's ids in place of its keys. */
export function draft(ctx: UnitContext, fields: DraftFields): Draft {
  return {
    type: fields.type,
    description: fields.description + ctx.suffix,
    amountCents: Math.max(1, fields.amountCents),
    dueDate: fields.dueDate,
    competenceDate: fields.competenceDate,
    categoryId: ctx.refs.category(fields.category),
    costCenterId: fields.costCenter === null ? null : ctx.refs.costCenter(fields.costCenter),
    contactId: fields.supplier === null ? null : ctx.refs.supplier(fields.supplier),
    bankAccountId: ctx.refs.bankAccount(fields.bank),
    documentNumber: fields.documentNumber ?? null,
    notes: fields.notes ?? null,
  };
}

/** Registers an entry's movements as one invoice of the company (all parcels share its number). */
export function invoiced(
  ctx: UnitContext,
  entry: Entry,
  issueDate: string,
  series: Invoice['series'],
): Entry {
  ctx.invoices.push({ issueDate, series, movements: entry.movements });
  return entry;
}

/** A supplier's own invoice number: six digits, not in any order of ours. */
export function supplierDocument(ctx: UnitContext): string {
  return String(ctx.rng.int(10_000, 999_999));
}
