import { addDays } from 'shared/format';
import type { TransactionStatus } from 'shared/contracts';
import { dateIn, daysInMonth } from '../calendar';
import { CUSTOMERS } from '../catalogue';
import type { SetupRefs } from '../demo-setup';
import { planExpenses, planFreelancer } from './expense-plan';
import { createIdGenerator } from '../ids';
import { planIncome, planService } from './income-plan';
import {
  INVOICE_MARK,
  addRevenue,
  createUnitContext,
  draft,
  invoiced,
  reais,
} from './plan-context';
import type { DraftFields, UnitContext } from './plan-context';
import { planWindow } from './plan-window';
import type { PlanWindow } from './plan-window';
import { createRandom } from '../random';
import { single } from '../settlement';
import type { Entry, Policy } from '../settlement';

/** The demo company's data depends only on this and on the day it is created. */
export const DEMO_SEED = 20_190_312;

function movementCount(entries: readonly Entry[]): number {
  return entries.reduce((count, entry) => count + entry.movements.length, 0);
}

/**
 * Numbers the company's invoices in order of issue: NFS-e (services) and NF-e (goods) are separate
 * series, as in São Paulo. Invoices whose movements were trimmed away are skipped.
 */
function numberInvoices(ctx: UnitContext, firstNumber: number): void {
  const kept = new Set(ctx.entries.flatMap((entry) => entry.movements));
  const next = { 'NFS-e': firstNumber, 'NF-e': firstNumber + 5_000 };
  const invoices = ctx.invoices
    .filter((invoice) => invoice.movements.every((movement) => kept.has(movement)))
    .sort((a, b) => (a.issueDate < b.issueDate ? -1 : a.issueDate > b.issueDate ? 1 : 0));
  for (const invoice of invoices) {
    const number = next[invoice.series]++;
    for (const movement of invoice.movements) {
      movement.description = movement.description.replace(
        INVOICE_MARK,
        `${invoice.series} ${number}`,
      );
      movement.documentNumber = String(number);
    }
  }
}

/**
 * Six movements in the current month with a fixed status, so the month always shows every one:
 * overdue earlier this month, two due today, one paid in part, one paid, one still to come. On the
 * 1st there is no earlier day in the month (the overdue one is yesterday's, the paid ones are
 * today's), and on the last day no later one (the one to come falls due tomorrow).
 */
function planCurrentMonthStatuses(ctx: UnitContext): void {
  const { rng, today, window } = ctx;
  const month = window.current;
  const day = Number(today.slice(8, 10));
  const earlier = day > 1 ? dateIn(month, rng.int(1, day - 1)) : addDays(today, -1);
  const paidDay = day > 1 ? earlier : today;
  const later =
    day < daysInMonth(month)
      ? dateIn(month, rng.int(day + 1, daysInMonth(month)))
      : addDays(today, 1);
  const invoice = (
    status: TransactionStatus,
    service: string,
    due: string,
    notes: string | null,
  ) => {
    const issued = addDays(due, -15);
    const amountCents = reais(rng.int(18, 90) * 100);
    addRevenue(ctx, window.current, amountCents);
    const sale = draft(ctx, {
      type: 'receita',
      description: `${service} — ${INVOICE_MARK} — ${rng.pick(CUSTOMERS)}`,
      amountCents,
      dueDate: due,
      competenceDate: issued,
      category: '1.01.02',
      costCenter: 'OPE',
      supplier: null,
      bank: 'itau',
      notes,
    });
    ctx.entries.push(invoiced(ctx, single(ctx, sale, 'customer', status), issued, 'NFS-e'));
  };
  const bill = (status: TransactionStatus, fields: DraftFields, policy: Policy) => {
    ctx.entries.push(single(ctx, draft(ctx, fields), policy, status));
  };
  invoice(
    'vencido',
    'Suporte técnico avulso',
    earlier,
    'Cliente avisou que vai atrasar o pagamento.',
  );
  invoice('vence hoje', 'Customização de relatórios', today, null);
  invoice(
    'pago parcial',
    'Treinamento de equipe',
    paidDay,
    'Cliente pagou parte; o saldo fica para o fim do mês.',
  );
  invoice('a vencer', 'Consultoria em processos financeiros', later, null);
  bill(
    'vence hoje',
    {
      type: 'despesa',
      description: 'Manutenção preventiva do ar-condicionado',
      amountCents: rng.cents(380, 950),
      dueDate: today,
      competenceDate: today,
      category: '2.08.03',
      costCenter: 'ADM',
      supplier: 'maintenance',
      bank: 'bb',
      documentNumber: String(rng.int(10_000, 999_999)),
    },
    'supplier',
  );
  bill(
    'pago',
    {
      type: 'despesa',
      description: 'Material de escritório — papel A4 e toner',
      amountCents: rng.cents(120, 480),
      dueDate: paidDay,
      competenceDate: paidDay,
      category: '2.04.03',
      costCenter: 'ADM',
      supplier: 'stationery',
      bank: 'nubank',
    },
    'automatic',
  );
}

