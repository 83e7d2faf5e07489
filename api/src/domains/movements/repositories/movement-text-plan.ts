import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { rowsOf } from '../../../db/raw-sql';
import { contacts } from '../../../db/schema';
import { likePattern } from '../../../db/unique-violation';
import { fiscalKeyOf, indexableText } from './movement-filter';
import type { MovementFilter } from './movement-filter';

/**
 * Above this many contacts whose name holds the text (a text of two common letters, say), the
 * split's `not in` list would cost more than it saves: the filter stays whole.
 */
const MAX_SEARCH_CONTACTS = 500;

/**
 * Above these shares of the movements, a text is checked on every movement of the period instead
 * of narrowing them to the index's candidates first (`searchScan`). Each candidate is one lookup
 * by id (≈ 9 µs a candidate with its payment), a scan ≈ 0.5-1 µs a movement; and the list's first
 * page, walking the sort's index, stops at its 51st match. Measured at 1M movements on PostgreSQL
 * (1 December 2026, p50 of 3), index → scan:
 * - "energia", 1.1 %: DRE caixa 118 → 1,049 ms, totals 86 → 785, list 113 → 163;
 * - "copa", 2.9 %: DRE caixa 261 → 1,385, totals 199 → 873, list 301 → 20;
 * - "avançado", 4.3 %: DRE competência 321 → 643, totals 416 → 542, list 272 → 28;
 * - "essencial", 8.7 %: DRE competência 633 → 516, insights 923 → 695, totals 637 → 605;
 * - "mensalidade", 23.5 %: DRE caixa 2,116 → 909, totals 1,421 → 796, list 1,680 → 37.
 * These are the generator's movements, whose ids grow with time and whose repeated bills sit side
 * by side; where each lookup lands on its own page (ids at random, as the API gives them), the
 * candidates cost more and the true crossover is lower: these shares lean towards the index, what
 * every text had before. Since migration 0058 (the text lowered when written) a scan costs about
 * half what it did, so the true crossovers are lower still; they were not measured again.
 */
export const TEXT_SCAN_SHARE = { list: 0.02, totals: 0.06 } as const;

/**
 * Above this share of the movements, a report that keeps totals answers a text by its complement
 * (`searchComplement`): the filter without the text from the totals, less the movements the text
 * is not in. Both ways scan the period's movements for the text; the difference is how many rows
 * go on to be joined and grouped, the matches or the others, so the line is at a half.
 */
export const TEXT_COMPLEMENT_SHARE = 0.5;

/**
 * Below this many estimated matches the candidates are read whatever their share: a thousand
 * lookups take ≈ 10 ms, and for a small company an estimate drawn from the whole table's
 * statistics says little.
 */
const MIN_SCANNED_MATCHES = 1_000;

export interface TextPlanOptions {
  /** Look up the contacts the text names, for a report that reads them from its totals. */
  contacts: boolean;
  /** The share of the movements above which the text is scanned for (`TEXT_SCAN_SHARE`). */
  scanAbove: number;
  /**
   * The share above which the report answers the text by its complement (`TEXT_COMPLEMENT_SHARE`);
   * unset for a report that cannot (it has no totals to take the complement from).
   */
  complementAbove?: number | undefined;
}

/**
 * The filter, planned for its text in one read: how many of the company's movements the text
 * index would name, as the planner's statistics estimate it (migration 0056's
 * `movement_search_estimate`, without reading a row), and, when asked, the contacts whose name
 * holds it (`searchContacts`).
 * - Above `complementAbove`, when given (and `MIN_SCANNED_MATCHES`), `searchComplement`, for any
 *   text of one line, one the index cannot look up too ("a"): the estimate reads the statistics.
 * - Above `scanAbove` (and `MIN_SCANNED_MATCHES`), `searchScan`: the movements are scanned, and no
 *   contact is looked up, since each scanned movement would also be checked against their list
 *   (at 100k movements on PostgreSQL, the DRE for "a" took 186 ms split, 85 whole).
 * - The filter is returned as it was when it has no text, a chave de acesso, a text the index
 *   cannot look up (scanned anyway), or, for the contacts, none or too many of them.
 */
export async function planTextFilter<F extends MovementFilter>(
  db: Database,
  companyId: string,
  filter: F,
  options: TextPlanOptions,
): Promise<F> {
  if (!filter.search || fiscalKeyOf(filter.search)) return filter;
  // A text of several lines is matched per column (`textInMovement`), which the estimate, made on
  // the index's one text per movement, does not measure.
  const complementAbove = filter.search.includes('\n') ? undefined : options.complementAbove;
  if (!indexableText(filter.search) && complementAbove === undefined) return filter;
  const pattern = likePattern(filter.search);
  const named = options.contacts
    ? sql`(select coalesce(json_agg(id), '[]') from (select ${contacts.id} as id from ${contacts}
        where ${contacts.companyId} = ${companyId} and ${contacts.name} ilike ${pattern}
        limit ${MAX_SEARCH_CONTACTS + 1}) as named)`
    : sql`'[]'::json`;
  const [row] = await rowsOf<{
    matching: number | null;
    total: number | null;
    contacts: string[];
  }>(
    db,
    sql`select estimate.matching, estimate.total, ${named} as contacts
      from movement_search_estimate(${companyId}::uuid, ${pattern}::text) as estimate`,
  );
  if (!row) return filter;
  // Null where the plan is not PostgreSQL's own (0056): no estimate, the index as before.
  const matching = Number(row.matching ?? 0);
  const share = matching / Math.max(Number(row.total), 1);
  if (matching >= MIN_SCANNED_MATCHES && complementAbove !== undefined && share > complementAbove) {
    // Scanned as well: where the report cannot take the complement after all (the DRE by
    // competência, or with a status), the text is checked on each movement, not looked up.
    return { ...filter, searchComplement: true, searchScan: true };
  }
  // Not one the index can look up: scanned, as it always was.
  if (!indexableText(filter.search)) return filter;
  if (matching >= MIN_SCANNED_MATCHES && share > options.scanAbove) {
    return { ...filter, searchScan: true };
  }
  const ids = row.contacts;
  if (ids.length === 0 || ids.length > MAX_SEARCH_CONTACTS) return filter;
  return { ...filter, searchContacts: ids };
}
