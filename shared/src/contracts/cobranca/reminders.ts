import { z } from 'zod';
import { formatLongDate } from '../../format/dates';
import { formatBRL } from '../../format/money';

// Régua de cobrança (issue 21, item 5): per company, e-mails to the client of every open
// receivable on chosen days around its due date, with the Pix charge in them. The template
// language is one the API and the settings' preview share, so the preview is the e-mail.

export const REMINDER_SEND_STATUSES = ['queued', 'sent', 'skipped', 'failed'] as const;
export type ReminderSendStatus = (typeof REMINDER_SEND_STATUSES)[number];

export const REMINDER_SEND_STATUS_LABELS: Record<ReminderSendStatus, string> = {
  queued: 'Na fila',
  sent: 'Enviado',
  skipped: 'Não enviado',
  failed: 'Falhou',
};

export const MIN_REMINDER_OFFSET = -30;
export const MAX_REMINDER_OFFSET = 90;
export const MAX_REMINDER_STEPS = 10;

/** The words a template may name, between braces: `{cliente}`. */
export const REMINDER_PLACEHOLDERS = {
  cliente: 'Nome do cliente',
  empresa: 'Nome da sua empresa',
  descricao: 'Descrição da conta a receber',
  valor: 'Valor em aberto (R$)',
  vencimento: 'Data de vencimento',
  dias: 'Dias até o vencimento ou de atraso',
  link: 'Link da cobrança Pix',
  pix_copia_e_cola: 'Código Pix copia e cola',
} as const;
export type ReminderPlaceholder = keyof typeof REMINDER_PLACEHOLDERS;

export interface ReminderValues {
  clientName: string;
  companyName: string;
  description: string;
  openCents: number;
  dueDate: string;
  offsetDays: number;
  link: string;
  brCode: string;
}

function daysText(offsetDays: number): string {
  const days = Math.abs(offsetDays);
  return days === 1 ? '1 dia' : `${days} dias`;
}

/** Fills `{placeholder}`s; an unknown word stays as typed (the editor warns about it). */
export function renderReminderText(template: string, values: ReminderValues): string {
  const byName: Record<ReminderPlaceholder, string> = {
    cliente: values.clientName,
    empresa: values.companyName,
    descricao: values.description,
    valor: formatBRL(values.openCents),
    vencimento: formatLongDate(values.dueDate),
    dias: daysText(values.offsetDays),
    link: values.link,
    pix_copia_e_cola: values.brCode,
  };
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) =>
    name in byName ? byName[name as ReminderPlaceholder] : whole,
  );
}

/** The placeholders a template names that do not exist, for the editor's message. */
export function unknownPlaceholders(template: string): string[] {
  const names = [...template.matchAll(/\{([a-z_]+)\}/g)].map((match) => match[1] ?? '');
  return [...new Set(names.filter((name) => !(name in REMINDER_PLACEHOLDERS)))];
}

/** "3 dias antes do vencimento", "No dia do vencimento", "7 dias após o vencimento". */
export function reminderOffsetLabel(offsetDays: number): string {
  if (offsetDays === 0) return 'No dia do vencimento';
  return offsetDays < 0
    ? `${daysText(offsetDays)} antes do vencimento`
    : `${daysText(offsetDays)} após o vencimento`;
}

const BEFORE = {
  subject: '{empresa}: {descricao} vence em {vencimento}',
  body:
    'Olá, {cliente}.\n\n' +
    'Lembramos que {descricao}, no valor de {valor}, vence em {vencimento} (daqui a {dias}).\n\n' +
    'Pague por Pix pelo link: {link}\n\nOu use o Pix copia e cola:\n{pix_copia_e_cola}\n\n' +
    'Se já pagou, desconsidere esta mensagem.\n\n{empresa}',
};
const ON_THE_DAY = {
  subject: '{empresa}: {descricao} vence hoje',
  body:
    'Olá, {cliente}.\n\n' +
    '{descricao}, no valor de {valor}, vence hoje ({vencimento}).\n\n' +
    'Pague por Pix pelo link: {link}\n\nOu use o Pix copia e cola:\n{pix_copia_e_cola}\n\n' +
    'Se já pagou, desconsidere esta mensagem.\n\n{empresa}',
};
const AFTER = {
  subject: '{empresa}: {descricao} venceu em {vencimento}',
  body:
    'Olá, {cliente}.\n\n' +
    'Não identificamos o pagamento de {descricao}, no valor de {valor}, vencida em ' +
    '{vencimento} (há {dias}).\n\n' +
    'Pague por Pix pelo link: {link}\n\nOu use o Pix copia e cola:\n{pix_copia_e_cola}\n\n' +
    'Se já pagou, desconsidere esta mensagem.\n\n{empresa}',
};

