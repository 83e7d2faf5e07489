import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { MemberRole } from 'shared/contracts';
import { demoAccount, fakeToken, renderWithProviders } from 'shared/testing';
import { MovementsListPage } from '../components/movements-list-page';
import { movement, serveList } from './list-fixtures';

jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

/** Shows the router's query string, so a test can read what the page wrote into the URL. */
function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderPage(route = '/movimentacoes', role: MemberRole = 'owner') {
  const access_token = fakeToken({ memberOf: [{ company_id: 'company-1', role }] });
  return renderWithProviders(
    <>
      <MovementsListPage />
      <LocationProbe />
    </>,
    { account: demoAccount({ access_token }), route },
  );
}

const urlParams = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');
const brl = (text: string) => text.replace('R$ ', 'R$\u00a0');

describe('movements list page', () => {
  let server: ReturnType<typeof serveList> | undefined;
  beforeEach(() => {
    // jsdom lays nothing out: give elements a desktop-sized box, so the virtual list has a
    // viewport to fill (in a browser it measures the real one).
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    jest.useFakeTimers({ now: new Date('2025-06-15T15:00:00-03:00'), advanceTimers: true });
  });
  afterEach(() => {
    server?.restore();
    server = undefined;
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('should show the heading, the new button and a skeleton while loading', async () => {
    server = serveList();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Movimentações' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Nova movimentação/ })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Carregando movimentações' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Movimentações' });
    expect(
      screen.queryByRole('status', { name: 'Carregando movimentações' }),
    ).not.toBeInTheDocument();
  });

  it('should ask for the current month by due date, soonest first', async () => {
    server = serveList();
    renderPage();
    await screen.findByRole('table', { name: 'Movimentações' });
    expect(server.listParams[0]).toEqual(
      expect.objectContaining({
        start_date: '2025-06-01',
        end_date: '2025-06-30',
        date_type: 'due_date',
        sort: 'due_date',
        order: 'asc',
      }),
    );
    expect(server.totalsParams[0]).toEqual(
      expect.objectContaining({ start_date: '2025-06-01', end_date: '2025-06-30' }),
    );
  });

  it('should show each row with its columns, parcel, recurrence and status', async () => {
    server = serveList({
      page: () => ({
        status: 200,
        body: {
          items: [
            movement({
              description: 'Notebooks',
              due_date: '2025-06-05',
              amount_cents: 250_050,
              paid_cents: 100_000,
              status: 'pago parcial',
              instalment: {
                group_id: '00000000-0000-4000-8000-000000000999',
                number: 2,
                count: 10,
                label: '2/10',
              },
            }),
            movement({
              description: 'Internet',
              recurrence: {
                group_id: '00000000-0000-4000-8000-000000000998',
                number: 3,
                count: 12,
              },
            }),
          ],
          next_cursor: null,
        },
      }),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Movimentações' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(
      expect.arrayContaining([
        'Vencimento',
        'Descrição',
        'Categoria',
        'Fornecedor/Cliente',
        'Conta',
        'Valor',
        'Pago',
        'Status',
      ]),
    );
    const row = screen.getByRole('row', { name: /Notebooks/ });
    expect(within(row).getByText('05/06/2025')).toBeInTheDocument();
    expect(within(row).getByText('parcela 2/10')).toBeInTheDocument();
    expect(row).toHaveTextContent('R$ 2.500,50');
    expect(row).toHaveTextContent('R$ 1.000,00');
    expect(within(row).getByText('Pago parcial')).toBeInTheDocument();
    expect(within(row).getByText('Aluguel')).toBeInTheDocument();
    expect(within(row).getByText('Imobiliária Central')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Recorrente, 3 de 12' })).toBeInTheDocument();
  });

  it("should mark a payable 'Aguardando aprovação' or 'Rejeitado', and an approved one not", async () => {
    const approval = (status: 'pending_approval' | 'approved' | 'rejected') => ({
      status,
      requested_at: '2025-06-10T12:00:00.000Z',
      decided_at: null,
      comment: status === 'rejected' ? 'Fornecedor errado' : null,
    });
    server = serveList({
      page: () => ({
        status: 200,
        body: {
          items: [
            movement({ description: 'Reforma', approval: approval('pending_approval') }),
            movement({ description: 'Forno', approval: approval('rejected') }),
            movement({ description: 'Balcão', approval: approval('approved') }),
          ],
          next_cursor: null,
        },
      }),
    });
    renderPage();
    const rowOf = async (name: string) =>
      (await screen.findByText(name)).closest('[role="row"]') as HTMLElement;
    expect(within(await rowOf('Reforma')).getByText('Aguardando aprovação')).toBeInTheDocument();
    expect(within(await rowOf('Forno')).getByText('Rejeitado')).toHaveAttribute(
      'title',
      'Fornecedor errado',
    );
    expect(within(await rowOf('Balcão')).queryByText('Aprovado')).not.toBeInTheDocument();
  });

  it('should show the five totals of the whole filter in BRL', async () => {
    server = serveList();
    renderPage();
    const totals = await screen.findByRole('region', { name: 'Totais do filtro' });
    const figure = (label: string) =>
      within(totals).getByText(label).parentElement?.textContent ?? '';
    expect(figure('A receber')).toContain(brl('R$ 6.500,00'));
    expect(figure('A pagar')).toContain(brl('R$ 3.800,00'));
    expect(figure('Recebido / Pago')).toContain(brl('R$ 2.500,00'));
    expect(figure('Recebido / Pago')).toContain(brl('Pago R$ 1.200,00'));
    expect(figure('Em aberto')).toContain(brl('R$ 10.300,00'));
    expect(figure('Vencido')).toContain(brl('R$ 800,00'));
  });

  it('should show the empty state when nothing matches', async () => {
    server = serveList({ page: () => ({ status: 200, body: { items: [], next_cursor: null } }) });
    renderPage();
    expect(await screen.findByText('Nenhuma movimentação encontrada')).toBeInTheDocument();
    expect(screen.getByText('Tente alterar os filtros para encontrar dados.')).toBeInTheDocument();
  });

  it('should show an error in place and keep the page when the list fails', async () => {
    let fail = true;
    server = serveList({
      page: () =>
        fail
          ? { status: 500, body: { message: 'Erro interno' } }
          : {
              status: 200,
              body: { items: [movement({ description: 'Depois do erro' })], next_cursor: null },
            },
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Não foi possível carregar as movimentações'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Movimentações' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Depois do erro')).toBeInTheDocument();
  });

  it('should write an applied filter into the URL, toast it and ask the API with it', async () => {
    server = serveList();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    await screen.findByRole('table', { name: 'Movimentações' });
    await user.click(screen.getByRole('button', { name: /Filtros/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Buscar' }), 'aluguel');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Vencido' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: '2 Despesas' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));

    await waitFor(() => expect(urlParams().get('status')).toBe('vencido'));
    expect(urlParams().get('busca')).toBe('aluguel');
    expect(urlParams().get('categories')).toBe('00000000-0000-4000-8000-000000000002');
    expect(await screen.findByText('Filtro(s) aplicado(s)')).toBeInTheDocument();
    await waitFor(() =>
      expect(server?.listParams.at(-1)).toEqual(
        expect.objectContaining({ status: 'vencido', search: 'aluguel' }),
      ),
    );
    expect(screen.getByRole('button', { name: /Filtros/ })).toHaveAccessibleName(
      /3 filtro\(s\) ativo\(s\)/,
    );
  });

  it('should read the filter from the URL: type switch, count badge and request', async () => {
    server = serveList();
    renderPage(
      '/movimentacoes?tipo=despesa&status=pago,vencido&busca=luz&inicio=2025-05-01&fim=2025-05-31',
    );
    await screen.findByRole('table', { name: 'Movimentações' });
    expect(screen.getByRole('radio', { name: 'A pagar' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: /Filtros/ })).toHaveAccessibleName(
      /3 filtro\(s\) ativo\(s\)/,
    );
    expect(server.listParams[0]).toEqual(
      expect.objectContaining({
        type: 'despesa',
        status: 'pago,vencido',
        search: 'luz',
        start_date: '2025-05-01',
        end_date: '2025-05-31',
      }),
    );
  });

  it('should switch the type through the radio group and keep it in the URL', async () => {
    server = serveList();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    await screen.findByRole('table', { name: 'Movimentações' });
    expect(screen.getByRole('radio', { name: 'Todas' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('radio', { name: 'A receber' }));
    await waitFor(() => expect(urlParams().get('tipo')).toBe('receita'));
    await waitFor(() =>
      expect(server?.listParams.at(-1)).toEqual(expect.objectContaining({ type: 'receita' })),
    );
  });

  it('should toggle the sort by vencimento and by valor, with aria-sort', async () => {
    server = serveList();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    await screen.findByRole('table', { name: 'Movimentações' });
    const header = (name: string) =>
      screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(header('Vencimento')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Valor')).toHaveAttribute('aria-sort', 'none');

    await user.click(within(header('Vencimento')).getByRole('button'));
    await waitFor(() => expect(urlParams().get('ordem')).toBe('desc'));
    expect(await screen.findByRole('columnheader', { name: /^Vencimento/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await waitFor(() =>
      expect(server?.listParams.at(-1)).toEqual(
        expect.objectContaining({ sort: 'due_date', order: 'desc' }),
      ),
    );

    await user.click(
      within(await screen.findByRole('columnheader', { name: /^Valor/ })).getByRole('button'),
    );
    await waitFor(() => expect(urlParams().get('ordenar')).toBe('amount'));
    expect(urlParams().get('ordem')).toBeNull();
    await waitFor(() =>
      expect(server?.listParams.at(-1)).toEqual(
        expect.objectContaining({ sort: 'amount', order: 'asc' }),
      ),
    );
  });

  it("should open the form through the URL: 'nova' and a row's id", async () => {
    server = serveList({
      page: () => ({
        status: 200,
        body: { items: [movement({ description: 'Aluguel junho' })], next_cursor: null },
      }),
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage('/movimentacoes?status=pago');
    await screen.findByRole('table', { name: 'Movimentações' });
    await user.click(screen.getByRole('button', { name: /Nova movimentação/ }));
    await waitFor(() => expect(urlParams().get('movimentacao')).toBe('nova'));
    expect(urlParams().get('status')).toBe('pago');

    // Ark's menu picks on keyboard in jsdom (its pointer handling needs layout), as a keyboard user.
    screen.getByRole('button', { name: 'Ações de Aluguel junho' }).focus();
    await user.keyboard('{ArrowDown}');
    const edit = await screen.findByRole('menuitem', { name: 'Editar' });
    await waitFor(() => expect(edit).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(urlParams().get('movimentacao')).toMatch(/^00000000-/));
  });

  describe("'Cobrar por Pix'", () => {
    const rows = () =>
      serveList({
        page: () => ({
          status: 200,
          body: {
            items: [
              movement({ type: 'receita', description: 'Venda aberta', paid_cents: 50_000 }),
              movement({ type: 'receita', description: 'Venda paga', paid_cents: 150_000 }),
              movement({ type: 'despesa', description: 'Aluguel aberto' }),
            ],
            next_cursor: null,
          },
        }),
      });
    const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    /** Ark's menu opens on keyboard in jsdom; answers the menu's item names. */
    const menuOf = async (description: string) => {
      screen.getByRole('button', { name: `Ações de ${description}` }).focus();
      await user().keyboard('{ArrowDown}');
      const menu = await screen.findByRole('menu');
      return within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
    };

    it.each([
      ['Venda aberta', true],
      ['Venda paga', false],
      ['Aluguel aberto', false],
    ])('should be offered for %s: %s (only an open receita)', async (description, offered) => {
      server = rows();
      renderPage();
      await screen.findByRole('table', { name: 'Movimentações' });
      expect((await menuOf(description)).includes('Cobrar por Pix')).toBe(offered);
    });

    it('should not be offered to a viewer', async () => {
      server = rows();
      renderPage('/movimentacoes', 'viewer');
      await screen.findByRole('table', { name: 'Movimentações' });
      expect(await menuOf('Venda aberta')).not.toContain('Cobrar por Pix');
    });

    it('should open the Pix drawer through the URL, keeping the filter', async () => {
      server = rows();
      renderPage('/movimentacoes?status=aberto');
      await screen.findByRole('table', { name: 'Movimentações' });
      await menuOf('Venda aberta');
      const item = screen.getByRole('menuitem', { name: 'Cobrar por Pix' });
      // Editar, Duplicar, Registrar pagamento, then this one.
      for (const name of ['Editar', 'Duplicar', 'Registrar pagamento']) {
        const current = screen.getByRole('menuitem', { name });
        await waitFor(() => expect(current).toHaveAttribute('data-highlighted'));
        await user().keyboard('{ArrowDown}');
      }
      await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
      await user().keyboard('{Enter}');
      await waitFor(() => expect(urlParams().get('cobranca-pix')).toMatch(/^00000000-/));
      expect(urlParams().get('status')).toBe('aberto');
    });
  });

  // A phone, a tablet, and a laptop whose side nav leaves the table less than its minimum: the
  // amounts would scroll out of view.
  it.each([390, 800, 1024, 1279])('should turn the rows into cards at %i px', async (width) => {
    setViewportWidth(width);
    server = serveList({
      page: () => ({
        status: 200,
        body: { items: [movement({ description: 'Água' })], next_cursor: null },
      }),
    });
    renderPage();
    const row = await screen.findByRole('row', { name: /Água/ });
    expect(within(row).getByText('Venc. 20/06/2025')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Descrição' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /^Valor/ })).toBeInTheDocument();
  });

  it('should select rows and all loaded rows', async () => {
    server = serveList({
      page: () => ({
        status: 200,
        body: {
          items: [movement({ description: 'Um' }), movement({ description: 'Dois' })],
          next_cursor: null,
        },
      }),
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    await screen.findByRole('table', { name: 'Movimentações' });
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Um' }));
    expect(screen.getByText('1 selecionada(s)')).toBeInTheDocument();
    await user.click(
      screen.getByRole('checkbox', { name: 'Selecionar todas as movimentações carregadas' }),
    );
    expect(screen.getByText('2 selecionada(s)')).toBeInTheDocument();
  });
});
