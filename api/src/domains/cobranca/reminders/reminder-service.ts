import { DEFAULT_REMINDER_STEPS, PIX_CHARGE_MESSAGES } from 'shared/contracts';
import type { ReminderSend, ReminderSettings, ReminderSettingsBody } from 'shared/contracts';
import { notFound } from '../../../errors';
import { MOVEMENT_NOT_FOUND_MESSAGE } from '../../movements/public';
import { companyOfChargeToken } from '../services/charge-token';
import type { RemindersRepository } from './reminders-repository';

export interface ReminderService {
  /** The company's régua; off with the default schedule until someone saves one. */
  settings(companyId: string): Promise<ReminderSettings>;
  save(companyId: string, body: ReminderSettingsBody): Promise<ReminderSettings>;
  /** What was planned and sent for a receivable, newest first. */
  log(companyId: string, movementId: string): Promise<ReminderSend[]>;
  /** The client of this charge receives no more reminders from its company. */
  optOut(token: string): Promise<void>;
}

export function createReminderService({
  reminders,
  requestPlan,
}: {
  reminders: RemindersRepository;
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
      const rows = await reminders.log(companyId, movementId);
      return rows.map((row) => ({
        id: row.id,
        offset_days: row.offsetDays,
        due_date: row.dueDate,
        planned_for: row.plannedFor,
        email: row.email,
        status: row.status,
        reason: row.reason,
        subject: row.subject,
        sent_at: row.sentAt?.toISOString() ?? null,
      }));
    },

    async optOut(token) {
      const companyId = companyOfChargeToken(token);
      const done = companyId ? await reminders.optOut(companyId, token) : false;
      if (!done) throw notFound(PIX_CHARGE_MESSAGES.pageNotFound);
    },
  };
}
