import { configure, screen } from '@testing-library/react';
import type { SalesPanel } from 'shared/contracts';
import { defaultPeriod } from 'shared/format';
import { demoAccount, fakeApi, renderWithProviders } from 'shared/testing';
import { SalesPanelPage } from '../components/sales-panel-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const months = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);

const PANEL: SalesPanel = {
  cards: {
    faturamento: 200_000,
    recebido: 160_000,
    a_receber: 80_000,
    receitas: 4,
    ticket_medio: 50_000,
    inadimplencia: 30_000,
    vencido_no_periodo: 150_000,
    inadimplencia_percent: 20,
  },
  months: months.map((month, i) => ({
    month,
    faturamento: i === 11 ? 200_000 : 0,
    recebido: i === 11 ? 120_000 : 0,
    a_receber: i === 11 ? 80_000 : 0,
  })),
  aging: [
    { bucket: '1-30', label: '1 a 30 dias', value: 30_000 },
    { bucket: '31-60', label: '31 a 60 dias', value: 30_000 },
    { bucket: '61-90', label: '61 a 90 dias', value: 8_000 },
    { bucket: '90+', label: 'Mais de 90 dias', value: 15_000 },
  ],
  top_clients: [
    { id: 'c-alfa', label: 'Alfa Comércio', value: 100_000, share: 50 },
    { id: null, label: 'Sem cliente', value: 100_000, share: 50 },
  ],
  other_clients: 0,
  forecast: Array.from({ length: 12 }, (_, i) => ({
    week_start: `2026-12-${String(1 + i).padStart(2, '0')}`,
    week_end: `2026-12-${String(7 + i).padStart(2, '0')}`,
    value: i === 1 ? 30_000 : 0,
  })),
  by_category: [
    { id: 'c-vendas', label: 'Vendas', value: 150_000 },
    { id: 'c-serv', label: 'Serviços', value: 50_000 },
  ],
};

const EMPTY: SalesPanel = {
  ...PANEL,
  cards: { ...PANEL.cards, faturamento: 0, recebido: 0, a_receber: 0, receitas: 0 },
  months: PANEL.months.map((m) => ({ ...m, faturamento: 0, recebido: 0, a_receber: 0 })),
  aging: PANEL.aging.map((row) => ({ ...row, value: 0 })),
  top_clients: [],
  forecast: PANEL.forecast.map((week) => ({ ...week, value: 0 })),
  by_category: [],
};

describe('Painel de vendas', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => {
    server?.restore();
    server = undefined;
  });

  function serve(answer: () => { status: number; body: unknown }) {
    const bodies: Record<string, unknown>[] = [];
    server = fakeApi({
      'POST /v1/companies/dashboards/sales-panel': (request) => {
        bodies.push(request.body as Record<string, unknown>);
        return answer();
      },
    });
    return bodies;
  }

  const renderPage = () =>
    renderWithProviders(<SalesPanelPage />, { account: demoAccount(), route: '/painel-de-vendas' });

  it('should show a skeleton while loading, then ask for the current month without a date type', async () => {
    const bodies = serve(() => ({ status: 200, body: PANEL }));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Painel de vendas' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Carregando painel de vendas' })).toBeInTheDocument();
    await screen.findByText('Faturamento');
    expect(bodies[0]).toEqual(expect.objectContaining(defaultPeriod()));
    expect(bodies[0]).not.toHaveProperty('date_type');
  });

  it('should show the cards and each chart with its text alternative', async () => {
    serve(() => ({ status: 200, body: PANEL }));
    renderPage();
    const faturamento = (await screen.findByText('Faturamento')).closest('dl')!;
    expect(faturamento).toHaveTextContent(/R\$\s2\.000,00/);
    const inadimplencia = screen.getByText('Inadimplência').closest('dl')!;
    expect(inadimplencia).toHaveTextContent(/R\$\s300,00/);
    expect(inadimplencia.parentElement).toHaveTextContent('20%');
    expect(screen.getByText('Ticket médio').closest('dl')).toHaveTextContent(/R\$\s500,00/);
    for (const title of [
      'Faturamento por mês',
      'Inadimplência por atraso',
      'Top 10 clientes',
      'Previsão de recebimentos',
      'Faturamento por categoria',
    ]) {
      expect(screen.getByRole('figure', { name: title })).toBeInTheDocument();
    }
    expect(
      screen.getByRole('img', { name: /^Inadimplência por atraso: 1 a 30 dias, R\$.300,00;/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /^Top 10 clientes: Alfa Comércio, R\$.1\.000,00 \(50%\)/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: /dez\/26, R\$.2\.000,00 \(recebido R\$.1\.200,00; a receber R\$.800,00\)\.$/,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: /^Previsão de recebimentos: 01\/12\/26 a 07\/12\/26, R\$.0,00; 02\/12\/26 a 08\/12\/26, R\$.300,00/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Exportar XLSX/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Exportar PDF/ })).toBeInTheDocument();
  });

  it("should show the insights' empty state for a period without sales", async () => {
    serve(() => ({ status: 200, body: EMPTY }));
    renderPage();
    expect(
      await screen.findByText('Sem informações para exibir neste período'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('should say so when the painel cannot be loaded', async () => {
    serve(() => ({ status: 500, body: { message: 'Erro interno. Por favor, tente novamente.' } }));
    renderPage();
    expect(
      await screen.findByText('Erro interno. Por favor, tente novamente.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando painel de vendas' })).toBeNull();
  });
});
