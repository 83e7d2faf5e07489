import { z } from 'zod';
import { lineSuggestionSchema } from './import-rules';

// Bank statement import (issue #10): preview, confirm, batches and undo.

/** 20 MB: a year of a busy account in OFX is a few MB. */
export const MAX_STATEMENT_BYTES = 20 * 1024 * 1024;
export const STATEMENT_TOO_LARGE_MESSAGE = 'O arquivo excede o limite de 20 MB.';

/** Which CSV column holds what (0-based); either one amount column or débito and crédito. */
export const csvMappingSchema = z
  .strictObject({
    header_row: z.number().int().min(0).nullable(),
    date: z.number().int().min(0),
    description: z.number().int().min(0),
    amount: z.number().int().min(0).nullable(),
    debit: z.number().int().min(0).nullable(),
    credit: z.number().int().min(0).nullable(),
    id: z.number().int().min(0).nullable(),
  })
  .meta({ id: 'CsvMapping' });
export type CsvMapping = z.infer<typeof csvMappingSchema>;

export const CSV_MAPPING_SOURCES = ['detected', 'saved', 'given'] as const;
export type CsvMappingSource = (typeof CSV_MAPPING_SOURCES)[number];

/**
 * `received`: the line is a payment Fluxo already recorded (a Pix the PSP's webhook settled before
 * the statement came); confirming reconciles the line with it and pays nothing again.
 */
export const STATEMENT_LINE_STATES = [
  'new',
  'duplicate',
  'matched',
  'received',
  'transfer',
] as const;
export type StatementLineState = (typeof STATEMENT_LINE_STATES)[number];

export const matchCandidateSchema = z.object({
  movement_id: z.uuid(),
  description: z.string(),
  due_date: z.string(),
  amount_cents: z.number().int(),
  open_cents: z.number().int(),
  score: z.number().int(),
  reason: z.string().describe('Por que combina, em palavras'),
});
export type MatchCandidate = z.infer<typeof matchCandidateSchema>;

export const receivedPaymentSchema = z.object({
  payment_id: z.uuid(),
  movement_id: z.uuid(),
  description: z.string(),
  contact_name: z.string().nullable(),
  paid_on: z.string(),
  score: z.number().int(),
  reason: z.string().describe('Por que é este recebimento, em palavras'),
});
export type ReceivedPayment = z.infer<typeof receivedPaymentSchema>;

export const importAccountSchema = z.object({ id: z.uuid(), name: z.string() });

/**
 * Issue 23, item 6: a line that is money moved between two of the company's own accounts.
 * `recorded`: the transfer is already in Fluxo (the other account's statement came first);
 * `pair`: the other account's statement, imported before, has the opposite line on the same day
 * and it was ignored; `own`: the text names the company's own CNPJ (a Pix or TED to itself), and
 * the other account is the only other one, or null when the person must choose it.
 */
export const TRANSFER_MATCH_KINDS = ['recorded', 'pair', 'own'] as const;
export const transferMatchSchema = z.object({
  kind: z.enum(TRANSFER_MATCH_KINDS),
  transfer_id: z.uuid().nullable(),
  other_account: importAccountSchema.nullable(),
  reason: z.string().describe('Por que é uma transferência, em palavras'),
});
export type TransferMatch = z.infer<typeof transferMatchSchema>;

export const previewLineSchema = z.object({
  line: z.number().int().describe('Linha do arquivo'),
  date: z.string(),
  description: z.string(),
  amount_cents: z.number().int().describe('Positivo: crédito (receita); negativo: débito'),
  dedupe_key: z.string().describe('A chave que identifica a linha como já importada'),
  state: z.enum(STATEMENT_LINE_STATES),
  /** The movement proposed when one candidate is best; null on a tie (the user chooses). */
  proposed_movement_id: z.uuid().nullable(),
  tie: z.boolean(),
  candidates: z.array(matchCandidateSchema),
  /** The payment already recorded that this line is (state `received`), else null. */
  received: receivedPaymentSchema.nullable(),
  suggested_category_id: z.uuid().nullable(),
  /** A CPF or CNPJ (digits only, valid check digits) written in the description. */
  document: z.string().nullable(),
  /** The company's supplier or client with that document, when there is one. */
  suggested_contact: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The name a new contact would get (the text without the document and the operation). */
  new_contact_name: z.string().nullable(),
  /** A transfer between the company's own accounts that this line is (state `transfer`). */
  transfer: transferMatchSchema.nullable(),
  /** What a rule or the company's history proposes for a line to create or ignore. */
  suggestion: lineSuggestionSchema.nullable(),
  /**
   * Pre-accepted by the account's auto-conciliação: a match, rule or suggestion at or above its
   * confidence. Still shown with its reason; confirming the batch accepts it.
   */
  ready: z.boolean(),
});
export type PreviewLine = z.infer<typeof previewLineSchema>;

