import { DAILY_SERIES_MAX_DAYS, TRANSACTION_STATUSES } from 'shared/contracts';
import type {
  CashFlow,
  CashFlowNode,
  ChartSlice,
  Dre,
  DreRequest,
  Filter,
  Insights,
} from 'shared/contracts';
import { daysBetween, todayIso } from 'shared/format';
import type {
  CashFlowRow,
  DashboardGroup,
  DashboardsRepository,
} from '../repositories/dashboards-repository';
import { toDre } from './dre-lines';

export const NO_BANK_ACCOUNT_LABEL = 'Sem conta bancária';
export const INCOME_LABEL = 'Receita';
export const EXPENSE_LABEL = 'Despesa';

const largestFirst = (a: ChartSlice, b: ChartSlice) =>
  b.value - a.value || a.label.localeCompare(b.label, 'pt-BR');

/** Shapes the SQL roll-up into SPEC.md §3's insights answer; no figure is computed here. */
function toInsights(groups: DashboardGroup[], series: Insights['balance_timeseries']): Insights {
  const of = (set: DashboardGroup['set']) => groups.filter((group) => group.set === set);
  const totalOf = (type: 'receita' | 'despesa') =>
    of('type').find((group) => group.type === type)?.total ?? 0;
  const totalIncome = totalOf('receita');
  const totalExpense = totalOf('despesa');
  const categorySlices = (type: 'receita' | 'despesa') =>
    of('category')
      .filter((group) => group.type === type)
      .map((group) => ({ id: group.id, label: group.label ?? '', value: group.total }))
      .sort(largestFirst);
  return {
    total_income: totalIncome,
    total_expense: totalExpense,
    total_balance: totalIncome - totalExpense,
    balance_by_transaction_status: TRANSACTION_STATUSES.map((status) => ({
      status,
      balance: of('all')[0]?.netByStatus[status] ?? 0,
    })),
    income_by_categories: categorySlices('receita'),
    expense_by_categories: categorySlices('despesa'),
    income_vs_expense: [
      { id: 'receita', label: INCOME_LABEL, value: totalIncome },
      { id: 'despesa', label: EXPENSE_LABEL, value: totalExpense },
    ],
    balance_by_bank_account: of('bank-account')
      .map((group) => ({
        id: group.id,
        label: group.id === null ? NO_BANK_ACCOUNT_LABEL : (group.label ?? ''),
        value: group.net,
      }))
      .sort(largestFirst),
    balance_timeseries: series,
  };
}

/** The flat, code-ordered rows as a tree; parents come before children in code order or not. */
function toTree(rows: CashFlowRow[]): CashFlow {
  const nodes = new Map<string, CashFlowNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      key: row.id,
      code: row.code,
      label: row.name,
      type: row.type,
      totalAmount: row.total,
      children: [],
    });
  }
  const roots: CashFlowNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    const parent = row.parentId ? nodes.get(row.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export interface DashboardService {
  insights(companyId: string, filter: Filter): Promise<Insights>;
  cashFlow(companyId: string, filter: Filter): Promise<CashFlow>;
  /** The DRE by competence date (the movements) or by payment date (the payments: cash). */
  dre(companyId: string, request: DreRequest): Promise<Dre>;
}

export function createDashboardService(deps: {
  dashboards: DashboardsRepository;
  today?: () => string;
}): DashboardService {
  const { dashboards } = deps;
  const today = deps.today ?? (() => todayIso());
  return {
    async insights(companyId, filter) {
      const granularity =
        daysBetween(filter.start_date, filter.end_date) + 1 <= DAILY_SERIES_MAX_DAYS
          ? 'day'
          : 'month';
      const { groups, series } = await dashboards.insights(companyId, filter, today(), granularity);
      return toInsights(groups, { granularity, points: series });
    },
    async cashFlow(companyId, filter) {
      return toTree(await dashboards.categoryTotals(companyId, filter, today()));
    },
    async dre(companyId, request) {
      const { regime, ...filter } = request;
      const dateType = regime === 'caixa' ? 'payment_date' : 'competence_date';
      const rows = await dashboards.dre(companyId, { ...filter, date_type: dateType }, today());
      return toDre(request, rows);
    },
  };
}
