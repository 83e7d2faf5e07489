import { REMINDER_SKIP_REASONS, renderReminderText } from 'shared/contracts';
import type { ReminderValues } from 'shared/contracts';
import type { Mailer } from '../../../adapters/mailer';
import { AppError } from '../../../errors';
import { brCodePng } from '../pix/br-code-image';
import type { PixChargeService } from '../services/pix-charge-service';
import { reminderEmail } from './reminder-email';
import type { ReminderToSend, RemindersRepository } from './reminders-repository';

export type SendOutcome = 'sent' | 'skipped' | 'gone';

export interface ReminderSender {
  /**
   * Sends one planned reminder, or records why not. Safe to repeat: a reminder already recorded
   * is left alone, and a repeat after a crash between the e-mail and its record sends the same
   * message again under the same id (an outbox file replaced, one SMTP Message-ID).
   */
  send(companyId: string, sendId: string): Promise<SendOutcome>;
}

type Readiness =
  | { skip: string }
  | { step: NonNullable<ReminderToSend['step']>; client: { name: string; email: string } };

/** Each check made again at the moment of sending: the plan was made hours before. */
function readinessOf({ enabled, step, movement, send, client }: ReminderToSend): Readiness {
  if (!enabled) return { skip: REMINDER_SKIP_REASONS.disabled };
  if (!step) return { skip: REMINDER_SKIP_REASONS.stepRemoved };
  if (movement.type !== 'receita' || movement.openCents <= 0) {
    return { skip: REMINDER_SKIP_REASONS.paid };
  }
  if (movement.dueDate !== send.dueDate) return { skip: REMINDER_SKIP_REASONS.dueDateChanged };
  if (!client?.email) return { skip: REMINDER_SKIP_REASONS.noEmail };
  if (client.optedOut) return { skip: REMINDER_SKIP_REASONS.optedOut };
  return { step, client: { name: client.name, email: client.email } };
}

export function createReminderSender({
  reminders,
  pixCharges,
  mailer,
  appPublicUrl,
}: {
  reminders: RemindersRepository;
  pixCharges: Pick<PixChargeService, 'chargeText'>;
  mailer: Pick<Mailer, 'send'>;
  appPublicUrl: string;
}): ReminderSender {
  return {
    async send(companyId, sendId) {
      const reminder = await reminders.toSend(companyId, sendId);
      if (!reminder) return 'gone';
      const { send, movement } = reminder;
      if (send.status !== 'queued') return send.status === 'sent' ? 'sent' : 'skipped';
      const mark = reminders.mark(companyId, sendId);

      const ready = readinessOf(reminder);
      if ('skip' in ready) {
        await mark.skipped(ready.skip);
        return 'skipped';
      }
      const { step, client } = ready;

      let charge;
      try {
        charge = await pixCharges.chargeText(companyId, send.movementId);
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
        link: `${appPublicUrl}${charge.pagePath}`,
        brCode: charge.brCode,
      };
      const subject = renderReminderText(step.subject, values);
      const content = reminderEmail({
        subject,
        body: renderReminderText(step.body, values),
        companyName: reminder.companyName,
        chargeLink: values.link,
        qrPng: brCodePng(charge.brCode, 240),
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
