import { formatCentsForInput, parseBrlToCents, todayIso } from 'shared/format';
import type { BankAccount, BankAccountType } from 'shared/contracts';
import { BANK_ACCOUNT_TYPES, MAX_BALANCE_CENTS } from 'shared/contracts';
import { z } from 'zod';
import { bankLabel, findBank } from './brazilian-banks';

export const BANK_ACCOUNT_TYPE_LABELS: Record<BankAccountType, string> = {
  corrente: 'Conta corrente',
  poupanca: 'Poupança',
  pagamento: 'Conta de pagamento',
  investimento: 'Investimento',
  caixa: 'Caixa',
  cartao_credito: 'Cartão de crédito',
};

/** Cents from "-1.234,56": the opening balance may be negative (cheque especial). */
export function parseSignedBrlToCents(typed: string): number | null {
  const negative = /^\s*-/.test(typed);
  const cents = parseBrlToCents(typed.replace(/^\s*-\s*/, ''));
  if (cents === null) return null;
  return negative ? -cents : cents;
}

function balanceForInput(cents: number): string {
  return cents < 0 ? `-${formatCentsForInput(-cents)}` : formatCentsForInput(cents);
}

const balanceIsValid = (value: string) => {
  const cents = parseSignedBrlToCents(value);
  return cents !== null && Math.abs(cents) <= MAX_BALANCE_CENTS;
};

// The API's rules (shared/contracts/setup/bank-accounts.ts), said in Portuguese before the request.
export const bankAccountFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Informe um nome com pelo menos 2 caracteres')
    .max(120, 'Use no máximo 120 caracteres'),
  bank: z.string().refine((value) => findBank(value) !== null, 'Escolha um banco da lista'),
  agency: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, 'A agência tem só números (até 10)'),
  agency_digit: z
    .string()
    .trim()
    .regex(/^[0-9X]?$/i, 'Um dígito (ou X)'),
  account_number: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, 'A conta tem só números (até 20)'),
  account_digit: z
    .string()
    .trim()
    .regex(/^[0-9X]{1,2}$/i, 'Informe o dígito da conta (1 ou 2, ou X)'),
  type: z.enum(BANK_ACCOUNT_TYPES, { error: 'Escolha o tipo da conta' }),
  opening_balance: z.string().refine(balanceIsValid, 'Valor inválido. Ex.: 1.234,56'),
  opening_balance_date: z.iso.date({ error: 'Informe a data do saldo inicial' }),
});
export type BankAccountFormValues = z.infer<typeof bankAccountFormSchema>;

export function bankAccountDefaults(row: BankAccount | null): BankAccountFormValues {
  return {
    name: row?.name ?? '',
    bank: row ? bankLabel({ code: row.bank_code, name: row.bank_name }) : '',
    agency: row?.agency ?? '',
    agency_digit: row?.agency_digit ?? '',
    account_number: row?.account_number ?? '',
    account_digit: row?.account_digit ?? '',
    type: row?.type ?? 'corrente',
    opening_balance: balanceForInput(row?.opening_balance_cents ?? 0),
    opening_balance_date: row?.opening_balance_date ?? todayIso(),
  };
}

export function toBankAccountBody(values: BankAccountFormValues): Record<string, unknown> {
  // The schema already refused a value findBank does not know.
  const bank = findBank(values.bank);
  return {
    name: values.name,
    bank_code: bank?.code,
    bank_name: bank?.name,
    agency: values.agency,
    agency_digit: values.agency_digit || null,
    account_number: values.account_number,
    account_digit: values.account_digit,
    type: values.type,
    opening_balance_cents: parseSignedBrlToCents(values.opening_balance),
    opening_balance_date: values.opening_balance_date,
  };
}
