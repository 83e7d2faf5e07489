import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  CompanyGroup,
  GroupCashFlow,
  GroupDre,
  GroupInsights,
  GroupSalesPanel,
} from 'shared/contracts';
import { demoAccount, fakeApi, renderWithProviders } from 'shared/testing';
import { GroupPage } from '../components/group-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

const brl = (text: string) => text.replace(/R\$ /g, 'R$\u00a0');

function groupOf(inGroup: string[]): CompanyGroup {
  return {
    companies: (
      [
        { company_id: A, name: 'A Indústria', document: null, role: 'owner', in_group: false },
        { company_id: B, name: 'B Comércio', document: null, role: 'viewer', in_group: false },
        { company_id: C, name: 'C Serviços', document: null, role: 'finance', in_group: false },
      ] satisfies CompanyGroup['companies']
    ).map((company) => ({ ...company, in_group: inGroup.includes(company.company_id) })),
  };
}

const figures = (byCompany: number[]) => ({
  values: [byCompany.reduce((a, b) => a + b, 0)],
  total: byCompany.reduce((a, b) => a + b, 0),
  by_company: byCompany,
});

const DRE: GroupDre = {
  regime: 'competencia',
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  months: ['2026-01'],
  companies: [
    { id: A, name: 'A Indústria' },
    { id: B, name: 'B Comércio' },
  ],
  lines: [
    {
      key: 'receita_bruta',
      label: 'Receita bruta',
      kind: 'group',
      level: 0,
      ...figures([50_000, 0]),
      categories: [{ code: '1.01', name: 'Vendas', ...figures([50_000, 0]) }],
    },
    {
      key: 'resultado_periodo',
      label: 'Resultado do período',
      kind: 'total',
      level: 0,
      ...figures([50_000, -20_000]),
      categories: [],
    },
  ],
  eliminations: figures([10_000, -10_000]),
  unmatched: [{ company_id: B, company_name: 'B Comércio', code: '2.02', name: 'Aluguel da loja' }],
};

const totals = (income: number, expense: number) => ({
  total_income: income,
  total_expense: expense,
  total_balance: income - expense,
});

const INSIGHTS: GroupInsights = {
  companies: DRE.companies,
  consolidated: {
    ...totals(50_000, 20_000),
    balance_by_transaction_status: [{ status: 'a vencer', balance: 30_000 }],
    income_by_categories: [{ id: '1.01/vendas', label: 'Vendas', value: 50_000 }],
    expense_by_categories: [{ id: `${B}/x`, label: 'Aluguel da loja (B Comércio)', value: 20_000 }],
    income_vs_expense: [
      { id: 'receita', label: 'Receita', value: 50_000 },
      { id: 'despesa', label: 'Despesa', value: 20_000 },
    ],
    balance_by_bank_account: [
      { id: `${A}/sem-conta`, label: 'Sem conta · A Indústria', value: 30_000 },
    ],
    balance_timeseries: { granularity: 'month', points: [{ date: '2026-01', value: 30_000 }] },
  },
  by_company: [totals(50_000, 0), totals(0, 20_000)],
  eliminations: [totals(10_000, 0), totals(0, 10_000)],
  unmatched: DRE.unmatched,
};

const CASH_FLOW: GroupCashFlow = {
  companies: DRE.companies,
  nodes: [
    {
      key: '>1/receitas',
      code: '1',
      label: 'Receitas',
      type: 'receita',
      totalAmount: 50_000,
      by_company: [50_000, 0],
      children: [],
    },
    {
      key: '>2/despesas',
      code: '2',
      label: 'Despesas',
      type: 'despesa',
      totalAmount: 20_000,
      by_company: [0, 20_000],
      children: [],
    },
  ],
  eliminations: [
    { receita: 10_000, despesa: 0 },
    { receita: 0, despesa: 10_000 },
  ],
  unmatched: [],
};

const sales = (faturamento: number) => ({
  faturamento,
  recebido: 0,
  a_receber: faturamento,
  inadimplencia: 0,
});

const SALES: GroupSalesPanel = {
  companies: DRE.companies,
  consolidated: {
    cards: {
      ...sales(50_000),
      receitas: 1,
      ticket_medio: 50_000,
      vencido_no_periodo: 0,
      inadimplencia_percent: 0,
    },
    months: [{ month: '2026-01', faturamento: 50_000, recebido: 0, a_receber: 50_000 }],
    aging: [{ bucket: '1-30', label: '1 a 30 dias', value: 0 }],
    top_clients: [
      { id: `${A}/c`, label: 'Cliente Final · A Indústria', value: 50_000, share: 100 },
    ],
    other_clients: 0,
    forecast: [{ week_start: '2026-01-05', week_end: '2026-01-11', value: 50_000 }],
    by_category: [{ id: '1.01/vendas', label: 'Vendas', value: 50_000 }],
  },
  by_company: [sales(50_000), sales(0)],
  eliminations: [sales(10_000), sales(0)],
  unmatched: [],
};

