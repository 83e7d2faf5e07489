import { z } from 'zod';
import { DRE_GROUPS } from '../setup/dre';
import { DRE_REGIMES, DRE_TOTALS, dreExportRequestSchema } from '../reports/dre-report';

// Realizado vs orçado (issue 24, item 2): the DRE's lines for a period with the year's budget
// beside what happened. Every figure is signed as the DRE signs it (receitas positive, despesas
// negative), so a variance above zero is good for any line: more revenue, or less spending.

const cents = z.number().int();

export const budgetComparisonCategorySchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  budget: cents,
  actual: cents,
});
export type BudgetComparisonCategory = z.infer<typeof budgetComparisonCategorySchema>;

export const budgetComparisonLineSchema = z.object({
  key: z.enum([...DRE_GROUPS, ...DRE_TOTALS]),
  label: z.string(),
  kind: z.enum(['group', 'total']),
  level: z.number().int(),
  budget: cents,
  actual: cents,
  /** The group's categories with a budget or a figure in the period, by code. */
  categories: z.array(budgetComparisonCategorySchema),
});
export type BudgetComparisonLine = z.infer<typeof budgetComparisonLineSchema>;

export const budgetComparisonSchema = z
  .object({
    regime: z.enum(DRE_REGIMES),
    start_date: z.string(),
    end_date: z.string(),
    /** The months the period touches, `YYYY-MM`: the budget counts each of them whole. */
    months: z.array(z.string()),
    /** Whether any of those months has a saved budget (none: the orçado columns are all zero). */
    has_budget: z.boolean(),
    /**
     * The filters applied to the realizado that a budget has no dimension for (it is planned per
     * category and cost centre only), in words: the orçado is the whole budget of the categories.
     */
    budget_ignores: z.array(z.string()),
    lines: z.array(budgetComparisonLineSchema),
  })
  .meta({ id: 'BudgetComparison' });
export type BudgetComparison = z.infer<typeof budgetComparisonSchema>;

/** The comparison's request plus the file format, as the DRE's export takes it. */
export const budgetComparisonExportSchema = dreExportRequestSchema.meta({
  id: 'BudgetComparisonExportRequest',
});

export interface BudgetVariance {
  /** Realizado − orçado: above zero is good for every line (see the signs above). */
  amount: number;
  /** The variance as a share of the budget, in %; null when nothing was budgeted. */
  percent: number | null;
}

/** The variance of one line or category, as the screen and the files show it. */
export function budgetVariance({ budget, actual }: { budget: number; actual: number }) {
  const amount = actual - budget;
  const variance: BudgetVariance = {
    amount,
    percent: budget === 0 ? null : Math.round((amount / Math.abs(budget)) * 10_000) / 100,
  };
  return variance;
}

/** Why the orçado does not move with some filters (`budget_ignores`), for the screen and files. */
export function budgetIgnoredNote(ignored: readonly string[]): string {
  return `O realizado segue o filtro de ${ignored.join(', ')}; o orçado não tem essa divisão e mostra o orçamento inteiro das categorias.`;
}

/** A despesa category of the period that used `usedPercent` of its budget; amounts positive. */
export interface BudgetOverrun {
  id: string;
  code: string;
  name: string;
  budget: number;
  spent: number;
  /** Spent as a share of the budget, in whole %. */
  usedPercent: number;
}

/** The insights card lists categories past their month's budget; the digest, past this share. */
export const BUDGET_DIGEST_PERCENT = 90;

/**
 * The despesa categories that spent at least `atLeastPercent` of their budget, the furthest
 * over first ("Orçamento do mês" and the digest). Revenue above its budget is good news, and a
 * category with no budget has no share to pass: neither is listed.
 */
export function budgetOverruns(
  comparison: Pick<BudgetComparison, 'lines'>,
  atLeastPercent: number,
): BudgetOverrun[] {
  return comparison.lines
    .flatMap((line) => line.categories)
    .filter((category) => category.budget < 0)
    .map((category) => {
      const budget = -category.budget;
      const spent = Math.max(0, -category.actual);
      return {
        id: category.id,
        code: category.code,
        name: category.name,
        budget,
        spent,
        usedPercent: Math.floor((spent * 100) / budget),
      };
    })
    .filter((overrun) => overrun.spent * 100 >= overrun.budget * atLeastPercent)
    .sort((a, b) => b.spent / b.budget - a.spent / a.budget || a.code.localeCompare(b.code));
}
