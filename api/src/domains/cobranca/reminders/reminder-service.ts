import {
  DEFAULT_REMINDER_STEPS,
  PIX_CHARGE_MESSAGES,
  REMINDER_NOW_MESSAGES,
} from 'shared/contracts';
import type { ReminderSend, ReminderSettings, ReminderSettingsBody } from 'shared/contracts';
import type { ReminderSendRow } from '../../../db/schema';
import { daysBetween, todayIso } from 'shared/format';
import { conflict, notFound } from '../../../errors';
import { MOVEMENT_NOT_FOUND_MESSAGE } from '../../movements/public';
import { companyOfChargeToken } from '../services/charge-token';
import type { ReminderSender } from './reminder-sender';
import type { RemindersRepository } from './reminders-repository';

export interface ReminderService {
  /** The company's régua; off with the default schedule until someone saves one. */
  settings(companyId: string): Promise<ReminderSettings>;
  save(companyId: string, body: ReminderSettingsBody): Promise<ReminderSettings>;
  /** What was planned and sent for a receivable, newest first. */
  log(companyId: string, movementId: string): Promise<ReminderSend[]>;
  /**
   * "Enviar lembrete agora": the receivable's client gets a reminder now, with the régua's step
   * nearest to the day (its text, the Pix code and the link), whether the régua is on or not.
   * Answers the log line; 409 with the reason when it cannot go.
   */
  sendNow(companyId: string, userId: string, movementId: string): Promise<ReminderSend>;
  /** The client of this charge receives no more reminders from its company. */
  optOut(token: string): Promise<void>;
}

export function createReminderService({
  reminders,
  requestPlan,
  sender,
  today = () => todayIso(),
}: {
  reminders: RemindersRepository;
  sender: Pick<ReminderSender, 'send'>;
  today?: () => string;
  /** Plans at once after a save that leaves the régua on (the job queue, when this API runs it). */
  requestPlan: () => Promise<void>;
}): ReminderService {
  const settings = async (companyId: string): Promise<ReminderSettings> => {
    const stored = await reminders.settings(companyId);
    if (!stored) return { enabled: false, steps: DEFAULT_REMINDER_STEPS };
    return {
      enabled: stored.enabled,
      steps: stored.steps.map(({ offsetDays, subject, body }) => ({
        offset_days: offsetDays,
        subject,
        body,
      })),
    };
  };
  return {
    settings,

    async save(companyId, body) {
      await reminders.saveSettings(companyId, {
        enabled: body.enabled,
        steps: [...body.steps]
          .sort((a, b) => a.offset_days - b.offset_days)
          .map((step) => ({
            offsetDays: step.offset_days,
            subject: step.subject,
            body: step.body,
          })),
      });
      if (body.enabled) await requestPlan();
      return settings(companyId);
    },

    async log(companyId, movementId) {
      if (!(await reminders.hasMovement(companyId, movementId))) {
        throw notFound(MOVEMENT_NOT_FOUND_MESSAGE);
      }
      return (await reminders.log(companyId, movementId)).map(toSend);
    },

    async sendNow(companyId, userId, movementId) {
      const receivable = await reminders.receivable(companyId, movementId);
      if (!receivable) throw notFound(MOVEMENT_NOT_FOUND_MESSAGE);
      if (receivable.type !== 'receita' || receivable.openCents <= 0) {
        throw conflict(REMINDER_NOW_MESSAGES.notOpenReceivable);
      }
      const { client } = receivable;
      if (!client) throw conflict(REMINDER_NOW_MESSAGES.noClient);
      if (!client.email) throw conflict(REMINDER_NOW_MESSAGES.noEmail);
      if (client.optedOut) throw conflict(REMINDER_NOW_MESSAGES.optedOut);
      const day = today();
      const offset = daysBetween(receivable.dueDate, day);
      const { steps } = await settings(companyId);
      // The step written for the nearest day: "vence em 3 dias" three days before, "venceu" after.
      const step = [...steps].sort(
        (a, b) =>
          Math.abs(a.offset_days - offset) - Math.abs(b.offset_days - offset) ||
          a.offset_days - b.offset_days,
      )[0]!;
      const id = await reminders.request(companyId, movementId, {
        userId,
        today: day,
        email: client.email,
        subject: step.subject,
        body: step.body,
      });
      if (!id) throw notFound(MOVEMENT_NOT_FOUND_MESSAGE);
      await sender.send(companyId, id);
      const sent = await reminders.sendRow(companyId, id);
      if (!sent) throw notFound(MOVEMENT_NOT_FOUND_MESSAGE);
      // Not sent after all (no Pix account for the charge, say): the log keeps why; so does the answer.
      if (sent.status !== 'sent') throw conflict(sent.reason ?? 'O lembrete não foi enviado.');
      return toSend(sent);
    },

    async optOut(token) {
      const companyId = companyOfChargeToken(token);
      const done = companyId ? await reminders.optOut(companyId, token) : false;
      if (!done) throw notFound(PIX_CHARGE_MESSAGES.pageNotFound);
    },
  };
}

function toSend(row: ReminderSendRow): ReminderSend {
  return {
    id: row.id,
    offset_days: row.offsetDays,
    due_date: row.dueDate,
    planned_for: row.plannedFor,
    email: row.email,
    status: row.status,
    reason: row.reason,
    subject: row.subject,
    sent_at: row.sentAt?.toISOString() ?? null,
    manual: row.requestedBy !== null,
  };
}
