import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { MovementType } from 'shared/contracts';
import type { Database } from '../../../db/client';
import { movements } from '../../../db/schema';
import { allOf, listConditions } from './movement-filter';
import type { MovementFilter } from './movement-filter';

/** The sums of one type of movement in the filtered set. */
export interface TypeSums {
  count: number;
  amountCents: number;
  paidCents: number;
  openCents: number;
  openCount: number;
  overdueCents: number;
  overdueCount: number;
}

export interface MovementTotalsRepository {
  /** Income and expense sums of every movement the list's Filter selects, in one scan. */
  totals(
    companyId: string,
    filter: MovementFilter,
    today: string,
  ): Promise<Record<MovementType, TypeSums>>;
}

const m = movements;

// int8 sums arrive as BigInt (PGlite) or strings (pg): Number() takes both, and cents of one
// company stay far below 2^53.
const bigSum = (value: SQL, where: SQL) =>
  sql`coalesce(sum(${value}) filter (where ${where}), 0)::bigint`.mapWith(Number);
const countWhere = (where: SQL) => sql`count(*) filter (where ${where})::int`.mapWith(Number);

function typeColumns(type: MovementType, today: string) {
  const ofType = sql`${m.type} = ${type}`;
  const open = sql`${ofType} and ${m.paidCents} < ${m.amountCents}`;
  const overdue = sql`${open} and ${m.dueDate} < ${today}::date`;
  const left = sql`${m.amountCents} - ${m.paidCents}`;
  return {
    count: countWhere(ofType),
    amountCents: bigSum(sql`${m.amountCents}`, ofType),
    paidCents: bigSum(sql`${m.paidCents}`, ofType),
    openCents: bigSum(left, open),
    openCount: countWhere(open),
    overdueCents: bigSum(left, overdue),
    overdueCount: countWhere(overdue),
  };
}

export function createMovementTotalsRepository(db: Database): MovementTotalsRepository {
  return {
    async totals(companyId, filter, today) {
      const [row] = await db
        .select({
          receita: typeColumns('receita', today),
          despesa: typeColumns('despesa', today),
        })
        .from(m)
        .where(allOf(listConditions(companyId, filter, today)));
      if (!row) throw new Error(`no totals row for company ${companyId}`);
      return row;
    },
  };
}
