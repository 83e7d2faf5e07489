import { REMINDER_SKIP_REASONS, renderReminderText } from 'shared/contracts';
import type { ReminderValues } from 'shared/contracts';
import type { Mailer } from '../../../adapters/mailer';
import { AppError } from '../../../errors';
import { brCodePng } from '../pix/br-code-image';
import type { ChargeText, PixChargeService } from '../services/pix-charge-service';
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
  /**
   * `send` for a batch of one company's reminders: read in one query, their charges made in one
   * transaction, each e-mail sent and recorded on its own. By id: the outcome, or the error
   * that stopped that one (the others go on).
   */
  sendMany(companyId: string, sendIds: string[]): Promise<Map<string, SendOutcome | Error>>;
}

/**
 * E-mails of a batch delivered at once. Each waits on the disk or the mail server, so fewer left
 * the process idle (4: a 10 000-reminder morning took 68 s on PGlite, 8: 46 s); it is also the
 * most a crash can send twice (sent, not yet recorded), under the same Message-ID.
 */
export const DELIVERY_CONCURRENCY = 8;

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
  pixCharges: Pick<PixChargeService, 'chargeTexts'>;
  mailer: Pick<Mailer, 'send'>;
  appPublicUrl: string;
}): ReminderSender {
  async function deliver(
    reminder: ReminderToSend,
    { step, client }: Extract<Readiness, { step: unknown }>,
    charge: ChargeText,
  ): Promise<SendOutcome> {
    const { send, movement } = reminder;
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
    // Recorded one by one, right after its e-mail: a crash repeats at most the e-mails in flight.
    await reminders.mark(send.companyId, send.id).sent(subject);
    return 'sent';
  }

  async function sendMany(companyId: string, sendIds: string[]) {
    const outcomes = new Map<string, SendOutcome | Error>();
    const found = await reminders.toSend(companyId, sendIds);
    const ready: { reminder: ReminderToSend; readiness: Extract<Readiness, { step: unknown }> }[] =
      [];
    for (const id of sendIds) {
      const reminder = found.get(id);
      if (!reminder) {
        outcomes.set(id, 'gone');
        continue;
      }
      const { send } = reminder;
      if (send.status !== 'queued') {
        outcomes.set(id, send.status === 'sent' ? 'sent' : 'skipped');
        continue;
      }
      const readiness = readinessOf(reminder);
      if ('skip' in readiness) {
        await reminders.mark(companyId, id).skipped(readiness.skip);
        outcomes.set(id, 'skipped');
      } else ready.push({ reminder, readiness });
    }
    if (ready.length === 0) return outcomes;

    let charges: Awaited<ReturnType<PixChargeService['chargeTexts']>>;
    try {
      charges = await pixCharges.chargeTexts(
        companyId,
        ready.map(({ reminder }) => reminder.send.movementId),
      );
    } catch (error) {
      // A company without a default Pix account or city: the log says what to fix, and the
      // queue does not retry what a retry cannot mend.
      if (!(error instanceof AppError && error.statusCode === 409)) throw error;
      for (const { reminder } of ready) {
        await reminders
          .mark(companyId, reminder.send.id)
          .skipped(`${REMINDER_SKIP_REASONS.noCharge}: ${error.message}`);
        outcomes.set(reminder.send.id, 'skipped');
      }
      return outcomes;
    }

    // A few e-mails at a time: each waits on the disk (or the mail server) and the database,
    // which overlap; they are of different receivables, so they never lock the same row.
    const pending = [...ready];
    const deliverOne = async ({ reminder, readiness }: (typeof ready)[number]) => {
      const { id, movementId } = reminder.send;
      const charge = charges.get(movementId);
      try {
        if (charge && 'failed' in charge) {
          // The PSP refused this one (a 409: retrying will not mend it) or could not be reached
          // (thrown: the queue tries again later); the batch's other reminders go on.
          const { failed } = charge;
          if (!(failed instanceof AppError && failed.statusCode === 409)) throw failed;
          await reminders
            .mark(companyId, id)
            .skipped(`${REMINDER_SKIP_REASONS.noCharge}: ${failed.message}`);
          outcomes.set(id, 'skipped');
          return;
        }
        if (!charge || 'skipped' in charge) {
          // Paid (or deleted) between the read above and the charge's lock.
          if (charge?.skipped === 'paid') {
            await reminders.mark(companyId, id).skipped(REMINDER_SKIP_REASONS.paid);
            outcomes.set(id, 'skipped');
          } else outcomes.set(id, 'gone');
          return;
        }
        outcomes.set(id, await deliver(reminder, readiness, charge));
      } catch (error) {
        outcomes.set(id, error instanceof Error ? error : new Error(String(error)));
      }
    };
    await Promise.all(
      Array.from({ length: DELIVERY_CONCURRENCY }, async () => {
        for (let next = pending.shift(); next; next = pending.shift()) await deliverOne(next);
      }),
    );
    return outcomes;
  }

  return {
    async send(companyId, sendId) {
      const outcome = (await sendMany(companyId, [sendId])).get(sendId) ?? 'gone';
      if (outcome instanceof Error) throw outcome;
      return outcome;
    },
    sendMany,
  };
}
