import type {
  CreateMovement,
  CreatePayment,
  Movement,
  MovementListQuery,
  MovementPage,
  MovementType,
  Payment,
  SeriesScope,
  UpdateMovement,
} from 'shared/contracts';
import { daysBetween, todayIso } from 'shared/format';
import { NOTHING_TO_CHANGE_MESSAGE, badRequest, conflict, notFound } from '../../../errors';
import type { MovementColumns } from '../repositories/movement-columns';
import type { MovementView } from '../repositories/movement-read-repository';
import type { MovementsRepository } from '../repositories/movements-repository';
import {
  AMOUNT_LOCKED_MESSAGE,
  approvalAfterChange,
  approvalColumns,
  approvalFor,
} from '../../approvals/public';
import type { ApprovalsRepository, Author } from '../../approvals/public';
import { decodeCursor, encodeCursor } from './movement-cursor';
import { toMovement, toPayment } from './movement-mappers';
import {
  ALREADY_PAID_MESSAGE,
  BANK_ACCOUNT_REFERENCE_MESSAGE,
  BELOW_PAID_MESSAGE,
  CATEGORY_INACTIVE_MESSAGE,
  CATEGORY_REFERENCE_MESSAGE,
  CATEGORY_TYPE_MISMATCH_MESSAGE,
  CONTACT_REFERENCE_MESSAGE,
  COST_CENTER_REFERENCE_MESSAGE,
  DISCOUNT_OVER_TOTAL_MESSAGE,
  FUTURE_PAYMENT_AT_CREATION_MESSAGE,
  FUTURE_PAYMENT_MESSAGE,
  HAS_PAYMENTS_MESSAGE,
  MOVEMENT_NOT_FOUND_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
  REFERENCE_GONE_MESSAGE,
  SERIES_INSTALMENT_AMOUNT_MESSAGE,
  SERIES_TYPE_MESSAGE,
  categoryNotLeafMessage,
  overOpenAmountMessage,
  seriesBelowPaidMessage,
  seriesHasPaymentsMessage,
} from './movement-messages';
import { plannedRows, toColumns } from './movement-rows';

export interface MovementService {
  list(companyId: string, query: MovementListQuery): Promise<MovementPage>;
  get(companyId: string, id: string): Promise<Movement>;
  /**
   * One movement, or its parcels / monthly repetitions, in due-date order; a payable above the
   * company's approval threshold written by a finance member starts waiting for approval.
   */
  create(companyId: string, input: CreateMovement, author: Author): Promise<Movement[]>;
  /** Changes the movement and, with a scope, the later or all rows of its series (one transaction). */
  update(
    companyId: string,
    id: string,
    changes: UpdateMovement,
    author: Author,
    scope?: SeriesScope,
  ): Promise<Movement>;
  remove(companyId: string, id: string, scope?: SeriesScope): Promise<void>;
  payments(companyId: string, movementId: string): Promise<Payment[]>;
  pay(
    companyId: string,
    movementId: string,
    input: CreatePayment,
  ): Promise<{ payment: Payment; movement: Movement }>;
  /** Undoes a payment (estorno); answers the movement as it is afterwards. */
  removePayment(companyId: string, movementId: string, paymentId: string): Promise<Movement>;
}

