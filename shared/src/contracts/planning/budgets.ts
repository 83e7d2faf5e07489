import { z } from 'zod';
import { MAX_MOVEMENT_CENTS } from '../movements/movements';

// Orçamento (issue 24, item 1): a year's budget per category of the plano, optionally per cost
// centre, per month, in cents. Saved whole from the grid, versioned: each save records who
// changed which cells, and a save made from an older version than the latest is refused.

export const BUDGET_MONTHS = 12;
/** Rows of one year's grid: categories × cost centres, far beyond any plano's size. */
export const MAX_BUDGET_LINES = 5000;
export const MIN_BUDGET_YEAR = 2000;
export const MAX_BUDGET_YEAR = 2100;

export const BUDGET_MESSAGES = {
  stale:
    'O orçamento foi alterado por outra pessoa enquanto você editava. Recarregue para ver a versão atual.',
  categoryNotFound: 'Categoria não encontrada nesta empresa.',
  categoryNotLeaf:
    'Orce as subcategorias: o total de uma categoria com subcategorias é a soma delas.',
  costCenterNotFound: 'Centro de custo não encontrado nesta empresa.',
  duplicateLine: 'Cada categoria aparece uma vez por centro de custo.',
  writersOnly: 'Só proprietários, administradores e o financeiro alteram o orçamento.',
} as const;

export const budgetYearParams = z.object({
  year: z.coerce
    .number({ error: 'Ano inválido.' })
    .int('Ano inválido.')
    .min(MIN_BUDGET_YEAR, 'Ano inválido.')
    .max(MAX_BUDGET_YEAR, 'Ano inválido.')
    .describe('O ano do orçamento'),
});

const monthCents = z
  .number({ error: 'Informe o valor do mês em centavos.' })
  .int('Informe o valor do mês em centavos.')
  .min(0, 'O valor orçado não pode ser negativo.')
  .max(MAX_MOVEMENT_CENTS, 'Valor orçado grande demais.');

export const budgetLineSchema = z
  .object({
    category_id: z.uuid(),
    cost_center_id: z.uuid().nullable().describe('Sem centro de custo: null'),
    months: z
      .array(monthCents)
      .length(BUDGET_MONTHS, 'Informe os 12 meses, de janeiro a dezembro.')
      .describe('Centavos por mês, de janeiro a dezembro'),
  })
  .meta({ id: 'BudgetLine' });
export type BudgetLine = z.infer<typeof budgetLineSchema>;

export const budgetSchema = z
  .object({
    year: z.number().int(),
    version: z.number().int().describe('0 antes do primeiro salvamento'),
    updated_at: z.string().nullable(),
    updated_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    lines: z.array(budgetLineSchema).describe('Só as linhas com algum valor'),
  })
  .meta({ id: 'Budget' });
export type Budget = z.infer<typeof budgetSchema>;

/** The whole grid as the person sees it, and the version it was loaded at. */
export const budgetBody = z.strictObject({
  base_version: z.number().int().min(0).describe('A versão carregada antes de editar'),
  lines: z
    .array(budgetLineSchema)
    .max(MAX_BUDGET_LINES, `No máximo ${MAX_BUDGET_LINES} linhas por orçamento.`),
});
export type BudgetInput = z.infer<typeof budgetBody>;

export const budgetChangeSchema = z
  .object({
    category_id: z.uuid(),
    cost_center_id: z.uuid().nullable(),
    month: z.number().int().min(1).max(BUDGET_MONTHS),
    from: z.number().int(),
    to: z.number().int(),
  })
  .meta({ id: 'BudgetChange' });
export type BudgetChange = z.infer<typeof budgetChangeSchema>;

export const budgetHistorySchema = z
  .object({
    items: z.array(
      z.object({
        version: z.number().int(),
        created_at: z.string(),
        user: z.object({ id: z.uuid(), name: z.string() }).nullable(),
        changed_cells: z.number().int(),
        changes: z.array(budgetChangeSchema).describe('As primeiras 200 células alteradas'),
      }),
    ),
  })
  .meta({ id: 'BudgetHistory' });
export type BudgetHistory = z.infer<typeof budgetHistorySchema>;

/** "Copiar do realizado de 2025 com +X %": a year's actuals by category and month, scaled. */
export const budgetActualsQuery = z.strictObject({
  percent: z.coerce
    .number({ error: 'Informe o ajuste em %.' })
    .min(-100, 'O ajuste vai de -100 % a 1.000 %.')
    .max(1000, 'O ajuste vai de -100 % a 1.000 %.')
    .default(0)
    .describe('Ajuste sobre o realizado, em % (10 = +10 %)'),
  cost_center_id: z.uuid().optional().describe('Só o realizado deste centro de custo'),
});
export type BudgetActualsQuery = z.infer<typeof budgetActualsQuery>;

export const budgetActualsSchema = z
  .object({
    year: z.number().int(),
    percent: z.number(),
    lines: z
      .array(budgetLineSchema)
      .describe('Por categoria folha, por mês, pela competência; receitas e despesas positivas'),
  })
  .meta({ id: 'BudgetActuals' });
export type BudgetActuals = z.infer<typeof budgetActualsSchema>;
