import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { MemberRole, Movement, Payment } from 'shared/contracts';
import { demoAccount, fakeApi, fakeToken, renderWithProviders } from 'shared/testing';
import { PaymentPage } from '../components/payment-page';

jest.setTimeout(40_000);
configure({ asyncUtilTimeout: 5000 });

const ID = '00000000-0000-4000-9000-000000000001';
const URL = `/v1/companies/movements/${ID}`;

const movement = (overrides: Partial<Movement> = {}): Movement => ({
  id: ID,
  type: 'despesa',
  description: 'Aluguel da sede',
  amount_cents: 150_000,
  paid_cents: 50_000,
  open_cents: 100_000,
  status: 'pago parcial',
  due_date: '2025-06-10',
  competence_date: '2025-06-10',
  last_payment_date: '2025-06-11',
  category: { id: '00000000-0000-4000-8000-000000000101', code: '2.01', name: 'Aluguel' },
  cost_center: null,
  supplier: { id: '00000000-0000-4000-8000-000000000301', name: 'Imobiliária Central' },
  bank_account: { id: '00000000-0000-4000-8000-000000000401', name: 'Itaú' },
  document_number: null,
  notes: null,
  instalment: {
    group_id: '00000000-0000-4000-8000-000000000901',
    number: 2,
    count: 3,
    label: '2/3',
  },
  recurrence: null,
  pix_charge: null,
  fiscal_key: null,
  approval: null,
  created_at: '2025-06-01T12:00:00.000Z',
  updated_at: '2025-06-01T12:00:00.000Z',
  ...overrides,
});

const payment: Payment = {
  id: '00000000-0000-4000-9000-000000000501',
  movement_id: ID,
  paid_on: '2025-06-11',
  amount_cents: 50_000,
  juros_cents: 1_000,
  multa_cents: 0,
  desconto_cents: 0,
  total_cents: 51_000,
  bank_account: { id: '00000000-0000-4000-8000-000000000401', name: 'Itaú' },
  notes: null,
  created_at: '2025-06-11T12:00:00.000Z',
};

function serve(routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [`GET ${URL}`]: () => ({ status: 200, body: movement() }),
    [`GET ${URL}/payments`]: () => ({ status: 200, body: [payment] }),
    [`GET ${URL}/files`]: () => ({ status: 200, body: [] }),
    'GET /v1/companies/bank-accounts': () => ({
      status: 200,
      body: [{ id: '00000000-0000-4000-8000-000000000401', name: 'Itaú' }],
    }),
    ...routes,
  });
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderPage(id = ID, role: MemberRole = 'owner') {
  const access_token = fakeToken({ memberOf: [{ company_id: 'company-1', role }] });
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/movimentacoes/pagamento/:id" element={<PaymentPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { account: demoAccount({ access_token }), route: `/movimentacoes/pagamento/${id}` },
  );
}

