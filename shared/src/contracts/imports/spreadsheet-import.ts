import { z } from 'zod';

// Spreadsheet import of contas a pagar e a receber (issue #10 item 6): template, preview with
// per-row errors, the rejected rows as a file, confirmation as a batch, undo.

/** 20 MB, as for statements. */
export const MAX_SPREADSHEET_BYTES = 20 * 1024 * 1024;
export const SPREADSHEET_TOO_LARGE_MESSAGE = 'O arquivo excede o limite de 20 MB.';

/** The columns a spreadsheet can have, in the template's order, with their Portuguese headers. */
export const SPREADSHEET_FIELDS = [
  'type',
  'description',
  'amount',
  'due_date',
  'competence_date',
  'category',
  'cost_center',
  'contact',
  'bank_account',
  'document_number',
  'notes',
  'paid_on',
  'contact_document',
] as const;
export type SpreadsheetField = (typeof SPREADSHEET_FIELDS)[number];

export const SPREADSHEET_FIELD_LABELS: Record<SpreadsheetField, string> = {
  type: 'Tipo',
  description: 'Descrição',
  amount: 'Valor',
  due_date: 'Vencimento',
  competence_date: 'Competência',
  category: 'Categoria',
  cost_center: 'Centro de custo',
  contact: 'Fornecedor/Cliente',
  bank_account: 'Conta bancária',
  document_number: 'Nº do documento',
  notes: 'Observações',
  paid_on: 'Pago em',
  contact_document: 'CPF/CNPJ do fornecedor/cliente',
};

/** Without these a row cannot become a movement: the mapping must name a column for each. */
export const REQUIRED_SPREADSHEET_FIELDS: readonly SpreadsheetField[] = [
  'type',
  'description',
  'amount',
  'due_date',
  'category',
];

const column = z.number().int().min(0).max(199).nullable();

/** Which column (0-based) holds each field; null when the file has none. */
export const spreadsheetMappingSchema = z
  .strictObject(
    Object.fromEntries(SPREADSHEET_FIELDS.map((field) => [field, column])) as Record<
      SpreadsheetField,
      typeof column
    >,
  )
  .meta({ id: 'SpreadsheetMapping' });
export type SpreadsheetMapping = z.infer<typeof spreadsheetMappingSchema>;

/** The optional `payload` field of the preview and of the rejected-rows file. */
export const spreadsheetPayloadSchema = z
  .strictObject({
    mapping: spreadsheetMappingSchema.optional().describe('As colunas, se não forem detectadas'),
  })
  .meta({ id: 'SpreadsheetPayload' });
export type SpreadsheetPayload = z.infer<typeof spreadsheetPayloadSchema>;

/** The `payload` field of the confirmation: the mapping the preview showed, and its counts. */
export const confirmSpreadsheetPayloadSchema = z
  .strictObject({
    mapping: spreadsheetMappingSchema.optional(),
    expected_rows: z
      .number()
      .int()
      .min(1)
      .describe('As linhas válidas da pré-visualização: outro número é 409, nada é gravado'),
  })
  .meta({ id: 'ConfirmSpreadsheetPayload' });
export type ConfirmSpreadsheetPayload = z.infer<typeof confirmSpreadsheetPayloadSchema>;

export const spreadsheetRowErrorSchema = z.object({
  line: z.number().int().describe('Linha da planilha (o cabeçalho é a linha 1)'),
  field: z.string().describe('A coluna, como no modelo'),
  message: z.string(),
});
export type SpreadsheetRowError = z.infer<typeof spreadsheetRowErrorSchema>;

export const spreadsheetRowSchema = z.object({
  line: z.number().int(),
  type: z.enum(['receita', 'despesa']),
  description: z.string(),
  amount_cents: z.number().int(),
  due_date: z.string(),
  competence_date: z.string(),
  category: z.string(),
  /** The row had no category: a rule or the company's history chose this one, for this reason. */
  category_reason: z.string().nullable(),
  cost_center: z.string().nullable(),
  contact: z.string().nullable(),
  bank_account: z.string().nullable(),
  paid_on: z.string().nullable(),
});
export type SpreadsheetRow = z.infer<typeof spreadsheetRowSchema>;

/** Rows shown in the preview; the confirmation imports every valid row. */
export const SPREADSHEET_PREVIEW_ROWS = 100;
/** Errors listed in the preview; the rejected-rows file has all of them. */
export const SPREADSHEET_PREVIEW_ERRORS = 500;

export const spreadsheetPreviewSchema = z
  .object({
    format: z.enum(['csv', 'xlsx']),
    file_name: z.string(),
    columns: z.array(z.string()).describe('O cabeçalho da planilha'),
    mapping: spreadsheetMappingSchema,
    mapping_error: z
      .string()
      .nullable()
      .describe('Quando faltam colunas obrigatórias na correspondência: nenhuma linha é lida'),
    counts: z.object({
      total: z.number().int(),
      valid: z.number().int(),
      rejected: z.number().int(),
      receita_cents: z.number().int().describe('Soma das linhas válidas a receber'),
      despesa_cents: z.number().int().describe('Soma das linhas válidas a pagar'),
    }),
    rows: z
      .array(spreadsheetRowSchema)
      .describe(`As primeiras ${SPREADSHEET_PREVIEW_ROWS} válidas`),
    errors: z.array(spreadsheetRowErrorSchema),
    errors_truncated: z.boolean(),
    new_contacts: z.array(
      z.object({
        name: z.string(),
        document: z.string(),
        is_supplier: z.boolean(),
        is_client: z.boolean(),
      }),
    ),
    new_cost_centers: z.array(z.string()),
  })
  .meta({ id: 'SpreadsheetPreview' });
export type SpreadsheetPreview = z.infer<typeof spreadsheetPreviewSchema>;

export const spreadsheetBatchSchema = z
  .object({
    id: z.uuid(),
    file_name: z.string(),
    format: z.enum(['csv', 'xlsx']),
    user_name: z.string(),
    created_count: z.number().int().describe('Movimentações criadas'),
    paid_count: z.number().int().describe('Destas, quantas já nasceram pagas'),
    rejected_count: z.number().int(),
    contacts_created: z.number().int(),
    cost_centers_created: z.number().int(),
    created_at: z.string(),
    undone_at: z.string().nullable(),
  })
  .meta({ id: 'SpreadsheetBatch' });
export type SpreadsheetBatch = z.infer<typeof spreadsheetBatchSchema>;

export const spreadsheetTemplateQuery = z.object({
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
});
