import { splitInstalments } from 'shared/contracts';
import { addDays } from 'shared/format';
import { addMonths, businessDayIn, dateIn, monthLabel, nextBusinessDay } from '../calendar';
import type { Month } from '../calendar';
import { planMonthlyBills } from './monthly-bills';
import { planDas, planPayroll } from './payroll-plan';
import {
  CUSTOMERS,
  EMPLOYEES,
  FLIGHT_ROUTES,
  INSTALMENT_PURCHASES,
  OFFICE_SUPPLIES,
  PANTRY,
} from '../catalogue';
import type { InstalmentPurchase } from '../catalogue';
import type { BankKey, CostCenterCode, SupplierKey } from '../cadastros';
import { draft, included, reais, supplierDocument, times } from './plan-context';
import type { UnitContext } from './plan-context';
import { instalments, single } from '../settlement';
import type { Policy } from '../settlement';

// The company's despesas: monthly series (occupation, payroll, taxes, software: monthly-bills.ts
// and payroll-plan.ts), bills that vary month to month, and equipment bought in parcels.

/** A bill of the month: `day` of the month, due `termDays` later. */
interface Spend {
  description: string;
  category: string;
  costCenter: CostCenterCode;
  supplier: SupplierKey | null;
  bank: BankKey;
  policy: Policy;
  amountCents: number;
  day?: number;
  termDays?: number;
  document?: boolean;
  /** Rides, flights and fees exist only once they have happened. */
  happened?: boolean;
}

function spend(ctx: UnitContext, month: Month, bill: Spend): void {
  const issued = businessDayIn(month, bill.day ?? ctx.rng.int(1, 27));
  const due = nextBusinessDay(addDays(issued, bill.termDays ?? 0));
  if (due > ctx.window.end || (bill.happened && due > ctx.today)) return;
  const entry = single(
    ctx,
    draft(ctx, {
      type: 'despesa',
      description: bill.description,
      amountCents: bill.amountCents,
      dueDate: due,
      competenceDate: issued,
      category: bill.category,
      costCenter: bill.costCenter,
      supplier: bill.supplier,
      bank: bill.bank,
      documentNumber: bill.document ? supplierDocument(ctx) : null,
    }),
    bill.policy,
  );
  ctx.entries.push(entry);
}

/** A freelancer's or small supplier's bill: used for the month's variable spending and padding. */
export function planFreelancer(ctx: UnitContext, month: Month): void {
  const { rng } = ctx;
  const developer = rng.chance(0.6);
  spend(ctx, month, {
    description: developer
      ? 'Desenvolvimento de funcionalidades — sprint quinzenal'
      : 'Design de interfaces e materiais de venda',
    category: '2.04.02',
    costCenter: developer ? 'TEC' : 'COM',
    supplier: developer ? 'developer' : 'designer',
    bank: 'bb',
    policy: 'supplier',
    amountCents: developer ? rng.cents(3_500, 9_000) : rng.cents(1_800, 5_200),
    termDays: 10,
    document: true,
  });
}

/** Ads every month, and last month's sales commissions. */
function planMarketing(ctx: UnitContext, month: Month, label: string): void {
  const { rng } = ctx;
  if (included(ctx)) {
    spend(ctx, month, {
      description: `Google Ads — campanhas ${label}`,
      category: '2.05.01',
      costCenter: 'COM',
      supplier: 'google',
      bank: 'nubank',
      policy: 'automatic',
      amountCents: rng.cents(1_400, 3_600),
      day: 28,
    });
  }
  if (included(ctx)) {
    spend(ctx, month, {
      description: `Meta Ads — campanhas ${label}`,
      category: '2.05.01',
      costCenter: 'COM',
      supplier: 'meta',
      bank: 'nubank',
      policy: 'automatic',
      amountCents: rng.cents(700, 2_200),
      day: 28,
    });
  }
  if (included(ctx)) {
    const sales = ctx.revenue.get(addMonths(month, -1).index) ?? 0;
    if (sales > 0) {
      spend(ctx, month, {
        description: `Comissões de vendas ${monthLabel(addMonths(month, -1))}`,
        category: '2.05.03',
        costCenter: 'COM',
        supplier: null,
        bank: 'itau',
        policy: 'punctual',
        amountCents: Math.round(sales * 0.025),
        day: 10,
      });
    }
  }
}

