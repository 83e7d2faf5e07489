import { splitInstalments } from 'shared/contracts';
import { addDays } from 'shared/format';
import {
  addMonths,
  businessDayIn,
  dateIn,
  lastDateOf,
  monthLabel,
  nextBusinessDay,
  previousBusinessDay,
} from '../calendar';
import type { Month } from '../calendar';
import { CUSTOMERS, PRODUCTS, SERVICES, SUBSCRIPTION_PLANS } from '../catalogue';
import type { BankKey } from '../cadastros';
import { INVOICE_MARK, addRevenue, draft, included, invoiced, reais, times } from './plan-context';
import type { UnitContext } from './plan-context';
import { instalments, recurrence, single } from '../settlement';

// The company's receitas: subscriptions of its software (a monthly series per customer, the
// customer base growing over the year), project services, equipment resale, and interest.

/** Sales not yet closed are not in the books: the coming months hold fewer of them. */
function pipelineShare(ctx: UnitContext, month: Month): number {
  const ahead = month.index - ctx.window.current.index;
  return ahead <= 0 ? 1 : ahead === 1 ? 0.6 : 0.3;
}

function planSubscriptions(ctx: UnitContext): void {
  const { rng, window } = ctx;
  const starts: Month[] = Array.from({ length: times(ctx, 18) }, () => window.first);
  for (const month of window.months) {
    if (month.index <= window.first.index || month.index > window.current.index) continue;
    for (let i = times(ctx, 1); i > 0; i--) if (rng.chance(0.75)) starts.push(month);
  }
  for (const start of starts) {
    const customer = rng.pick(CUSTOMERS);
    const plan = rng.weighted(SUBSCRIPTION_PLANS.map((p, i) => [p, [4, 4, 2, 1][i] ?? 1] as const));
    const dueDay = rng.pick([5, 10, 15, 20]);
    const bank: BankKey = rng.chance(0.7) ? 'itau' : 'nubank';
    // One customer in five cancels some time after its second month.
    const end =
      rng.chance(0.2) && start.index + 2 <= window.last.index
        ? rng.int(start.index + 2, window.last.index)
        : window.last.index;
    const months = window.months.filter((m) => m.index >= start.index && m.index <= end);
    const drafts = months.map((month) => {
      addRevenue(ctx, month, reais(plan.price));
      return draft(ctx, {
        type: 'receita',
        description: `Mensalidade Gestão+ ${plan.name} ${monthLabel(month)} — ${INVOICE_MARK} — ${customer}`,
        amountCents: reais(plan.price),
        dueDate: nextBusinessDay(dateIn(month, dueDay)),
        competenceDate: dateIn(month, 1),
        category: '1.01.03',
        costCenter: 'COM',
        supplier: null,
        bank,
      });
    });
    const entry = recurrence(ctx, drafts, 'customer');
    entry.movements.forEach((movement) =>
      ctx.invoices.push({
        issueDate: movement.competenceDate,
        series: 'NFS-e',
        movements: [movement],
      }),
    );
    ctx.entries.push(entry);
  }
}

/** One project invoice (NFS-e) in the month; none when it would fall due after the window. */
export function planService(ctx: UnitContext, month: Month): void {
  const { rng } = ctx;
  const service = rng.pick(SERVICES);
  const customer = rng.pick(CUSTOMERS);
  const issue = businessDayIn(month, rng.int(1, 28));
  const due = nextBusinessDay(
    addDays(
      issue,
      rng.weighted([
        [0, 1],
        [15, 2],
        [30, 5],
        [45, 1],
      ]),
    ),
  );
  if (due > ctx.window.end || due < ctx.window.start) return;
  const amountCents = reais(Math.round(rng.int(service.min, service.max) / 10) * 10);
  addRevenue(ctx, month, amountCents);
  const entry = single(
    ctx,
    draft(ctx, {
      type: 'receita',
      description: `${service.name} — ${INVOICE_MARK} — ${customer}`,
      amountCents,
      dueDate: due,
      competenceDate: issue,
      category: '1.01.02',
      costCenter: 'OPE',
      supplier: null,
      bank: rng.weighted([
        ['itau', 3],
        ['bb', 1],
        ['nubank', 1],
      ]),
    }),
    'customer',
  );
  ctx.entries.push(invoiced(ctx, entry, issue, 'NFS-e'));
}

/**
 * One equipment sale (NF-e): Pix on the day, a 28-day boleto, or three monthly boletos; and the
 * purchase of the goods from the distributor a few days before, at 55–70 % of the price.
 */
