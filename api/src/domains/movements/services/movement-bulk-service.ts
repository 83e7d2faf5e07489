import type { BulkDelete, BulkPay, BulkResult } from 'shared/contracts';
import { formatLongDate, todayIso } from 'shared/format';
import { badRequest } from '../../../errors';
import type { BulkRow, MovementBulkRepository } from '../repositories/movement-bulk-repository';
import { BANK_ACCOUNT_REFERENCE_MESSAGE, FUTURE_PAYMENT_MESSAGE } from './movement-messages';

/** One selected row that stops a bulk action, and why. */
interface Problem {
  label: string;
  reason: string;
}

const NOT_FOUND_REASON = 'não encontrada (excluída ou de outra empresa)';
export const ALREADY_PAID_REASON = 'já está paga';
export const HAS_PAYMENTS_REASON = 'tem pagamentos: estorne-os antes';

const labelOf = (row: BulkRow) =>
  `'${row.description}' (vencimento ${formatLongDate(row.dueDate)})`;

/** The selected ids that no row answered: deleted meanwhile, or not the company's. */
function missing(ids: string[], found: BulkRow[]): Problem[] {
  const present = new Set(found.map((row) => row.id));
  return [...new Set(ids)]
    .filter((id) => !present.has(id))
    .map((id) => ({ label: `A movimentação ${id}`, reason: NOT_FOUND_REASON }));
}

/** "Nada foi alterado" first, then each row and its reason, so the person can fix the selection. */
export function refusalMessage(action: 'paga' | 'excluída', problems: Problem[]): string {
  const lines = problems.slice(0, 20).map((p) => `${p.label}: ${p.reason}`);
  const more = problems.length > 20 ? ` (e mais ${problems.length - 20})` : '';
  return `Nenhuma movimentação foi ${action}. ${lines.join('; ')}${more}.`;
}

export interface MovementBulkService {
  /** Pays the open amount of every selected row on one date, all or nothing. */
  pay(companyId: string, input: BulkPay): Promise<BulkResult>;
  /** Deletes every selected row, all or nothing (a row with payments stops it). */
  remove(companyId: string, input: BulkDelete): Promise<BulkResult>;
}

export function createMovementBulkService(deps: {
  bulk: MovementBulkRepository;
  today?: () => string;
}): MovementBulkService {
  const { bulk } = deps;
  const today = deps.today ?? (() => todayIso());
  return {
    async pay(companyId, input) {
      if (input.paid_on > today()) throw badRequest(FUTURE_PAYMENT_MESSAGE);
      if (
        input.bank_account_id &&
        !(await bulk.bankAccountExists(companyId, input.bank_account_id))
      ) {
        throw badRequest(BANK_ACCOUNT_REFERENCE_MESSAGE);
      }
      const outcome = await bulk.payOpen(
        companyId,
        input.ids,
        { paidOn: input.paid_on, bankAccountId: input.bank_account_id },
        (found) => [
          ...missing(input.ids, found),
          ...found
            .filter((row) => row.paidCents >= row.amountCents)
            .map((row) => ({ label: labelOf(row), reason: ALREADY_PAID_REASON })),
        ],
      );
      if ('refused' in outcome) throw badRequest(refusalMessage('paga', outcome.refused));
      return { count: outcome.done };
    },

    async remove(companyId, input) {
      const outcome = await bulk.delete(companyId, input.ids, (found) => [
        ...missing(input.ids, found),
        ...found
          .filter((row) => row.hasPayments)
          .map((row) => ({ label: labelOf(row), reason: HAS_PAYMENTS_REASON })),
      ]);
      if ('refused' in outcome) throw badRequest(refusalMessage('excluída', outcome.refused));
      return { count: outcome.done };
    },
  };
}
