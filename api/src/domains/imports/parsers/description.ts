import { normaliseDescription } from '../../suggestions/public';

// The comparison of texts belongs to the suggestions, which the imports share.
export { normaliseDescription, significantWords } from '../../suggestions/public';

/** Balance lines banks mix into the transactions (BB's "Saldo Anterior", Itaú's "SALDO DO DIA"). */
export function isBalanceLine(description: string): boolean {
  return /^(SALDO|S A L D O)\b/.test(normaliseDescription(description));
}
