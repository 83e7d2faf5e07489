import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyFilter } from 'shared/contracts';
import { demoAccount, fakeApi, renderWithProviders } from 'shared/testing';
import { CashFlowPanel } from '../../../components/cash-flow/cash-flow-panel';
import { InsightsPage } from '../components/insights-page';
import { fixToday, serveDashboard } from './dashboard-fixtures';

jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

const cashFlowTab = () => screen.getByRole('tab', { name: 'Fluxo de Caixa' });

async function openCashFlow() {
  renderWithProviders(<InsightsPage />, { account: demoAccount() });
  await userEvent.click(cashFlowTab());
  return screen.findByRole('table');
}

/** The body rows as "code label amount", header row left out. */
function rowTexts(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim())
        .join(' | '),
    );
}

const search = () => screen.getByRole('searchbox', { name: 'Encontre Categorias' });

describe('cash-flow tab', () => {
  let server: ReturnType<typeof serveDashboard> | undefined;
  beforeEach(() => fixToday());
  afterEach(() => {
    server?.restore();
    server = undefined;
    jest.useRealTimers();
  });

  it('should show a skeleton while the cash flow loads', async () => {
    renderWithProviders(<CashFlowPanel nodes={undefined} loading />);
    expect(
      await screen.findByRole('status', { name: 'Carregando fluxo de caixa' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('should count every category and show the top level folded', async () => {
    server = serveDashboard();
    const table = await openCashFlow();
    expect(screen.getByText('8 Categorias')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Categoria', 'Valor em movimentações']);
    expect(rowTexts(table)).toEqual(['1 Receitas | R$ 12.500,00', '2 Despesas | R$ 8.300,50']);
  });

  it('should expand and collapse a category with its chevron', async () => {
    server = serveDashboard();
    const table = await openCashFlow();
    const toggle = within(table).getByRole('button', { name: 'Expandir 1 Receitas' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(rowTexts(table)).toEqual([
      '1 Receitas | R$ 12.500,00',
      '1.1 Vendas | R$ 10.000,00',
      '1.2 Juros | R$ 2.500,00',
      '2 Despesas | R$ 8.300,50',
    ]);
    const collapse = within(table).getByRole('button', { name: 'Recolher 1 Receitas' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    // Leaves have no toggle.
    expect(within(table).queryByRole('button', { name: /Juros/ })).not.toBeInTheDocument();

    await userEvent.click(collapse);
    expect(rowTexts(table)).toEqual(['1 Receitas | R$ 12.500,00', '2 Despesas | R$ 8.300,50']);
  });

  it('should keep the matches and their ancestors, opened, when searching', async () => {
    server = serveDashboard();
    const table = await openCashFlow();
    await userEvent.type(search(), 'servico');
    expect(screen.getByText('3 Categorias')).toBeInTheDocument();
    expect(rowTexts(table)).toEqual([
      '1 Receitas | R$ 12.500,00',
      '1.1 Vendas | R$ 10.000,00',
      '1.1.2 Vendas de serviços | R$ 4.000,00',
    ]);

    await userEvent.clear(search());
    expect(screen.getByText('8 Categorias')).toBeInTheDocument();
    expect(rowTexts(table)).toHaveLength(2);
  });

  it('should search by code too', async () => {
    server = serveDashboard();
    const table = await openCashFlow();
    await userEvent.type(search(), '2.2');
    expect(screen.getByText('2 Categorias')).toBeInTheDocument();
    expect(rowTexts(table)).toEqual(['2 Despesas | R$ 8.300,50', '2.2 Salários | R$ 3.300,50']);
  });

  it('should say there is nothing to show when nothing matches', async () => {
    server = serveDashboard();
    const table = await openCashFlow();
    await userEvent.type(search(), 'inexistente');
    expect(screen.getByText('0 Categorias')).toBeInTheDocument();
    expect(
      within(table).getByText('Nenhum dado para apresentar até o momento'),
    ).toBeInTheDocument();
  });

  it('should say there is nothing to show for a period without movements', async () => {
    server = serveDashboard({ cashFlow: () => ({ status: 200, body: [] }) });
    const table = await openCashFlow();
    expect(screen.getByText('0 Categorias')).toBeInTheDocument();
    expect(
      within(table).getByText('Nenhum dado para apresentar até o momento'),
    ).toBeInTheDocument();
  });

  it('should end the loading without a message when the API fails', async () => {
    server = serveDashboard({
      cashFlow: () => ({ status: 500, body: { statusCode: 500, error: 'x', message: 'x' } }),
    });
    const table = await openCashFlow();
    expect(
      within(table).getByText('Nenhum dado para apresentar até o momento'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('cash-flow export', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => {
    server?.restore();
    server = undefined;
  });

  it('should ask for the tree of the filter on screen as XLSX, and say so when it fails', async () => {
    const bodies: Record<string, unknown>[] = [];
    server = fakeApi({
      'POST /v1/companies/dashboards/cash-flow/export': (request) => {
        bodies.push(request.body as Record<string, unknown>);
        return { status: 500, body: new Blob(['{}']) };
      },
    });
    const filter = emptyFilter({ start_date: '2025-06-01', end_date: '2025-06-30' });
    renderWithProviders(<CashFlowPanel nodes={[]} loading={false} filter={filter} />, {
      account: demoAccount(),
    });
    await userEvent.click(screen.getByRole('button', { name: /Exportar XLSX/ }));
    expect(
      await screen.findByText('Não foi possível exportar o fluxo de caixa.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ ...filter, format: 'xlsx' }]);
    expect(screen.getByRole('button', { name: /Exportar PDF/ })).toBeEnabled();
  });

  it('should offer no export without the filter it was asked with', () => {
    renderWithProviders(<CashFlowPanel nodes={[]} loading={false} />);
    expect(screen.queryByRole('button', { name: /Exportar/ })).not.toBeInTheDocument();
  });
});
