import { addMonths, dateIn, monthLabel, nextBusinessDay, nthBusinessDay } from '../calendar';
import type { Month } from '../calendar';
import type { BankKey, CostCenterCode, SupplierKey } from '../cadastros';
import { draft, included, reais } from './plan-context';
import type { UnitContext } from './plan-context';
import type { Random } from '../random';
import { recurrence } from '../settlement';
import type { Policy } from '../settlement';

// The despesas that come every month over the whole window (occupation, utilities, services,
// software), each a recurrence group.

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

export const sameMonth = (month: Month) => dateIn(month, 1);
export const monthBefore = (month: Month) => dateIn(addMonths(month, -1), 1);
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

export function planMonthlyBills(ctx: UnitContext): void {
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
