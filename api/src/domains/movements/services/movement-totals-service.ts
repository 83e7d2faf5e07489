import type { MovementSums, MovementTotals, MovementTotalsQuery } from 'shared/contracts';
import { todayIso } from 'shared/format';
import type {
  MovementTotalsRepository,
  TypeSums,
} from '../repositories/movement-totals-repository';

export interface MovementTotalsService {
  /** A receber, a pagar, recebido, pago, em aberto and vencido of the whole filtered set. */
  totals(companyId: string, query: MovementTotalsQuery): Promise<MovementTotals>;
}

function toSums(sums: TypeSums): MovementSums {
  return {
    count: sums.count,
    amount_cents: sums.amountCents,
    paid_cents: sums.paidCents,
    open_cents: sums.openCents,
    open_count: sums.openCount,
    overdue_cents: sums.overdueCents,
    overdue_count: sums.overdueCount,
  };
}

function added(a: MovementSums, b: MovementSums): MovementSums {
  return {
    count: a.count + b.count,
    amount_cents: a.amount_cents + b.amount_cents,
    paid_cents: a.paid_cents + b.paid_cents,
    open_cents: a.open_cents + b.open_cents,
    open_count: a.open_count + b.open_count,
    overdue_cents: a.overdue_cents + b.overdue_cents,
    overdue_count: a.overdue_count + b.overdue_count,
  };
}

export function createMovementTotalsService(deps: {
  totals: MovementTotalsRepository;
  /** The company's day (São Paulo); tests may fix it. */
  today?: () => string;
}): MovementTotalsService {
  const today = deps.today ?? (() => todayIso());
  return {
    async totals(companyId, query) {
      const sums = await deps.totals.totals(companyId, query, today());
      const income = toSums(sums.receita);
      const expense = toSums(sums.despesa);
      return { income, expense, overall: added(income, expense) };
    },
  };
}