function planWholeUnit(ctx: UnitContext): void {
  planIncome(ctx);
  planExpenses(ctx);
}

/**
 * The demo company's movements and payments for the 12 months before `today`'s month, that month
 * and the two after it. The same `today` always gives the same data (ids aside).
 */
export function planDemoMovements(refs: SetupRefs, today: string, seed = DEMO_SEED): Entry[] {
  const ctx = createUnitContext({
    refs,
    window: planWindow(today),
    scale: 1,
    suffix: '',
    rng: createRandom(seed),
    newId: createIdGenerator(),
  });
  planWholeUnit(ctx);
  planCurrentMonthStatuses(ctx);
  numberInvoices(ctx, 1_001);
  return ctx.entries;
}

/** A movement more: a project invoice or a freelancer's bill in a random month. */
function planFiller(ctx: UnitContext): void {
  const month = ctx.rng.pick(ctx.window.months);
  if (ctx.rng.chance(0.5)) planService(ctx, month);
  else planFreelancer(ctx, month);
}

/**
 * Brings the unit to exactly `target` movements: drops single movements at random first, then
 * whole groups from the last one planned (a group is never cut), then adds single ones.
 */
function fit(ctx: UnitContext, target: number): void {
  let count = movementCount(ctx.entries);
  if (count > target) {
    const dropped = new Set<number>();
    const singles = ctx.entries.flatMap((entry, index) => (entry.grouped ? [] : [index]));
    for (let i = singles.length - 1; i > 0; i--) {
      const j = ctx.rng.int(0, i);
      [singles[i], singles[j]] = [singles[j] as number, singles[i] as number];
    }
    for (const index of singles) {
      if (count <= target) break;
      dropped.add(index);
      count -= 1;
    }
    for (let index = ctx.entries.length - 1; index >= 0 && count > target; index--) {
      const entry = ctx.entries[index];
      if (!entry || dropped.has(index)) continue;
      dropped.add(index);
      count -= entry.movements.length;
    }
    ctx.entries = ctx.entries.filter((_, index) => !dropped.has(index));
  }
  while (count < target) {
    const before = ctx.entries.length;
    planFiller(ctx);
    count += movementCount(ctx.entries.slice(before));
  }
}

function unitContext(
  refs: SetupRefs,
  window: PlanWindow,
  scale: number,
  seed: number,
  unit: number,
  newId: () => string,
): UnitContext {
  return createUnitContext({
    refs,
    window,
    scale,
    suffix: ` — Unidade ${String(unit + 1).padStart(3, '0')}`,
    rng: createRandom(seed).fork(unit),
    newId,
  });
}

/**
 * The generator's plan, one unit (branch) at a time so memory stays flat: each unit is the demo
 * company's year again, with its own draws and " — Unidade 007" in every description, and the
 * last one is scaled down and fitted so that the units add up to exactly `count` movements.
 */
export function* planGeneratedMovements(
  refs: SetupRefs,
  today: string,
  options: { count: number; seed: number },
): Generator<Entry[]> {
  const window = planWindow(today);
  // One generator for the whole run, so ids increase from the first batch to the last.
  const newId = createIdGenerator();
  // How many movements a whole unit has with this seed: measured, not assumed.
  const probe = unitContext(refs, window, 1, options.seed, -1, newId);
  planWholeUnit(probe);
  const unitSize = Math.max(1, movementCount(probe.entries));
  let remaining = options.count;
  for (let unit = 0; remaining > 0; unit++) {
    const scale = Math.min(1, remaining / unitSize);
    const ctx = unitContext(refs, window, scale, options.seed, unit, newId);
    planWholeUnit(ctx);
    const planned = movementCount(ctx.entries);
    fit(ctx, scale < 1 ? remaining : Math.min(planned, remaining));
    numberInvoices(ctx, 1_001 + unit * 10_000);
    remaining -= movementCount(ctx.entries);
    yield ctx.entries;
  }
}
