import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { companies, memberships } from '../../../db/schema';

// A person's companies as the per-person choices list them (the daily digest's, the grupo
// econômico's): every company they are a member of, and whether they picked it in `chosen`, a
// table of (company, user) rows. Membership is the only way in, so a company the person has
// left drops out of every choice at once.

/** A per-person choice of companies: the table and its company and user columns. */
export interface ChosenCompanies {
  table: PgTable;
  companyId: AnyPgColumn;
  userId: AnyPgColumn;
}

/** Every company `userId` belongs to, by the name people know it by, and whether it is chosen. */
export function memberCompanies(db: Database, userId: string, chosen: ChosenCompanies) {
  // The trade name when the company has one, as the screens and the e-mails name it.
  const name = sql<string>`coalesce(${companies.tradeName}, ${companies.name})`;
  return db
    .select({
      companyId: memberships.companyId,
      name,
      document: companies.document,
      role: memberships.role,
      chosen: sql<boolean>`${chosen.userId} is not null`,
    })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .leftJoin(
      chosen.table,
      and(eq(chosen.companyId, memberships.companyId), eq(chosen.userId, memberships.userId)),
    )
    .where(eq(memberships.userId, userId))
    .orderBy(asc(name), asc(memberships.companyId));
}

/** Which of `companyIds` `userId` is a member of: a choice may name no other. */
export async function memberOf(
  db: Database,
  userId: string,
  companyIds: string[],
): Promise<string[]> {
  if (companyIds.length === 0) return [];
  const rows = await db
    .select({ companyId: memberships.companyId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), inArray(memberships.companyId, companyIds)));
  return rows.map((row) => row.companyId);
}
