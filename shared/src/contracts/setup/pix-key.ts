import { z } from 'zod';
import { isValidCnpj, isValidCpf, unmaskDigits } from '../common/documents';

// Pix keys (chaves Pix), as the DICT stores them: a contact's key, whose kind is detected, and a
// bank account's key, whose kind the person chooses. One set of kinds and rules for both.

export const PIX_KEY_TYPES = ['cnpj', 'cpf', 'email', 'phone', 'random'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];
export interface PixKey {
  key: string;
  type: PixKeyType;
}

/** In the order the screens offer them. */
export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  cnpj: 'CNPJ',
  cpf: 'CPF',
  email: 'E-mail',
  phone: 'Celular',
  random: 'Chave aleatória',
};

export const pixKeyTypeSchema = z
  .enum(PIX_KEY_TYPES)
  .describe('cnpj, cpf, email, phone (celular) ou random (chave aleatória, EVP)');

export const PIX_KEY_MESSAGE =
  'chave Pix inválida: use CPF, CNPJ, e-mail, celular com +55 ou chave aleatória';

/** What is wrong with a key of a chosen kind, in the words the form shows under the field. */
export const PIX_KEY_TYPE_MESSAGES: Record<PixKeyType, string> = {
  cnpj: 'CNPJ inválido: confira os 14 dígitos',
  cpf: 'CPF inválido: confira os 11 dígitos',
  email: 'E-mail inválido (até 77 caracteres)',
  phone: 'Celular inválido: use DDD e número, como (61) 91234-5678',
  random: 'Chave aleatória inválida: são 32 letras e números no formato 8-4-4-4-12',
};

/** BACEN's limit for an e-mail key. */
export const PIX_EMAIL_MAX = 77;

const RANDOM_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = z.email().max(PIX_EMAIL_MAX);

/** +55, a DDD from 11 to 99, then 8 or 9 digits: `+5561912345678`. */
function normalizePhone(input: string): string | null {
  if (!/^\+?[\d\s().-]+$/.test(input)) return null;
  let digits = unmaskDigits(input);
  // "+55 61 …" and "55 61 …" carry the country; "(61) 9…" does not (a DDD is never 55 + 8 digits).
  if (input.startsWith('+')) {
    if (!digits.startsWith('55')) return null;
    digits = digits.slice(2);
  } else if (digits.startsWith('55') && digits.length >= 12) {
    digits = digits.slice(2);
  }
  return /^[1-9][1-9]\d{8,9}$/.test(digits) ? `+55${digits}` : null;
}

/** A key of the chosen kind, normalised as the DICT stores it; null when it is not one. */
export function normalizePixKey(type: PixKeyType, input: string): string | null {
  const value = input.trim();
  switch (type) {
    case 'cnpj':
      return /^[\d./\s-]+$/.test(value) && isValidCnpj(value) ? unmaskDigits(value) : null;
    case 'cpf':
      return /^[\d.\s-]+$/.test(value) && isValidCpf(value) ? unmaskDigits(value) : null;
    case 'email':
      return EMAIL.safeParse(value).success ? value.toLowerCase() : null;
    case 'phone':
      return normalizePhone(value);
    case 'random':
      return RANDOM_KEY.test(value) ? value.toLowerCase() : null;
  }
}

/** A Pix key in any of its five kinds, its kind detected; null when it is none. */
export function parsePixKey(input: string): PixKey | null {
  const value = input.trim();
  if (value.includes('@')) {
    const key = normalizePixKey('email', value);
    return key ? { key, type: 'email' } : null;
  }
  // Without the +, 11 digits are a CPF: a phone key is told apart by its country code.
  if (value.startsWith('+')) {
    const key = normalizePixKey('phone', value);
    return key ? { key, type: 'phone' } : null;
  }
  if (RANDOM_KEY.test(value)) return { key: value.toLowerCase(), type: 'random' };
  for (const type of ['cpf', 'cnpj'] as const) {
    const key = normalizePixKey(type, value);
    if (key) return { key, type };
  }
  return null;
}

/** The key as people read it: 12.345.678/0001-95, 123.456.789-09, +55 (61) 91234-5678. */
export function formatPixKey(type: PixKeyType, key: string): string {
  if (type === 'cnpj') {
    return key.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  }
  if (type === 'cpf') return key.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  if (type === 'phone') {
    return key.replace(/^\+55(\d{2})(\d{4,5})(\d{4})$/, '+55 ($1) $2-$3');
  }
  return key;
}

/**
 * A bank account's `pix_key_type` and `pix_key`: both or neither (null clears them). The key is
 * checked against the chosen kind and stored normalised (digits, lower case, +55…).
 */
export const bankAccountPixKeyShape = {
  pix_key_type: pixKeyTypeSchema.nullable().optional(),
  pix_key: z
    .string()
    .trim()
    .max(100)
    .nullable()
    .optional()
    .describe(
      'CNPJ ou CPF (com ou sem máscara; guardado só com dígitos), e-mail, celular (+5561912345678) ou chave aleatória',
    ),
};

/** The cobrança account is where payers send Pix: the API and the form refuse it without a key. */
export const CHARGE_DEFAULT_WITHOUT_PIX_KEY_MESSAGE =
  'Cadastre uma chave Pix nesta conta para usá-la na cobrança.';

export const PIX_KEY_PAIR_MESSAGE = 'Informe o tipo e a chave Pix juntos, ou nenhum dos dois';

/**
 * Checks and normalises the pair in place. For an update, leaving both out changes nothing;
 * sending one of them alone is refused, so the stored pair never mixes kinds.
 */
export function refinePixKeyPair<
  T extends { pix_key_type?: PixKeyType | null; pix_key?: string | null },
>(value: T, ctx: z.core.$RefinementCtx<T>): T {
  const { pix_key_type: type, pix_key: key } = value;
  if (type === undefined && key === undefined) return value;
  const blank = key === undefined || key === null || key === '';
  if (!type && blank) return { ...value, pix_key_type: null, pix_key: null };
  if (!type || blank) {
    const path = [type ? 'pix_key' : 'pix_key_type'];
    ctx.issues.push({ code: 'custom', message: PIX_KEY_PAIR_MESSAGE, path, input: value });
    return z.NEVER;
  }
  const normalised = normalizePixKey(type, key);
  if (!normalised) {
    const message = PIX_KEY_TYPE_MESSAGES[type];
    ctx.issues.push({ code: 'custom', message, path: ['pix_key'], input: value });
    return z.NEVER;
  }
  return { ...value, pix_key: normalised };
}