/** Every call is scoped by the company: another company's ids are 404 (or 400 as references). */
export function createMovementService(deps: {
  movements: MovementsRepository;
  approvals: Pick<ApprovalsRepository, 'thresholdCents'>;
  /** The company's day (São Paulo); tests may fix it. */
  today?: () => string;
}): MovementService {
  const { movements, approvals } = deps;
  const today = deps.today ?? (() => todayIso());

  async function view(companyId: string, id: string): Promise<Movement> {
    const found = await movements.find(companyId, id, today());
    if (!found) throw notFound(MOVEMENT_NOT_FOUND_MESSAGE);
    return toMovement(found);
  }

  /**
   * 400 for a reference outside the company, or a category that is inactive, of the other type
   * or not a leaf.
   */
  async function checkReferences(
    companyId: string,
    type: MovementType,
    ids: {
      categoryId?: string | undefined;
      costCenterId?: string | null | undefined;
      contactId?: string | null | undefined;
      bankAccountId?: string | null | undefined;
    },
  ): Promise<void> {
    const found = await movements.references(companyId, ids);
    if (ids.categoryId) {
      if (!found.category) throw badRequest(CATEGORY_REFERENCE_MESSAGE);
      if (found.category.type !== type) throw badRequest(CATEGORY_TYPE_MISMATCH_MESSAGE);
      if (!found.category.active) throw badRequest(CATEGORY_INACTIVE_MESSAGE);
      if (found.category.hasChildren) {
        throw badRequest(categoryNotLeafMessage(found.category.name));
      }
    }
    if (!found.costCenter) throw badRequest(COST_CENTER_REFERENCE_MESSAGE);
    if (!found.contact) throw badRequest(CONTACT_REFERENCE_MESSAGE);
    if (!found.bankAccount) throw badRequest(BANK_ACCOUNT_REFERENCE_MESSAGE);
  }

  /**
   * A change to several rows of a series: the same descriptive fields on each, dates shifted by
   * the days the chosen row's dates move, and a new amount only for repetitions (parcels share
   * one total).
   */
  async function updateSeries(
    current: MovementView,
    columns: MovementColumns,
    scope: Exclude<SeriesScope, 'one'>,
  ): Promise<void> {
    const row = current.movement;
    const { type, dueDate, competenceDate, ...shared } = columns;
    if (type !== undefined && type !== row.type) throw badRequest(SERIES_TYPE_MESSAGE);
    if (shared.amountCents !== undefined && row.instalmentGroupId !== null) {
      throw badRequest(SERIES_INSTALMENT_AMOUNT_MESSAGE);
    }
    await checkReferences(row.companyId, row.type, {
      categoryId: shared.categoryId,
      costCenterId: shared.costCenterId,
      contactId: shared.contactId,
      bankAccountId: shared.bankAccountId,
    });
    const result = await movements.updateSeries(row.companyId, row.id, scope, {
      columns: shared,
      dueShiftDays: dueDate === undefined ? 0 : daysBetween(row.dueDate, dueDate),
      competenceShiftDays:
        competenceDate === undefined ? 0 : daysBetween(row.competenceDate, competenceDate),
    });
    if (result.outcome === 'missing') throw notFound(MOVEMENT_NOT_FOUND_MESSAGE);
    if (result.outcome === 'below-paid') throw badRequest(seriesBelowPaidMessage(result.labels));
    if (result.outcome === 'reference-gone') throw badRequest(REFERENCE_GONE_MESSAGE);
  }

  /**
   * The change plus the approval it leads to. The amount of a payable that waits is locked for
   * everyone, owners included: the decision in the queue is about the amount shown there.
   */
  async function withApproval(
    row: MovementView['movement'],
    columns: MovementColumns,
    author: Author,
  ): Promise<MovementColumns> {
    const amountCents = columns.amountCents ?? row.amountCents;
    if (row.approvalStatus === 'pending_approval' && amountCents !== row.amountCents) {
      throw conflict(AMOUNT_LOCKED_MESSAGE);
    }
    const next = approvalAfterChange(
      { ...row, status: row.approvalStatus },
      {
        type: columns.type ?? row.type,
        amountCents,
        dueDate: columns.dueDate ?? row.dueDate,
        bankAccountId:
          columns.bankAccountId === undefined ? row.bankAccountId : columns.bankAccountId,
      },
      author.role,
      await approvals.thresholdCents(row.companyId),
    );
    if (next === 'unchanged') return columns;
    return { ...columns, ...approvalColumns(next, author.userId, new Date()) };
  }

  return {
    async list(companyId, query) {
      const { cursor, limit, sort, order, ...filter } = query;
      const rows = await movements.list(
        companyId,
        filter,
        {
          after: cursor === undefined ? undefined : decodeCursor(cursor, sort, order),
          limit,
          sort,
          order,
        },
        today(),
      );
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      const sortKey = (row: MovementView) =>
        sort === 'amount' ? row.movement.amountCents : row.movement.dueDate;
      return {
        items: items.map(toMovement),
        next_cursor:
          rows.length > limit && last
            ? encodeCursor(sort, order, { key: sortKey(last), id: last.movement.id })
            : null,
      };
    },

    get: view,

    async create(companyId, input, author) {
      if (input.payment && input.payment.paid_on > today()) {
        throw badRequest(FUTURE_PAYMENT_AT_CREATION_MESSAGE);
      }
      await checkReferences(companyId, input.type, {
        categoryId: input.category_id,
        costCenterId: input.cost_center_id,
        contactId: input.supplier_id,
        bankAccountId: input.bank_account_id,
      });
      const paymentAccount = input.payment?.bank_account_id;
      if (paymentAccount) {
        await checkReferences(companyId, input.type, { bankAccountId: paymentAccount });
      }
      // Parcels are one purchase: the total decides, so splitting it never dodges the threshold.
      const approval = approvalColumns(
        approvalFor({
          role: author.role,
          type: input.type,
          amountCents: input.amount_cents,
          thresholdCents: await approvals.thresholdCents(companyId),
        }),
        author.userId,
        new Date(),
      );
      const ids = await movements.createMany(
        companyId,
        plannedRows(input).map((row) => ({ ...row, ...approval })),
        input.payment && {
          paidOn: input.payment.paid_on,
          bankAccountId: paymentAccount ?? input.bank_account_id ?? null,
        },
      );
      if (ids === 'reference-gone') throw badRequest(REFERENCE_GONE_MESSAGE);
      // One query for all the parcels, not one per parcel (up to 120).
      return (await movements.findMany(companyId, ids, today())).map(toMovement);
    },

    async update(companyId, id, changes, author, scope = 'one') {
      const changed = toColumns(changes);
      if (Object.keys(changed).length === 0) throw badRequest(NOTHING_TO_CHANGE_MESSAGE);
      const current = await movements.find(companyId, id, today());
      if (!current) throw notFound(MOVEMENT_NOT_FOUND_MESSAGE);
      const columns = await withApproval(current.movement, changed, author);
      if (scope !== 'one') {
        await updateSeries(current, columns, scope);
        return view(companyId, id);
      }
      const type = changes.type ?? current.movement.type;
      await checkReferences(companyId, type, {
        // A new type must still match the category it keeps.
        categoryId: changes.category_id ?? (changes.type ? current.movement.categoryId : undefined),
        costCenterId: changes.cost_center_id,
        contactId: changes.supplier_id,
        bankAccountId: changes.bank_account_id,
      });
      const result = await movements.update(companyId, id, columns);
      if (result === 'missing') throw notFound(MOVEMENT_NOT_FOUND_MESSAGE);
      if (result === 'below-paid') throw badRequest(BELOW_PAID_MESSAGE);
      if (result === 'reference-gone') throw badRequest(REFERENCE_GONE_MESSAGE);
      return view(companyId, id);
    },

    async remove(companyId, id, scope = 'one') {
      if (scope !== 'one') {
        const result = await movements.deleteSeries(companyId, id, scope);
        if (result.outcome === 'missing') throw notFound(MOVEMENT_NOT_FOUND_MESSAGE);
        if (result.outcome === 'has-payments')
          throw conflict(seriesHasPaymentsMessage(result.labels));
        return;
      }
      const result = await movements.delete(companyId, id);
      if (result === 'missing') throw notFound(MOVEMENT_NOT_FOUND_MESSAGE);
      if (result === 'has-payments') throw conflict(HAS_PAYMENTS_MESSAGE);
    },

    async payments(companyId, movementId) {
      const rows = await movements.payments(companyId, movementId);
      if (!rows) throw notFound(MOVEMENT_NOT_FOUND_MESSAGE);
      return rows.map(toPayment);
    },

    async pay(companyId, movementId, input) {
      if (input.paid_on > today()) throw badRequest(FUTURE_PAYMENT_MESSAGE);
      if (input.desconto_cents > input.amount_cents + input.juros_cents + input.multa_cents) {
        throw badRequest(DISCOUNT_OVER_TOTAL_MESSAGE);
      }
      const current = await movements.find(companyId, movementId, today());
      if (!current) throw notFound(MOVEMENT_NOT_FOUND_MESSAGE);
      const bankAccountId =
        input.bank_account_id === undefined
          ? current.movement.bankAccountId
          : input.bank_account_id;
      await checkReferences(companyId, current.movement.type, { bankAccountId });
      const result = await movements.addPayment(companyId, movementId, {
        paidOn: input.paid_on,
        amountCents: input.amount_cents,
        interestCents: input.juros_cents,
        fineCents: input.multa_cents,
        discountCents: input.desconto_cents,
        bankAccountId,
        notes: input.notes ?? null,
      });
      if (result.outcome === 'missing') throw notFound(MOVEMENT_NOT_FOUND_MESSAGE);
      if (result.outcome === 'over') {
        throw badRequest(
          result.openCents === 0 ? ALREADY_PAID_MESSAGE : overOpenAmountMessage(result.openCents),
        );
      }
      return { payment: toPayment(result.payment), movement: await view(companyId, movementId) };
    },

    async removePayment(companyId, movementId, paymentId) {
      if (!(await movements.deletePayment(companyId, movementId, paymentId))) {
        throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
      }
      return view(companyId, movementId);
    },
  };
}
