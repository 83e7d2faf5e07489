import type { BudgetComparison, CashFlowNode, FilterState, Insights } from 'shared/contracts';
import { fakeApi } from 'shared/testing';
import type { FakeAnswer } from 'shared/testing';

/** A month with movements: every figure is integer cents, as the API sends them. */
export const INSIGHTS: Insights = {
  total_income: 1_250_000,
  total_expense: 830_050,
  total_balance: 419_950,
  balance_by_transaction_status: [
    { status: 'pago', balance: 300_000 },
    { status: 'pago parcial', balance: 50_000 },
    { status: 'vencido', balance: -120_000 },
    { status: 'vence hoje', balance: 0 },
    { status: 'a vencer', balance: 189_950 },
  ],
  income_by_categories: [
    { id: 'c-vendas', label: 'Vendas', value: 1_000_000 },
    { id: 'c-juros', label: 'Juros', value: 250_000 },
  ],
  expense_by_categories: [
    { id: 'c-aluguel', label: 'Aluguel', value: 500_000 },
    { id: 'c-salarios', label: 'Salários', value: 330_050 },
  ],
  income_vs_expense: [
    { id: 'receita', label: 'Receita', value: 1_250_000 },
    { id: 'despesa', label: 'Despesa', value: 830_050 },
  ],
  balance_by_bank_account: [
    { id: 'b-bb', label: 'Banco do Brasil', value: 500_000 },
    { id: null, label: 'Sem conta', value: -80_050 },
  ],
  balance_timeseries: {
    granularity: 'day',
    points: [
      { date: '2025-06-01', value: 0 },
      { date: '2025-06-15', value: 200_000 },
      { date: '2025-06-30', value: 419_950 },
    ],
  },
};

/** A period without movements, as the API answers it. */
export const NO_INSIGHTS: Insights = {
  total_income: 0,
  total_expense: 0,
  total_balance: 0,
  balance_by_transaction_status: INSIGHTS.balance_by_transaction_status.map(({ status }) => ({
    status,
    balance: 0,
  })),
  income_by_categories: [],
  expense_by_categories: [],
  income_vs_expense: [
    { id: 'receita', label: 'Receita', value: 0 },
    { id: 'despesa', label: 'Despesa', value: 0 },
  ],
  balance_by_bank_account: [],
  balance_timeseries: { granularity: 'day', points: [] },
};

function node(
  key: string,
  code: string,
  label: string,
  totalAmount: number,
  children: CashFlowNode[] = [],
): CashFlowNode {
  return {
    key,
    code,
    label,
    type: code.startsWith('1') ? 'receita' : 'despesa',
    totalAmount,
    children,
  };
}

/** Eight categories on three levels. */
export const CASH_FLOW: CashFlowNode[] = [
  node('k1', '1', 'Receitas', 1_250_000, [
    node('k11', '1.1', 'Vendas', 1_000_000, [
      node('k111', '1.1.1', 'Vendas de produtos', 600_000),
      node('k112', '1.1.2', 'Vendas de serviços', 400_000),
    ]),
    node('k12', '1.2', 'Juros', 250_000),
  ]),
  node('k2', '2', 'Despesas', 830_050, [
    node('k21', '2.1', 'Aluguel', 500_000),
    node('k22', '2.2', 'Salários', 330_050),
  ]),
];

type Answer = (filter: FilterState) => FakeAnswer | 'network-error';

/** Answers the two dashboard calls and records the filters they were sent. */
/** The month of a company that budgeted nothing: the "Orçamento do mês" card stays away. */
export const NO_BUDGET: BudgetComparison = {
  regime: 'competencia',
  start_date: '2025-06-01',
  end_date: '2025-06-30',
  months: ['2025-06'],
  has_budget: false,
  budget_ignores: [],
  lines: [],
};

export function serveDashboard({
  insights = () => ({ status: 200, body: INSIGHTS }),
  cashFlow = () => ({ status: 200, body: CASH_FLOW }),
  reconciliation = () => ({ status: 200, body: { data: [] } }),
  budgetComparison = () => ({ status: 200, body: NO_BUDGET }),
}: {
  insights?: Answer;
  cashFlow?: Answer;
  reconciliation?: () => FakeAnswer;
  budgetComparison?: () => FakeAnswer;
} = {}) {
  const insightsFilters: FilterState[] = [];
  const cashFlowFilters: FilterState[] = [];
  const budgetRequests: unknown[] = [];
  const server = fakeApi({
    'POST /v1/companies/dashboards/insights': (request) => {
      insightsFilters.push(request.body as FilterState);
      return insights(request.body as FilterState);
    },
    'POST /v1/companies/dashboards/cash-flow': (request) => {
      cashFlowFilters.push(request.body as FilterState);
      return cashFlow(request.body as FilterState);
    },
    'GET /v1/companies/bank-accounts/reconciliation': reconciliation,
    'POST /v1/companies/budgets/comparison': (request) => {
      budgetRequests.push(request.body);
      return budgetComparison();
    },
  });
  return { ...server, insightsFilters, cashFlowFilters, budgetRequests };
}

/**
 * Only the clock's date is fixed (15 June 2025, São Paulo afternoon): timers stay real, so RTK
 * Query, Ark's machines and user-event run as they do in a browser.
 */
export function fixToday(iso = '2025-06-15T15:00:00-03:00') {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