function serve(initial: string[]) {
  let group = groupOf(initial);
  const saved: unknown[] = [];
  const server = fakeApi({
    'GET /v1/users/company-group': () => ({ status: 200, body: group }),
    'PUT /v1/users/company-group': (request) => {
      const ids = (request.body as { company_ids: string[] }).company_ids;
      saved.push(ids);
      group = groupOf(ids);
      return { status: 200, body: group };
    },
    'POST /v1/users/company-group/dre': () => ({ status: 200, body: DRE }),
    'POST /v1/users/company-group/insights': () => ({ status: 200, body: INSIGHTS }),
    'POST /v1/users/company-group/cash-flow': () => ({ status: 200, body: CASH_FLOW }),
    'POST /v1/users/company-group/sales-panel': () => ({ status: 200, body: SALES }),
  });
  return { server, saved };
}

describe('Visão consolidada', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => {
    server?.restore();
    server = undefined;
  });

  it('should save the ticked companies as the group, two at least', async () => {
    const api = serve([]);
    server = api.server;
    renderWithProviders(<GroupPage />, { account: demoAccount() });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'A Indústria' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar grupo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('pelo menos duas empresas');
    expect(api.saved).toEqual([]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'B Comércio' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar grupo' }));
    await waitFor(() => expect(api.saved).toEqual([[A, B]]));
    expect(await screen.findByRole('table', { name: /DRE consolidada/ })).toBeInTheDocument();
  });

  it('should show the group, a column per company on demand, the trade between them apart', async () => {
    const api = serve([A, B]);
    server = api.server;
    renderWithProviders(<GroupPage />, { account: demoAccount() });
    const table = await screen.findByRole('table', { name: /DRE consolidada/ });
    const headers = () =>
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
    expect(headers()).toEqual(['Linha da DRE', 'Grupo']);
    const row = (name: RegExp) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(row(/Receita bruta/)).toEqual([brl('R$ 500,00')]);
    expect(row(/Operações entre empresas do grupo/)).toEqual([brl('R$ 0,00')]);

    await userEvent.click(screen.getByRole('button', { name: 'Por empresa' }));
    expect(headers()).toEqual(['Linha da DRE', 'A Indústria', 'B Comércio', 'Grupo']);
    expect(row(/Operações entre empresas do grupo/)).toEqual([
      brl('R$ 100,00'),
      brl('-R$ 100,00'),
      brl('R$ 0,00'),
    ]);
    expect(screen.getByText('B Comércio: 2.02 Aluguel da loja')).toBeInTheDocument();
  });

  it('should show the insights, cash flow and painel of the group, with each company on demand', async () => {
    const api = serve([A, B]);
    server = api.server;
    renderWithProviders(<GroupPage />, { account: demoAccount() });
    await userEvent.click(await screen.findByRole('tab', { name: 'Insights' }));
    expect(
      await screen.findByText(/R\$.100,00 em receitas e R\$.100,00 em despesas, fora dos totais/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Por empresa' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Por empresa' }));
    const byCompany = await screen.findByRole('region', { name: 'Por empresa' });
    const cells = (name: string) =>
      within(within(byCompany).getByRole('cell', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Grupo')).toEqual(['Grupo', brl('R$ 500,00'), brl('R$ 200,00'), brl('R$ 300,00')]);
    expect(cells('Operações entre empresas do grupo (fora da soma)').slice(1)).toEqual([
      brl('R$ 100,00'),
      brl('R$ 100,00'),
      brl('R$ 0,00'),
    ]);
    // The regime belongs to the DRE alone.
    expect(screen.queryByRole('group', { name: 'Regime' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Fluxo de caixa' }));
    const flow = (await screen.findByRole('columnheader', { name: 'Categoria' })).closest('table')!;
    expect(
      within(flow)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Categoria', 'A Indústria', 'B Comércio', 'Grupo']);

    await userEvent.click(screen.getByRole('tab', { name: 'Painel de vendas' }));
    expect(
      await screen.findByText(/R\$.100,00 vendidos de uma empresa do grupo a outra/),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Por empresa' })).toBeInTheDocument();
  });
});
