import { configure, screen, waitFor, within } from '@testing-library/react';
import { budgetOverruns } from 'shared/contracts';
import type { BudgetComparison, BudgetComparisonCategory } from 'shared/contracts';
import { demoAccount, renderWithProviders } from 'shared/testing';
import { InsightsPage } from '../components/insights-page';
import { fixToday, NO_BUDGET, serveDashboard } from './dashboard-fixtures';

jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

const brl = (text: string) => text.replace(/R\$ /g, 'R$\u00a0');

const spent = (id: string, name: string, budget: number, actual: number) =>
  ({ id, code: id, name, budget: -budget, actual: -actual }) satisfies BudgetComparisonCategory;

function monthOf(categories: BudgetComparisonCategory[]): BudgetComparison {
  return {
    ...NO_BUDGET,
    has_budget: true,
    lines: [
      {
        key: 'despesas_administrativas',
        label: 'Despesas administrativas',
        kind: 'group',
        level: 1,
        budget: categories.reduce((sum, c) => sum + c.budget, 0),
        actual: categories.reduce((sum, c) => sum + c.actual, 0),
        categories,
      },
      {
        key: 'receita_bruta',
        label: 'Receita bruta',
        kind: 'group',
        level: 0,
        budget: 100,
        actual: 1_000,
        // Revenue above its budget is good news: never listed as over.
        categories: [{ id: 'r', code: 'r', name: 'Vendas', budget: 100, actual: 1_000 }],
      },
    ],
  };
}

describe('Orçamento do mês', () => {
  let server: ReturnType<typeof serveDashboard> | undefined;
  beforeEach(() => fixToday());
  afterEach(() => {
    server?.restore();
    server = undefined;
    jest.useRealTimers();
  });

  it('should name the three categories furthest over, after the figures, for the month', async () => {
    server = serveDashboard({
      budgetComparison: () => ({
        status: 200,
        body: monthOf([
          spent('a', 'Aluguel', 300_000, 330_000),
          spent('b', 'Energia', 10_000, 25_000),
          spent('c', 'Internet', 10_000, 10_000),
          spent('d', 'Viagens', 10_000, 12_000),
          spent('e', 'Material', 10_000, 9_999),
        ]),
      }),
    });
    renderWithProviders(<InsightsPage />, { account: demoAccount() });
    const card = await screen.findByRole('region', { name: 'Orçamento do mês' });
    expect(server.budgetRequests).toEqual([
      { start_date: '2025-06-01', end_date: '2025-06-30', regime: 'competencia' },
    ]);
    // toHaveTextContent folds the no-break spaces into plain ones.
    expect(within(card).getByText(/Despesas de jun\/2025/)).toHaveTextContent(
      'Despesas de jun/2025 pela competência: R$ 3.869,99 de R$ 3.400,00 orçados',
    );
    const items = within(
      within(card).getByRole('list', { name: 'Categorias acima do orçado' }),
    ).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      brl('EnergiaR$ 250,00 de R$ 100,00250% do orçado'),
      brl('ViagensR$ 120,00 de R$ 100,00120% do orçado'),
      brl('AluguelR$ 3.300,00 de R$ 3.000,00110% do orçado'),
    ]);
    expect(within(card).getByRole('link', { name: 'Ver orçado x realizado' })).toHaveAttribute(
      'href',
      '/relatorios/dre?visao=orcado&inicio=2025-06-01&fim=2025-06-30',
    );
  });

  it('should say so when every category is within its budget', async () => {
    server = serveDashboard({
      budgetComparison: () => ({
        status: 200,
        body: monthOf([spent('a', 'Aluguel', 300_000, 100_000)]),
      }),
    });
    renderWithProviders(<InsightsPage />, { account: demoAccount() });
    const card = await screen.findByRole('region', { name: 'Orçamento do mês' });
    expect(within(card).getByText('Nenhuma categoria acima do orçado.')).toBeInTheDocument();
  });

  it('should stay away from a company that budgeted nothing, or when the budget fails', async () => {
    for (const answer of [
      { status: 200, body: NO_BUDGET },
      { status: 500, body: { message: 'Erro interno' } },
    ]) {
      server = serveDashboard({ budgetComparison: () => answer });
      const { unmount } = renderWithProviders(<InsightsPage />, { account: demoAccount() });
      await screen.findByText('Receita total');
      await waitFor(() => expect(server?.budgetRequests).toHaveLength(1));
      expect(screen.queryByRole('region', { name: 'Orçamento do mês' })).not.toBeInTheDocument();
      unmount();
      server.restore();
    }
    server = undefined;
  });
});

describe('budgetOverruns', () => {
  it('should list despesas past the share, furthest first, revenue and unbudgeted left out', () => {
    const month = monthOf([
      spent('a', 'Aluguel', 1_000, 950),
      spent('b', 'Energia', 1_000, 899),
      spent('c', 'Internet', 1_000, 1_500),
    ]);
    month.lines[0]?.categories.push({
      id: 'z',
      code: 'z',
      name: 'Sem orçado',
      budget: 0,
      actual: -5,
    });
    expect(budgetOverruns(month, 90).map((item) => [item.name, item.usedPercent])).toEqual([
      ['Internet', 150],
      ['Aluguel', 95],
    ]);
    expect(budgetOverruns(month, 100).map((item) => item.name)).toEqual(['Internet']);
  });
});
