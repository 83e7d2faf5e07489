import { z } from 'zod';
import { activeQuery, isoDate, searchQuery, text, timestamps } from './setup-fields';
import { bankAccountPixKeyShape, pixKeyTypeSchema, refinePixKeyPair } from './pix-key';

// Contas bancárias and caixas (cadastros): what the API validates and answers, and what the
// screens' forms validate with.

export const BANK_ACCOUNT_TYPES = [
  'corrente',
  'poupanca',
  'pagamento',
  'investimento',
  'caixa',
  'cartao_credito',
] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/** |opening balance| ≤ 10^15 cents (10 trillion reais): beyond that it is a typo. */
export const MAX_BALANCE_CENTS = 1_000_000_000_000_000;

export const bankAccountTypeSchema = z
  .enum(BANK_ACCOUNT_TYPES)
  .describe('corrente, poupanca, pagamento, investimento, caixa ou cartao_credito');

export const bankAccountSchema = z
  .object({
    id: z.uuid(),
    company_id: z.uuid(),
    name: z.string(),
    bank_code: z.string(),
    bank_name: z.string(),
    agency: z.string(),
    agency_digit: z.string().nullable(),
    account_number: z.string(),
    account_digit: z.string(),
    type: bankAccountTypeSchema,
    opening_balance_cents: z.number().int(),
    opening_balance_date: z.string(),
    pix_key_type: pixKeyTypeSchema.nullable(),
    pix_key: z.string().nullable().describe('Normalizada: só dígitos, minúsculas ou +55…'),
    charge_default: z
      .boolean()
      .describe('A conta da empresa para a cobrança Pix; no máximo uma por empresa'),
    active: z.boolean(),
    ...timestamps,
  })
  .meta({ id: 'BankAccount' });
export type BankAccount = z.infer<typeof bankAccountSchema>;

const checkDigit = z
  .string()
  .trim()
  .regex(/^[0-9X]$/i, 'deve ser um dígito (ou X)')
  .transform((value) => value.toUpperCase());

const bankAccountFields = {
  name: text(2, 120).describe('Como a conta aparece nas telas'),
  bank_code: z
    .string()
    .regex(/^\d{3}$/, 'deve ter 3 dígitos')
    .describe('Código COMPE do banco, 3 dígitos (341, 001…)'),
  bank_name: text(2, 120),
  agency: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, 'deve ter de 1 a 10 dígitos'),
  agency_digit: checkDigit.nullable().optional(),
  account_number: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, 'deve ter de 1 a 20 dígitos'),
  account_digit: z
    .string()
    .trim()
    .regex(/^[0-9X]{1,2}$/i, 'deve ter 1 ou 2 dígitos (ou X)')
    .transform((value) => value.toUpperCase()),
  type: bankAccountTypeSchema,
  opening_balance_cents: z
    .number()
    .int()
    .min(-MAX_BALANCE_CENTS)
    .max(MAX_BALANCE_CENTS)
    .optional()
    .describe('Saldo inicial em centavos; pode ser negativo (cheque especial)'),
  opening_balance_date: isoDate.describe('Data do saldo inicial, YYYY-MM-DD'),
  ...bankAccountPixKeyShape,
  charge_default: z
    .boolean()
    .optional()
    .describe(
      'true faz desta a conta da cobrança Pix (e tira a marca das outras); exige chave Pix',
    ),
  active: z.boolean().optional(),
};

export const createBankAccountBody = z
  .strictObject(bankAccountFields)
  .transform((body, ctx) => refinePixKeyPair(body, ctx));
export type CreateBankAccount = z.infer<typeof createBankAccountBody>;

export const updateBankAccountBody = z
  .strictObject(bankAccountFields)
  .partial()
  .transform((body, ctx) => refinePixKeyPair(body, ctx));
export type UpdateBankAccount = z.infer<typeof updateBankAccountBody>;

export const listBankAccountsQuery = z.object({ search: searchQuery, active: activeQuery });
export type BankAccountFilter = z.infer<typeof listBankAccountsQuery>;

/**
 * GET /v1/companies/bank-accounts/balances: every account's balances, computed in one query.
 * Saldo atual = opening balance + what was received − what was paid through the account (what
 * moved: principal + juros + multa − desconto) from the opening balance's date up to today, the
 * company's day in São Paulo (`as_of`). Saldo previsto = saldo atual + payments dated after today
 * up to `until` (the end of the month) + what is still open, receitas in and despesas out, among
 * the account's movements due up to `until` (overdue ones included).
 */
export const bankAccountBalanceSchema = z.object({
  bank_account_id: z.uuid(),
  current_balance_cents: z.number().int(),
  projected_balance_cents: z.number().int(),
});
export type BankAccountBalance = z.infer<typeof bankAccountBalanceSchema>;

export const bankAccountBalancesSchema = z
  .object({
    as_of: z.string(),
    until: z.string(),
    data: z.array(bankAccountBalanceSchema),
  })
  .meta({ id: 'BankAccountBalances' });
export type BankAccountBalances = z.infer<typeof bankAccountBalancesSchema>;
