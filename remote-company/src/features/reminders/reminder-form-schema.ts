import { z } from 'zod';
import {
  DEFAULT_REMINDER_STEPS,
  MAX_REMINDER_OFFSET,
  MAX_REMINDER_STEPS,
  MIN_REMINDER_OFFSET,
  reminderStepSchema,
} from 'shared/contracts';
import type { ReminderSettings, ReminderSettingsBody, ReminderStep } from 'shared/contracts';

/** A step as the form asks it: before, on or after the due date, and how many days. */
export const REMINDER_WHEN = ['antes', 'no-dia', 'depois'] as const;
export type ReminderWhen = (typeof REMINDER_WHEN)[number];

export const REMINDER_WHEN_LABELS: Record<ReminderWhen, string> = {
  antes: 'Antes do vencimento',
  'no-dia': 'No dia do vencimento',
  depois: 'Após o vencimento',
};

const MAX_DAYS: Record<ReminderWhen, number> = {
  antes: -MIN_REMINDER_OFFSET,
  'no-dia': 0,
  depois: MAX_REMINDER_OFFSET,
};

const stepValues = z
  .object({
    when: z.enum(REMINDER_WHEN),
    days: z.string(),
    subject: reminderStepSchema.shape.subject,
    body: reminderStepSchema.shape.body,
  })
  .superRefine((step, ctx) => {
    if (step.when === 'no-dia') return;
    const days = Number(step.days.trim());
    const max = MAX_DAYS[step.when];
    if (!/^\d+$/.test(step.days.trim()) || days < 1 || days > max) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: `Informe de 1 a ${max} dias` });
    }
  });
export type ReminderStepValues = z.infer<typeof stepValues>;

export function offsetOf(step: Pick<ReminderStepValues, 'when' | 'days'>): number {
  if (step.when === 'no-dia') return 0;
  const days = Number(step.days);
  return step.when === 'antes' ? -days : days;
}

export const reminderFormSchema = z.object({
  enabled: z.boolean(),
  steps: z
    .array(stepValues)
    .min(1, 'Inclua ao menos um lembrete')
    .max(MAX_REMINDER_STEPS, `No máximo ${MAX_REMINDER_STEPS} lembretes`)
    .superRefine((steps, ctx) => {
      const seen = new Map<number, number>();
      steps.forEach((step, index) => {
        const offset = offsetOf(step);
        if (Number.isNaN(offset)) return;
        if (seen.has(offset)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'days'],
            message: 'Já há um lembrete neste dia',
          });
        }
        seen.set(offset, index);
      });
    }),
});
export type ReminderFormValues = z.infer<typeof reminderFormSchema>;

export function toStepValues(step: ReminderStep): ReminderStepValues {
  const when: ReminderWhen =
    step.offset_days < 0 ? 'antes' : step.offset_days === 0 ? 'no-dia' : 'depois';
  return {
    when,
    days: when === 'no-dia' ? '' : String(Math.abs(step.offset_days)),
    subject: step.subject,
    body: step.body,
  };
}

export const toFormValues = (settings: ReminderSettings): ReminderFormValues => ({
  enabled: settings.enabled,
  steps: settings.steps.map(toStepValues),
});

export const defaultStepValues = (): ReminderStepValues[] =>
  DEFAULT_REMINDER_STEPS.map(toStepValues);

export function toSettingsBody(values: ReminderFormValues): ReminderSettingsBody {
  return {
    enabled: values.enabled,
    steps: values.steps.map((step) => ({
      offset_days: offsetOf(step),
      subject: step.subject.trim(),
      body: step.body.trim(),
    })),
  };
}
