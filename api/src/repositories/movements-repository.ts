import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MovementSort, SortOrder, TransactionStatus } from 'shared/contracts';
import type { Database } from '../db/client';
import {
  bankAccounts,
  categories,
  costCenters,
  movements,
  payments,
  suppliers,
} from '../db/schema';
import type { CategoryRow, MovementRow, PaymentRow } from '../db/schema';
import { allOf, listConditions, statusExpression } from './movement-filter';
import type { MovementFilter } from './movement-filter';
import { isForeignKeyViolation } from './unique-violation';

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
  /** All or none; 'reference-gone' when a referenced row was deleted meanwhile. */
  createMany(companyId: string, rows: NewMovement[]): Promise<string[] | 'reference-gone'>;
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

export function createMovementsRepository(db: Database): MovementsRepository {
  const scope = (companyId: string, id: string) =>
    and(eq(movements.companyId, companyId), eq(movements.id, id));

  /** The movement with the names it refers to; every join stays inside the company. */
  const selectViews = (today: string) =>
    db
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
      return selectViews(today)
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

    async createMany(companyId, rows) {
      try {
        const inserted = await db
          .insert(movements)
          .values(rows.map((row) => ({ ...row, companyId })))
          .returning({ id: movements.id });
        return inserted.map((row) => row.id);
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
        const [removed] = await tx
          .delete(payments)
          .where(
            and(
              eq(payments.companyId, companyId),
              eq(payments.id, paymentId),
              eq(payments.movementId, movementId),
            ),
          )
          .returning({ amountCents: payments.amountCents });
        if (!removed) return false;
        await tx
          .update(movements)
          .set({
            paidCents: sql`${movements.paidCents} - ${removed.amountCents}`,
            lastPaidOn: sql`(select max(${payments.paidOn}) from ${payments} where ${payments.companyId} = ${companyId} and ${payments.movementId} = ${movementId})`,
          })
          .where(scope(companyId, movementId));
        return true;
      });
    },
  };
}