describe('payment page', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2025-06-15T15:00:00-03:00'), advanceTimers: true });
  });
  afterEach(() => {
    server?.restore();
    server = undefined;
    jest.useRealTimers();
  });

  it('should show a skeleton, then the summary, the form with the open amount and the history', async () => {
    server = serve();
    renderPage();
    expect(screen.getByRole('status', { name: 'Carregando movimentação' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Aluguel da sede (2/3)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Pago parcial')).toBeInTheDocument();
    expect(screen.getByLabelText(/Data do pagamento/)).toHaveValue('15/06/2025');
    expect(screen.getByLabelText(/Valor pago/)).toHaveValue('1.000,00');
    for (const label of ['Juros', 'Multa', 'Desconto', 'Conta bancária']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    const history = await screen.findByRole('table');
    // The payment's total (principal + juros) in its row and in the totals row.
    expect(within(history).getAllByText(/510,00/)).toHaveLength(2);
    expect(await screen.findByText('Nenhum comprovante anexado.')).toBeInTheDocument();
  });

  it("should say 'Pago via Pix' beside the status of a receivable a Pix settled", async () => {
    server = serve({
      [`GET ${URL}`]: () => ({
        status: 200,
        body: movement({
          type: 'receita',
          paid_cents: 150_000,
          open_cents: 0,
          status: 'pago',
          pix_charge: 'paid',
          fiscal_key: null,
        }),
      }),
    });
    renderPage();
    const summary = await screen.findByRole('region', { name: 'Aluguel da sede (2/3)' });
    expect(within(summary).getByText('Pago via Pix')).toBeInTheDocument();
  });

  it('should show the not-found state for an unknown id and for a malformed one', async () => {
    server = serve({
      [`GET ${URL}`]: () => ({
        status: 404,
        body: { statusCode: 404, message: 'Movimentação não encontrada.' },
      }),
    });
    renderPage();
    expect(await screen.findByText('Movimentação não encontrada')).toBeInTheDocument();
    server.restore();
    server = serve();
    renderPage('nao-e-um-id');
    expect(await screen.findAllByText('Movimentação não encontrada')).toHaveLength(2);
  });

  it('should send the payment in cents with the charges and show the total', async () => {
    const bodies: unknown[] = [];
    server = serve({
      [`POST ${URL}/payments`]: (request) => {
        bodies.push(request.body);
        return { status: 201, body: { payment, movement: movement() } };
      },
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    const amount = await screen.findByLabelText(/Valor pago/);
    await user.clear(amount);
    await user.type(amount, '400,50');
    await user.type(screen.getByLabelText('Juros'), '10');
    await user.type(screen.getByLabelText('Desconto'), '0,50');
    expect(screen.getByText(/Total do pagamento/)).toHaveTextContent('410,00');
    await user.click(screen.getByRole('button', { name: 'Registrar pagamento' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      paid_on: '2025-06-15',
      amount_cents: 40_050,
      juros_cents: 1_000,
      multa_cents: 0,
      desconto_cents: 50,
      bank_account_id: '00000000-0000-4000-8000-000000000401',
    });
  });

  it("should mark a payable awaiting approval and show the API's 409 when paying it", async () => {
    const message = 'Este pagamento aguarda aprovação de um administrador. (Aluguel da sede)';
    server = serve({
      [`GET ${URL}`]: () => ({
        status: 200,
        body: movement({
          approval: {
            status: 'pending_approval',
            requested_at: '2025-06-01T12:00:00.000Z',
            decided_at: null,
            comment: null,
          },
        }),
      }),
      [`POST ${URL}/payments`]: () => ({ status: 409, body: { statusCode: 409, message } }),
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    expect(await screen.findByText('Aguardando aprovação')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Registrar pagamento' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('should refuse a future date before sending and show the API refusal beside its field', async () => {
    const message =
      "O campo 'amount_cents' é inválido: o valor excede o saldo em aberto de R$\u00a01.000,00.";
    server = serve({
      [`POST ${URL}/payments`]: () => ({ status: 400, body: { statusCode: 400, message } }),
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    const date = await screen.findByLabelText(/Data do pagamento/);
    await user.clear(date);
    await user.type(date, '16/06/2025');
    await user.click(screen.getByRole('button', { name: 'Registrar pagamento' }));
    expect(
      await screen.findByText('A data do pagamento não pode ser posterior a hoje.'),
    ).toBeInTheDocument();
    expect(server.calls).not.toContain(`POST ${URL}/payments`);
    await user.clear(date);
    await user.type(date, '15/06/2025');
    await user.click(screen.getByRole('button', { name: 'Registrar pagamento' }));
    await waitFor(() => expect(server?.calls).toContain(`POST ${URL}/payments`));
    // The DOM's text is whitespace-normalised (the no-break space of R$ included).
    expect(await screen.findByText(message.replace(/\u00a0/g, ' '))).toBeInTheDocument();
  });

  it('should ask before an estorno and then undo the payment', async () => {
    server = serve({
      [`DELETE ${URL}/payments/${payment.id}`]: () => ({
        status: 200,
        body: movement({ paid_cents: 0, open_cents: 150_000 }),
      }),
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Estornar pagamento de 11/06/2025' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/será desfeito/)).toBeInTheDocument();
    expect(server.calls).not.toContain(`DELETE ${URL}/payments/${payment.id}`);
    await user.click(within(dialog).getByRole('button', { name: 'Estornar' }));
    await waitFor(() => expect(server?.calls).toContain(`DELETE ${URL}/payments/${payment.id}`));
  });

  it("should offer 'Cobrar por Pix' for an open receita, opening its drawer through the URL", async () => {
    server = serve({
      [`GET ${URL}`]: () => ({ status: 200, body: movement({ type: 'receita' }) }),
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cobrar por Pix' }));
    const search = new URLSearchParams(screen.getByTestId('location').textContent ?? '');
    expect(search.get('cobranca-pix')).toBe(ID);
  });

  it.each([
    ['a despesa', { type: 'despesa' }, 'owner'],
    ['a paid receita', { type: 'receita', paid_cents: 150_000, open_cents: 0 }, 'owner'],
    ['a viewer', { type: 'receita' }, 'viewer'],
  ] as const)("should not offer 'Cobrar por Pix' for %s", async (_case, overrides, role) => {
    server = serve({ [`GET ${URL}`]: () => ({ status: 200, body: movement(overrides) }) });
    renderPage(ID, role);
    await screen.findByRole('heading', { name: 'Aluguel da sede (2/3)' });
    expect(screen.queryByRole('button', { name: 'Cobrar por Pix' })).not.toBeInTheDocument();
  });
});
