import type { FieldErrors, Resolver } from 'react-hook-form';
import { importRuleBody, maskCpfCnpj, unmaskDigits } from 'shared/contracts';
import type {
  ImportRule,
  ImportRuleBody,
  RuleAmountOperator,
  RuleTextOperator,
} from 'shared/contracts';
import { formatCentsForInput, parseBrlToCents } from 'shared/format';

// What the rule form holds (text as typed: "1.234,56", a masked CNPJ, '' for "none") and how it
// becomes the body the API validates — with the API's own schema, so the form refuses exactly
// what the API would, on the same fields.

export interface RuleFormValues {
  name: string;
  active: boolean;
  text_operator: RuleTextOperator | '';
  text: string;
  amount_operator: RuleAmountOperator | '';
  amount_min: string;
  amount_max: string;
  direction: 'receita' | 'despesa' | '';
  bank_account_id: string;
  document: string;
  category_id: string;
  contact_id: string;
  cost_center_id: string;
  set_description: string;
  ignore: boolean;
}

export type RuleFormField = keyof RuleFormValues;

export const EMPTY_RULE: RuleFormValues = {
  name: '',
  active: true,
  text_operator: 'contains',
  text: '',
  amount_operator: '',
  amount_min: '',
  amount_max: '',
  direction: '',
  bank_account_id: '',
  document: '',
  category_id: '',
  contact_id: '',
  cost_center_id: '',
  set_description: '',
  ignore: false,
};

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const centsOrNull = (typed: string) => (typed.trim() === '' ? null : parseBrlToCents(typed));

export function valuesOfRule(rule: ImportRule): RuleFormValues {
  const amount = (cents: number | null) => (cents === null ? '' : formatCentsForInput(cents));
  return {
    name: rule.name,
    active: rule.active,
    text_operator: rule.text_operator ?? '',
    text: rule.text ?? '',
    amount_operator: rule.amount_operator ?? '',
    amount_min: amount(rule.amount_min_cents),
    amount_max: amount(rule.amount_max_cents),
    direction: rule.direction ?? '',
    bank_account_id: rule.bank_account_id ?? '',
    document: rule.document ? maskCpfCnpj(rule.document) : '',
    category_id: rule.category_id ?? '',
    contact_id: rule.contact_id ?? '',
    cost_center_id: rule.cost_center_id ?? '',
    set_description: rule.set_description ?? '',
    ignore: rule.ignore,
  };
}

/** The body to send. An ignoring rule sends no actions: the switch hides them, it does not erase them. */
export function toRuleBody(values: RuleFormValues): ImportRuleBody {
  const text = orNull(values.text);
  const amountOperator = values.amount_operator || null;
  const ignore = values.ignore;
  return {
    name: values.name,
    active: values.active,
    // An operator without text is the form's default, not a condition.
    text_operator: text === null ? null : values.text_operator || null,
    text,
    amount_operator: amountOperator,
    amount_min_cents: amountOperator ? centsOrNull(values.amount_min) : null,
    amount_max_cents: amountOperator === 'between' ? centsOrNull(values.amount_max) : null,
    direction: values.direction || null,
    bank_account_id: values.bank_account_id || null,
    document: orNull(unmaskDigits(values.document)),
    category_id: ignore ? null : values.category_id || null,
    contact_id: ignore ? null : values.contact_id || null,
    cost_center_id: ignore ? null : values.cost_center_id || null,
    set_description: ignore ? null : orNull(values.set_description),
    ignore,
  };
}

const FIELD_OF_PATH: Record<string, RuleFormField> = {
  amount_min_cents: 'amount_min',
  amount_max_cents: 'amount_max',
};

/** The form's field for an API or schema path (`amount_min_cents` → the typed amount). */
export function ruleFieldOfPath(path: string): RuleFormField | null {
  if (path in FIELD_OF_PATH) return FIELD_OF_PATH[path] ?? null;
  return path in EMPTY_RULE ? (path as RuleFormField) : null;
}

/** Amounts typed but not understood: the schema would only see a null. */
function amountErrors(values: RuleFormValues): Partial<Record<RuleFormField, string>> {
  const errors: Partial<Record<RuleFormField, string>> = {};
  if (
    values.amount_operator &&
    values.amount_min.trim() &&
    parseBrlToCents(values.amount_min) === null
  )
    errors.amount_min = 'Valor inválido. Use o formato 1.234,56.';
  if (
    values.amount_operator === 'between' &&
    values.amount_max.trim() &&
    parseBrlToCents(values.amount_max) === null
  )
    errors.amount_max = 'Valor inválido. Use o formato 1.234,56.';
  return errors;
}

/** Every problem of the draft, one message per field, as the API would say it. */
export function ruleProblems(values: RuleFormValues): Partial<Record<RuleFormField, string>> {
  const all: Partial<Record<RuleFormField, string>> = {};
  const result = importRuleBody.safeParse(toRuleBody(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = ruleFieldOfPath(issue.path.join('.'));
      if (field && !all[field]) all[field] = issue.message;
    }
  }
  return { ...all, ...amountErrors(values) };
}

export const ruleResolver: Resolver<RuleFormValues> = (values) => {
  const entries = Object.entries(ruleProblems(values)) as [RuleFormField, string][];
  if (entries.length === 0) return { values, errors: {} };
  const errors: FieldErrors<RuleFormValues> = {};
  for (const [field, message] of entries) errors[field] = { type: 'validate', message };
  return { values: {}, errors };
};

/** A saved rule as a body again: the active switch sends the whole rule with one change. */
export function bodyOfRule(rule: ImportRule): ImportRuleBody {
  return {
    name: rule.name,
    active: rule.active,
    text_operator: rule.text_operator,
    text: rule.text,
    amount_operator: rule.amount_operator,
    amount_min_cents: rule.amount_min_cents,
    amount_max_cents: rule.amount_max_cents,
    direction: rule.direction,
    bank_account_id: rule.bank_account_id,
    document: rule.document,
    category_id: rule.category_id,
    contact_id: rule.contact_id,
    cost_center_id: rule.cost_center_id,
    set_description: rule.set_description,
    ignore: rule.ignore,
  };
}
