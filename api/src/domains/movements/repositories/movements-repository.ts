import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { instalmentLabel } from 'shared/contracts';
import type { MovementSort, SeriesScope, SortOrder, TransactionStatus } from 'shared/contracts';
import type { Database } from '../../../db/client';
import {
  bankAccounts,
  categories,
  costCenters,
  movements,
  payments,
  suppliers,
} from '../../../db/schema';
import type { CategoryRow, MovementRow, PaymentRow } from '../../../db/schema';
import { allOf, listConditions, statusExpression } from './movement-filter';
import type { MovementFilter } from './movement-filter';
import { isForeignKeyViolation } from '../../../db/unique-violation';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type NewMovement = Omit<
  typeof movements.$inferInsert,
  'companyId' | 'createdAt' | 'updatedAt' | 'paidCents' | 'lastPaidOn'
>;
export type MovementColumns = Partial<
  Omit<NewMovement, 'id' | 'instalmentGroupId' | 'instalmentNumber' | 'instalmentCount'>
>;

/** A movement as the screens show it: the row, its status today and the names it refers to. */
export interface MovementView {
  movement: MovementRow;
  status: TransactionStatus;
  categoryCode: string;
  categoryName: string;
  costCenterName: string | null;
  supplierName: string | null;
  bankAccountName: string | null;
}

export interface PaymentView {
  payment: PaymentRow;
  bankAccountName: string | null;
}

/** Where the list continues: the sort key (a date or an amount) and id of the last row shown. */
export interface MovementCursor {
  key: string | number;
  id: string;
}

export interface MovementPageRequest {
  after?: MovementCursor | undefined;
  limit: number;
  sort: MovementSort;
  order: SortOrder;
}

/** The rows a movement may refer to, as found in the company (null when absent). */
export interface MovementReferences {
  /** `hasChildren`: movements go on leaf categories only (contas analíticas). */
  category:
    (Pick<CategoryRow, 'id' | 'type' | 'active' | 'name'> & { hasChildren: boolean }) | null;
  costCenter: boolean;
  supplier: boolean;
  bankAccount: boolean;
}

export type PaymentWrite =
  | { outcome: 'paid'; payment: PaymentView }
  | { outcome: 'missing' }
  | { outcome: 'over'; openCents: number };

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

export interface MovementsRepository {
  /**
   * One page in (sort key, id) order, both ascending or both descending, so one index serves it
   * either way; `limit + 1` rows are read to know whether more follow.
   */
  list(
    companyId: string,
    filter: MovementFilter,
    page: MovementPageRequest,
    today: string,
  ): Promise<MovementView[]>;
  find(companyId: string, id: string, today: string): Promise<MovementView | null>;
  /** Several movements of the company, in due-date order. */
  findMany(companyId: string, ids: string[], today: string): Promise<MovementView[]>;
  references(
    companyId: string,
    ids: {
      categoryId?: string | undefined;
      costCenterId?: string | null | undefined;
      supplierId?: string | null | undefined;
      bankAccountId?: string | null | undefined;
    },
  ): Promise<MovementReferences>;
  /**
   * All or none; 'reference-gone' when a referenced row was deleted meanwhile. With `firstPayment`
   * the first row is paid in full in the same transaction ("Já está pago").
   */
  createMany(
    companyId: string,
    rows: NewMovement[],
    firstPayment?: { paidOn: string; bankAccountId: string | null },
  ): Promise<string[] | 'reference-gone'>;
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
  /**
   * Changes the row unless the new amount is below what is already paid: 'missing', 'below-paid',
   * 'reference-gone', or the id.
   */
  update(
    companyId: string,
    id: string,
    changes: MovementColumns,
  ): Promise<string | 'missing' | 'below-paid' | 'reference-gone'>;
  /** Only a movement without payments can be deleted. */
  delete(companyId: string, id: string): Promise<'deleted' | 'missing' | 'has-payments'>;
  payments(companyId: string, movementId: string): Promise<PaymentView[] | null>;
  /**
   * Records a payment and adds it to the movement in one transaction. The movement's paid total
   * grows by a conditional UPDATE (`paid + amount <= amount`), which PostgreSQL re-checks after
   * waiting on the row lock, so concurrent payments can never overpay it.
   */
  addPayment(
    companyId: string,
    movementId: string,
    payment: {
      paidOn: string;
      amountCents: number;
      interestCents: number;
      fineCents: number;
      discountCents: number;
      bankAccountId: string | null;
      notes: string | null;
    },
  ): Promise<PaymentWrite>;
  /** Removes a payment (estorno) and takes it off the movement in one transaction. */
  deletePayment(companyId: string, movementId: string, paymentId: string): Promise<boolean>;
}

