import { z } from 'zod';
import { isValidCpfOrCnpj, unmaskDigits } from '../common/documents';

// Regras de extrato (issue 23): per company, ordered, first match wins. A rule looks at what a bank
// line (or a spreadsheet row, or a fiscal note's parcela) says — its text, amount, direction,
// account and the CPF/CNPJ in its text — and gives what a person would have chosen: category,
// supplier or client, cost centre, a description to write, or "ignore".

export const RULE_TEXT_OPERATORS = ['contains', 'starts_with', 'regex'] as const;
export type RuleTextOperator = (typeof RULE_TEXT_OPERATORS)[number];
export const RULE_TEXT_OPERATOR_LABELS: Record<RuleTextOperator, string> = {
  contains: 'contém',
  starts_with: 'começa com',
  regex: 'corresponde à expressão regular',
};

export const RULE_AMOUNT_OPERATORS = ['equal', 'between'] as const;
export type RuleAmountOperator = (typeof RULE_AMOUNT_OPERATORS)[number];

/** A company keeps at most this many rules: the preview applies every one to every line. */
export const MAX_IMPORT_RULES = 500;
export const MAX_RULE_TEXT = 200;

const nullableId = z.uuid('Identificador inválido.').nullable();

/** The conditions and actions, before the checks that involve several fields. */
const ruleFields = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'Informe o nome da regra.')
    .max(80, 'O nome da regra pode ter até 80 caracteres.'),
  active: z.boolean().default(true),
  text_operator: z.enum(RULE_TEXT_OPERATORS).nullable().default(null),
  text: z
    .string()
    .trim()
    .max(MAX_RULE_TEXT, `O texto pode ter até ${MAX_RULE_TEXT} caracteres.`)
    .nullable()
    .default(null),
  amount_operator: z.enum(RULE_AMOUNT_OPERATORS).nullable().default(null),
  /** Amounts compare without their sign: the direction is its own condition. */
  amount_min_cents: z
    .number()
    .int()
    .min(1, 'O valor deve ser maior que zero.')
    .nullable()
    .default(null),
  amount_max_cents: z
    .number()
    .int()
    .min(1, 'O valor deve ser maior que zero.')
    .nullable()
    .default(null),
  direction: z.enum(['receita', 'despesa']).nullable().default(null),
  bank_account_id: nullableId.default(null),
  document: z
    .string()
    .transform(unmaskDigits)
    .nullable()
    .default(null)
    .refine((value) => value === null || isValidCpfOrCnpj(value), 'CPF ou CNPJ inválido.'),
  category_id: nullableId.default(null),
  contact_id: nullableId.default(null),
  cost_center_id: nullableId.default(null),
  set_description: z
    .string()
    .trim()
    .max(MAX_RULE_TEXT, `A descrição pode ter até ${MAX_RULE_TEXT} caracteres.`)
    .nullable()
    .default(null),
  ignore: z.boolean().default(false),
});

type RuleFields = z.infer<typeof ruleFields>;

/** Why a regular expression cannot be used, or null when it can. */
export function regexProblem(source: string): string | null {
  try {
    new RegExp(source, 'iu');
  } catch {
    return 'Expressão regular inválida.';
  }
  // A nested quantifier — (a+)+, (\w*)* — can take exponential time on a long line: refused
  // rather than run with a timeout, so one rule can never stall an import.
  if (/\((?:[^()\\]|\\.)*[+*}](?:[^()\\]|\\.)*\)\s*(?:[+*]|\{\d+,\d*\})/.test(source)) {
    return 'Expressão regular com repetição dentro de repetição: simplifique-a.';
  }
  return null;
}

/** The checks between fields, each with the field it belongs to. */
function checkRule(rule: RuleFields, context: z.RefinementCtx) {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  const hasText = rule.text !== null && rule.text !== '';
  if (rule.text_operator && !hasText) issue('text', 'Informe o texto da condição.');
  if (hasText && !rule.text_operator) issue('text_operator', 'Escolha como comparar o texto.');
  if (rule.text_operator === 'regex' && hasText) {
    const problem = regexProblem(rule.text!);
    if (problem) issue('text', problem);
  }
  if (rule.amount_operator === 'equal' && rule.amount_min_cents === null)
    issue('amount_min_cents', 'Informe o valor.');
  if (rule.amount_operator === 'between') {
    if (rule.amount_min_cents === null) issue('amount_min_cents', 'Informe o valor mínimo.');
    if (rule.amount_max_cents === null) issue('amount_max_cents', 'Informe o valor máximo.');
    if (
      rule.amount_min_cents !== null &&
      rule.amount_max_cents !== null &&
      rule.amount_max_cents < rule.amount_min_cents
    )
      issue('amount_max_cents', 'O valor máximo deve ser maior ou igual ao mínimo.');
  }
  const conditions = [
    hasText,
    rule.amount_operator !== null,
    rule.direction !== null,
    rule.bank_account_id !== null,
    rule.document !== null,
  ];
  if (!conditions.some(Boolean))
    issue('text', 'Informe ao menos uma condição (texto, valor, tipo, conta ou CPF/CNPJ).');
  const actions = [
    rule.category_id,
    rule.contact_id,
    rule.cost_center_id,
    rule.set_description || null,
  ].some((value) => value !== null);
  if (rule.ignore && actions)
    issue(
      'ignore',
      'Uma regra que ignora a linha não define categoria, contato, centro de custo ou descrição.',
    );
  if (!rule.ignore && !actions)
    issue(
      'category_id',
      'Informe ao menos uma ação (categoria, contato, centro de custo, descrição ou ignorar).',
    );
}

