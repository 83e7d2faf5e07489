import { z } from 'zod';

// The shapes of BACEN's API Pix (bacen/pix-api openapi.yaml, v2) that Fluxo sends and reads,
// with the standard's own field names. Both the client and the simulator parse with these, so
// the two cannot drift apart silently.

/** API Pix's money: a decimal string with two places ("123.45"). */
export const valorSchema = z.string().regex(/^\d{1,10}\.\d{2}$/);

export const centsToValor = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export function valorToCents(valor: string): number {
  const [whole = '0', fraction = '00'] = valor.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** txid of a charge at a PSP: 26 to 35 letters and digits. */
export const txidSchema = z.string().regex(/^[a-zA-Z0-9]{26,35}$/);
/** endToEndId: "E", the payer's PSP ISPB (8), yyyyMMddHHmm (12), 11 letters and digits. */
export const endToEndIdSchema = z.string().regex(/^E\d{8}\d{12}[a-zA-Z0-9]{11}$/);

export const COB_STATUSES = [
  'ATIVA',
  'CONCLUIDA',
  'REMOVIDA_PELO_USUARIO_RECEBEDOR',
  'REMOVIDA_PELO_PSP',
] as const;

const devedorSchema = z.union([
  z.object({ cpf: z.string().regex(/^\d{11}$/), nome: z.string().max(200) }),
  z.object({ cnpj: z.string().regex(/^\d{14}$/), nome: z.string().max(200) }),
]);

/** `PUT /cob/{txid}`: an immediate charge. */
export const cobRequestSchema = z.object({
  calendario: z.object({ expiracao: z.number().int().positive().optional() }).optional(),
  devedor: devedorSchema.optional(),
  valor: z.object({ original: valorSchema, modalidadeAlteracao: z.literal(0).optional() }),
  chave: z.string().min(1).max(77),
  solicitacaoPagador: z.string().max(140).optional(),
});
export type CobRequest = z.infer<typeof cobRequestSchema>;

const modalidadeValorPerc = (max: number) =>
  z.object({ modalidade: z.number().int().min(1).max(max), valorPerc: valorSchema });

/** `PUT /cobv/{txid}`: a charge with a due date, multa, juros and desconto. */
export const cobvRequestSchema = z.object({
  calendario: z.object({
    dataDeVencimento: z.iso.date(),
    validadeAposVencimento: z.number().int().min(0).optional(),
  }),
  devedor: devedorSchema.optional(),
  valor: z.object({
    original: valorSchema,
    /** 1: valor fixo, 2: percentual. */
    multa: modalidadeValorPerc(2).optional(),
    /** 1–4: valor/percentual ao dia/mês/ano em dias corridos; 5–8: o mesmo em dias úteis. */
    juros: modalidadeValorPerc(8).optional(),
    abatimento: modalidadeValorPerc(2).optional(),
    desconto: modalidadeValorPerc(6).optional(),
  }),
  chave: z.string().min(1).max(77),
  solicitacaoPagador: z.string().max(140).optional(),
});
export type CobvRequest = z.infer<typeof cobvRequestSchema>;

/** What `/cob` and `/cobv` answer (the fields Fluxo reads; PSPs add more). */
export const cobResponseSchema = z.looseObject({
  txid: z.string(),
  revisao: z.number().int(),
  status: z.enum(COB_STATUSES),
  location: z.string(),
  pixCopiaECola: z.string(),
  valor: z.looseObject({ original: valorSchema }),
  chave: z.string(),
});
export type CobResponse = z.infer<typeof cobResponseSchema>;

export const devolucaoSchema = z.looseObject({
  id: z.string(),
  rtrId: z.string(),
  valor: valorSchema,
  horario: z.looseObject({ solicitacao: z.string(), liquidacao: z.string().optional() }),
  status: z.enum(['EM_PROCESSAMENTO', 'DEVOLVIDO', 'NAO_REALIZADO']),
  natureza: z.enum(['ORIGINAL', 'RETIRADA', 'MED_OPERACIONAL', 'MED_FRAUDE']).optional(),
});
export type Devolucao = z.infer<typeof devolucaoSchema>;

const componente = z.looseObject({ valor: valorSchema });

/** A Pix received, as `GET /pix/{e2eid}` answers and the webhook notifies it. */
export const pixSchema = z.looseObject({
  endToEndId: endToEndIdSchema,
  txid: z.string().optional(),
  valor: valorSchema,
  componentesValor: z
    .looseObject({
      original: componente.optional(),
      juros: componente.optional(),
      multa: componente.optional(),
      abatimento: componente.optional(),
      desconto: componente.optional(),
    })
    .optional(),
  chave: z.string().optional(),
  horario: z.iso.datetime({ offset: true }),
  infoPagador: z.string().optional(),
  devolucoes: z.array(devolucaoSchema).optional(),
});
export type Pix = z.infer<typeof pixSchema>;

/** The webhook's body: `POST {webhookUrl}/pix`. */
export const pixWebhookBodySchema = z.object({ pix: z.array(pixSchema).min(1).max(1_000) });
export type PixWebhookBody = z.infer<typeof pixWebhookBodySchema>;

/** RFC 7807, as API Pix answers its errors. */
export const problemSchema = z.looseObject({
  type: z.string().optional(),
  title: z.string().optional(),
  status: z.number().int().optional(),
  detail: z.string().optional(),
  violacoes: z
    .array(z.looseObject({ razao: z.string().optional(), propriedade: z.string().optional() }))
    .optional(),
});

/** OAuth 2.0 client credentials (RFC 6749 §4.4), as PSPs answer it. */
export const tokenResponseSchema = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().int().positive().optional(),
});