const viewColumns = (today: string) => ({
  movement: movements,
  status: statusExpression(today),
  categoryCode: categories.code,
  categoryName: categories.name,
  costCenterName: costCenters.name,
  supplierName: suppliers.name,
  bankAccountName: bankAccounts.name,
});

/**
 * `reader` serves the list (the replica behind DATABASE_READ_URL, or the primary for a person who
 * just wrote); every other read here decides a write or answers one, so it stays on `db`.
 */
export function createMovementsRepository(
  db: Database,
  reader: Database = db,
): MovementsRepository {
  const scope = (companyId: string, id: string) =>
    and(eq(movements.companyId, companyId), eq(movements.id, id));

  /** The movement with the names it refers to; every join stays inside the company. */
  const selectViews = (today: string, from: Database = db) =>
    from
      .select(viewColumns(today))
      .from(movements)
      .innerJoin(
        categories,
        and(eq(categories.companyId, movements.companyId), eq(categories.id, movements.categoryId)),
      )
      .leftJoin(
        costCenters,
        and(
          eq(costCenters.companyId, movements.companyId),
          eq(costCenters.id, movements.costCenterId),
        ),
      )
      .leftJoin(
        suppliers,
        and(eq(suppliers.companyId, movements.companyId), eq(suppliers.id, movements.supplierId)),
      )
      .leftJoin(
        bankAccounts,
        and(
          eq(bankAccounts.companyId, movements.companyId),
          eq(bankAccounts.id, movements.bankAccountId),
        ),
      );

  const exists = async (query: Promise<unknown[]>) => (await query).length > 0;

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
      .where(scope(companyId, id))
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
        ? scope(companyId, id)
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

  return {
    async list(companyId, filter, page, today) {
      const conditions = listConditions(companyId, filter, today);
      const sortColumn = page.sort === 'amount' ? movements.amountCents : movements.dueDate;
      const key =
        page.sort === 'amount' ? sql`${page.after?.key}::bigint` : sql`${page.after?.key}::date`;
      if (page.after) {
        conditions.push(
          page.order === 'asc'
            ? sql`(${sortColumn}, ${movements.id}) > (${key}, ${page.after.id}::uuid)`
            : sql`(${sortColumn}, ${movements.id}) < (${key}, ${page.after.id}::uuid)`,
        );
      }
      const direction = page.order === 'asc' ? asc : desc;
      return selectViews(today, reader)
        .where(allOf(conditions))
        .orderBy(direction(sortColumn), direction(movements.id))
        .limit(page.limit + 1);
    },

    async find(companyId, id, today) {
      const [row] = await selectViews(today).where(scope(companyId, id)).limit(1);
      return row ?? null;
    },

    async findMany(companyId, ids, today) {
      return selectViews(today)
        .where(and(eq(movements.companyId, companyId), inArray(movements.id, ids)))
        .orderBy(asc(movements.dueDate), asc(movements.id));
    },

    async references(companyId, ids) {
      const [category] = ids.categoryId
        ? await db
            .select({
              id: categories.id,
              type: categories.type,
              active: categories.active,
              name: categories.name,
              // Spelled out: inside a one-table select Drizzle leaves columns unqualified, and
              // the subquery's own columns would shadow them.
              hasChildren: sql<boolean>`exists (select 1 from categories as child where child.company_id = categories.company_id and child.parent_id = categories.id)`,
            })
            .from(categories)
            .where(and(eq(categories.companyId, companyId), eq(categories.id, ids.categoryId)))
        : [];
      return {
        category: category ?? null,
        costCenter:
          !ids.costCenterId ||
          (await exists(
            db
              .select({ id: costCenters.id })
              .from(costCenters)
              .where(
                and(eq(costCenters.companyId, companyId), eq(costCenters.id, ids.costCenterId)),
              ),
          )),
        supplier:
          !ids.supplierId ||
          (await exists(
            db
              .select({ id: suppliers.id })
              .from(suppliers)
              .where(and(eq(suppliers.companyId, companyId), eq(suppliers.id, ids.supplierId))),
          )),
        bankAccount:
          !ids.bankAccountId ||
          (await exists(
            db
              .select({ id: bankAccounts.id })
              .from(bankAccounts)
              .where(
                and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.id, ids.bankAccountId)),
              ),
          )),
      };
    },

    async createMany(companyId, rows, firstPayment) {
      try {
        return await db.transaction(async (tx) => {
          const inserted = await tx
            .insert(movements)
            .values(rows.map((row) => ({ ...row, companyId })))
            .returning({ id: movements.id, amountCents: movements.amountCents });
          const [first] = inserted;
          if (firstPayment && first) {
            await tx
              .update(movements)
              .set({ paidCents: first.amountCents, lastPaidOn: firstPayment.paidOn })
              .where(scope(companyId, first.id));
            await tx.insert(payments).values({
              companyId,
              movementId: first.id,
              paidOn: firstPayment.paidOn,
              amountCents: first.amountCents,
              bankAccountId: firstPayment.bankAccountId,
              notes: null,
            });
          }
          return inserted.map((row) => row.id);
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) return 'reference-gone';
        throw error;
      }
    },

    async update(companyId, id, changes) {
      try {
        const [row] = await db
          .update(movements)
          .set(changes)
          .where(
            and(
              scope(companyId, id),
              changes.amountCents === undefined
                ? undefined
                : sql`${movements.paidCents} <= ${changes.amountCents}`,
            ),
          )
          .returning({ id: movements.id });
        if (row) return row.id;
      } catch (error) {
        if (isForeignKeyViolation(error)) return 'reference-gone';
        throw error;
      }
      const [current] = await db
        .select({ id: movements.id })
        .from(movements)
        .where(scope(companyId, id));
      return current ? 'below-paid' : 'missing';
    },

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

    async delete(companyId, id) {
      const deleted = await db
        .delete(movements)
        .where(and(scope(companyId, id), eq(movements.paidCents, 0)))
        .returning({ id: movements.id });
      if (deleted.length > 0) return 'deleted';
      const [current] = await db
        .select({ id: movements.id })
        .from(movements)
        .where(scope(companyId, id));
      return current ? 'has-payments' : 'missing';
    },

    async payments(companyId, movementId) {
      const [movement] = await db
        .select({ id: movements.id })
        .from(movements)
        .where(scope(companyId, movementId));
      if (!movement) return null;
      return db
        .select({ payment: payments, bankAccountName: bankAccounts.name })
        .from(payments)
        .leftJoin(
          bankAccounts,
          and(
            eq(bankAccounts.companyId, payments.companyId),
            eq(bankAccounts.id, payments.bankAccountId),
          ),
        )
        .where(and(eq(payments.companyId, companyId), eq(payments.movementId, movementId)))
        .orderBy(asc(payments.paidOn), asc(payments.createdAt));
    },

    async addPayment(companyId, movementId, payment) {
      return db.transaction(async (tx) => {
        const [movement] = await tx
          .update(movements)
          .set({
            paidCents: sql`${movements.paidCents} + ${payment.amountCents}`,
            // greatest() skips the null of a first payment.
            lastPaidOn: sql`greatest(${movements.lastPaidOn}, ${payment.paidOn}::date)`,
          })
          .where(
            and(
              scope(companyId, movementId),
              sql`${movements.paidCents} + ${payment.amountCents} <= ${movements.amountCents}`,
            ),
          )
          .returning({ id: movements.id });
        if (!movement) {
          const [current] = await tx
            .select({ amount: movements.amountCents, paid: movements.paidCents })
            .from(movements)
            .where(scope(companyId, movementId));
          return current
            ? { outcome: 'over' as const, openCents: current.amount - current.paid }
            : { outcome: 'missing' as const };
        }
        const [row] = await tx
          .insert(payments)
          .values({ companyId, movementId, ...payment })
          .returning();
        if (!row) throw new Error(`payment of movement ${movementId} was not inserted`);
        const [account] = row.bankAccountId
          ? await tx
              .select({ name: bankAccounts.name })
              .from(bankAccounts)
              .where(
                and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.id, row.bankAccountId)),
              )
          : [];
        return {
          outcome: 'paid' as const,
          payment: { payment: row, bankAccountName: account?.name ?? null },
        };
      });
    },

    async deletePayment(companyId, movementId, paymentId) {
      return db.transaction(async (tx) => {
        const thePayment = and(
          eq(payments.companyId, companyId),
          eq(payments.id, paymentId),
          eq(payments.movementId, movementId),
        );
        const [removed] = await tx
          .select({ amountCents: payments.amountCents })
          .from(payments)
          .where(thePayment)
          .for('update');
        if (!removed) return false;
        // The movement first, then the payment, as a payment is added: the totals their triggers
        // keep (movement_day_totals, movement_competence_totals, then payment_month_totals) are
        // locked in the same order by every writer, so a payment and an estorno cannot deadlock.
        await tx
          .update(movements)
          .set({
            paidCents: sql`${movements.paidCents} - ${removed.amountCents}`,
            lastPaidOn: sql`(select max(${payments.paidOn}) from ${payments} where ${payments.companyId} = ${companyId} and ${payments.movementId} = ${movementId} and ${payments.id} <> ${paymentId})`,
          })
          .where(scope(companyId, movementId));
        await tx.delete(payments).where(thePayment);
        return true;
      });
    },
  };
}
