import { z } from 'zod';
import { daysBetween } from '../../format/dates';
import { DATE_TYPES, MOVEMENT_TYPES, TRANSACTION_STATUSES } from '../movements/movements';

// The Filter of SPEC.md §3 and the two dashboard answers (`POST /v1/companies/dashboards/insights`
// and `/cash-flow`). Every figure is integer cents.

/** A period longer than this is a typo (and would make the time series pointless). */
export const MAX_FILTER_DAYS = 3660;
const MAX_FILTER_IDS = 200;

const isoDate = z.iso.date();
const ids = z.array(z.uuid()).max(MAX_FILTER_IDS).default([]);

/** The Filter's `type`; the screens keep an unset select as '' (also accepted as null). */
export const typeFilterField = z
  .union([z.enum(MOVEMENT_TYPES), z.literal('')])
  .nullable()
  .optional()
  .transform((value) => value || undefined);

/** The Filter's free text; blank means no search. */
export const searchFilterField = z
  .string()
  .trim()
  .max(120)
  .nullable()
  .optional()
  .transform((value) => value || undefined);

/** The Filter's fields other than the period's date type, shared with the DRE's request. */
export const filterFields = {
  start_date: isoDate,
  end_date: isoDate,
  type: typeFilterField,
  search: searchFilterField,
  suppliers: ids,
  cost_centers: ids,
  status: z.array(z.enum(TRANSACTION_STATUSES)).max(TRANSACTION_STATUSES.length).default([]),
  categories: ids,
  bank_accounts: ids,
};

/** An end on or after the start, within `maxDays`; the message names the limit in words. */
export function checkPeriod(maxDays: number, tooLong: string) {
  return (period: { start_date: string; end_date: string }, context: z.RefinementCtx) => {
    const days = daysBetween(period.start_date, period.end_date);
    if (days < 0) {
      context.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: 'a data final deve ser igual ou posterior à data inicial',
      });
    } else if (days > maxDays) {
      context.addIssue({ code: 'custom', path: ['end_date'], message: tooLong });
    }
  };
}

export const filterSchema = z
  .object({ ...filterFields, date_type: z.enum(DATE_TYPES).default('due_date') })
  .superRefine(checkPeriod(MAX_FILTER_DAYS, `o período pode ter no máximo ${MAX_FILTER_DAYS} dias`))
  .meta({ id: 'Filter' });
export type FilterInput = z.input<typeof filterSchema>;
export type Filter = z.output<typeof filterSchema>;

export * from '../movements/filter-state';

const cents = z.number().int();

/** One slice of a chart: what it is (an id, null for "none"), its label and its value. */
export const chartSliceSchema = z.object({
  id: z.string().nullable(),
  label: z.string(),
  value: cents,
});
export type ChartSlice = z.infer<typeof chartSliceSchema>;

export const TIMESERIES_GRANULARITIES = ['day', 'month'] as const;
/** Up to this many days the balance is drawn per day; beyond, per month. */
export const DAILY_SERIES_MAX_DAYS = 92;

export const insightsSchema = z
  .object({
    total_income: cents,
    total_expense: cents,
    /** total_income − total_expense. */
    total_balance: cents,
    /** Every status, in TRANSACTION_STATUSES order; income counts +, expense −. */
    balance_by_transaction_status: z.array(
      z.object({ status: z.enum(TRANSACTION_STATUSES), balance: cents }),
    ),
    /** Largest first; they add up to total_income. */
    income_by_categories: z.array(chartSliceSchema),
    /** Largest first; they add up to total_expense. */
    expense_by_categories: z.array(chartSliceSchema),
    /** Two slices, 'receita' and 'despesa'. */
    income_vs_expense: z.array(chartSliceSchema),
    /** Net (income − expense) per bank account, id null for movements without one; they add up to total_balance. */
    balance_by_bank_account: z.array(chartSliceSchema),
    /**
     * The running balance over the period: one point per day (periods up to 92 days) or per month,
     * starting from zero; the last point equals total_balance.
     */
    balance_timeseries: z.object({
      granularity: z.enum(TIMESERIES_GRANULARITIES),
      points: z.array(z.object({ date: z.string(), value: cents })),
    }),
  })
  .meta({ id: 'Insights' });
export type Insights = z.infer<typeof insightsSchema>;

export interface CashFlowNode {
  /** The category id. */
  key: string;
  code: string;
  label: string;
  type: (typeof MOVEMENT_TYPES)[number];
  /** The movements of the category and of every category below it. */
  totalAmount: number;
  children: CashFlowNode[];
}

export const cashFlowNodeSchema: z.ZodType<CashFlowNode> = z.lazy(() =>
  z.object({
    key: z.string(),
    code: z.string(),
    label: z.string(),
    type: z.enum(MOVEMENT_TYPES),
    totalAmount: cents,
    children: z.array(cashFlowNodeSchema),
  }),
);

/** The plano de contas as a tree, only the branches that hold movements in the filter. */
export const cashFlowSchema = z.array(cashFlowNodeSchema).meta({ id: 'CashFlow' });
export type CashFlow = CashFlowNode[];
