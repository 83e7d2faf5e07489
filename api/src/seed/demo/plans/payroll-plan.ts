import {
  addMonths,
  dateIn,
  lastDateOf,
  monthLabel,
  nextBusinessDay,
  nthBusinessDay,
  previousBusinessDay,
} from '../calendar';
import type { Month } from '../calendar';
import type { CostCenterCode, SupplierKey } from '../cadastros';
import { revenueBefore } from './income-plan';
import { monthBefore, sameMonth } from './monthly-bills';
import { draft, included, reais } from './plan-context';
import type { UnitContext } from './plan-context';
import { recurrence, single } from '../settlement';
import type { Draft, Policy } from '../settlement';

// Payroll (salaries, FGTS, pró-labore, benefits, 13th salary) and the DAS: the punctual monthly
// series of the despesas.

const TEAMS: readonly { costCenter: CostCenterCode; name: string; net: number; hire?: number }[] = [
  { costCenter: 'ADM', name: 'Administrativo', net: 6_200 },
  { costCenter: 'COM', name: 'Comercial', net: 7_800 },
  { costCenter: 'OPE', name: 'Operações', net: 8_600 },
  // A developer joins half-way through the year.
  { costCenter: 'TEC', name: 'Tecnologia', net: 13_400, hire: 5_800 },
];

/** Headcount: 13, then 14 once the developer is hired. */
function headcount(ctx: UnitContext, month: Month): number {
  return month.index >= ctx.window.first.index + 6 ? 14 : 13;
}

function monthlySeries(
  ctx: UnitContext,
  policy: Policy,
  build: (month: Month) => Draft | null,
): void {
  const drafts = ctx.window.months.flatMap((month) => build(month) ?? []);
  if (drafts.length > 0) ctx.entries.push(recurrence(ctx, drafts, policy));
}

/** Salaries by team, for the month before, on the 5th business day; they add up `ctx.payroll`. */
function planSalaries(ctx: UnitContext): void {
  const { rng, window } = ctx;
  const hireIndex = window.first.index + 6;
  for (const team of TEAMS) {
    if (!included(ctx)) continue;
    monthlySeries(ctx, 'punctual', (month) => {
      const competence = addMonths(month, -1);
      // The collective agreement (dissídio) raises salaries every January.
      const raise = competence.year > window.first.year ? 1.055 : 1;
      const hired = team.hire !== undefined && competence.index >= hireIndex ? team.hire : 0;
      const amountCents = reais((team.net + hired) * raise * (0.98 + rng.next() * 0.05));
      ctx.payroll.set(month.index, (ctx.payroll.get(month.index) ?? 0) + amountCents);
      return draft(ctx, {
        type: 'despesa',
        description: `Salários ${monthLabel(competence)} — ${team.name}`,
        amountCents,
        dueDate: nthBusinessDay(month, 5),
        competenceDate: dateIn(competence, 1),
        category: '2.01.01',
        costCenter: team.costCenter,
        supplier: null,
        bank: 'itau',
      });
    });
  }
}

/** FGTS (8 % of the payroll) on the 20th. */
function planFgts(ctx: UnitContext): void {
  const { rng } = ctx;
  if (ctx.payroll.size > 0) {
    monthlySeries(ctx, 'punctual', (month) => {
      const payroll = ctx.payroll.get(month.index);
      if (!payroll) return null;
      return draft(ctx, {
        type: 'despesa',
        description: `FGTS ${monthLabel(addMonths(month, -1))}`,
        amountCents: Math.round(payroll * 0.08),
        dueDate: previousBusinessDay(dateIn(month, 20)),
        competenceDate: monthBefore(month),
        category: '2.01.03',
        costCenter: 'ADM',
        supplier: null,
        bank: 'itau',
        documentNumber: String(rng.int(10_000_000, 99_999_999)),
      });
    });
  }
}

/** The partners' pró-labore. */
function planProLabore(ctx: UnitContext): void {
  if (included(ctx)) {
    monthlySeries(ctx, 'punctual', (month) =>
      draft(ctx, {
        type: 'despesa',
        description: `Pró-labore dos sócios ${monthLabel(addMonths(month, -1))}`,
        amountCents: reais(9_000),
        dueDate: nthBusinessDay(month, 5),
        competenceDate: monthBefore(month),
        category: '2.01.02',
        costCenter: 'ADM',
        supplier: null,
        bank: 'itau',
      }),
    );
  }
}

/** A benefit paid per head every month (vouchers, health plan). */
function planBenefit(
  ctx: UnitContext,
  name: string,
  category: string,
  supplier: SupplierKey | null,
  perHead: number,
  day: number,
): void {
  if (!included(ctx)) return;
  monthlySeries(ctx, 'punctual', (month) =>
    draft(ctx, {
      type: 'despesa',
      description: `${name} ${monthLabel(month)} — ${headcount(ctx, month)} colaboradores`,
      amountCents: reais(headcount(ctx, month) * perHead),
      dueDate: nextBusinessDay(dateIn(month, day)),
      competenceDate: sameMonth(month),
      category,
      costCenter: 'ADM',
      supplier,
      bank: 'itau',
    }),
  );
}

/** The 13th salary: half in November, half in December. */
function planThirteenthSalary(ctx: UnitContext): void {
  for (const month of ctx.window.months) {
    const payroll = ctx.payroll.get(month.index);
    if (!payroll || (month.month !== 11 && month.month !== 12)) continue;
    const first = month.month === 11;
    ctx.entries.push(
      single(
        ctx,
        draft(ctx, {
          type: 'despesa',
          description: `13º salário ${month.year} — ${first ? '1ª' : '2ª'} parcela`,
          amountCents: Math.round(payroll / 2),
          dueDate: previousBusinessDay(first ? lastDateOf(month) : dateIn(month, 20)),
          competenceDate: dateIn(month, 1),
          category: '2.01.07',
          costCenter: 'ADM',
          supplier: null,
          bank: 'itau',
        }),
        'punctual',
      ),
    );
  }
}

/**
 * Salaries by team on the 5th business day, for the month before; FGTS (8 %) on the 20th; the
 * partners' pró-labore; transport and meal vouchers bought ahead; health plan; 13th salary in
 * November and December. The order of the calls is the order of the random draws.
 */
export function planPayroll(ctx: UnitContext): void {
  planSalaries(ctx);
  planFgts(ctx);
  planProLabore(ctx);
  planBenefit(ctx, 'Vale-transporte', '2.01.04', 'transport', 152.3, 25);
  planBenefit(ctx, 'Vale-refeição e alimentação', '2.01.05', 'benefits', 480, 25);
  planBenefit(ctx, 'Plano de saúde', '2.01.06', 'health', 320, 10);
  planThirteenthSalary(ctx);
}

/** DAS on the 20th: 11.2 % of the month before's revenue (Simples Nacional, anexo III). */
export function planDas(ctx: UnitContext): void {
  if (!included(ctx)) return;
  monthlySeries(ctx, 'punctual', (month) => {
    const revenue = revenueBefore(ctx, month);
    if (revenue <= 0) return null;
    return draft(ctx, {
      type: 'despesa',
      description: `DAS Simples Nacional ${monthLabel(addMonths(month, -1))}`,
      amountCents: Math.round(revenue * 0.112),
      dueDate: nextBusinessDay(dateIn(month, 20)),
      competenceDate: monthBefore(month),
      category: '2.02.01',
      costCenter: 'ADM',
      supplier: null,
      bank: 'itau',
      documentNumber: `07${String(ctx.rng.int(100_000_000, 999_999_999))}${String(ctx.rng.int(100_000, 999_999))}`,
    });
  });
}
