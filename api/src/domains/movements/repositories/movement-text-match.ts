import { and, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { contacts, movements as m } from '../../../db/schema';
import { likePattern } from '../../../db/unique-violation';

/**
 * The text in a movement's own words: its description or document number. What ILIKE does on a
 * UTF-8 database (PostgreSQL's like.c lowers both sides, then LIKEs), with the pattern lowered
 * once and each movement's text lowered when it was written (`search_lower`, migration 0058): the
 * same matches, and a scan of many movements a little over twice as fast. A text of several lines
 * could match across the line that joins the description to the document number there, so it
 * checks each of them (lowered per row) instead.
 */
export function textInMovement(search: string): SQL[] {
  const lowered = sql`lower(${likePattern(search)})`;
  return search.includes('\n')
    ? [
        sql`lower(${m.description}) like ${lowered}`,
        sql`lower(${m.documentNumber}) like ${lowered}`,
      ]
    : [sql`${m.searchLower} like ${lowered}`];
}

/** The contacts of the company whose name holds the text. */
function contactsNamed(companyId: string, search: string): SQL {
  return sql`(select ${contacts.id} from ${contacts} where ${contacts.companyId} = ${companyId} and ${contacts.name} ilike ${likePattern(search)})`;
}

/** The text filter on a movement: its description, its document number or its contact's name. */
export function textMatches(companyId: string, search: string): SQL {
  return or(
    ...textInMovement(search),
    inArray(m.contactId, contactsNamed(companyId, search)),
  ) as SQL;
}

/**
 * The movements the text filter leaves out: exactly those `textMatches` is not true for, written
 * as the negation of each part rather than `not coalesce(...)` of the whole, which the planner
 * estimated at half the movements (a parallel scan, 60-70 ms of starting workers, for a
 * complement of none). `search_lower` is never null; the document number may be, and so may the
 * contact, whose `not in` would then be null rather than true.
 */
export function textOutside(companyId: string, search: string): SQL {
  return and(
    ...textInMovement(search).map((inText) =>
      search.includes('\n') ? sql`not coalesce(${inText}, false)` : sql`not ${inText}`,
    ),
    or(isNull(m.contactId), notInArray(m.contactId, contactsNamed(companyId, search))),
  ) as SQL;
}
