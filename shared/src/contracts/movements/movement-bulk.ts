import { z } from 'zod';
import { businessDate, filterQuery, periodInOrder, periodOrderIssue } from './movement-requests';

// Bulk actions on the rows selected in the list, and the export of a selection or of a filter.

/** A selection is at most a few screens of rows; a whole filter is exported, not selected. */
export const MAX_BULK_IDS = 1000;

const ids = z
  .array(z.uuid())
  .min(1, 'selecione ao menos uma movimentação')
  .max(MAX_BULK_IDS, `selecione no máximo ${MAX_BULK_IDS} movimentações`)
  .describe('Movimentações selecionadas');

export const bulkPayBody = z.strictObject({
  ids,
  paid_on: businessDate.describe('Data do pagamento (hoje ou antes)'),
  bank_account_id: z
    .uuid()
    .optional()
    .describe('Conta de todos os pagamentos; sem ela, a de cada movimentação'),
});
export type BulkPay = z.infer<typeof bulkPayBody>;

export const bulkDeleteBody = z.strictObject({ ids });
export type BulkDelete = z.infer<typeof bulkDeleteBody>;

export const bulkResultSchema = z
  .object({ count: z.number().int().describe('Movimentações pagas ou excluídas') })
  .meta({ id: 'BulkResult' });
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The list's Filter, or `ids` for a selection (then the filter is ignored). */
export const exportMovementsQuery = filterQuery
  .extend({
    format: z.enum(EXPORT_FORMATS).default('xlsx'),
    ids: z
      .preprocess(
        (value) =>
          value === undefined || value === ''
            ? undefined
            : (Array.isArray(value) ? value : String(value).split(',')).map(String),
        z.array(z.uuid()).max(MAX_BULK_IDS).optional(),
      )
      .describe('Exporta só estas movimentações'),
  })
  .refine(periodInOrder, periodOrderIssue);
export type ExportMovementsQuery = z.infer<typeof exportMovementsQuery>;

/**
 * A selection sent in the body (POST): as many rows as the other bulk actions take, which a query
 * string (read within Node's 16 KB header limit) could not carry.
 */
export const exportSelectionBody = z.strictObject({
  ids,
  format: z.enum(EXPORT_FORMATS).default('xlsx'),
});
export type ExportSelection = z.infer<typeof exportSelectionBody>;
