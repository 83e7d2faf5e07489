import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PIX_CHARGE_MESSAGES } from 'shared/contracts';
import type { BulkPixChargesResult, Movement } from 'shared/contracts';
import { demoAccount, fakeToken, renderWithProviders } from 'shared/testing';
import type { FakeAnswer } from 'shared/testing';
import { MovementsListPage } from '../components/movements-list-page';
import { movement, serveList } from './list-fixtures';

jest.setTimeout(40_000);
configure({ asyncUtilTimeout: 5000 });

const BULK_URL = '/v1/companies/pix-charges/bulk';

function serve(rows: Movement[], answer?: FakeAnswer) {
  const sent: unknown[] = [];
  const server = serveList({
    page: () => ({ status: 200, body: { items: rows, next_cursor: null } }),
    routes: {
      [`POST ${BULK_URL}`]: (request: { body: unknown }) => {
        sent.push(request.body);
        return answer ?? { status: 500, body: {} };
      },
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

const rows = () => [
  movement({ description: 'Venda', type: 'receita', amount_cents: 99_900 }),
  movement({ description: 'Aluguel', amount_cents: 200_000 }),
  movement({
    description: 'Bolo',
    type: 'receita',
    amount_cents: 5_000,
    paid_cents: 5_000,
    status: 'pago',
    pix_charge: 'paid',
    fiscal_key: null,
  }),
  movement({ description: 'Torta', type: 'receita', amount_cents: 3_000, pix_charge: 'active' }),
];

const chargeOf = (row: Movement, outcome: 'created' | 'reused') => ({
  movement_id: row.id,
  description: row.description,
  due_date: row.due_date,
  outcome,
  charge_id: row.id.replace('9000', '7000'),
  amount_cents: row.open_cents,
  br_code: `00020126BRCODE-${row.description}`,
  page_path: `/cobranca/token-${row.description}`,
});

describe("'Cobrar por Pix' on the selection, and the list's Pix marks", () => {
  let server: ReturnType<typeof serve> | undefined;
  let user: ReturnType<typeof userEvent.setup>;
  let copied: string[];
  beforeEach(() => {
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    jest.useFakeTimers({ now: new Date('2025-06-15T15:00:00-03:00'), advanceTimers: true });
    user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    copied = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: jest.fn(async (text: string) => void copied.push(text)) },
    });
  });
  afterEach(() => {
    server?.restore();
    server = undefined;
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  async function selectRows(...names: string[]) {
    await screen.findByRole('table', { name: 'Movimentações' });
    for (const name of names) {
      await user.click(screen.getByRole('checkbox', { name: `Selecionar ${name}` }));
    }
    return screen.getByRole('region', { name: 'Ações em lote' });
  }

  it("should mark a row a Pix paid 'Pago via Pix' and a charged one 'Cobrança Pix', in words", async () => {
    server = serve([
      ...rows(),
      movement({
        description: 'Salgados',
        type: 'receita',
        amount_cents: 8_000,
        paid_cents: 3_000,
        status: 'pago parcial',
        pix_charge: 'partial',
      }),
    ]);
    renderPage();
    const paid = await screen.findByRole('row', { name: /Bolo/ });
    expect(within(paid).getByText('Pago via Pix')).toBeInTheDocument();
    const charged = screen.getByRole('row', { name: /Torta/ });
    expect(within(charged).getByText('Cobrança Pix')).toBeInTheDocument();
    const plain = screen.getByRole('row', { name: /Venda/ });
    expect(within(plain).queryByText(/Pix/)).not.toBeInTheDocument();
    const part = screen.getByRole('row', { name: /Salgados/ });
    expect(within(part).getByText('Pago em parte via Pix')).toBeInTheDocument();
  });

  it("should keep the mark on a phone's card", async () => {
    setViewportWidth(390);
    server = serve(rows());
    renderPage();
    const card = await screen.findByRole('row', { name: /Bolo/ });
    expect(within(card).getByText('Venc. 20/06/2025')).toBeInTheDocument();
    expect(within(card).getByText('Pago via Pix')).toBeInTheDocument();
  });

  it('should charge only the open receivables, say what was left out, and offer each link', async () => {
    const list = rows();
    const [venda, , , torta] = list;
    const result: BulkPixChargesResult = {
      created: 1,
      reused: 1,
      charges: [chargeOf(venda!, 'created'), chargeOf(torta!, 'reused')],
      skipped: [],
    };
    server = serve(list, { status: 200, body: result });
    renderPage();
    const bar = await selectRows('Venda', 'Aluguel', 'Bolo', 'Torta');
    const before = server.listParams.length;
    await user.click(within(bar).getByRole('button', { name: 'Cobrar por Pix' }));
    const drawer = await screen.findByRole('alertdialog', {
      name: 'Cobrar por Pix as selecionadas',
    });
    expect(drawer).toHaveTextContent(
      'Gera a cobrança Pix de 2 conta(s) a receber em aberto: R$ 1.029,00 no total.',
    );
    expect(drawer).toHaveTextContent('Ficam de fora 2: 1 conta(s) a pagar, 1 já paga(s).');
    await user.click(within(drawer).getByRole('button', { name: 'Cobrar por Pix' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cobranças Pix' });
    expect(server.sent).toEqual([{ movement_ids: [venda?.id, torta?.id] }]);
    // The rows charged get their 'Cobrança Pix' mark: the list is asked again.
    await waitFor(() => expect(server?.listParams.length).toBeGreaterThan(before));
    expect(dialog).toHaveTextContent('1 cobrança(s) nova(s), 1 já existente(s), 0 ignorada(s).');
    const charges = within(dialog).getByRole('list', { name: 'Cobranças' });
    expect(within(charges).getAllByRole('listitem')).toHaveLength(2);
    expect(within(charges).getByText('Já existia')).toBeInTheDocument();

    // With the keyboard: each is a button that Enter presses (jsdom has no layout for the focus
    // trap to tab through; the browser test walks it).
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (const name of ['Copiar link de Venda', 'Copiar Pix copia e cola de Venda']) {
      within(dialog).getByRole('button', { name }).focus();
      await user.keyboard('{Enter}');
    }
    await user.click(within(dialog).getByRole('button', { name: 'Copiar todos os links' }));
    await waitFor(() => expect(copied).toHaveLength(3));
    expect(copied[0]).toBe(`${window.location.origin}/cobranca/token-Venda`);
    expect(copied[1]).toBe('00020126BRCODE-Venda');
    expect(copied[2]).toBe(
      [
        `Venda (vencimento 20/06/2025), R$\u00a0999,00: ${window.location.origin}/cobranca/token-Venda`,
        `Torta (vencimento 20/06/2025), R$\u00a030,00: ${window.location.origin}/cobranca/token-Torta`,
      ].join('\n'),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Ações em lote' })).not.toBeInTheDocument(),
    );
  });

  it('should list the rows the API left out, with the reason', async () => {
    const list = rows();
    const result: BulkPixChargesResult = {
      created: 0,
      reused: 0,
      charges: [],
      skipped: [{ movement_id: list[0]!.id, description: 'Venda', reason: 'paid' }],
    };
    server = serve(list, { status: 200, body: result });
    renderPage();
    const bar = await selectRows('Venda');
    await user.click(within(bar).getByRole('button', { name: 'Cobrar por Pix' }));
    const drawer = await screen.findByRole('alertdialog');
    await user.click(within(drawer).getByRole('button', { name: 'Cobrar por Pix' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cobranças Pix' });
    expect(dialog).toHaveTextContent('0 cobrança(s) nova(s), 0 já existente(s), 1 ignorada(s).');
    expect(within(dialog).getByText('Venda: já paga')).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Copiar todos os links' }),
    ).not.toBeInTheDocument();
  });

  it("should show the API's refusal when the company has no Pix key, and keep the selection", async () => {
    server = serve(rows(), {
      status: 409,
      body: { message: PIX_CHARGE_MESSAGES.noChargeAccount },
    });
    renderPage();
    const bar = await selectRows('Venda');
    await user.click(within(bar).getByRole('button', { name: 'Cobrar por Pix' }));
    const drawer = await screen.findByRole('alertdialog');
    await user.click(within(drawer).getByRole('button', { name: 'Cobrar por Pix' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      PIX_CHARGE_MESSAGES.noChargeAccount,
    );
    expect(screen.getByText('1 selecionada(s)')).toBeInTheDocument();
  });

  it('should send nothing when the selection has no open receivable', async () => {
    server = serve(rows());
    renderPage();
    const bar = await selectRows('Aluguel');
    await user.click(within(bar).getByRole('button', { name: 'Cobrar por Pix' }));
    const drawer = await screen.findByRole('alertdialog');
    await user.click(within(drawer).getByRole('button', { name: 'Cobrar por Pix' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'Nenhuma conta a receber em aberto entre as selecionadas: não há o que cobrar.',
    );
    expect(server.sent).toEqual([]);
  });

  it('should not offer it to a viewer', async () => {
    server = serve(rows());
    renderPage('viewer');
    const bar = await selectRows('Venda');
    expect(within(bar).queryByRole('button', { name: 'Cobrar por Pix' })).not.toBeInTheDocument();
  });
});