/** Freelancers, office supplies and holidays (férias). */
function planOfficeAndStaff(ctx: UnitContext, month: Month): void {
  const { rng } = ctx;
  for (let i = times(ctx, rng.int(0, 2)); i > 0; i--) planFreelancer(ctx, month);
  for (let i = times(ctx, rng.int(0, 2)); i > 0; i--) {
    spend(ctx, month, {
      description: `Material de escritório — ${rng.pick(OFFICE_SUPPLIES)}`,
      category: '2.04.03',
      costCenter: 'ADM',
      supplier: 'stationery',
      bank: 'nubank',
      policy: 'automatic',
      amountCents: rng.cents(60, 480),
    });
  }
  if (included(ctx) && rng.chance(0.35)) {
    spend(ctx, month, {
      description: `Férias — ${rng.pick(EMPLOYEES)}`,
      category: '2.01.07',
      costCenter: rng.pick(['ADM', 'COM', 'OPE', 'TEC'] as const),
      supplier: null,
      bank: 'itau',
      policy: 'punctual',
      amountCents: rng.cents(3_200, 9_800),
    });
  }
}

/** Maintenance, events and lawyers: some months only. */
function planOccasionalServices(ctx: UnitContext, month: Month): void {
  const { rng } = ctx;
  if (included(ctx) && rng.chance(0.5)) {
    spend(ctx, month, {
      description: rng.pick([
        'Manutenção preventiva do ar-condicionado',
        'Reparo elétrico no escritório',
        'Troca de baterias do nobreak',
      ]),
      category: '2.08.03',
      costCenter: 'ADM',
      supplier: 'maintenance',
      bank: 'bb',
      policy: 'supplier',
      amountCents: rng.cents(180, 1_200),
      termDays: 15,
      document: true,
    });
  }
  if (included(ctx) && rng.chance(month.month === 12 ? 1 : 0.2)) {
    spend(ctx, month, {
      description:
        month.month === 12
          ? 'Brindes de fim de ano para clientes'
          : 'Inscrição em feira de tecnologia',
      category: '2.05.02',
      costCenter: 'COM',
      supplier: null,
      bank: 'itau',
      policy: 'supplier',
      amountCents: rng.cents(900, 4_500),
      termDays: 7,
    });
  }
  if (included(ctx) && rng.chance(0.12)) {
    spend(ctx, month, {
      description: 'Honorários advocatícios — revisão de contratos',
      category: '2.09.02',
      costCenter: 'ADM',
      supplier: 'lawyer',
      bank: 'bb',
      policy: 'supplier',
      amountCents: rng.cents(1_500, 4_500),
      termDays: 10,
      document: true,
    });
  }
}

/** IPTU in February, TFE in April. */
function planMunicipalTaxes(ctx: UnitContext, month: Month): void {
  const { rng } = ctx;
  if (month.month === 2 && included(ctx)) {
    spend(ctx, month, {
      description: `IPTU ${month.year} — sede (cota única)`,
      category: '2.02.03',
      costCenter: 'ADM',
      supplier: null,
      bank: 'itau',
      policy: 'punctual',
      amountCents: rng.cents(9_200, 9_900),
      day: 9,
    });
  }
  if (month.month === 4 && included(ctx)) {
    spend(ctx, month, {
      description: `TFE ${month.year} — Taxa de Fiscalização de Estabelecimentos`,
      category: '2.02.04',
      costCenter: 'ADM',
      supplier: null,
      bank: 'itau',
      policy: 'punctual',
      amountCents: rng.cents(480, 620),
      day: 10,
    });
  }
}

