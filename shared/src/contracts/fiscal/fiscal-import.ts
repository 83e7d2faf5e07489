import { z } from 'zod';

// Fiscal notes in (issue 22): NF-e and NFS-e XMLs, one or many or a ZIP, read into a preview per
// document, then confirmed as one batch with undo, like the statement and spreadsheet imports.

/** The whole upload: up to 1,000 notes and 50 MB, whether loose XMLs or a ZIP. */
export const MAX_FISCAL_UPLOAD_BYTES = 50 * 1024 * 1024;
export const MAX_FISCAL_UPLOAD_FILES = 1000;
export const FISCAL_TOO_LARGE_MESSAGE = 'Os arquivos excedem o limite de 50 MB.';

export const FISCAL_RETENTION_KINDS = ['iss', 'irrf', 'pis', 'cofins', 'csll', 'inss'] as const;
export type FiscalRetentionKind = (typeof FISCAL_RETENTION_KINDS)[number];
export const FISCAL_RETENTION_LABELS: Record<FiscalRetentionKind, string> = {
  iss: 'ISS retido',
  irrf: 'IRRF retido',
  pis: 'PIS retido',
  cofins: 'COFINS retida',
  csll: 'CSLL retida',
  inss: 'INSS retido',
};

/**
 * What happens to each file of the upload: `ready` becomes parcelas on confirm; the others are
 * left out and say why. `cancellation` is a cancellation event (procEventoNFe), which cancels its
 * note when the note is in the same upload.
 */
export const FISCAL_PREVIEW_STATUSES = [
  'ready',
  'duplicate',
  'not_addressed',
  'cancelled',
  'cancellation',
  'invalid',
] as const;
export type FiscalPreviewStatus = (typeof FISCAL_PREVIEW_STATUSES)[number];

const partySchema = z.object({
  document: z.string().describe('CNPJ (14) ou CPF (11), só dígitos'),
  name: z.string(),
  trade_name: z.string().nullable(),
  address: z.string().nullable().describe('Endereço em uma linha'),
});

/** What the movement's "Nota fiscal" panel shows, kept with the document (no XML read again). */
export const fiscalSummarySchema = z
  .object({
    kind: z.enum(['nfe', 'nfse']),
    key: z.string(),
    number: z.string(),
    series: z.string().nullable(),
    issued_on: z.string(),
    competence: z.string().nullable(),
    issuer: partySchema,
    recipient: partySchema.nullable(),
    total_cents: z.number().int().describe('vNF da NF-e; valor do serviço da NFS-e'),
    net_cents: z.number().int().nullable().describe('Valor líquido da NFS-e'),
    service_description: z.string().nullable(),
    items: z.array(
      z.object({
        code: z.string(),
        description: z.string(),
        quantity: z.string(),
        unit: z.string(),
        unit_value: z.string(),
        total_cents: z.number().int(),
      }),
    ),
    taxes: z.array(z.object({ label: z.string(), amount_cents: z.number().int() })),
    installments: z.array(
      z.object({ number: z.string(), due_date: z.string(), amount_cents: z.number().int() }),
    ),
    retentions: z.array(
      z.object({ kind: z.enum(FISCAL_RETENTION_KINDS), amount_cents: z.number().int() }),
    ),
    protocol: z.string().nullable().describe('Protocolo de autorização'),
  })
  .meta({ id: 'FiscalSummary' });
export type FiscalSummary = z.infer<typeof fiscalSummarySchema>;

export const fiscalParcelSchema = z.object({
  number: z.string().describe('nDup, ou "1" sem duplicatas'),
  due_date: z.string(),
  amount_cents: z.number().int(),
});