/** The schedule a company starts from: 3 days before, on the day, 3, 7 and 15 days after. */
export const DEFAULT_REMINDER_STEPS = [-3, 0, 3, 7, 15].map((offset_days) => ({
  offset_days,
  ...(offset_days < 0 ? BEFORE : offset_days === 0 ? ON_THE_DAY : AFTER),
}));

const template = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Informe ${label}`)
    .max(max, `${label[0]?.toUpperCase()}${label.slice(1)} pode ter no máximo ${max} caracteres`)
    .refine((text) => unknownPlaceholders(text).length === 0, {
      error: (issue) =>
        `Campo desconhecido: ${unknownPlaceholders(String(issue.input))
          .map((name) => `{${name}}`)
          .join(', ')}`,
    });

export const reminderStepSchema = z.object({
  offset_days: z
    .number()
    .int('Informe um número inteiro de dias')
    .min(MIN_REMINDER_OFFSET, `No máximo ${-MIN_REMINDER_OFFSET} dias antes do vencimento`)
    .max(MAX_REMINDER_OFFSET, `No máximo ${MAX_REMINDER_OFFSET} dias após o vencimento`),
  subject: template('o assunto', 200),
  body: template('a mensagem', 5000),
});
export type ReminderStep = z.infer<typeof reminderStepSchema>;

export const reminderSettingsSchema = z
  .object({
    enabled: z.boolean(),
    steps: z.array(reminderStepSchema),
  })
  .meta({ id: 'ReminderSettings' });
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

export const reminderSettingsBody = z.strictObject({
  enabled: z.boolean(),
  steps: z
    .array(reminderStepSchema)
    .min(1, 'Inclua ao menos um lembrete')
    .max(MAX_REMINDER_STEPS, `No máximo ${MAX_REMINDER_STEPS} lembretes`)
    .refine(
      (steps) => new Set(steps.map((step) => step.offset_days)).size === steps.length,
      'Dois lembretes no mesmo dia: escolha dias diferentes',
    ),
});
export type ReminderSettingsBody = z.infer<typeof reminderSettingsBody>;

/** One line of a receivable's reminder log. */
export const reminderSendSchema = z.object({
  id: z.uuid(),
  offset_days: z.number().int(),
  due_date: z.string(),
  planned_for: z.string(),
  email: z.string(),
  status: z.enum(REMINDER_SEND_STATUSES),
  reason: z.string().nullable(),
  subject: z.string().nullable(),
  sent_at: z.string().nullable(),
  /** Sent by "Enviar lembrete agora" rather than by the régua. */
  manual: z.boolean(),
});
export type ReminderSend = z.infer<typeof reminderSendSchema>;

/** Why "Enviar lembrete agora" cannot send (409), said before anything is written. */
export const REMINDER_NOW_MESSAGES = {
  notOpenReceivable: 'Só uma conta a receber em aberto recebe lembrete.',
  noClient: 'A conta não tem cliente: escolha o cliente para enviar o lembrete.',
  noEmail: 'O cliente não tem e-mail: cadastre-o para enviar o lembrete.',
  optedOut: 'O cliente pediu para não receber lembretes.',
} as const;

export const reminderSendListSchema = z
  .object({ items: z.array(reminderSendSchema) })
  .meta({ id: 'ReminderSendList' });
export type ReminderSendList = z.infer<typeof reminderSendListSchema>;

/** Why a planned reminder did not go out, as its log line says. */
export const REMINDER_SKIP_REASONS = {
  paid: 'A conta já estava paga.',
  optedOut: 'O cliente pediu para não receber lembretes.',
  noEmail: 'O cliente não tem e-mail.',
  dueDateChanged: 'O vencimento mudou.',
  disabled: 'A régua de cobrança foi desligada.',
  stepRemoved: 'Esta etapa foi retirada da régua de cobrança.',
  noCharge: 'Não foi possível gerar a cobrança Pix',
} as const;
