import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Movement } from 'shared/contracts';
import { demoAccount, fakeToken, renderWithProviders } from 'shared/testing';
import type { FakeAnswer } from 'shared/testing';
import { MovementsListPage } from '../components/movements-list-page';
import { movement, serveList } from './list-fixtures';

jest.setTimeout(40_000);
configure({ asyncUtilTimeout: 5000 });

const ACCOUNT_ID = '00000000-0000-4000-8000-000000000401';

interface Sent {
  url: string;
  body: unknown;
  params: Record<string, unknown>;
}

/** The list answers `rows`; the bulk and export routes answer `answers` and record requests. */
function serve(rows: Movement[], answers: Partial<Record<'pay' | 'delete', FakeAnswer>> = {}) {
  const sent: Sent[] = [];
  const record =
    (answer: FakeAnswer) => (request: { url?: string; body: unknown; params?: unknown }) => {
      sent.push({
        url: request.url ?? '',
        body: request.body,
        params: (request.params ?? {}) as Record<string, unknown>,
      });
      return answer;
    };
  const server = serveList({
    page: () => ({ status: 200, body: { items: rows, next_cursor: null } }),
    routes: {
      'GET /v1/companies/bank-accounts': () => ({
        status: 200,
        body: [{ id: ACCOUNT_ID, name: 'Itaú' }],
      }),
      'POST /v1/companies/movements/bulk/pay': record(
        answers.pay ?? { status: 200, body: { count: rows.length } },
      ),
      'POST /v1/companies/movements/bulk/delete': record(
        answers.delete ?? { status: 200, body: { count: rows.length } },
      ),
      'GET /v1/companies/movements/export': record({
        status: 200,
        body: new Blob(['a;b\r\n']),
      }),
      'POST /v1/companies/movements/export': record({
        status: 200,
        body: new Blob(['a;b\r\n']),
      }),
    },
  });
  return { ...server, sent };
}

function renderPage(role = 'owner') {
  const account = demoAccount({
    access_token: fakeToken({ memberOf: [{ company_id: 'company-1', role }] }),
  });
  return renderWithProviders(<MovementsListPage />, { account, route: '/movimentacoes' });
}

