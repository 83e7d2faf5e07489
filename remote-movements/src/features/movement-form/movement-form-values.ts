import { createMovementBody, updateMovementBody } from 'shared/contracts';
import type {
  CreateMovement,
  Movement,
  MovementType,
  RecurrenceFrequency,
  UpdateMovement,
} from 'shared/contracts';
import { brDateToIso, formatCentsForInput, isoToBrDate, parseBrlToCents } from 'shared/format';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

// What the form holds (text as typed: "1.234,56", "25/12/2026") and how it becomes the request
// the API validates — with the API's own schemas from `shared/contracts`, so the form refuses
// exactly what the API would.

export type RepeatMode = 'none' | 'instalments' | 'recurrence';

export interface MovementFormValues {
  type: MovementType;
  description: string;
  amount: string;
  due_date: string;
  competence_date: string;
  category_id: string;
  cost_center_id: string;
  supplier_id: string;
  bank_account_id: string;
  document_number: string;
  notes: string;
  repeat: RepeatMode;
  instalments: string;
  frequency: RecurrenceFrequency;
  end: 'count' | 'until';
  count: string;
  until: string;
  paid: boolean;
  paid_on: string;
  paid_account_id: string;
}

export type FormField = keyof MovementFormValues;

export function emptyValues(today: string): MovementFormValues {
  return {
    type: 'despesa',
    description: '',
    amount: '',
    due_date: isoToBrDate(today),
    competence_date: '',
    category_id: '',
    cost_center_id: '',
    supplier_id: '',
    bank_account_id: '',
    document_number: '',
    notes: '',
    repeat: 'none',
    instalments: '2',
    frequency: 'monthly',
    end: 'count',
    count: '12',
    until: '',
    paid: false,
    paid_on: isoToBrDate(today),
    paid_account_id: '',
  };
}

/** A movement's values, to edit it or (with today's dates kept) to duplicate it. */
export function valuesOf(movement: Movement, today: string): MovementFormValues {
  return {
    ...emptyValues(today),
    type: movement.type,
    description: movement.description,
    amount: formatCentsForInput(movement.amount_cents),
    due_date: isoToBrDate(movement.due_date),
    competence_date: isoToBrDate(movement.competence_date),
    category_id: movement.category.id,
    cost_center_id: movement.cost_center?.id ?? '',
    supplier_id: movement.supplier?.id ?? '',
    bank_account_id: movement.bank_account?.id ?? '',
    document_number: movement.document_number ?? '',
    notes: movement.notes ?? '',
  };
}

const AMOUNT_INVALID = 'Valor inválido: use o formato 1.234,56';
const DATE_INVALID = 'Data inválida: use dd/mm/aaaa com um dia que exista';

type Parsed<T> = { body: T; errors: Partial<Record<FormField, string>> };

/** Typed text → cents or ISO; what cannot be read becomes an error beside its field. */
function readCommon(values: MovementFormValues) {
  const errors: Partial<Record<FormField, string>> = {};
  const cents = parseBrlToCents(values.amount);
  if (cents === null) errors.amount = AMOUNT_INVALID;
  const date = (field: FormField, text: string) => {
    if (text.trim() === '') return undefined;
    const iso = brDateToIso(text);
    if (!iso) errors[field] = DATE_INVALID;
    return iso ?? undefined;
  };
  const optional = (text: string) => (text === '' ? null : text);
  const body = {
    type: values.type,
    description: values.description,
    amount_cents: cents ?? 0,
    due_date: date('due_date', values.due_date) ?? '',
    competence_date: date('competence_date', values.competence_date),
    category_id: values.category_id,
    cost_center_id: optional(values.cost_center_id),
    supplier_id: optional(values.supplier_id),
    bank_account_id: optional(values.bank_account_id),
    document_number: optional(values.document_number.trim()),
    notes: optional(values.notes.trim()),
  };
  return { body, errors, date };
}

