import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoAccount, renderWithProviders } from 'shared/testing';
import { toaster } from 'shared/ui';
import { InsightsPage } from '../components/insights-page';
import { fixToday, NO_INSIGHTS, serveDashboard } from './dashboard-fixtures';

jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

function renderPage() {
  return renderWithProviders(<InsightsPage />, { account: demoAccount() });
}

/** Every figure on screen goes through Intl, which puts a no-break space after "R$". */
const brl = (text: string) => text.replace('R$ ', 'R$\u00a0');

describe('insights page', () => {
  let server: ReturnType<typeof serveDashboard> | undefined;
  beforeEach(() => fixToday());
  afterEach(() => {
    server?.restore();
    server = undefined;
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('should show the heading and both tabs', async () => {
    server = serveDashboard();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Insights' })).toBeInTheDocument();
    expect(
      screen.getByText('Aqui estão as informações gerais sobre a sua empresa'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Insights', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Fluxo de Caixa' })).toBeInTheDocument();
    await screen.findByText('Receita total');
  });

  it('should ask for the current month on entry, for the insights and the cash flow', async () => {
    server = serveDashboard();
    renderPage();
    await screen.findByText('Receita total');
    const period = { start_date: '2025-06-01', end_date: '2025-06-30', date_type: 'due_date' };
    expect(server.insightsFilters).toEqual([expect.objectContaining(period)]);
    expect(server.cashFlowFilters).toEqual([expect.objectContaining(period)]);
  });

  it('should show a skeleton while the insights load', async () => {
    server = serveDashboard();
    renderPage();
    expect(screen.getByRole('status', { name: 'Carregando insights' })).toBeInTheDocument();
    await screen.findByText('Receita total');
    expect(screen.queryByRole('status', { name: 'Carregando insights' })).not.toBeInTheDocument();
  });

  it('should show the three cards with the API figures in BRL', async () => {
    server = serveDashboard();
    renderPage();
    const figures = {
      'Receita total': 'R$ 12.500,00',
      'Despesa total': 'R$ 8.300,50',
      'Saldo total': 'R$ 4.199,50',
    };
    for (const [label, value] of Object.entries(figures)) {
      const card = (await screen.findByText(label)).closest('dl') as HTMLElement;
      expect(within(card).getByRole('definition').textContent).toBe(brl(value));
    }
  });

  it('should list the five statuses with their badges and balances', async () => {
    server = serveDashboard();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Movimentações' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(
      [
        'PagoR$ 3.000,00',
        'Pago parcialR$ 500,00',
        'Vencido-R$ 1.200,00',
        'Vence hojeR$ 0,00',
        'A vencerR$ 1.899,50',
      ].map(brl),
    );
    expect(within(items[0] as HTMLElement).getByText('Pago')).toHaveAttribute(
      'data-severity',
      'success',
    );
    expect(within(items[2] as HTMLElement).getByText('Vencido')).toHaveAttribute(
      'data-severity',
      'danger',
    );
  });

  it('should draw the five charts under their titles', async () => {
    server = serveDashboard();
    renderPage();
    await screen.findByText('Receita total');
    for (const title of [
      'Receita por Categoria',
      'Despesa por Categoria',
      'Receita vs Despesa',
      'Saldo por Conta',
      'Saldo ao Longo do Tempo',
    ]) {
      const figure = screen.getByRole('figure', { name: title });
      expect(within(figure).getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      // Nivo loads on demand: the drawing follows the figures.
      await waitFor(() => expect(figure.querySelector('svg')).not.toBeNull());
    }
  });

  it("should say under 'Saldo por Conta' whether each account agrees with its last statement", async () => {
    const statement = {
      batch_id: '6f1d5f9e-3c1b-4c55-9a57-0a3b9d1f2c01',
      imported_at: '2025-06-02T12:00:00.000Z',
      file_name: 'itau-mai.ofx',
      end_date: '2025-05-31',
      balance_cents: 500_000,
      balance_date: '2025-05-31',
    };
    server = serveDashboard({
      reconciliation: () => ({
        status: 200,
        body: {
          data: [
            {
              bank_account_id: '6f1d5f9e-3c1b-4c55-9a57-0a3b9d1f2c02',
              bank_account_name: 'Itaú',
              last_statement: statement,
              fluxo_balance_cents: 500_000,
              difference_cents: 0,
              unreconciled_count: 0,
            },
            {
              bank_account_id: '6f1d5f9e-3c1b-4c55-9a57-0a3b9d1f2c03',
              bank_account_name: 'Nubank',
              last_statement: { ...statement, file_name: 'nubank.ofx', balance_cents: -1_000 },
              fluxo_balance_cents: 0,
              difference_cents: -1_000,
              unreconciled_count: 1,
            },
          ],
        },
      }),
    });
    renderPage();
    const figure = await screen.findByRole('figure', { name: 'Saldo por Conta' });
    const section = await within(figure).findByRole('region', { name: 'Conciliação bancária' });
    const [itau, nubank] = within(section).getAllByRole('listitem');
    expect(itau).toHaveTextContent('Itaú');
    expect(within(itau!).getByText('Conciliado até 31/05/2025')).toBeVisible();
    expect(nubank!.textContent?.replace(/\s+/g, ' ')).toContain(
      'Saldo do extrato -R$ 10,00 · Saldo no Fluxo R$ 0,00 · Diferença -R$ 10,00',
    );
    expect(within(nubank!).getByText('1 lançamento a conciliar')).toBeVisible();
  });

  it('should list each doughnut slice with its amount in BRL', async () => {
    server = serveDashboard();
    renderPage();
    const figure = await screen.findByRole('figure', { name: 'Despesa por Categoria' });
    expect(
      within(figure)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['AluguelR$ 5.000,00', 'SaláriosR$ 3.300,50'].map(brl));
  });

  it('should label the time axis dd/MM/yy and the accounts by name', async () => {
    server = serveDashboard();
    renderPage();
    const line = await screen.findByRole('figure', { name: 'Saldo ao Longo do Tempo' });
    expect(await within(line).findByText('01/06/25')).toBeInTheDocument();
    expect(within(line).getByText('30/06/25')).toBeInTheDocument();
    const bar = screen.getByRole('figure', { name: 'Saldo por Conta' });
    expect(await within(bar).findByText('Banco do Brasil')).toBeInTheDocument();
    expect(within(bar).getByText('Sem conta')).toBeInTheDocument();
  });

  it('should show the empty state for a period without movements', async () => {
    server = serveDashboard({ insights: () => ({ status: 200, body: NO_INSIGHTS }) });
    renderPage();
    expect(
      await screen.findByText('Sem informações para exibir neste período'),
    ).toBeInTheDocument();
    expect(screen.getByText('Tente alterar os filtros para encontrar dados.')).toBeInTheDocument();
    expect(screen.queryByText('Receita total')).not.toBeInTheDocument();
  });

  it.each([
    ['a 500', () => ({ status: 500, body: { statusCode: 500, error: 'x', message: 'x' } })],
    ['a 404', () => ({ status: 404, body: { statusCode: 404, error: 'x', message: 'x' } })],
    ['a network failure', () => 'network-error' as const],
  ])('should end the loading without a message on %s', async (_, answer) => {
    server = serveDashboard({ insights: answer, cashFlow: answer });
    renderPage();
    expect(
      await screen.findByText('Sem informações para exibir neste período'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando insights' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Não foi possivel gerar o relatório/)).not.toBeInTheDocument();
  });

  describe('Filtros', () => {
    const filtersButton = () => screen.getByRole('button', { name: /^Filtros/ });
    /** A day of the calendar; days of a neighbouring month are shown too, but disabled. */
    const day = (dialog: HTMLElement, date: string) =>
      within(dialog)
        .getAllByRole('button', { name: new RegExp(`\\b${date}$`) })
        .find((cell) => cell.getAttribute('aria-disabled') !== 'true') as HTMLElement;

    async function openFilters() {
      await screen.findByText('Receita total');
      await userEvent.click(filtersButton());
      return screen.findByRole('dialog', { name: 'Filtros' });
    }

    it("should open a popover with the 'Periodo' range of the current month", async () => {
      server = serveDashboard();
      renderPage();
      const dialog = await openFilters();
      const period = within(dialog).getByRole('group', { name: 'Periodo' });
      expect(within(period).getByRole('textbox', { name: 'Data inicial' })).toHaveValue('01/06/25');
      expect(within(period).getByRole('textbox', { name: 'Data final' })).toHaveValue('30/06/25');
      for (const input of within(period).getAllByRole('textbox'))
        expect(input).toHaveAttribute('readonly');
      // Two months side by side; weeks start on Sunday, and 1 June 2025 is one.
      const [june, july] = within(dialog).getAllByRole('grid') as [HTMLElement, HTMLElement];
      expect(within(june).getAllByRole('row')[0]).toHaveAccessibleName('1 2 3 4 5 6 7');
      expect(within(july).getByRole('button', { name: /\b1 de julho de 2025$/ })).toBeEnabled();
      expect(within(dialog).getByRole('button', { name: /, escolher o mês$/ })).toHaveTextContent(
        'junho de 2025 - julho de 2025',
      );
      // Its name starts with what it shows (WCAG 2.5.3), then says what it does.
      expect(
        within(dialog).getByRole('button', { name: /, escolher o mês$/ }),
      ).toHaveAccessibleName('junho de 2025 - julho de 2025, escolher o mês');
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeEnabled();
      expect(within(dialog).getByRole('button', { name: 'Aplicar' })).toBeEnabled();
    });

    it('should page two months at a time, and name its arrows so', async () => {
      server = serveDashboard();
      renderPage();
      const dialog = await openFilters();
      const shown = within(dialog).getByRole('button', { name: /, escolher o mês$/ });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Próximos meses' }));
      expect(shown).toHaveTextContent('agosto de 2025 - setembro de 2025');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Meses anteriores' }));
      expect(shown).toHaveTextContent('junho de 2025 - julho de 2025');
    });

    it('should show one month below the md breakpoint, paged one at a time', async () => {
      setViewportWidth(390);
      server = serveDashboard();
      renderPage();
      const dialog = await openFilters();
      expect(within(dialog).getAllByRole('grid')).toHaveLength(1);
      const shown = within(dialog).getByRole('button', { name: /, escolher o mês$/ });
      expect(shown).toHaveTextContent(/^junho de 2025$/);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Próximo mês' }));
      expect(shown).toHaveTextContent(/^julho de 2025$/);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Mês anterior' }));
      expect(shown).toHaveTextContent(/^junho de 2025$/);

      // Turned to landscape on a tablet: the second month appears.
      act(() => setViewportWidth(800));
      expect(within(dialog).getAllByRole('grid')).toHaveLength(2);
      expect(within(dialog).getByRole('button', { name: 'Próximos meses' })).toBeInTheDocument();
    });

    it('should not allow typing a date', async () => {
      server = serveDashboard();
      renderPage();
      const dialog = await openFilters();
      const start = within(dialog).getByRole('textbox', { name: 'Data inicial' });
      await userEvent.type(start, '{backspace}{backspace}99');
      expect(start).toHaveValue('01/06/25');
    });

    it('should drop the draft and call nothing on Cancelar', async () => {
      server = serveDashboard();
      renderPage();
      let dialog = await openFilters();
      await userEvent.click(day(dialog, '10 de junho de 2025'));
      await userEvent.click(day(dialog, '20 de junho de 2025'));
      expect(within(dialog).getByRole('textbox', { name: 'Data final' })).toHaveValue('20/06/25');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(server.insightsFilters).toHaveLength(1);
      expect(server.cashFlowFilters).toHaveLength(1);

      await userEvent.click(filtersButton());
      dialog = await screen.findByRole('dialog', { name: 'Filtros' });
      expect(within(dialog).getByRole('textbox', { name: 'Data inicial' })).toHaveValue('01/06/25');
      expect(within(dialog).getByRole('textbox', { name: 'Data final' })).toHaveValue('30/06/25');
    });

    it('should send the new period, toast for 2000 ms, close and reload on Aplicar', async () => {
      server = serveDashboard();
      const toast = jest.spyOn(toaster, 'create');
      renderPage();
      const dialog = await openFilters();
      await userEvent.click(day(dialog, '10 de junho de 2025'));
      await userEvent.click(day(dialog, '5 de julho de 2025'));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));

      expect(await screen.findByText('Filtro(s) aplicado(s)')).toBeInTheDocument();
      expect(toast).toHaveBeenCalledWith({
        type: 'success',
        title: 'Filtro(s) aplicado(s)',
        duration: 2000,
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const applied = { start_date: '2025-06-10', end_date: '2025-07-05' };
      await waitFor(() => expect(server?.insightsFilters).toHaveLength(2));
      expect(server.insightsFilters[1]).toEqual(expect.objectContaining(applied));
      await waitFor(() => expect(server?.cashFlowFilters).toHaveLength(2));
      expect(server.cashFlowFilters[1]).toEqual(expect.objectContaining(applied));
      expect(await screen.findByText('Receita total')).toBeInTheDocument();
    });

    it('should reload the same period when it is applied unchanged', async () => {
      server = serveDashboard();
      renderPage();
      const dialog = await openFilters();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
      await waitFor(() => expect(server?.insightsFilters).toHaveLength(2));
      await waitFor(() => expect(server?.cashFlowFilters).toHaveLength(2));
      expect(server.insightsFilters[1]).toEqual(server.insightsFilters[0]);
    });

    it('should not apply a range that has only its start date', async () => {
      server = serveDashboard();
      renderPage();
      const dialog = await openFilters();
      await userEvent.click(day(dialog, '10 de junho de 2025'));
      expect(within(dialog).getByRole('textbox', { name: 'Data final' })).toHaveValue('');
      expect(within(dialog).getByRole('button', { name: 'Aplicar' })).toBeDisabled();
    });
  });
});
