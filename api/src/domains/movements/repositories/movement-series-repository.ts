import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { instalmentLabel } from 'shared/contracts';
import type { SeriesScope } from 'shared/contracts';
import type { Database } from '../../../db/client';
import type { Transaction } from '../../../db/raw-sql';
import { movements } from '../../../db/schema';
import { isForeignKeyViolation } from '../../../db/unique-violation';
import { movementScope } from './movement-columns';
import type { MovementColumns } from './movement-columns';

/** A change applied to every row a series scope reaches, in one statement. */
export interface SeriesChange {
  columns: MovementColumns;
  /** Due and competence dates move by the same number of days on every row. */
  dueShiftDays: number;
  competenceShiftDays: number;
}

/** The rows of a series that stop a change or a deletion, as "2/10" labels. */
export type SeriesWrite<Done extends string> =
  | { outcome: Done | 'missing' | 'reference-gone' }
  | { outcome: 'below-paid' | 'has-payments'; labels: string[] };

export interface MovementSeriesRepository {
  /**
   * Changes the rows of the series of `id` that `scope` reaches ('following': its number and the
   * later ones), in one transaction; none if a new amount is below what one of them has paid.
   */
  updateSeries(
    companyId: string,
    id: string,
    scope: Exclude<SeriesScope, 'one'>,
    change: SeriesChange,
  ): Promise<SeriesWrite<'updated'>>;
  /**
   * Deletes the rows `scope` reaches, none if one has payments; after 'following' the rows left
   * count only themselves (1/3 and 2/3 of three become 1/2 and 2/2... of the parcels kept).
   */
  deleteSeries(
    companyId: string,
    id: string,
    scope: Exclude<SeriesScope, 'one'>,
  ): Promise<SeriesWrite<'deleted'>>;
}

/** The rows of the series of `id` that `scope` reaches, locked, with what a rule needs. */
async function lockSeries(
  tx: Transaction,
  companyId: string,
  id: string,
  reach: Exclude<SeriesScope, 'one'>,
) {
  const [target] = await tx
    .select({
      instalmentGroupId: movements.instalmentGroupId,
      instalmentNumber: movements.instalmentNumber,
      recurrenceGroupId: movements.recurrenceGroupId,
      recurrenceNumber: movements.recurrenceNumber,
    })
    .from(movements)
    .where(movementScope(companyId, id))
    .for('update');
  if (!target) return null;
  const instalments = target.instalmentGroupId !== null;
  const groupId = target.instalmentGroupId ?? target.recurrenceGroupId;
  const number = (instalments ? target.instalmentNumber : target.recurrenceNumber) ?? 1;
  const groupColumn = instalments ? movements.instalmentGroupId : movements.recurrenceGroupId;
  const numberColumn = instalments ? movements.instalmentNumber : movements.recurrenceNumber;
  const countColumn = instalments ? movements.instalmentCount : movements.recurrenceCount;
  const countKey = instalments ? ('instalmentCount' as const) : ('recurrenceCount' as const);
  // A movement outside any series is a series of one.
  const where =
    groupId === null
      ? movementScope(companyId, id)
      : and(
          eq(movements.companyId, companyId),
          eq(groupColumn, groupId),
          reach === 'following' ? gte(numberColumn, number) : undefined,
        );
  const rows = await tx
    .select({
      id: movements.id,
      paidCents: movements.paidCents,
      number: numberColumn,
      count: countColumn,
    })
    .from(movements)
    .where(where)
    .orderBy(asc(numberColumn))
    .for('update');
  const label = (row: (typeof rows)[number]) =>
    row.number !== null && row.count !== null ? instalmentLabel(row.number, row.count) : '1/1';
  return { rows, where, label, groupId, groupColumn, number, countKey };
}

export function createMovementSeriesRepository(db: Database): MovementSeriesRepository {
  return {
    async updateSeries(companyId, id, seriesScope, change) {
      try {
        return await db.transaction(async (tx) => {
          const series = await lockSeries(tx, companyId, id, seriesScope);
          if (!series) return { outcome: 'missing' as const };
          const { amountCents } = change.columns;
          if (amountCents !== undefined) {
            const short = series.rows.filter((row) => row.paidCents > amountCents);
            if (short.length > 0) {
              return { outcome: 'below-paid' as const, labels: short.map(series.label) };
            }
          }
          await tx
            .update(movements)
            .set({
              ...change.columns,
              dueDate: sql`${movements.dueDate} + ${change.dueShiftDays}::int`,
              competenceDate: sql`${movements.competenceDate} + ${change.competenceShiftDays}::int`,
            })
            .where(series.where);
          return { outcome: 'updated' as const };
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) return { outcome: 'reference-gone' as const };
        throw error;
      }
    },

    async deleteSeries(companyId, id, seriesScope) {
      return db.transaction(async (tx) => {
        const series = await lockSeries(tx, companyId, id, seriesScope);
        if (!series) return { outcome: 'missing' as const };
        const paid = series.rows.filter((row) => row.paidCents > 0);
        if (paid.length > 0) {
          return { outcome: 'has-payments' as const, labels: paid.map(series.label) };
        }
        await tx.delete(movements).where(series.where);
        if (seriesScope === 'following' && series.groupId !== null) {
          await tx
            .update(movements)
            .set({ [series.countKey]: series.number - 1 })
            .where(and(eq(movements.companyId, companyId), eq(series.groupColumn, series.groupId)));
        }
        return { outcome: 'deleted' as const };
      });
    },
  };
}
