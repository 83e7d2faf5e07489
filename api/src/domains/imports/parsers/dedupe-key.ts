import { normaliseDescription } from './description';
import type { StatementLine } from './statement';

/**
 * The key that makes a line "already imported" on its bank account. The bank's FITID when it has
 * one that is unique in the file (some banks repeat FITIDs for different lines: those fall back);
 * else date, amount, normalised description and the position among equal lines of that day, so two
 * identical coffees on one day stay two lines, and a file that overlaps a previous one by whole
 * days yields the same keys for the same lines.
 */
export function dedupeKeys(lines: StatementLine[]): string[] {
  const fitIdCount = new Map<string, number>();
  for (const line of lines) {
    if (line.fitId) fitIdCount.set(line.fitId, (fitIdCount.get(line.fitId) ?? 0) + 1);
  }
  const seen = new Map<string, number>();
  return lines.map((line) => {
    if (line.fitId && fitIdCount.get(line.fitId) === 1) return `fitid:${line.fitId}`;
    const base = `${line.date}|${line.amountCents}|${normaliseDescription(line.description)}`;
    const position = (seen.get(base) ?? 0) + 1;
    seen.set(base, position);
    return `${base}|${position}`;
  });
}
