import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MovementSort, SortOrder, TransactionStatus } from 'shared/contracts';
import type { Database } from '../../../db/client';
import {
  bankAccounts,
  categories,
  contacts,
  costCenters,
  movements,
  pixCharges,
  pixReceipts,
} from '../../../db/schema';
import type { CategoryRow, MovementRow } from '../../../db/schema';
import { movementScope } from './movement-columns';
import {
  movementBankAccountJoin,
  movementCategoryJoin,
  movementContactJoin,
  movementCostCenterJoin,
} from './movement-joins';
import { allOf, listConditions, splitTextByContact, statusExpression } from './movement-filter';
import type { MovementFilter } from './movement-filter';
import { TEXT_SCAN_SHARE, planTextFilter } from './movement-text-plan';

/** A movement as the screens show it: the row, its status today and the names it refers to. */
export interface MovementView {
  movement: MovementRow;
  status: TransactionStatus;
  categoryCode: string;
  categoryName: string;
  costCenterName: string | null;
  contactName: string | null;
  bankAccountName: string | null;
  pixCharge: MovementPixCharge;
}

/** A receivable settled by a Pix receipt (`paid`), or open with a Pix charge awaiting it (`active`). */
export type MovementPixCharge = 'active' | 'paid' | 'partial' | null;

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
  contact: boolean;
  bankAccount: boolean;
}

export interface MovementReadRepository {
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
      contactId?: string | null | undefined;
      bankAccountId?: string | null | undefined;
    },
  ): Promise<MovementReferences>;
}

/**
 * Two `exists` on indexes (pix_receipts by movement, the active charge's unique index), asked
 * only for the rows a page returns: PostgreSQL computes costly output columns after the sort and
 * the limit. Read from the receipts rather than stored on the movement, so a devolução that takes
 * the payment back (payment_id null) takes the mark with it and nothing has to keep it in step.
 */
const pixChargeExpression = sql<MovementPixCharge>`case
  when ${movements.paidCents} >= ${movements.amountCents} then
    case when exists (
      select 1 from ${pixReceipts}
      where ${pixReceipts.companyId} = ${movements.companyId}
        and ${pixReceipts.movementId} = ${movements.id}
        and ${pixReceipts.paymentId} is not null
    ) then 'paid' end
  when exists (
    select 1 from ${pixCharges}
    where ${pixCharges.companyId} = ${movements.companyId}
      and ${pixCharges.movementId} = ${movements.id}
      and ${pixCharges.status} = 'active'
  ) then 'active'
  when ${movements.paidCents} > 0 and exists (
    select 1 from ${pixReceipts}
    where ${pixReceipts.companyId} = ${movements.companyId}
      and ${pixReceipts.movementId} = ${movements.id}
      and ${pixReceipts.paymentId} is not null
  ) then 'partial'
end`;

const viewColumns = (today: string) => ({
  movement: movements,
  status: statusExpression(today),
  categoryCode: categories.code,
  categoryName: categories.name,
  costCenterName: costCenters.name,
  contactName: contacts.name,
  bankAccountName: bankAccounts.name,
  pixCharge: pixChargeExpression,
});

/**
 * `reader` serves the list (the replica behind DATABASE_READ_URL, or the primary for a person who
 * just wrote); every other read here decides a write or answers one, so it stays on `db`.
 */
export function createMovementReadRepository(
  db: Database,
  reader: Database = db,
): MovementReadRepository {
  /** The movement with the names it refers to; every join stays inside the company. */
  const selectViews = (today: string, from: Database = db) =>
    from
      .select(viewColumns(today))
      .from(movements)
      .innerJoin(categories, movementCategoryJoin)
      .leftJoin(costCenters, movementCostCenterJoin)
      .leftJoin(contacts, movementContactJoin)
      .leftJoin(bankAccounts, movementBankAccountJoin);

  const exists = async (query: Promise<unknown[]>) => (await query).length > 0;

  return {
    async list(companyId, filter, page, today) {
      const sortColumn = page.sort === 'amount' ? movements.amountCents : movements.dueDate;
      const key =
        page.sort === 'amount' ? sql`${page.after?.key}::bigint` : sql`${page.after?.key}::date`;
      const after = page.after
        ? [
            page.order === 'asc'
              ? sql`(${sortColumn}, ${movements.id}) > (${key}, ${page.after.id}::uuid)`
              : sql`(${sortColumn}, ${movements.id}) < (${key}, ${page.after.id}::uuid)`,
          ]
        : [];
      const direction = page.order === 'asc' ? asc : desc;
      const order = [direction(sortColumn), direction(movements.id)];
      if (!filter.search) {
        return selectViews(today, reader)
          .where(allOf([...listConditions(companyId, filter, today), ...after]))
          .orderBy(...order)
          .limit(page.limit + 1);
      }
      // A text's candidates can be thousands (11k for "energia" at 1M movements), a number the
      // planner cannot know beforehand: it joined every one to its names before sorting (131
      // ms). The page's ids first, then the names of those alone.
      const dir = sql.raw(page.order === 'asc' ? 'asc' : 'desc');
      const pageOf = (part: MovementFilter) =>
        sql`(select ${movements.id} as id, ${sortColumn} as key from ${movements}
          where ${allOf([...listConditions(companyId, part, today), ...after])}
          order by ${sortColumn} ${dir}, ${movements.id} ${dir} limit ${page.limit + 1})`;
      // A text that names contacts: the page of their movements (by the contact's index or the
      // sort's, as the planner sees fit) and the page of the others the text finds, each sorted
      // and cut, then merged. As one filter, every movement of a busy client was a candidate to
      // sort (68 ms at 100k movements on PostgreSQL).
      const planned = await planTextFilter(reader, companyId, filter, {
        contacts: true,
        scanAbove: TEXT_SCAN_SHARE.list,
      });
      const split = splitTextByContact(planned);
      const parts = split
        ? [split.contacts, split.text].flatMap((part) => (part ? [pageOf(part)] : []))
        : [pageOf(planned)];
      const pageIds = sql`(select id from (${sql.join(parts, sql` union all `)}) as page
        order by key ${dir}, id ${dir} limit ${page.limit + 1})`;
      return selectViews(today, reader)
        .where(and(eq(movements.companyId, companyId), inArray(movements.id, pageIds)))
        .orderBy(...order);
    },

    async find(companyId, id, today) {
      const [row] = await selectViews(today).where(movementScope(companyId, id)).limit(1);
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
        contact:
          !ids.contactId ||
          (await exists(
            db
              .select({ id: contacts.id })
              .from(contacts)
              .where(and(eq(contacts.companyId, companyId), eq(contacts.id, ids.contactId))),
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
  };
}
