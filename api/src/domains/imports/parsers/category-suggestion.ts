import { significantWords } from './description';

export interface WordUse {
  word: string;
  type: 'receita' | 'despesa';
  categoryId: string;
  uses: number;
}

/**
 * The category the company most often gave to movements sharing a word with the line. Words that
 * point to one category win over words spread over many ('ENERGIA' over 'BRASIL'); then the
 * word used most.
 */
export function suggestCategory(
  description: string,
  type: 'receita' | 'despesa',
  uses: Map<string, WordUse[]>,
): string | null {
  let best: { categoryId: string; share: number; count: number } | null = null;
  for (const word of significantWords(description)) {
    const options = (uses.get(word) ?? []).filter((use) => use.type === type);
    if (options.length === 0) continue;
    const total = options.reduce((sum, use) => sum + use.uses, 0);
    const top = options.reduce((a, b) => (b.uses > a.uses ? b : a));
    const share = top.uses / total;
    if (!best || share > best.share || (share === best.share && top.uses > best.count)) {
      best = { categoryId: top.categoryId, share, count: top.uses };
    }
  }
  return best?.categoryId ?? null;
}

/**
 * Word → categories that used it, from the company's descriptions, keeping only the words the
 * statement has (`wanted`).
 */
export function wordUses(
  rows: { description: string; type: 'receita' | 'despesa'; categoryId: string; uses: number }[],
  wanted: Set<string>,
): Map<string, WordUse[]> {
  const totals = new Map<string, WordUse>();
  for (const row of rows) {
    for (const word of significantWords(row.description)) {
      if (!wanted.has(word)) continue;
      const key = `${word}|${row.type}|${row.categoryId}`;
      const found = totals.get(key);
      if (found) found.uses += row.uses;
      else totals.set(key, { word, type: row.type, categoryId: row.categoryId, uses: row.uses });
    }
  }
  const map = new Map<string, WordUse[]>();
  for (const use of totals.values()) map.set(use.word, [...(map.get(use.word) ?? []), use]);
  return map;
}
