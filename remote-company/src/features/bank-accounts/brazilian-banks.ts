import { bankByCode } from 'shared/banks';
import type { Bank } from 'shared/banks';

/** The bank a typed or chosen value names by its code ("341", "341 – Itaú…"); null otherwise. */
export function findBank(value: string): Bank | null {
  const code = /^\s*(\d{3})\b/.exec(value)?.[1];
  return code ? bankByCode(code) : null;
}