export function toCreateRequest(values: MovementFormValues): Parsed<Record<string, unknown>> {
  const { body, errors, date } = readCommon(values);
  const request: Record<string, unknown> = { ...body };
  if (values.repeat === 'instalments') request.instalments = Number(values.instalments);
  if (values.repeat === 'recurrence') {
    request.recurrence =
      values.end === 'count'
        ? { frequency: values.frequency, count: Number(values.count) }
        : { frequency: values.frequency, until: date('until', values.until) ?? '' };
  }
  if (values.paid) {
    request.payment = {
      paid_on: date('paid_on', values.paid_on) ?? '',
      bank_account_id: values.paid_account_id || null,
    };
  }
  return { body: request, errors };
}

export function toUpdateRequest(values: MovementFormValues): Parsed<Record<string, unknown>> {
  const { body, errors } = readCommon(values);
  return { body, errors };
}

/** Where an API or schema path is shown in the form. */
const FIELD_OF_PATH: Record<string, FormField> = {
  amount_cents: 'amount',
  'recurrence.count': 'count',
  'recurrence.until': 'until',
  recurrence: 'count',
  'payment.paid_on': 'paid_on',
  'payment.bank_account_id': 'paid_account_id',
};

export function fieldOfPath(path: string): FormField | null {
  if (path in FIELD_OF_PATH) return FIELD_OF_PATH[path] ?? null;
  const values: Record<string, true> = {
    type: true,
    description: true,
    due_date: true,
    competence_date: true,
    category_id: true,
    cost_center_id: true,
    supplier_id: true,
    bank_account_id: true,
    document_number: true,
    notes: true,
    instalments: true,
  };
  return values[path] ? (path as FormField) : null;
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Portuguese for the issues the movement schemas raise (their own messages are kept). */
function messageOf(field: FormField, issue: z.core.$ZodIssue): string {
  if (field === 'amount') {
    if (issue.code === 'too_small') return 'Informe um valor maior que zero';
    if (issue.code === 'too_big') return 'Valor acima do limite de R$ 999.999.999,99';
  }
  if (field === 'category_id' && issue.code !== 'custom') return 'Escolha uma categoria';
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string'
        ? `Preencha com pelo menos ${String(issue.minimum)} caracteres`
        : `Deve ser no mínimo ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `Use no máximo ${String(issue.maximum)} caracteres`
        : `Deve ser no máximo ${String(issue.maximum)}`;
    case 'invalid_format':
      return DATE_INVALID;
    case 'invalid_type':
      return field === 'due_date' ? 'Informe o vencimento' : 'Campo obrigatório';
    default:
      return sentence(issue.message);
  }
}

function resolverWith(
  toRequest: (values: MovementFormValues) => Parsed<Record<string, unknown>>,
  schema: z.ZodType,
): Resolver<MovementFormValues> {
  return (values) => {
    const { body, errors } = toRequest(values);
    const result = schema.safeParse(body);
    const all: Partial<Record<FormField, string>> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = fieldOfPath(issue.path.join('.'));
        if (field && !all[field]) all[field] = messageOf(field, issue);
      }
    }
    Object.assign(all, errors);
    const entries = Object.entries(all) as [FormField, string][];
    if (entries.length === 0) return { values, errors: {} };
    const fieldErrors: FieldErrors<MovementFormValues> = {};
    for (const [field, message] of entries) fieldErrors[field] = { type: 'validate', message };
    return { values: {}, errors: fieldErrors };
  };
}

export const createResolver = resolverWith(toCreateRequest, createMovementBody);
export const updateResolver = resolverWith(toUpdateRequest, updateMovementBody);

export const asCreate = (values: MovementFormValues) =>
  createMovementBody.parse(toCreateRequest(values).body) satisfies CreateMovement;
export const asUpdate = (values: MovementFormValues) =>
  updateMovementBody.parse(toUpdateRequest(values).body) satisfies UpdateMovement;
