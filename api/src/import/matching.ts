import { significantWords } from './description';

/** Due dates this far from the line's date (either side) can still be the same bill. */
export const MATCH_WINDOW_DAYS = 20;

export interface MatchInput {
  index: number;
  date: string;
  description: string;
}

export interface CandidateRow {
  index: number;
  movementId: string;
  description: string;
  dueDate: string;
  amountCents: number;
  paidCents: number;
}

export interface ScoredCandidate {
  movementId: string;
  description: string;
  dueDate: string;
  amountCents: number;
  openCents: number;
  score: number;
  reason: string;
}

export interface LineMatch {
  candidates: ScoredCandidate[];
  proposedMovementId: string | null;
  tie: boolean;
}

const DAY_MS = 86_400_000;
const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

function dueWords(days: number): string {
  if (days === 0) return 'vencimento no mesmo dia';
  const count = Math.abs(days) === 1 ? '1 dia' : `${Math.abs(days)} dias`;
  return days < 0 ? `vencimento ${count} antes` : `vencimento ${count} depois`;
}

/**
 * Score (0–100) and reason in words. The amount is already equal (the query asks for it): 50 for
 * the movement's whole amount, 45 for the open rest of a partly paid one; up to 30 for the due
 * date's closeness; 20 when a meaningful word of the bank's text is in the movement's description.
 */
export function scoreCandidate(
  line: MatchInput,
  row: CandidateRow,
  wordsOf: (text: string) => string[] = significantWords,
): ScoredCandidate {
  const days = daysFrom(line.date, row.dueDate);
  const partly = row.paidCents > 0;
  const rowWords = wordsOf(row.description);
  const shared = wordsOf(line.description).filter((word) => rowWords.includes(word));
  const score =
    (partly ? 45 : 50) +
    Math.max(0, 30 - Math.round((Math.abs(days) * 30) / (MATCH_WINDOW_DAYS + 1))) +
    (shared.length > 0 ? 20 : 0);
  const reasons = [partly ? 'valor igual ao valor em aberto' : 'mesmo valor', dueWords(days)];
  if (shared.length > 0)
    reasons.push(`${shared.map((word) => `'${word}'`).join(', ')} na descrição`);
  return {
    movementId: row.movementId,
    description: row.description,
    dueDate: row.dueDate,
    amountCents: row.amountCents,
    openCents: row.amountCents - row.paidCents,
    score,
    reason: reasons.join(', '),
  };
}

/**
 * Every line's candidates, best first, and a proposal only when one is strictly best: a tie is
 * shown to the user, never guessed. A movement is proposed to one line only (the line where it
 * scores highest, lines taken in order of their best score), so two equal lines never both
 * propose paying the same bill.
 */
export function matchLines(lines: MatchInput[], rows: CandidateRow[]): Map<number, LineMatch> {
  const byIndex = new Map(lines.map((line) => [line.index, line]));
  // A bill's description comes back for every line it is a candidate of: split it once.
  const words = new Map<string, string[]>();
  const wordsOf = (text: string) => {
    let found = words.get(text);
    if (!found) words.set(text, (found = significantWords(text)));
    return found;
  };
  const scored = new Map<number, ScoredCandidate[]>();
  for (const row of rows) {
    const line = byIndex.get(row.index);
    if (!line) continue;
    const list = scored.get(row.index) ?? [];
    list.push(scoreCandidate(line, row, wordsOf));
    scored.set(row.index, list);
  }
  for (const list of scored.values()) {
    list.sort((a, b) => b.score - a.score || a.dueDate.localeCompare(b.dueDate));
  }
  const order = [...scored.entries()].sort(
    ([ia, a], [ib, b]) => (b[0]?.score ?? 0) - (a[0]?.score ?? 0) || ia - ib,
  );
  const taken = new Set<string>();
  const result = new Map<number, LineMatch>();
  for (const [index, candidates] of order) {
    const free = candidates.filter((candidate) => !taken.has(candidate.movementId));
    const [best, second] = free;
    const tie = !!best && !!second && second.score === best.score;
    const proposed = best && !tie ? best.movementId : null;
    if (proposed) taken.add(proposed);
    result.set(index, { candidates, proposedMovementId: proposed, tie });
  }
  return result;
}