export const importRuleBody = ruleFields.superRefine(checkRule).meta({ id: 'ImportRuleBody' });
export type ImportRuleBody = z.input<typeof importRuleBody>;
export type ImportRuleInput = z.output<typeof importRuleBody>;

export const importRuleSchema = z
  .object({
    id: z.uuid(),
    position: z.number().int().describe('A ordem: a primeira regra que casa vale'),
    name: z.string(),
    active: z.boolean(),
    text_operator: z.enum(RULE_TEXT_OPERATORS).nullable(),
    text: z.string().nullable(),
    amount_operator: z.enum(RULE_AMOUNT_OPERATORS).nullable(),
    amount_min_cents: z.number().int().nullable(),
    amount_max_cents: z.number().int().nullable(),
    direction: z.enum(['receita', 'despesa']).nullable(),
    bank_account_id: z.uuid().nullable(),
    document: z.string().nullable(),
    category_id: z.uuid().nullable(),
    contact_id: z.uuid().nullable(),
    cost_center_id: z.uuid().nullable(),
    set_description: z.string().nullable(),
    ignore: z.boolean(),
    /** How many of the company's movements (the last 12 months) the rule would have caught. */
    past_matches: z.number().int(),
    updated_at: z.string(),
  })
  .meta({ id: 'ImportRule' });
export type ImportRule = z.infer<typeof importRuleSchema>;

export const importRuleListSchema = z
  .object({ rules: z.array(importRuleSchema), history_from: z.string() })
  .meta({ id: 'ImportRuleList' });
export type ImportRuleList = z.infer<typeof importRuleListSchema>;

export const importRuleParams = z.object({ ruleId: z.uuid() });

export const reorderImportRulesBody = z
  .strictObject({
    ids: z.array(z.uuid()).min(1).max(MAX_IMPORT_RULES).describe('Todas as regras, na nova ordem'),
  })
  .meta({ id: 'ReorderImportRules' });
export type ReorderImportRules = z.infer<typeof reorderImportRulesBody>;

/** A draft rule tried against the history before it is saved: the form's live count. */
export const importRuleTrialSchema = z
  .object({
    past_matches: z.number().int(),
    examples: z.array(
      z.object({ description: z.string(), amount_cents: z.number().int(), date: z.string() }),
    ),
  })
  .meta({ id: 'ImportRuleTrial' });
export type ImportRuleTrial = z.infer<typeof importRuleTrialSchema>;

/**
 * What the suggestion service proposes for one line: from a rule (certain, the rule named), or
 * from the company's history (a confidence and the reason in words). `category_id` null with a
 * reason: history was asked and disagreed, so nothing is guessed.
 */
export const lineSuggestionSchema = z
  .object({
    source: z.enum(['rule', 'history']),
    rule: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    ignore: z.boolean(),
    category_id: z.uuid().nullable(),
    contact: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    cost_center_id: z.uuid().nullable(),
    description: z.string().nullable().describe('A descrição que a regra manda escrever'),
    confidence: z.number().int().min(0).max(100),
    reason: z.string(),
  })
  .meta({ id: 'LineSuggestion' });
export type LineSuggestion = z.infer<typeof lineSuggestionSchema>;

/** Auto-conciliação of one bank account: lines at or above the confidence come pre-accepted. */
export const autoReconcileSettingsSchema = z
  .object({
    bank_account_id: z.uuid(),
    enabled: z.boolean(),
    min_confidence: z.number().int().min(50).max(100),
  })
  .meta({ id: 'AutoReconcileSettings' });
export type AutoReconcileSettings = z.infer<typeof autoReconcileSettingsSchema>;

export const autoReconcileSettingsBody = z
  .strictObject({
    enabled: z.boolean(),
    min_confidence: z
      .number()
      .int()
      .min(50, 'A confiança mínima deve estar entre 50 % e 100 %.')
      .max(100, 'A confiança mínima deve estar entre 50 % e 100 %.')
      .default(90),
  })
  .meta({ id: 'AutoReconcileSettingsBody' });
export type AutoReconcileSettingsBody = z.input<typeof autoReconcileSettingsBody>;

export const bankAccountParams = z.object({ bankAccountId: z.uuid() });