export const fiscalPreviewDocumentSchema = z
  .object({
    file_name: z.string(),
    status: z.enum(FISCAL_PREVIEW_STATUSES),
    message: z.string().nullable().describe('O problema, em português; null quando pronta'),
    kind: z.enum(['nfe', 'nfse']).nullable(),
    direction: z
      .enum(['in', 'out'])
      .nullable()
      .describe('in: nota de fornecedor (a pagar); out: emitida pela empresa (a receber)'),
    key: z.string().nullable(),
    number: z.string().nullable(),
    series: z.string().nullable(),
    issued_on: z.string().nullable(),
    counterpart: z
      .object({
        document: z.string(),
        name: z.string(),
        contact_id: z.string().nullable().describe('null: será cadastrado'),
      })
      .nullable(),
    total_cents: z.number().int().nullable(),
    net_cents: z.number().int().nullable(),
    category: z
      .object({ id: z.string(), name: z.string(), reason: z.string() })
      .nullable()
      .describe('A categoria sugerida e por quê'),
    parcels: z.array(fiscalParcelSchema),
    retentions: z.array(
      z.object({
        kind: z.enum(FISCAL_RETENTION_KINDS),
        amount_cents: z.number().int(),
        due_date: z.string(),
        payable: z.boolean().describe('Vira uma conta a pagar ao fisco (configuração da empresa)'),
      }),
    ),
    existing_movement_id: z
      .string()
      .nullable()
      .describe('Chave já importada: a movimentação que a nota criou'),
    awaits_approval: z
      .boolean()
      .describe('As contas a pagar da nota aguardarão aprovação (acima do limite da empresa)'),
  })
  .meta({ id: 'FiscalPreviewDocument' });
export type FiscalPreviewDocument = z.infer<typeof fiscalPreviewDocumentSchema>;

export const fiscalPreviewSchema = z
  .object({
    counts: z.object({
      documents: z.number().int(),
      ready: z.number().int(),
      left_out: z.number().int(),
      parcels: z.number().int(),
      payable_cents: z.number().int(),
      receivable_cents: z.number().int(),
    }),
    documents: z.array(fiscalPreviewDocumentSchema),
    new_contacts: z.array(
      z.object({
        name: z.string(),
        document: z.string(),
        is_supplier: z.boolean(),
        is_client: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'FiscalPreview' });
export type FiscalPreview = z.infer<typeof fiscalPreviewSchema>;

export const confirmFiscalPayloadSchema = z
  .strictObject({
    expected_documents: z
      .number()
      .int()
      .min(1)
      .describe('As notas prontas da pré-visualização: outro número é 409, nada é gravado'),
  })
  .meta({ id: 'ConfirmFiscalPayload' });
export type ConfirmFiscalPayload = z.infer<typeof confirmFiscalPayloadSchema>;

export const fiscalBatchSchema = z
  .object({
    id: z.string(),
    file_name: z.string(),
    format: z.enum(['xml', 'zip']),
    user_name: z.string(),
    documents_count: z.number().int(),
    created_count: z.number().int().describe('Parcelas criadas'),
    contacts_created: z.number().int(),
    created_at: z.string(),
    undone_at: z.string().nullable(),
  })
  .meta({ id: 'FiscalBatch' });
export type FiscalBatch = z.infer<typeof fiscalBatchSchema>;

export const fiscalSettingsSchema = z
  .strictObject({
    retention_payables: z
      .boolean()
      .describe('Cada retenção de uma NFS-e vira uma conta a pagar ao fisco, no vencimento legal'),
    iss_due_day: z
      .number({ error: 'Informe o dia de vencimento do ISS.' })
      .int({ error: 'O dia de vencimento do ISS deve ser um número inteiro.' })
      .min(1, { error: 'O dia de vencimento do ISS deve estar entre 1 e 28.' })
      .max(28, { error: 'O dia de vencimento do ISS deve estar entre 1 e 28.' }),
  })
  .meta({ id: 'FiscalSettings' });
export type FiscalSettings = z.infer<typeof fiscalSettingsSchema>;

/** The fiscal note behind a movement: its summary and the XML among the movement's files. */
export const movementFiscalDocumentSchema = z
  .object({
    id: z.string(),
    direction: z.enum(['in', 'out']),
    file_id: z.string().nullable().describe('O XML entre os arquivos da movimentação'),
    file_name: z.string(),
    summary: fiscalSummarySchema,
  })
  .meta({ id: 'MovementFiscalDocument' });
export type MovementFiscalDocument = z.infer<typeof movementFiscalDocumentSchema>;
