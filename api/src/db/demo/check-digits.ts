// The demo's CPFs and CNPJs are made up, so their check digits are computed here (the same
// modulo-11 rule shared/contracts validates with) instead of being copied from real people.

function checkDigit(digits: string, weights: readonly number[]): string {
  const sum = weights.reduce((total, weight, index) => total + Number(digits[index]) * weight, 0);
  const rest = sum % 11;
  return String(rest < 2 ? 0 : 11 - rest);
}

/** 12 digits (root + branch, e.g. `123456780001`) → the 14-digit CNPJ. */
export function cnpjWithCheckDigits(base: string): string {
  if (!/^\d{12}$/.test(base)) throw new Error(`a CNPJ base has 12 digits, got "${base}"`);
  const first = base + checkDigit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first + checkDigit(first, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
}

/** 9 digits → the 11-digit CPF. */
export function cpfWithCheckDigits(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new Error(`a CPF base has 9 digits, got "${base}"`);
  const first = base + checkDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first + checkDigit(first, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
}