export const statementPreviewSchema = z
  .object({
    format: z.enum(['ofx', 'csv']),
    file: z.object({
      name: z.string(),
      bank_code: z.string().nullable(),
      /** The bank of that COMPE code in the Central Bank's list ("Itaú Unibanco"); null if unknown. */
      bank_name: z.string().nullable(),
      agency: z.string().nullable(),
      account_number: z.string().nullable(),
    }),
    /** The account the lines were checked against; null when neither given nor recognised. */
    bank_account: importAccountSchema.nullable(),
    recognised: z.boolean(),
    csv: z
      .object({
        mapping: csvMappingSchema,
        columns: z.array(z.string()),
        /** detected from the file, saved from the account's last import, or given by the user. */
        source: z.enum(CSV_MAPPING_SOURCES),
      })
      .nullable(),
    counts: z.object({
      total: z.number().int(),
      new: z.number().int(),
      duplicate: z.number().int(),
      matched: z.number().int(),
      received: z.number().int(),
      transfer: z.number().int(),
      skipped: z.number().int(),
      /** Lines pre-accepted by auto-conciliação (duplicates not counted: nothing to decide). */
      ready: z.number().int(),
    }),
    /** The account's auto-conciliação; null when no account is known yet. */
    auto_reconcile: z.object({ enabled: z.boolean(), min_confidence: z.number().int() }).nullable(),
    lines: z.array(previewLineSchema),
  })
  .meta({ id: 'StatementPreview' });
export type StatementPreview = z.infer<typeof statementPreviewSchema>;

/** The preview's steps, in order, as the streamed preview reports them. */
export const PREVIEW_STEPS = ['read', 'dedupe', 'match', 'suggest'] as const;
export type PreviewStep = (typeof PREVIEW_STEPS)[number];

/** How far the preview got: `done` of `total` lines through `step`. */
export const previewProgressSchema = z.object({
  step: z.enum(PREVIEW_STEPS),
  done: z.number().int(),
  total: z.number().int(),
});
export type PreviewProgress = z.infer<typeof previewProgressSchema>;

/**
 * One line of the streamed preview (application/x-ndjson): progress events, then the preview, or
 * an error ({ statusCode, message }) when the file turns out to be unreadable midway.
 */
export const previewStreamEventSchema = z
  .discriminatedUnion('type', [
    previewProgressSchema.extend({ type: z.literal('progress') }),
    z.object({ type: z.literal('result'), preview: statementPreviewSchema }),
    z.object({ type: z.literal('error'), statusCode: z.number().int(), message: z.string() }),
  ])
  .meta({ id: 'PreviewStreamEvent' });
export type PreviewStreamEvent = z.infer<typeof previewStreamEventSchema>;

/** The optional `payload` field of the preview (multipart, beside the file). */
export const previewStatementPayloadSchema = z
  .strictObject({
    bank_account_id: z.uuid().optional().describe('A conta do extrato, se não for reconhecida'),
    csv_mapping: csvMappingSchema.optional().describe('As colunas do CSV, se não forem detectadas'),
  })
  .meta({ id: 'PreviewStatementPayload' });
export type PreviewStatementPayload = z.infer<typeof previewStatementPayloadSchema>;

export const importDecisionSchema = z.discriminatedUnion('action', [
  z.strictObject({
    line: z.number().int().min(1),
    action: z.literal('pay'),
    movement_id: z.uuid(),
  }),
  z.strictObject({
    line: z.number().int().min(1),
    action: z.literal('create'),
    category_id: z.uuid(),
    contact_id: z.uuid().optional().describe('O fornecedor ou cliente do movimento'),
    cost_center_id: z.uuid().optional().describe('O centro de custo do movimento'),
    description: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .describe('A descrição do movimento, no lugar do texto do banco'),
    create_contact: z
      .boolean()
      .optional()
      .describe('Cadastrar o fornecedor ou cliente com o CPF/CNPJ da descrição'),
  }),
  z.strictObject({ line: z.number().int().min(1), action: z.literal('ignore') }),
  z.strictObject({
    line: z.number().int().min(1),
    action: z.literal('reconcile'),
    payment_id: z.uuid().describe('O recebimento já registrado que a linha é'),
  }),
  z.strictObject({
    line: z.number().int().min(1),
    action: z.literal('transfer'),
    other_account_id: z
      .uuid()
      .describe(
        'A outra conta da empresa: a transferência já registrada ou a linha do extrato dela é usada; senão, uma transferência nova é registrada',
      ),
  }),
]);
export type ImportDecision = z.infer<typeof importDecisionSchema>;

/** The `payload` field of the confirmation (multipart, beside the same file). */
export const confirmStatementPayloadSchema = z
  .strictObject({
    bank_account_id: z.uuid(),
    csv_mapping: csvMappingSchema.optional(),
    decisions: z.array(importDecisionSchema).min(1),
  })
  .meta({ id: 'ConfirmStatementPayload' });
export type ConfirmStatementPayload = z.infer<typeof confirmStatementPayloadSchema>;

export const importBatchSchema = z
  .object({
    id: z.uuid(),
    bank_account: importAccountSchema,
    file_name: z.string(),
    format: z.enum(['ofx', 'csv']),
    user_name: z.string(),
    paid_count: z.number().int(),
    created_count: z.number().int(),
    ignored_count: z.number().int(),
    duplicate_count: z.number().int(),
    reconciled_count: z.number().int(),
    transfer_count: z.number().int(),
    created_at: z.string(),
    undone_at: z.string().nullable(),
  })
  .meta({ id: 'ImportBatch' });
export type ImportBatch = z.infer<typeof importBatchSchema>;

export const importBatchParams = z.object({ batchId: z.uuid() });
