import { z } from 'zod';

// Settlement through a PSP (issue 21 item 4): a bank account's access to its PSP's API Pix (BACEN's
// standard). The credentials go in and are never sent back: the answer says which are set.

const pem = (label: string) =>
  z
    .string()
    .trim()
    .max(20_000, `${label} muito grande.`)
    .regex(/^-----BEGIN [A-Z ]+-----[\s\S]+-----END [A-Z ]+-----$/, `${label} deve estar em PEM.`);

const basisPoints = z
  .number()
  .int('deve ser um número inteiro de centésimos de ponto percentual')
  .min(0)
  .max(10_000)
  .nullable();

export const putPspSettingsBody = z.object({
  base_url: z
    .url({ protocol: /^https?$/, error: 'Informe a URL da API Pix do PSP (https://…).' })
    .max(500)
    .describe('A URL base da API Pix do PSP, antes de /cob (ex.: https://pix.banco.com.br/api/v2)'),
  client_id: z.string().trim().min(1, 'Informe o client_id.').max(500),
  client_secret: z
    .string()
    .min(1)
    .max(2_000)
    .optional()
    .describe('Obrigatório na primeira vez; omitido, mantém o que está guardado'),
  certificate_pem: pem('O certificado').optional().describe('Certificado do cliente (mTLS)'),
  private_key_pem: pem('A chave privada').optional().describe('Chave do certificado (mTLS)'),
  fine_basis_points: basisPoints
    .optional()
    .describe('Multa após o vencimento, em centésimos de ponto percentual (200 = 2%)'),
  interest_basis_points_month: basisPoints
    .optional()
    .describe('Juros ao mês após o vencimento, em centésimos de ponto percentual (100 = 1% a.m.)'),
});
export type PutPspSettings = z.infer<typeof putPspSettingsBody>;

export const pspSettingsSchema = z
  .object({
    bank_account_id: z.uuid(),
    base_url: z.string(),
    client_id: z.string(),
    /** Which secrets are stored: never their values. */
    secrets: z.object({
      client_secret: z.boolean(),
      certificate: z.boolean(),
      private_key: z.boolean(),
    }),
    /** What to register at the PSP (API Pix `PUT /webhook/{chave}`), if it was not done for you. */
    webhook_url: z.string(),
    fine_basis_points: z.number().int().nullable(),
    interest_basis_points_month: z.number().int().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'PspSettings' });
export type PspSettings = z.infer<typeof pspSettingsSchema>;

export const PSP_MESSAGES = {
  notConfigured: 'Esta conta bancária não está ligada a um PSP.',
  clientSecretRequired: 'Informe o client_secret do PSP.',
  certificatePair: 'Informe o certificado e a chave privada juntos (mTLS).',
  insecureUrl: 'Use uma URL https:// para a API Pix do PSP.',
  unreachable: 'Não foi possível falar com o PSP agora. Tente de novo em instantes.',
  timeout: 'O PSP demorou demais para responder. Tente de novo em instantes.',
  unauthorized: 'O PSP recusou as credenciais (client_id, client_secret ou certificado).',
  refused: (detail: string) => `O PSP recusou o pedido: ${detail}`,
} as const;

// The webhook (POST /v1/public/pix-webhooks/:secretPath/pix): what became of each Pix notified.
/**
 * What became of a notified Pix. The webhook answers `received` (noted, to be settled in a
 * moment); the rest are what settling it came to, kept with the notification.
 */
export const PIX_WEBHOOK_OUTCOMES = [
  'received',
  'settled',
  'replay',
  'unknown_txid',
  'over_open',
  'not_confirmed',
] as const;
export type PixWebhookOutcome = (typeof PIX_WEBHOOK_OUTCOMES)[number];

export const pixWebhookAnswerSchema = z.object({
  results: z.array(
    z.object({
      end_to_end_id: z.string(),
      txid: z.string().nullable(),
      outcome: z.enum(PIX_WEBHOOK_OUTCOMES),
      /** Devoluções of this Pix taken off its payment by this notification. */
      refunds_applied: z.number().int(),
      message: z.string(),
    }),
  ),
});
export type PixWebhookAnswer = z.infer<typeof pixWebhookAnswerSchema>;

export const PIX_WEBHOOK_MESSAGES = {
  unknownPath: 'Webhook não encontrado.',
  received: 'Pix recebido: a baixa na conta a receber é feita em seguida.',
  unreachable: 'O PSP não respondeu ao confirmar este Pix: nova tentativa em seguida.',
  gaveUp:
    'O PSP não respondeu ao confirmar este Pix depois de várias tentativas: nada foi baixado; confira no PSP.',
  settled: 'Pix recebido e baixado na conta a receber.',
  replay: 'Pix já recebido antes: nada foi baixado de novo.',
  unknownTxid: (txid: string | null) =>
    txid
      ? `Nenhuma cobrança Pix com o txid ${txid} nesta conta: nada foi baixado.`
      : 'Pix sem txid: nada foi baixado.',
  overOpen: (txid: string, openCents: number) =>
    `O Pix da cobrança ${txid} é maior que o valor em aberto (${openCents} centavos): nada foi baixado; confira e faça a devolução.`,
  notConfirmed: 'O PSP não confirmou este Pix: nada foi baixado.',
} as const;
