import { formatBRL } from './money';

// pt-BR amounts as people type them: "12.345,67", "12345,6", "12345" (whole reais).
const GROUPED = /^\d{1,3}(\.\d{3})*(,\d{1,2})?$/;
const PLAIN = /^\d+(,\d{1,2})?$/;

/**
 * Integer cents from what was typed, without going through floats; 0 when empty, null when it is
 * not an amount.
 */
export function parseBrlToCents(typed: string): number | null {
  const text = typed.replace(/^\s*R\$\s*/, '').trim();
  if (text === '') return 0;
  if (!GROUPED.test(text) && !PLAIN.test(text)) return null;
  const [reais = '', cents = ''] = text.replace(/\./g, '').split(',');
  return Number(reais) * 100 + Number(cents.padEnd(2, '0'));
}

/** "12.345,67": what the field shows back once an amount was understood. */
export function formatCentsForInput(amountCents: number): string {
  return formatBRL(amountCents).replace(/^R\$\s/, '');
}
