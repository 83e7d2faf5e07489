import { significantWords } from './description';

/** Due dates this far from the line's date (either side) can still be the same bill. */
export const MATCH_WINDOW_DAYS = 20;

/** Candidates kept per line, the closest due dates first: enough to show a tie and choose. */
export const MAX_CANDIDATES = 8;

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
  /** The txid of the movement's Pix charge, found in the line's text: the bank names the bill. */
  txid?: string;
  /** A Pix received for the movement's charge, named in the line's text by its endToEndId. */
  receipt?: { endToEndId: string; receivedOn: string };
}

export interface ScoredCandidate {
  movementId: string;
  description: string;
  dueDate: string;
  amountCents: number;
  openCents: number;
  score: number;
  reason: string;
  /** Named by the line itself (a Pix txid or endToEndId), not inferred: it wins over any score. */
  certain: boolean;
}

export interface LineMatch {
  candidates: ScoredCandidate[];
  proposedMovementId: string | null;
  tie: boolean;
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const daysFrom = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/**
 * The txids of Fluxo's Pix charges (domains/cobranca/pix/pix-txid.ts: "FX" and 23 base-36 digits)
 * in a statement line's text. The payer's bank echoes the BR Code's reference label in the
 * transfer's details, which the receiving bank puts in the memo; some banks upper-case it.
 */
const CHARGE_TXID = /(?<![0-9A-Z])FX[0-9A-Z]{23}(?![0-9A-Z])/gi;

export function chargeTxidsIn(text: string): string[] {
  return [...new Set([...text.matchAll(CHARGE_TXID)].map(([txid]) => txid.toUpperCase()))];
}

/** A movement not fully paid, as the statement's date window reads it. */
export interface OpenRow {
  id: string;
  type: 'receita' | 'despesa';
  description: string;
  dueDate: string;
  amountCents: number;
  paidCents: number;
}

/** The due dates a statement's lines can match: its first day and last day, widened by the window. */
export function matchWindow(dates: string[]): { from: string; to: string } | null {
  if (dates.length === 0) return null;
  let first = dates[0]!;
  let last = first;
  for (const date of dates) {
    if (date < first) first = date;
    if (date > last) last = date;
  }
  const shift = (iso: string, days: number) =>
    new Date((dayNumber(iso) + days) * DAY_MS).toISOString().slice(0, 10);
  return { from: shift(first, -MATCH_WINDOW_DAYS), to: shift(last, MATCH_WINDOW_DAYS) };
}

/** Open movements by direction and open amount, with their due date as a day number. */
export type OpenIndex = Map<string, { row: OpenRow; day: number }[]>;

export function indexOpenRows(open: OpenRow[]): OpenIndex {
  const byKey: OpenIndex = new Map();
  for (const row of open) {
    const key = `${row.type}|${row.amountCents - row.paidCents}`;
    const list = byKey.get(key);
    const entry = { row, day: dayNumber(row.dueDate) };
    if (list) list.push(entry);
    else byKey.set(key, [entry]);
  }
  return byKey;
}

/**
 * Each line's candidates among the open movements: same direction, open amount equal to the
 * line's amount, due within the window; the closest due dates first (then the id), at most
 * MAX_CANDIDATES. The movements are indexed once by direction and open amount, so a line costs a
 * map lookup, not a query.
 */
export function findCandidates(
  lines: { index: number; date: string; amountCents: number }[],
  open: OpenRow[] | OpenIndex,
): CandidateRow[] {
  const byKey = Array.isArray(open) ? indexOpenRows(open) : open;
  const found: CandidateRow[] = [];
  for (const line of lines) {
    const type = line.amountCents > 0 ? 'receita' : 'despesa';
    const list = byKey.get(`${type}|${Math.abs(line.amountCents)}`);
    if (!list) continue;
    const day = dayNumber(line.date);
    const near = list
      .filter((entry) => Math.abs(entry.day - day) <= MATCH_WINDOW_DAYS)
      .sort(
        (a, b) =>
          Math.abs(a.day - day) - Math.abs(b.day - day) ||
          (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0),
      )
      .slice(0, MAX_CANDIDATES);
    for (const { row } of near) {
      found.push({
        index: line.index,
        movementId: row.id,
        description: row.description,
        dueDate: row.dueDate,
        amountCents: row.amountCents,
        paidCents: row.paidCents,
      });
    }
  }
  return found;
}

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
  const found = {
    movementId: row.movementId,
    description: row.description,
    dueDate: row.dueDate,
    amountCents: row.amountCents,
    openCents: row.amountCents - row.paidCents,
  };
  if (row.txid) {
    return {
      ...found,
      score: 100,
      reason: `txid ${row.txid} da cobrança Pix no extrato, ${dueWords(days)}`,
      certain: true,
    };
  }
  if (row.receipt) {
    const { endToEndId, receivedOn } = row.receipt;
    return {
      ...found,
      score: 100,
      reason: `endToEndId ${endToEndId} do Pix recebido em ${receivedOn.slice(8, 10)}/${receivedOn.slice(5, 7)}, ${dueWords(days)}`,
      certain: true,
    };
  }
  const rowWords = wordsOf(row.description);
  const shared = wordsOf(line.description).filter((word) => rowWords.includes(word));
  const score =
    (partly ? 45 : 50) +
    Math.max(0, 30 - Math.round((Math.abs(days) * 30) / (MATCH_WINDOW_DAYS + 1))) +
    (shared.length > 0 ? 20 : 0);
  const reasons = [partly ? 'valor igual ao valor em aberto' : 'mesmo valor', dueWords(days)];
  if (shared.length > 0)
    reasons.push(`${shared.map((word) => `'${word}'`).join(', ')} na descrição`);
  return { ...found, score, reason: reasons.join(', '), certain: false };
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
    const candidate = scoreCandidate(line, row, wordsOf);
    // A movement found both by its txid and by amount and date is one candidate: the certain one.
    const same = list.findIndex((other) => other.movementId === candidate.movementId);
    if (same < 0) list.push(candidate);
    else if (candidate.certain) list[same] = candidate;
    scored.set(row.index, list);
  }
  const rank = (a: ScoredCandidate, b: ScoredCandidate) =>
    Number(b.certain) - Number(a.certain) ||
    b.score - a.score ||
    a.dueDate.localeCompare(b.dueDate);
  for (const list of scored.values()) list.sort(rank);
  const order = [...scored.entries()].sort(
    ([ia, a], [ib, b]) =>
      Number(b[0]?.certain ?? false) - Number(a[0]?.certain ?? false) ||
      (b[0]?.score ?? 0) - (a[0]?.score ?? 0) ||
      ia - ib,
  );
  const taken = new Set<string>();
  const result = new Map<number, LineMatch>();
  for (const [index, candidates] of order) {
    const free = candidates.filter((candidate) => !taken.has(candidate.movementId));
    const [best, second] = free;
    // Two txids in one line are as undecided as two equal scores.
    const tie =
      !!best && !!second && best.certain === second.certain && second.score === best.score;
    const proposed = best && !tie ? best.movementId : null;
    if (proposed) taken.add(proposed);
    result.set(index, { candidates, proposedMovementId: proposed, tie });
  }
  return result;
}
