import { and, eq, ilike } from 'drizzle-orm';
import type { Database } from '../../../db/client';
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
 * The filter with `searchContacts`: the contacts whose name holds its text, so that a report can
 * read their movements from the totals (`splitTextByContact`). One read of the company's
 * contacts; the filter is returned as it was when it has no text, a chave de acesso, no such
 * contact, or too many, or a text the index cannot look up: then the other movements would be
 * scanned anyway, each also checked against the list of contacts (at 100k movements on
 * PostgreSQL, the DRE for "a" took 186 ms split, 85 whole).
 */
export async function withSearchContacts<F extends MovementFilter>(
  db: Database,
  companyId: string,
  filter: F,
): Promise<F> {
  if (!filter.search || fiscalKeyOf(filter.search) || !indexableText(filter.search)) return filter;
  const rows = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), ilike(contacts.name, likePattern(filter.search))))
    .limit(MAX_SEARCH_CONTACTS + 1);
  if (rows.length === 0 || rows.length > MAX_SEARCH_CONTACTS) return filter;
  return { ...filter, searchContacts: rows.map((row) => row.id) };
}
