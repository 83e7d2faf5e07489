import { formatCentsForInput, parseBrlToCents, todayIso } from 'shared/format';
import type { BankAccount, PixKeyType } from 'shared/contracts';
import {
  BANK_ACCOUNT_TYPES,
  CHARGE_DEFAULT_WITHOUT_PIX_KEY_MESSAGE,
  MAX_BALANCE_CENTS,
  PIX_KEY_TYPE_MESSAGES,
  PIX_KEY_TYPES,
  formatPixKey,
  normalizePixKey,
} from 'shared/contracts';
import { z } from 'zod';
import { bankLabel } from 'shared/banks';
import { findBank } from './brazilian-banks';

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

export const PIX_KEY_REQUIRED_MESSAGE = 'Informe a chave Pix';
export const PIX_KEY_TYPE_REQUIRED_MESSAGE = 'Escolha o tipo da chave Pix';

/** How each kind of key is typed: the keyboard a phone opens and an example. */
export const PIX_KEY_INPUTS: Record<
  PixKeyType,
  { inputMode: 'numeric' | 'email' | 'tel' | 'text'; placeholder: string }
> = {
  cnpj: { inputMode: 'numeric', placeholder: '00.000.000/0000-00' },
  cpf: { inputMode: 'numeric', placeholder: '000.000.000-00' },
  email: { inputMode: 'email', placeholder: 'financeiro@empresa.com.br' },
  phone: { inputMode: 'tel', placeholder: '(61) 91234-5678' },
  random: { inputMode: 'text', placeholder: '123e4567-e89b-12d3-a456-426614174000' },
};

/** The key and its kind, said by the shared rules (the API checks the same, with the same words). */
function checkPixKey(
  values: { pix_key_type: PixKeyType | ''; pix_key: string; charge_default: boolean },
  ctx: z.RefinementCtx,
) {
  const type = values.pix_key_type;
  const key = values.pix_key.trim();
  if (type && !key) {
    ctx.addIssue({ code: 'custom', path: ['pix_key'], message: PIX_KEY_REQUIRED_MESSAGE });
  } else if (!type && key) {
    ctx.addIssue({
      code: 'custom',
      path: ['pix_key_type'],
      message: PIX_KEY_TYPE_REQUIRED_MESSAGE,
    });
  } else if (type && normalizePixKey(type, key) === null) {
    ctx.addIssue({ code: 'custom', path: ['pix_key'], message: PIX_KEY_TYPE_MESSAGES[type] });
  }
  if (values.charge_default && !key) {
    ctx.addIssue({
      code: 'custom',
      path: ['charge_default'],
      message: CHARGE_DEFAULT_WITHOUT_PIX_KEY_MESSAGE,
    });
  }
}

// The API's rules (shared/contracts/setup/bank-accounts.ts), said in Portuguese before the request.
export const bankAccountFormSchema = z
  .object({
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
    pix_key_type: z.enum(['', ...PIX_KEY_TYPES]),
    pix_key: z.string(),
    charge_default: z.boolean(),
  })
  .superRefine(checkPixKey);
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
    pix_key_type: row?.pix_key_type ?? '',
    pix_key: row?.pix_key_type && row.pix_key ? formatPixKey(row.pix_key_type, row.pix_key) : '',
    charge_default: row?.charge_default ?? false,
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
    // The API normalises the key (digits, lower case, +55…) and answers it so.
    pix_key_type: values.pix_key_type || null,
    pix_key: values.pix_key_type ? values.pix_key.trim() : null,
    charge_default: values.charge_default,
  };
}
