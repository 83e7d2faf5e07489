import { splitInstalments } from 'shared/contracts';
import { addDays } from 'shared/format';
import {
  addMonths,
  businessDayIn,
  dateIn,
  lastDateOf,
  monthLabel,
  nextBusinessDay,
  nthBusinessDay,
  previousBusinessDay,
} from './calendar';
import type { Month } from './calendar';
import {
  CUSTOMERS,
  EMPLOYEES,
  FLIGHT_ROUTES,
  INSTALMENT_PURCHASES,
  OFFICE_SUPPLIES,
  PANTRY,
} from './catalogue';
import type { InstalmentPurchase } from './catalogue';
import type { BankKey, CostCenterCode, SupplierKey } from './cadastros';
import { revenueBefore } from './income-plan';
import { draft, included, reais, supplierDocument, times } from './plan-context';
import type { UnitContext } from './plan-context';
import type { Random } from './random';
import { instalments, recurrence, single } from './settlement';
import type { Draft, Policy } from './settlement';

// The company's despesas: monthly series (occupation, payroll, taxes, software), bills that vary
// month to month, and equipment bought in parcels.

/** A bill that comes every month, as a recurrence group over the whole window. */
interface MonthlyBill {
  description: (month: Month) => string;
  category: string;
  costCenter: CostCenterCode;
  supplier: SupplierKey | null;
  bank: BankKey;
  policy: Policy;
  due: (month: Month) => string;
  /** Utilities and payroll are paid the month after the one they refer to. */
  competence: (month: Month) => string;
  /** In cents. */
  amount: (month: Month, rng: Random) => number;
  document?: (month: Month, rng: Random) => string;
}

const sameMonth = (month: Month) => dateIn(month, 1);
const monthBefore = (month: Month) => dateIn(addMonths(month, -1), 1);
const onDay = (day: number) => (month: Month) => nextBusinessDay(dateIn(month, day));
const fixed = (value: number) => () => reais(value);
const between = (min: number, max: number) => (_: Month, rng: Random) => rng.cents(min, max);
const accountNumber = (_: Month, rng: Random) => String(rng.int(100_000_000, 999_999_999));