/** Rides, pantry, flights, bank fees and fines: booked as they happen. */
function planIncidentals(ctx: UnitContext, month: Month, label: string): void {
  const { rng } = ctx;
  for (let i = times(ctx, rng.int(6, 14)); i > 0; i--) {
    spend(ctx, month, {
      description: `Uber — visita a cliente ${rng.pick(CUSTOMERS)}`,
      happened: true,
      category: '2.10.01',
      costCenter: rng.chance(0.6) ? 'COM' : 'OPE',
      supplier: 'rides',
      bank: 'nubank',
      policy: 'automatic',
      amountCents: rng.cents(16, 92),
    });
  }
  for (let i = times(ctx, rng.int(2, 4)); i > 0; i--) {
    spend(ctx, month, {
      description: `Copa — ${rng.pick(PANTRY)}`,
      category: '2.04.03',
      costCenter: 'ADM',
      supplier: null,
      bank: 'nubank',
      policy: 'automatic',
      amountCents: rng.cents(40, 260),
      happened: true,
    });
  }
  if (included(ctx) && rng.chance(0.35)) {
    spend(ctx, month, {
      description: `Passagem aérea ${rng.pick(FLIGHT_ROUTES)} — visita técnica`,
      happened: true,
      category: '2.10.02',
      costCenter: 'OPE',
      supplier: null,
      bank: 'nubank',
      policy: 'automatic',
      amountCents: rng.cents(480, 2_300),
    });
  }
  if (included(ctx)) {
    spend(ctx, month, {
      description: `Tarifas de cobrança ${label} — boletos liquidados`,
      happened: true,
      category: '2.07.01',
      costCenter: 'ADM',
      supplier: null,
      bank: 'itau',
      policy: 'automatic',
      amountCents: reais(2.35 * rng.int(18, 40)),
      day: 28,
    });
  }
  if (included(ctx) && rng.chance(0.15)) {
    spend(ctx, month, {
      description: 'Multa e juros por atraso de boleto',
      happened: true,
      category: '2.07.02',
      costCenter: 'ADM',
      supplier: null,
      bank: 'itau',
      policy: 'automatic',
      amountCents: rng.cents(8, 160),
    });
  }
}

function planMonthlySpending(ctx: UnitContext, month: Month): void {
  // The order of these calls is the order of the random draws: the demo of a given day stays the same.
  const label = monthLabel(month);
  planMarketing(ctx, month, label);
  planOfficeAndStaff(ctx, month);
  planOccasionalServices(ctx, month);
  planMunicipalTaxes(ctx, month);
  // Rides, flights, fees and fines are only known once they happen.
  if (month.index <= ctx.window.current.index) planIncidentals(ctx, month, label);
}

/** Parcels due monthly from the month after the purchase; none if they would leave the window. */
function planInstalmentPurchase(
  ctx: UnitContext,
  month: Month,
  purchase: InstalmentPurchase,
  quantity: number,
): void {
  const { rng, window } = ctx;
  if (month.index + purchase.parcels > window.last.index) return;
  const bought = businessDayIn(month, rng.int(1, 25));
  const day = Number(bought.slice(8, 10));
  const totalCents = reais(purchase.unitPrice * quantity);
  const document = supplierDocument(ctx);
  const drafts = splitInstalments(totalCents, purchase.parcels).map((amountCents, i) =>
    draft(ctx, {
      type: 'despesa',
      description: purchase.name(quantity),
      amountCents,
      dueDate: nextBusinessDay(dateIn(addMonths(month, i + 1), day)),
      competenceDate: bought,
      category: purchase.categoryCode,
      costCenter: purchase.costCenter,
      supplier: purchase.supplier,
      bank: purchase.costCenter === 'TEC' ? 'itau' : 'bb',
      documentNumber: document,
    }),
  );
  ctx.entries.push(instalments(ctx, drafts, 'supplier'));
}

function planEquipment(ctx: UnitContext): void {
  const { rng, window } = ctx;
  const [notebooks, , chairs] = INSTALMENT_PURCHASES;
  // The demo always shows a 10x notebook purchase and a 6x furniture one.
  if (notebooks && included(ctx))
    planInstalmentPurchase(ctx, addMonths(window.first, 2), notebooks, 6);
  if (chairs && included(ctx))
    planInstalmentPurchase(ctx, addMonths(window.current, -4), chairs, 8);
  for (const month of window.months) {
    if (month.index > window.current.index) break;
    for (let i = times(ctx, 1); i > 0; i--) {
      if (!rng.chance(0.22)) continue;
      const fitting = INSTALMENT_PURCHASES.filter(
        (p) => month.index + p.parcels <= window.last.index,
      );
      if (fitting.length === 0) continue;
      const purchase = rng.pick(fitting);
      planInstalmentPurchase(ctx, month, purchase, rng.int(...purchase.quantity));
    }
  }
}

export function planExpenses(ctx: UnitContext): void {
  planMonthlyBills(ctx);
  planPayroll(ctx);
  planDas(ctx);
  for (const month of ctx.window.months) planMonthlySpending(ctx, month);
  planEquipment(ctx);
}
