import { z } from 'zod';
import { checkPeriod, filterFields } from './dashboards';
import { DRE_GROUPS } from '../setup/dre';

// The DRE gerencial (`POST /v1/companies/dashboards/dre`): months in columns, the plano de contas's
// DRE groups in rows, with the subtotals between them. Every figure is integer cents, signed as it
// adds to the result: receitas positive, despesas negative.

/** Competência: movements by competence date, at their amount. Caixa: payments by payment date. */
export const DRE_REGIMES = ['competencia', 'caixa'] as const;
export type DreRegime = (typeof DRE_REGIMES)[number];

export const DRE_REGIME_LABELS: Record<DreRegime, string> = {
  competencia: 'Regime de competência',
  caixa: 'Regime de caixa',
};

/** Five years: 60 month columns are as many as a person can read (and a period longer is a typo). */
export const DRE_MAX_DAYS = 5 * 365 + 1;

const dreFields = { ...filterFields, regime: z.enum(DRE_REGIMES).default('competencia') };
const drePeriod = checkPeriod(DRE_MAX_DAYS, 'o período da DRE pode ter no máximo 5 anos');

export const dreRequestSchema = z
  .object(dreFields)
  .superRefine(drePeriod)
  .meta({ id: 'DreRequest' });
export type DreRequestInput = z.input<typeof dreRequestSchema>;
export type DreRequest = z.output<typeof dreRequestSchema>;

/** The subtotals, computed from the groups above them. */
export const DRE_TOTALS = [
  'receita_liquida',
  'lucro_bruto',
  'despesas_operacionais',
  'resultado_operacional',
  'resultado_financeiro',
  'outros_resultados',
  'resultado_periodo',
] as const;
export type DreTotal = (typeof DRE_TOTALS)[number];

const cents = z.number().int();

export const dreCategorySchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  /** One per month, in `months` order. */
  values: z.array(cents),
  total: cents,
});
export type DreCategory = z.infer<typeof dreCategorySchema>;

export const dreLineSchema = z.object({
  key: z.enum([...DRE_GROUPS, ...DRE_TOTALS]),
  label: z.string(),
  /** A group of the plano (expands into its categories) or a subtotal. */
  kind: z.enum(['group', 'total']),
  /** 0 for the main lines, 1 for the groups a subtotal breaks down (administrativas…). */
  level: z.number().int(),
  values: z.array(cents),
  total: cents,
  /** The group's categories that have figures in the period, by code; empty for a subtotal. */
  categories: z.array(dreCategorySchema),
});
export type DreLine = z.infer<typeof dreLineSchema>;

export const dreSchema = z
  .object({
    regime: z.enum(DRE_REGIMES),
    start_date: z.string(),
    end_date: z.string(),
    /** The months the period touches, `YYYY-MM`. */
    months: z.array(z.string()),
    lines: z.array(dreLineSchema),
  })
  .meta({ id: 'Dre' });
export type Dre = z.infer<typeof dreSchema>;

export const DRE_EXPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type DreExportFormat = (typeof DRE_EXPORT_FORMATS)[number];

/** The DRE's request plus the file format: the same figures, as a spreadsheet or a PDF. */
export const dreExportRequestSchema = z
  .object({ ...dreFields, format: z.enum(DRE_EXPORT_FORMATS) })
  .superRefine(drePeriod)
  .meta({ id: 'DreExportRequest' });
export type DreExportRequestInput = z.input<typeof dreExportRequestSchema>;
export type DreExportRequest = z.output<typeof dreExportRequestSchema>;