const MONTHLY_BILLS: readonly MonthlyBill[] = [
  {
    description: (m) => `Aluguel ${monthLabel(m)} — sede Av. Paulista`,
    category: '2.03.01',
    costCenter: 'ADM',
    supplier: 'landlord',
    bank: 'itau',
    policy: 'punctual',
    due: onDay(10),
    competence: sameMonth,
    amount: fixed(8_500),
  },
  {
    description: (m) => `Condomínio ${monthLabel(m)}`,
    category: '2.03.02',
    costCenter: 'ADM',
    supplier: 'condominium',
    bank: 'itau',
    policy: 'punctual',
    due: onDay(10),
    competence: sameMonth,
    amount: between(1_780, 1_920),
  },
  {
    description: (m) => `Energia elétrica ${monthLabel(addMonths(m, -1))}`,
    category: '2.03.03',
    costCenter: 'ADM',
    supplier: 'energy',
    bank: 'bb',
    policy: 'supplier',
    due: onDay(15),
    competence: monthBefore,
    // Air conditioning: summer bills are higher.
    amount: (m, rng) =>
      [12, 1, 2, 3].includes(m.month) ? rng.cents(1_250, 1_480) : rng.cents(820, 1_080),
    document: accountNumber,
  },
  {
    description: (m) => `Água e esgoto ${monthLabel(addMonths(m, -1))}`,
    category: '2.03.04',
    costCenter: 'ADM',
    supplier: 'water',
    bank: 'bb',
    policy: 'supplier',
    due: onDay(18),
    competence: monthBefore,
    amount: between(160, 260),
    document: accountNumber,
  },
  {
    description: () => 'Internet fibra 1 Gbps — Vivo Empresas',
    category: '2.03.05',
    costCenter: 'TEC',
    supplier: 'internet',
    bank: 'nubank',
    policy: 'automatic',
    due: onDay(12),
    competence: sameMonth,
    amount: fixed(399.9),
    document: accountNumber,
  },
  {
    description: () => 'Telefonia móvel — 8 linhas',
    category: '2.03.05',
    costCenter: 'COM',
    supplier: 'mobile',
    bank: 'nubank',
    policy: 'automatic',
    due: onDay(22),
    competence: sameMonth,
    amount: between(305, 335),
    document: accountNumber,
  },
  {
    description: (m) => `Limpeza do escritório ${monthLabel(addMonths(m, -1))}`,
    category: '2.03.06',
    costCenter: 'ADM',
    supplier: 'cleaning',
    bank: 'bb',
    policy: 'supplier',
    due: onDay(5),
    competence: monthBefore,
    amount: fixed(1_450),
  },
  {
    description: (m) => `Honorários contábeis ${monthLabel(m)}`,
    category: '2.09.01',
    costCenter: 'ADM',
    supplier: 'accountant',
    bank: 'bb',
    policy: 'punctual',
    due: onDay(10),
    competence: sameMonth,
    amount: fixed(1_290),
  },
  {
    description: (m) => `Gestão de redes sociais ${monthLabel(m)}`,
    category: '2.04.02',
    costCenter: 'COM',
    supplier: 'agency',
    bank: 'itau',
    policy: 'supplier',
    due: onDay(10),
    competence: sameMonth,
    amount: fixed(3_200),
  },
  {
    description: (m) => `Amazon Web Services — fatura ${monthLabel(addMonths(m, -1))}`,
    category: '2.06.01',
    costCenter: 'TEC',
    supplier: 'cloud',
    bank: 'nubank',
    policy: 'automatic',
    due: onDay(8),
    competence: monthBefore,
    amount: between(2_900, 4_100),
  },
  {
    description: () => 'Google Workspace — 18 usuários',
    category: '2.06.02',
    costCenter: 'TEC',
    supplier: 'google',
    bank: 'nubank',
    policy: 'automatic',
    due: onDay(1),
    competence: sameMonth,
    amount: fixed(504),
  },
  {
    description: () => 'Hospedagem de sites e e-mail — Locaweb',
    category: '2.06.01',
    costCenter: 'TEC',
    supplier: 'hosting',
    bank: 'nubank',
    policy: 'automatic',
    due: onDay(15),
    competence: sameMonth,
    amount: fixed(189.9),
  },
  {
    description: () => 'Assinatura CRM — 6 usuários',
    category: '2.06.02',
    costCenter: 'COM',
    supplier: 'crm',
    bank: 'nubank',
    policy: 'automatic',
    due: onDay(3),
    competence: sameMonth,
    amount: fixed(690),
  },
  {
    description: () => 'Tarifa do pacote de serviços — Itaú',
    category: '2.07.01',
    costCenter: 'ADM',
    supplier: null,
    bank: 'itau',
    policy: 'automatic',
    due: (m) => nthBusinessDay(m, 1),
    competence: sameMonth,
    amount: fixed(119.9),
  },
  {
    description: () => 'Tarifa do pacote de serviços — Banco do Brasil',
    category: '2.07.01',
    costCenter: 'ADM',
    supplier: null,
    bank: 'bb',
    policy: 'automatic',
    due: (m) => nthBusinessDay(m, 1),
    competence: sameMonth,
    amount: fixed(74.5),
  },
];

function planMonthlyBills(ctx: UnitContext): void {
  for (const bill of MONTHLY_BILLS) {
    if (!included(ctx)) continue;
    const drafts = ctx.window.months.map((month) =>
      draft(ctx, {
        type: 'despesa',
        description: bill.description(month),
        amountCents: bill.amount(month, ctx.rng),
        dueDate: bill.due(month),
        competenceDate: bill.competence(month),
        category: bill.category,
        costCenter: bill.costCenter,
        supplier: bill.supplier,
        bank: bill.bank,
        documentNumber: bill.document?.(month, ctx.rng) ?? null,
      }),
    );
    ctx.entries.push(recurrence(ctx, drafts, bill.policy));
  }
}

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
function planPayroll(ctx: UnitContext): void {
  planSalaries(ctx);
  planFgts(ctx);
  planProLabore(ctx);
  planBenefit(ctx, 'Vale-transporte', '2.01.04', 'transport', 152.3, 25);
  planBenefit(ctx, 'Vale-refeição e alimentação', '2.01.05', 'benefits', 480, 25);
  planBenefit(ctx, 'Plano de saúde', '2.01.06', 'health', 320, 10);
  planThirteenthSalary(ctx);
}

/** DAS on the 20th: 11.2 % of the month before's revenue (Simples Nacional, anexo III). */
function planDas(ctx: UnitContext): void {
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