function planProductSale(ctx: UnitContext, month: Month): void {
  const { rng, window } = ctx;
  const product = rng.pick(PRODUCTS);
  const customer = rng.pick(CUSTOMERS);
  const issue = businessDayIn(month, rng.int(1, 28));
  const totalCents = reais(rng.int(product.min, product.max));
  const terms = rng.weighted([
    ['pix', 3],
    ['boleto', 4],
    ['parcelado', 2],
  ] as const);
  const base = {
    type: 'receita' as const,
    competenceDate: issue,
    category: '1.01.01',
    costCenter: 'COM' as const,
    supplier: null,
  };
  const parcelDue = (k: number) => nextBusinessDay(addDays(issue, 30 * k));
  if (terms === 'parcelado' && issue >= window.start && parcelDue(3) <= window.end) {
    const amounts = splitInstalments(totalCents, 3);
    const drafts = amounts.map((amountCents, i) =>
      draft(ctx, {
        ...base,
        description: `${product.name} — ${INVOICE_MARK} — ${customer}`,
        amountCents,
        dueDate: parcelDue(i + 1),
        bank: 'itau',
      }),
    );
    ctx.entries.push(invoiced(ctx, instalments(ctx, drafts, 'customer'), issue, 'NF-e'));
  } else {
    const due = terms === 'pix' ? issue : nextBusinessDay(addDays(issue, 28));
    if (due > window.end || due < window.start) return;
    const sale = draft(ctx, {
      ...base,
      description: `${product.name} — ${INVOICE_MARK} — ${customer}`,
      amountCents: totalCents,
      dueDate: due,
      bank: terms === 'pix' ? 'nubank' : 'itau',
    });
    ctx.entries.push(
      invoiced(ctx, single(ctx, sale, terms === 'pix' ? 'automatic' : 'customer'), issue, 'NF-e'),
    );
  }
  addRevenue(ctx, month, totalCents);

  const bought = addDays(issue, -rng.int(2, 10));
  const boughtDue = nextBusinessDay(addDays(bought, 28));
  if (bought < window.start || boughtDue > window.end) return;
  const purchase = draft(ctx, {
    type: 'despesa',
    description: `Compra de mercadorias — ${product.name.toLowerCase()} para ${customer}`,
    amountCents: Math.round(totalCents * (0.55 + rng.next() * 0.15)),
    dueDate: boughtDue,
    competenceDate: bought,
    category: '2.04.01',
    costCenter: 'COM',
    supplier: 'distributor',
    bank: 'itau',
    documentNumber: String(rng.int(10_000, 999_999)),
  });
  ctx.entries.push(single(ctx, purchase, 'supplier'));
}

function planMonthlyIncome(ctx: UnitContext, month: Month): void {
  const { rng, window } = ctx;
  const share = pipelineShare(ctx, month);
  for (let i = times(ctx, Math.round(rng.int(11, 15) * share)); i > 0; i--) planService(ctx, month);
  for (let i = times(ctx, Math.round(rng.int(3, 6) * share)); i > 0; i--)
    planProductSale(ctx, month);

  // Interest is credited on the last business day, and only known once it is.
  const credited = previousBusinessDay(lastDateOf(month));
  if (credited <= window.today && included(ctx)) {
    const entry = single(
      ctx,
      draft(ctx, {
        type: 'receita',
        description: `Rendimento CDB ${monthLabel(month)} — Itaú`,
        amountCents: rng.cents(320, 980),
        dueDate: credited,
        competenceDate: credited,
        category: '1.02.01',
        costCenter: 'ADM',
        supplier: null,
        bank: 'itau',
      }),
      'automatic',
    );
    ctx.entries.push(entry);
  }

  if (month.index <= window.current.index && included(ctx) && rng.chance(0.3)) {
    const spent = businessDayIn(month, rng.int(1, 25));
    const entry = single(
      ctx,
      draft(ctx, {
        type: 'receita',
        description: `Reembolso de despesas de viagem — ${rng.pick(CUSTOMERS)}`,
        amountCents: rng.cents(250, 1_800),
        dueDate: nextBusinessDay(addDays(spent, 15)),
        competenceDate: spent,
        category: '1.03.01',
        costCenter: 'OPE',
        supplier: null,
        bank: 'itau',
      }),
      'customer',
    );
    ctx.entries.push(entry);
  }
}

export function planIncome(ctx: UnitContext): void {
  planSubscriptions(ctx);
  // Invoices of the month before the window fall due in its first weeks: without them the first
  // month would look like a bad one.
  const before = addMonths(ctx.window.first, -1);
  for (let i = times(ctx, ctx.rng.int(10, 15)); i > 0; i--) planService(ctx, before);
  for (const month of ctx.window.months) planMonthlyIncome(ctx, month);
}

/** Average monthly revenue of the first months: the DAS of the first month needs the one before. */
export function revenueBefore(ctx: UnitContext, month: Month): number {
  const known = ctx.revenue.get(addMonths(month, -1).index);
  if (known !== undefined) return known;
  const firsts = ctx.window.months.slice(0, 3).map((m) => ctx.revenue.get(m.index) ?? 0);
  return Math.round(firsts.reduce((sum, value) => sum + value, 0) / firsts.length);
}