describe('bulk bar', () => {
  let server: ReturnType<typeof serve> | undefined;
  let user: ReturnType<typeof userEvent.setup>;
  let downloads: string[];
  beforeEach(() => {
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    jest.useFakeTimers({ now: new Date('2025-06-15T15:00:00-03:00'), advanceTimers: true });
    user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    // jsdom has no object URLs and cannot follow a download link: record what would be saved.
    downloads = [];
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
  });
  afterEach(() => {
    server?.restore();
    server = undefined;
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  const rows = () => [
    movement({ description: 'Aluguel', amount_cents: 200_000, paid_cents: 50_000 }),
    movement({ description: 'Luz', amount_cents: 30_050 }),
    movement({ description: 'Venda', type: 'receita', amount_cents: 99_900 }),
  ];

  async function selectRows(...names: string[]) {
    await screen.findByRole('table', { name: 'Movimentações' });
    for (const name of names) {
      await user.click(screen.getByRole('checkbox', { name: `Selecionar ${name}` }));
    }
    return screen.getByRole('region', { name: 'Ações em lote' });
  }

  /** Ark's menus pick on keyboard in jsdom (pointer handling needs layout), as a keyboard user. */
  async function pickMenuItem(trigger: HTMLElement, item: string) {
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const option = await screen.findByRole('menuitem', { name: item });
    const items = screen.getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveAttribute('data-highlighted'));
    for (const next of items.slice(1, items.indexOf(option) + 1)) {
      await user.keyboard('{ArrowDown}');
      await waitFor(() => expect(next).toHaveAttribute('data-highlighted'));
    }
    await user.keyboard('{Enter}');
  }

  it('should show no bar until a row is ticked, then the count and the totals by type', async () => {
    server = serve(rows());
    renderPage();
    await screen.findByRole('table', { name: 'Movimentações' });
    expect(screen.queryByRole('region', { name: 'Ações em lote' })).not.toBeInTheDocument();

    const bar = await selectRows('Aluguel', 'Luz', 'Venda');
    expect(within(bar).getByText('3 selecionada(s)')).toBeInTheDocument();
    // A pagar 2.000,00 + 300,50; a receber 999,00; em aberto 1.500,00 + 300,50 + 999,00.
    expect(bar).toHaveTextContent(
      'A receber R$ 999,00 · A pagar R$ 2.300,50 · Em aberto R$ 2.799,50',
    );
    await user.click(within(bar).getByRole('button', { name: 'Limpar seleção' }));
    expect(screen.queryByRole('region', { name: 'Ações em lote' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Selecionar Aluguel' })).not.toBeChecked();
  });

  it('should tick rows and all loaded rows with the keyboard', async () => {
    server = serve(rows());
    renderPage();
    await screen.findByRole('table', { name: 'Movimentações' });
    screen.getByRole('checkbox', { name: 'Selecionar Luz' }).focus();
    await user.keyboard(' ');
    expect(await screen.findByText('1 selecionada(s)')).toBeInTheDocument();
    screen.getByRole('checkbox', { name: 'Selecionar todas as movimentações carregadas' }).focus();
    await user.keyboard(' ');
    expect(await screen.findByText('3 selecionada(s)')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(screen.queryByRole('region', { name: 'Ações em lote' })).not.toBeInTheDocument();
  });

  it("should 'Dar baixa' on the chosen date and account, then clear and reload", async () => {
    const list = rows();
    server = serve(list, { pay: { status: 200, body: { count: 2 } } });
    renderPage();
    const bar = await selectRows('Aluguel', 'Luz');
    const before = server.listParams.length;
    await user.click(within(bar).getByRole('button', { name: 'Dar baixa' }));
    const drawer = await screen.findByRole('alertdialog', { name: 'Dar baixa nas selecionadas' });
    expect(drawer).toHaveTextContent('de 2 movimentação(ões): R$ 1.800,50 no total');
    const date = within(drawer).getByLabelText(/Data do pagamento/);
    expect(date).toHaveValue('15/06/2025');
    await user.clear(date);
    await user.type(date, '10/06/2025');
    await within(drawer).findByRole('option', { name: 'Itaú' });
    await user.selectOptions(within(drawer).getByLabelText('Conta bancária'), 'Itaú');
    await user.click(within(drawer).getByRole('button', { name: 'Dar baixa' }));

    expect(await screen.findByText('2 movimentação(ões) paga(s).')).toBeInTheDocument();
    expect(server.sent).toEqual([
      expect.objectContaining({
        url: '/v1/companies/movements/bulk/pay',
        body: {
          ids: [list[0]?.id, list[1]?.id],
          paid_on: '2025-06-10',
          bank_account_id: ACCOUNT_ID,
        },
      }),
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Ações em lote' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(server?.listParams.length).toBeGreaterThan(before));
  });

  it('should refuse a future date beside the field and send nothing', async () => {
    server = serve(rows());
    renderPage();
    const bar = await selectRows('Luz');
    await user.click(within(bar).getByRole('button', { name: 'Dar baixa' }));
    const drawer = await screen.findByRole('alertdialog', { name: 'Dar baixa nas selecionadas' });
    const date = within(drawer).getByLabelText(/Data do pagamento/);
    await user.clear(date);
    await user.type(date, '16/06/2025');
    await user.click(within(drawer).getByRole('button', { name: 'Dar baixa' }));
    expect(
      await within(drawer).findByText('A data do pagamento não pode ser posterior a hoje.'),
    ).toBeInTheDocument();
    expect(server.sent).toEqual([]);
  });

  it('should list each row the API says cannot be paid, and keep the selection', async () => {
    server = serve(rows(), {
      pay: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message:
            "Nenhuma movimentação foi paga. 'Aluguel' (vencimento 20/06/2025): já está paga; " +
            'A movimentação 00000000-0000-4000-9000-000000000999: não encontrada (excluída ou de outra empresa).',
        },
      },
    });
    renderPage();
    const bar = await selectRows('Aluguel', 'Luz');
    await user.click(within(bar).getByRole('button', { name: 'Dar baixa' }));
    const drawer = await screen.findByRole('alertdialog', { name: 'Dar baixa nas selecionadas' });
    await user.click(within(drawer).getByRole('button', { name: 'Dar baixa' }));
    const alert = await within(drawer).findByRole('alert');
    expect(within(alert).getByText('Nenhuma movimentação foi paga.')).toBeInTheDocument();
    const items = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      "'Aluguel' (vencimento 20/06/2025): já está paga",
      'A movimentação 00000000-0000-4000-9000-000000000999: não encontrada (excluída ou de outra empresa)',
    ]);
    expect(screen.getByText('2 selecionada(s)')).toBeInTheDocument();
  });

  it("should 'Excluir' after a confirmation, and show which rows stop it", async () => {
    const list = rows();
    server = serve(list, {
      delete: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message:
            "Nenhuma movimentação foi excluída. 'Aluguel' (vencimento 20/06/2025): tem pagamentos: estorne-os antes.",
        },
      },
    });
    renderPage();
    const bar = await selectRows('Aluguel', 'Venda');
    await user.click(within(bar).getByRole('button', { name: 'Excluir' }));
    const drawer = await screen.findByRole('alertdialog', { name: 'Excluir as selecionadas' });
    expect(drawer).toHaveTextContent('Excluir 2 movimentação(ões)?');
    expect(server.sent).toEqual([]);
    await user.click(within(drawer).getByRole('button', { name: 'Excluir' }));
    const alert = await within(drawer).findByRole('alert');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      "'Aluguel' (vencimento 20/06/2025): tem pagamentos: estorne-os antes",
    );
    expect(server.sent).toEqual([
      expect.objectContaining({ body: { ids: [list[0]?.id, list[2]?.id] } }),
    ]);
    await user.click(within(drawer).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('2 selecionada(s)')).toBeInTheDocument();
  });

  it('should delete and clear the selection when the API accepts', async () => {
    server = serve(rows(), { delete: { status: 200, body: { count: 1 } } });
    renderPage();
    const bar = await selectRows('Luz');
    await user.click(within(bar).getByRole('button', { name: 'Excluir' }));
    const drawer = await screen.findByRole('alertdialog', { name: 'Excluir as selecionadas' });
    await user.click(within(drawer).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('1 movimentação(ões) excluída(s).')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Ações em lote' })).not.toBeInTheDocument(),
    );
  });

  it('should export the selection by ids in the body, and the whole filter by its fields', async () => {
    const list = rows();
    server = serve(list);
    renderPage();
    const bar = await selectRows('Luz', 'Venda');
    await pickMenuItem(
      within(bar).getByRole('button', { name: 'Exportar seleção' }),
      'CSV (separado por ;)',
    );
    await waitFor(() => expect(downloads).toEqual(['movimentacoes.csv']));
    expect(server.sent[0]?.body).toEqual({ ids: [list[1]?.id, list[2]?.id], format: 'csv' });

    await pickMenuItem(screen.getByRole('button', { name: 'Exportar' }), 'Planilha XLSX (Excel)');
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(server.sent[1]?.params).toEqual(
      expect.objectContaining({
        start_date: '2025-06-01',
        end_date: '2025-06-30',
        format: 'xlsx',
      }),
    );
    expect(server.sent[1]?.params).not.toHaveProperty('ids');
  });

  it('should offer only the export to a viewer', async () => {
    server = serve(rows());
    renderPage('viewer');
    const bar = await selectRows('Luz');
    expect(within(bar).getByRole('button', { name: 'Exportar seleção' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Dar baixa' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
  });
});
