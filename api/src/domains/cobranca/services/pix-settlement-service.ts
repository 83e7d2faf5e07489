import { PIX_WEBHOOK_MESSAGES } from 'shared/contracts';
import type { PixWebhookAnswer } from 'shared/contracts';
import { todayIso } from 'shared/format';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../../../errors';
import { valorToCents } from '../psp/api-pix-types';
import type { Pix, PixWebhookBody } from '../psp/api-pix-types';
import type {
  PixSettlementRepository,
  ReceivedPix,
} from '../repositories/pix-settlement-repository';
import type { PspSettingsService } from './psp-settings-service';

// Settlement through the PSP's webhook (API Pix `POST {webhookUrl}/pix`). The notification is a
// hint, not the proof: each Pix is read back from the PSP (`GET /pix/{e2eid}`) over the account's
// authenticated client, and only what the PSP confirms is settled. So a forged notification that
// got past the secret path still settles nothing it did not receive.

type Result = PixWebhookAnswer['results'][number];

export interface PixSettlementService {
  /** 404 for a path that names no account or carries the wrong secret. */
  receive(secretPath: string, body: PixWebhookBody): Promise<PixWebhookAnswer>;
}

/** The principal, juros, multa and desconto of a Pix; all principal when the parts don't add up. */
function parts(pix: Pix) {
  const total = valorToCents(pix.valor);
  const of = (part?: { valor: string }) => (part ? valorToCents(part.valor) : 0);
  const c = pix.componentesValor;
  const interestCents = of(c?.juros);
  const fineCents = of(c?.multa);
  const discountCents = of(c?.desconto) + of(c?.abatimento);
  const principalCents = c?.original ? of(c.original) : total;
  if (principalCents + interestCents + fineCents - discountCents !== total) {
    return { principalCents: total, interestCents: 0, fineCents: 0, discountCents: 0 };
  }
  return { principalCents, interestCents, fineCents, discountCents };
}

export function createPixSettlementService(deps: {
  settlement: PixSettlementRepository;
  psp: Pick<PspSettingsService, 'webhookAccount' | 'client'>;
  log: FastifyBaseLogger;
}): PixSettlementService {
  const { settlement, psp, log } = deps;

  return {
    async receive(secretPath, body) {
      const account = await psp.webhookAccount(secretPath);
      if (!account) throw notFound(PIX_WEBHOOK_MESSAGES.unknownPath);
      const { companyId, bankAccountId } = account;
      const client = await psp.client(companyId, bankAccountId);
      if (!client) throw notFound(PIX_WEBHOOK_MESSAGES.unknownPath);
      const results: Result[] = [];
      for (const notified of body.pix) {
        const base = { end_to_end_id: notified.endToEndId, txid: notified.txid ?? null };
        let pix: Pix;
        try {
          pix = await client.client.getPix(notified.endToEndId);
        } catch (error) {
          // Unreachable: the whole notification fails (503), so the PSP sends it again later.
          if (!(error instanceof AppError && error.statusCode === 409)) throw error;
          log.warn({ companyId, bankAccountId, ...base }, 'Pix not confirmed by the PSP');
          results.push({
            ...base,
            outcome: 'not_confirmed',
            refunds_applied: 0,
            message: PIX_WEBHOOK_MESSAGES.notConfirmed,
          });
          continue;
        }
        const txid = pix.txid && pix.txid !== '' ? pix.txid : null;
        const received: ReceivedPix | null = txid
          ? {
              endToEndId: pix.endToEndId,
              txid,
              receivedAt: new Date(pix.horario),
              paidOn: todayIso(new Date(pix.horario)),
              ...parts(pix),
            }
          : null;
        const settled = received
          ? await settlement.settle(companyId, bankAccountId, received)
          : ({ outcome: 'unknown_txid' } as const);
        let refunds = 0;
        for (const devolucao of pix.devolucoes ?? []) {
          if (devolucao.status !== 'DEVOLVIDO') continue;
          const cents = valorToCents(devolucao.valor);
          const refunded = await settlement.refund(companyId, pix.endToEndId, devolucao.id, cents);
          if (refunded === 'reversed') refunds += 1;
        }
        const message =
          settled.outcome === 'settled'
            ? PIX_WEBHOOK_MESSAGES.settled
            : settled.outcome === 'replay'
              ? PIX_WEBHOOK_MESSAGES.replay
              : settled.outcome === 'unknown_txid'
                ? PIX_WEBHOOK_MESSAGES.unknownTxid(txid)
                : PIX_WEBHOOK_MESSAGES.overOpen(txid ?? '', settled.openCents);
        if (settled.outcome === 'unknown_txid' || settled.outcome === 'over_open') {
          log.warn({ companyId, bankAccountId, ...base, outcome: settled.outcome }, message);
        }
        results.push({
          end_to_end_id: pix.endToEndId,
          txid,
          outcome: settled.outcome,
          refunds_applied: refunds,
          message,
        });
      }
      return { results };
    },
  };
}
