import { REMINDER_SKIP_REASONS, renderReminderText } from 'shared/contracts';
import type { ReminderValues } from 'shared/contracts';
import type { Mailer } from '../../../adapters/mailer';
import { AppError } from '../../../errors';
import { brCodePng } from '../pix/br-code-image';
import type { PixChargeService } from '../services/pix-charge-service';
import { reminderEmail } from './reminder-email';
import type { RemindersRepository } from './reminders-repository';

export type SendOutcome = 'sent' | 'skipped' | 'gone';

export interface ReminderSender {
  /**
   * Sends one planned reminder, or records why not. Safe to repeat: a reminder already recorded
   * is left alone, and a repeat after a crash between the e-mail and its record sends the same
   * message again under the same id (an outbox file replaced, one SMTP Message-ID).
   */
  send(companyId: string, sendId: string): Promise<SendOutcome>;
}

export function createReminderSender({
  reminders,
  pixCharges,
  mailer,
  appPublicUrl,
}: {
  reminders: RemindersRepository;
  pixCharges: Pick<PixChargeService, 'charge'>;
  mailer: Pick<Mailer, 'send'>;
  appPublicUrl: string;
}): ReminderSender {
  return {
    async send(companyId, sendId) {
      const reminder = await reminders.toSend(companyId, sendId);
      if (!reminder) return 'gone';
      const { send, movement, client } = reminder;
      if (send.status !== 'queued') return send.status === 'sent' ? 'sent' : 'skipped';
      const mark = reminders.mark(companyId, sendId);

      // Each check again at the moment of sending: the plan was made hours before.
      const skipReason = !reminder.enabled
        ? REMINDER_SKIP_REASONS.disabled
        : movement.type !== 'receita' || movement.openCents <= 0
          ? REMINDER_SKIP_REASONS.paid
          : movement.dueDate !== send.dueDate
            ? REMINDER_SKIP_REASONS.dueDateChanged
            : !client?.email
              ? REMINDER_SKIP_REASONS.noEmail
              : client.optedOut
                ? REMINDER_SKIP_REASONS.optedOut
                : !reminder.step
                  ? REMINDER_SKIP_REASONS.disabled
                  : null;
      if (skipReason || !client?.email || !reminder.step) {
        await mark.skipped(skipReason ?? REMINDER_SKIP_REASONS.disabled);
        return 'skipped';
      }

      let charge;
      try {
        ({ charge } = await pixCharges.charge(companyId, send.movementId));
      } catch (error) {
        // A company without a default Pix account or city: the log says what to fix, and the
        // queue does not retry what a retry cannot mend.
        if (error instanceof AppError && error.statusCode === 409) {
          await mark.skipped(`${REMINDER_SKIP_REASONS.noCharge}: ${error.message}`);
          return 'skipped';
        }
        throw error;
      }

      const values: ReminderValues = {
        clientName: client.name,
        companyName: reminder.companyName,
        description: movement.description,
        openCents: movement.openCents,
        dueDate: movement.dueDate,
        offsetDays: send.offsetDays,
        link: `${appPublicUrl}${charge.page_path}`,
        brCode: charge.br_code,
      };
      const subject = renderReminderText(reminder.step.subject, values);
      const content = reminderEmail({
        subject,
        body: renderReminderText(reminder.step.body, values),
        companyName: reminder.companyName,
        chargeLink: values.link,
        qrPng: await brCodePng(charge.br_code, 240),
      });
      await mailer.send({
        ...content,
        to: client.email,
        purpose: 'reminder',
        id: send.id,
        data: { link: values.link, movement_id: send.movementId },
      });
      await mark.sent(subject);
      return 'sent';
    },
  };
}
