import { z } from 'zod';
import { checkPeriod, filterFields } from './dashboards';
import { DRE_MAX_DAYS } from './dre-report';

// The painel de vendas (`POST /v1/companies/dashboards/sales-panel`): what the company sells, what
// it has received and who owes it. Every figure is integer cents, aggregated in SQL.

/** The aging buckets of overdue receivables, in days late as of the company's today. */
export const AGING_BUCKETS = ['1-30', '31-60', '61-90', '90+'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export const AGING_BUCKET_LABELS: Record<AgingBucket, string> = {
  '1-30': '1 a 30 dias',
  '31-60': '31 a 60 dias',
  '61-90': '61 a 90 dias',
  '90+': 'Mais de 90 dias',
};

/** How many clients the ranking names; the rest add up to `others`. */
export const TOP_CLIENTS = 10;
/** How many weeks the previsão de recebimentos covers, the first starting on today. */
export const FORECAST_WEEKS = 12;
/** The monthly chart's months, the last one being the period's end. */
export const SALES_PANEL_MONTHS = 12;
export const NO_CLIENT_LABEL = 'Sem cliente';

const salesPanelPeriod = checkPeriod(DRE_MAX_DAYS, 'o período pode ter no máximo 5 anos');

/**
 * The Filter without the date type: the painel's period is of competence (faturamento) and of
 * payment (recebido), each where it applies. Another company's ids select nothing.
 */
export const salesPanelRequestSchema = z
  .object(filterFields)
  .superRefine(salesPanelPeriod)
  .meta({ id: 'SalesPanelRequest' });
export type SalesPanelRequestInput = z.input<typeof salesPanelRequestSchema>;
export type SalesPanelRequest = z.output<typeof salesPanelRequestSchema>;

export const SALES_PANEL_EXPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type SalesPanelExportFormat = (typeof SALES_PANEL_EXPORT_FORMATS)[number];

export const salesPanelExportRequestSchema = z
  .object({ ...filterFields, format: z.enum(SALES_PANEL_EXPORT_FORMATS) })
  .superRefine(salesPanelPeriod)
  .meta({ id: 'SalesPanelExportRequest' });
export type SalesPanelExportRequestInput = z.input<typeof salesPanelExportRequestSchema>;
export type SalesPanelExportRequest = z.output<typeof salesPanelExportRequestSchema>;

const cents = z.number().int();
const slice = z.object({ id: z.string().nullable(), label: z.string(), value: cents });

export const salesPanelSchema = z
  .object({
    cards: z.object({
      /** Receitas with their competence date in the period: insights' total_income by competence. */
      faturamento: cents,
      /** The principal of the receitas' payments made in the period. */
      recebido: cents,
      /** What is still open of the faturamento (amount − paid). */
      a_receber: cents,
      /** How many receitas the faturamento counts. */
      receitas: z.number().int(),
      /** faturamento ÷ receitas, rounded to the cent; 0 without receitas. */
      ticket_medio: cents,
      /** Open amount of the receitas due in the period before today. */
      inadimplencia: cents,
      /** The amount of the receitas due in the period before today: what fell due. */
      vencido_no_periodo: cents,
      /** inadimplencia ÷ vencido_no_periodo × 100, two decimals; 0 when nothing fell due. */
      inadimplencia_percent: z.number(),
    }),
    /** The 12 months ending at the period's end: faturamento split into received and open. */
    months: z.array(
      z.object({ month: z.string(), faturamento: cents, recebido: cents, a_receber: cents }),
    ),
    /** The inadimplência by days late; the buckets add up to it. */
    aging: z.array(z.object({ bucket: z.enum(AGING_BUCKETS), label: z.string(), value: cents })),
    /** The 10 clients with the largest faturamento; id null for 'Sem cliente'. */
    top_clients: z.array(slice.extend({ share: z.number() })),
    /** The faturamento of the clients beyond the ten. */
    other_clients: cents,
    /** Open receitas by due week, from today, for 12 weeks. */
    forecast: z.array(z.object({ week_start: z.string(), week_end: z.string(), value: cents })),
    /** Faturamento per category of receita, largest first. */
    by_category: z.array(slice),
  })
  .meta({ id: 'SalesPanel' });
export type SalesPanel = z.infer<typeof salesPanelSchema>;
