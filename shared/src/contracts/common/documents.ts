// Brazilian document numbers, shared by the screens (masks, messages) and the API (validation).

const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** The modulo-11 check digit of `digits` under `weights` (one weight per digit). */
function checkDigit(digits: string, weights: readonly number[]): string {
  const sum = weights.reduce((total, weight, index) => total + Number(digits[index]) * weight, 0);
  const rest = sum % 11;
  return String(rest < 2 ? 0 : 11 - rest);
}

const CPF_WEIGHTS = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** 9 digits → the 11-digit CPF (made-up documents for demos and tests). */
export function cpfWithCheckDigits(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new Error(`a CPF base has 9 digits, got "${base}"`);
  const first = base + checkDigit(base, CPF_WEIGHTS.slice(1));
  return first + checkDigit(first, CPF_WEIGHTS);
}

/** 12 digits (root + branch, e.g. `123456780001`) → the 14-digit CNPJ. */
export function cnpjWithCheckDigits(base: string): string {
  if (!/^\d{12}$/.test(base)) throw new Error(`a CNPJ base has 12 digits, got "${base}"`);
  const first = base + checkDigit(base, CNPJ_WEIGHTS.slice(1));
  return first + checkDigit(first, CNPJ_WEIGHTS);
}

/** CPF: 11 digits, two check digits, not all the same digit. */
export function isValidCpf(value: string): boolean {
  const cpf = digitsOf(value);
  if (cpf.length !== 11 || /^(\d)\1{10}$/.test(cpf)) return false;
  return cpfWithCheckDigits(cpf.slice(0, 9)) === cpf;
}

/** CNPJ: 14 digits, two check digits, not all the same digit. */
export function isValidCnpj(value: string): boolean {
  const cnpj = digitsOf(value);
  if (cnpj.length !== 14 || /^(\d)\1{13}$/.test(cnpj)) return false;
  return cnpjWithCheckDigits(cnpj.slice(0, 12)) === cnpj;
}

export function isValidCpfOrCnpj(value: string): boolean {
  return digitsOf(value).length === 11 ? isValidCpf(value) : isValidCnpj(value);
}

/** CEP: 8 digits. */
export function isValidCep(value: string): boolean {
  return /^\d{8}$/.test(digitsOf(value));
}

/** Masks as the person types: 000.000.000-00 up to 11 digits, 00.000.000/0000-00 beyond. */
export function maskCpfCnpj(value: string): string {
  const d = digitsOf(value).slice(0, 14);
  if (d.length <= 11) {
    return d
      .replace(/^(\d{3})(\d)/, '$1.$2')
      .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
      .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
  }
  return d
    .replace(/^(\d{2})(\d)/, '$1.$2')
    .replace(/^(\d{2})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d)/, '.$1/$2')
    .replace(/(\d{4})(\d{1,2})$/, '$1-$2');
}

/** 00000-000 */
export function maskCep(value: string): string {
  return digitsOf(value)
    .slice(0, 8)
    .replace(/^(\d{5})(\d)/, '$1-$2');
}

/** Only the digits, as the API stores documents and CEPs. */
export function unmaskDigits(value: string): string {
  return digitsOf(value);
}
