import { z } from 'zod';
import { MAX_FILTER_DAYS, checkPeriod, filterFields } from './dashboards';
import { DATE_TYPES } from '../movements/movements';
import { SALES_PANEL_EXPORT_FORMATS } from './sales-panel';

/** `POST /dashboards/cash-flow/export`: insights' Filter and the file's format. */
export const cashFlowExportRequestSchema = z
  .object({
    ...filterFields,
    date_type: z.enum(DATE_TYPES).default('due_date'),
    format: z.enum(SALES_PANEL_EXPORT_FORMATS),
  })
  .superRefine(checkPeriod(MAX_FILTER_DAYS, `o período pode ter no máximo ${MAX_FILTER_DAYS} dias`))
  .meta({ id: 'CashFlowExportRequest' });
export type CashFlowExportRequestInput = z.input<typeof cashFlowExportRequestSchema>;
export type CashFlowExportRequest = z.output<typeof cashFlowExportRequestSchema>;
