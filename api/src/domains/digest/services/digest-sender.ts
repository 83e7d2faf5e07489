import type { FastifyBaseLogger } from 'fastify';
import type { BudgetOverrun } from 'shared/contracts';
import { addDays, todayIso } from 'shared/format';
import type { Mailer } from '../../../adapters/mailer';
import { isApprover } from '../../approvals/public';
import type { ApprovalsRepository } from '../../approvals/public';
import type { DigestRepository } from '../repositories/digest-repository';
import { digestEmail, isEmptyDigest } from './digest-email';

export type DigestOutcome = 'sent' | 'skipped' | 'gone';

/** Why a planned digest was not sent, as its row and the log keep it. */
export const DIGEST_SKIP_REASONS = {
  empty:
    'Nada vence hoje, nada em atraso, nada recebido ou pago ontem, nada aguardando aprovação e nenhuma categoria perto do limite do orçamento.',
  notMember: 'A pessoa não é mais membro da empresa.',
  optedOut: 'O resumo foi desativado em Minha conta.',
  inactive: 'O usuário está desativado.',
  stale: 'O dia do resumo já passou.',
} as const;

export interface DigestSender {
  /**
   * Sends one planned digest, or records why not. Safe to repeat: a digest already recorded is
   * left alone, and a repeat after a crash between the e-mail and its record sends the same
   * message under the same id (an outbox file replaced, one SMTP Message-ID).
   */
  send(companyId: string, sendId: string, now?: Date): Promise<DigestOutcome>;
}

export function createDigestSender({
  digests,
  approvals,
  mailer,
  appPublicUrl,
  log,
  budgetOverrunsOf,
}: {
  digests: DigestRepository;
  approvals: Pick<ApprovalsRepository, 'awaitingApproval'>;
  mailer: Pick<Mailer, 'send'>;
  appPublicUrl: string;
  log: FastifyBaseLogger;
  /** The categories of `day`'s month past their budget's share (planning's comparison). */
  budgetOverrunsOf: (companyId: string, day: string) => Promise<BudgetOverrun[]>;
}): DigestSender {
  return {
    async send(companyId, sendId, now = new Date()) {
      const digest = await digests.toSend(companyId, sendId);
      if (!digest) return 'gone';
      const { send } = digest;
      if (send.status !== 'queued') return send.status;
      const context = { companyId, userId: send.userId, day: send.day, sendId };

      // Checked again when sending: the plan may be hours old, the membership gone since.
      const skipReason = !digest.member
        ? DIGEST_SKIP_REASONS.notMember
        : !digest.subscribed
          ? DIGEST_SKIP_REASONS.optedOut
          : !digest.user.active
            ? DIGEST_SKIP_REASONS.inactive
            : send.day !== todayIso(now)
              ? DIGEST_SKIP_REASONS.stale
              : null;
      if (skipReason) {
        await digests.markSkipped(companyId, sendId, skipReason);
        log.info({ ...context, reason: skipReason }, 'daily digest not sent');
        return 'skipped';
      }

      const yesterday = addDays(send.day, -1);
      const contents = await digests.contents(companyId, send.day, yesterday);
      if (digest.role && isApprover(digest.role)) {
        contents.awaitingApproval = await approvals.awaitingApproval(companyId);
      }
      contents.budgetOverruns = await budgetOverrunsOf(companyId, send.day);
      if (isEmptyDigest(contents)) {
        await digests.markSkipped(companyId, sendId, DIGEST_SKIP_REASONS.empty);
        log.info(
          { ...context, reason: DIGEST_SKIP_REASONS.empty },
          'daily digest skipped: nothing due today, overdue or received yesterday',
        );
        return 'skipped';
      }

      const { links, ...content } = digestEmail({
        companyId,
        companyName: digest.companyName,
        today: send.day,
        yesterday,
        contents,
        appPublicUrl,
      });
      await mailer.send({
        ...content,
        to: digest.user.email,
        purpose: 'daily-digest',
        id: send.id,
        data: {
          company_id: companyId,
          due_today_link: links.dueToday.receita,
          overdue_link: links.overdue.receita,
          received_link: links.paidYesterday.receita,
        },
      });
      await digests.markSent(companyId, sendId);
      return 'sent';
    },
  };
}
