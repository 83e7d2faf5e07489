import { z } from 'zod';
import { daysBetween } from '../../format/dates';

// Pix charges (cobrança por Pix, issue 21): a receivable's open amount as a BR Code the payer's
// bank app reads, with a public page for the payer. Without a PSP it is static: the BR Code names
// the company's Pix key and carries the charge's txid, so any bank pays it and the statement line
// brings the txid back. On an account linked to a PSP (psp-settings.ts) it is the PSP's dynamic
// charge (API Pix `/cob` or `/cobv`), whose webhook settles it.

export const PIX_CHARGE_STATUSES = ['active', 'paid', 'cancelled'] as const;
export type PixChargeStatus = (typeof PIX_CHARGE_STATUSES)[number];

export const PIX_CHARGE_STATUS_LABELS: Record<PixChargeStatus, string> = {
  active: 'Aguardando pagamento',
  paid: 'Pago',
  cancelled: 'Cancelada',
};

/** Where the payer's page lives, in the host (DESIGN.md: public, no shell). */
export const pixChargePagePath = (token: string) => `/cobranca/${token}`;

export const pixChargeSchema = z.object({
  id: z.uuid(),
  movement_id: z.uuid(),
  status: z.enum(PIX_CHARGE_STATUSES),
  /** The open amount when the charge was made, in cents. */
  amount_cents: z.number().int(),
  /**
   * 25 letters and digits: the BR Code's reference label, echoed by the payer's bank. At a PSP,
   * the same and a final "P" (API Pix's txid has 26 to 35), which its webhook gives back.
   */
  txid: z.string(),
  /** The "Pix copia e cola" text. */
  br_code: z.string(),
  /** The same as a QR code, an SVG document. */
  qr_svg: z.string(),
  /** The payer's page (`/cobranca/:token`), to send to the client. */
  page_path: z.string(),
  bank_account: z.object({ id: z.uuid(), name: z.string() }),
  pix_key: z.string(),
  created_at: z.string(),
});
export type PixCharge = z.infer<typeof pixChargeSchema>;

/** What a charge at a PSP (`/cobv`) adds after its due date, in basis points (200 = 2%). */
export const lateTermsSchema = z.object({
  /** Multa: once, a share of the amount (API Pix multa modalidade 2). */
  fine_basis_points: z.number().int().min(0),
  /** Juros: a share of the amount a month, pro rata by calendar day (juros modalidade 3). */
  interest_basis_points_month: z.number().int().min(0),
});
export type LateTerms = z.infer<typeof lateTermsSchema>;

export const lateEstimateSchema = z.object({
  days_late: z.number().int().positive(),
  fine_cents: z.number().int(),
  interest_cents: z.number().int(),
  total_cents: z.number().int(),
});
export type LateEstimate = z.infer<typeof lateEstimateSchema>;

/**
 * What a late `/cobv` comes to on `today`: the multa once, and the monthly juros for each calendar
 * day after the due date as 1/30 of a month (simple interest, as banks' boletos and PSPs count
 * it). An estimate for the payer's page: the PSP computes the amount it takes when it is paid.
 */
export function lateEstimate(
  amountCents: number,
  terms: LateTerms,
  dueDate: string,
  today: string,
): LateEstimate | null {
  const daysLate = daysBetween(dueDate, today);
  if (daysLate <= 0) return null;
  const fineCents = Math.round((amountCents * terms.fine_basis_points) / 10_000);
  const interestCents = Math.round(
    (amountCents * terms.interest_basis_points_month * daysLate) / (10_000 * 30),
  );
  return {
    days_late: daysLate,
    fine_cents: fineCents,
    interest_cents: interestCents,
    total_cents: amountCents + fineCents + interestCents,
  };
}

/** What the payer's page shows: nothing of the company's other charges or of its books. */
export const publicPixChargeSchema = z.object({
  status: z.enum(PIX_CHARGE_STATUSES),
  company: z.object({
    name: z.string(),
    document: z.string().nullable(),
    logo_url: z.string().nullable(),
  }),
  description: z.string(),
  amount_cents: z.number().int(),
  due_date: z.string(),
  br_code: z.string().nullable(),
  qr_svg: z.string().nullable(),
  /** Multa and juros after the due date, when the charge carries them (a `/cobv` at a PSP). */
  late_terms: lateTermsSchema.nullable(),
  /** Past its due date and still payable: what the PSP will ask today, by those terms. */
  late_estimate: lateEstimateSchema.nullable(),
});
export type PublicPixCharge = z.infer<typeof publicPixChargeSchema>;

export const pixChargeTokenParams = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{32,64}$/, 'Link de cobrança inválido.')
    .describe('O código do link público da cobrança'),
});

/**
 * 'Cobrar por Pix' on the rows ticked in the list. Smaller than the other bulk actions' limit:
 * each charge may be a call to the PSP made inside the one transaction, which holds the rows
 * locked meanwhile.
 */
export const MAX_BULK_PIX_CHARGES = 500;

export const bulkPixChargesBody = z.strictObject({
  movement_ids: z
    .array(z.uuid())
    .min(1, 'selecione ao menos uma conta a receber')
    .max(MAX_BULK_PIX_CHARGES, `selecione no máximo ${MAX_BULK_PIX_CHARGES} contas a receber`)
    .describe('Movimentações selecionadas; só as contas a receber em aberto são cobradas'),
});
export type BulkPixCharges = z.infer<typeof bulkPixChargesBody>;

/** Why a selected row got no charge. */
export const BULK_PIX_SKIP_REASONS = ['not_found', 'payable', 'paid'] as const;
export type BulkPixSkipReason = (typeof BULK_PIX_SKIP_REASONS)[number];

export const BULK_PIX_SKIP_LABELS: Record<BulkPixSkipReason, string> = {
  not_found: 'não encontrada (excluída ou de outra empresa)',
  payable: 'conta a pagar',
  paid: 'já paga',
};

export const bulkPixChargesResultSchema = z
  .object({
    created: z.number().int().describe('Cobranças novas'),
    reused: z.number().int().describe('Cobranças ativas que já existiam, devolvidas como estavam'),
    /** One per receivable charged, in the order of the selection; no QR picture (see `qr_svg`). */
    charges: z.array(
      z.object({
        movement_id: z.uuid(),
        description: z.string(),
        due_date: z.string(),
        outcome: z.enum(['created', 'reused']),
        charge_id: z.uuid(),
        amount_cents: z.number().int(),
        br_code: z.string(),
        page_path: z.string(),
      }),
    ),
    /** The rows left out; a row of another company is only its id, as a deleted one. */
    skipped: z.array(
      z.object({
        movement_id: z.uuid(),
        description: z.string().nullable(),
        reason: z.enum(BULK_PIX_SKIP_REASONS),
      }),
    ),
  })
  .meta({ id: 'BulkPixChargesResult' });
export type BulkPixChargesResult = z.infer<typeof bulkPixChargesResultSchema>;

export const PIX_CHARGE_MESSAGES = {
  notReceivable: 'Só contas a receber podem ser cobradas por Pix.',
  alreadyPaid: 'Esta conta já está paga: não há valor em aberto para cobrar.',
  noChargeAccount:
    'Defina em Contas bancárias a conta padrão para cobrança, com uma chave Pix, para cobrar por Pix.',
  noCity:
    'Informe a cidade da empresa em Dados da empresa: o código Pix leva a cidade de quem recebe.',
  noActiveCharge: 'Esta conta não tem cobrança Pix ativa.',
  pageNotFound: 'Cobrança não encontrada. Confira o link recebido.',
} as const;
