import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CashForecast, CashScenario } from 'shared/contracts';
import { demoAccount, fakeApi, renderWithProviders } from 'shared/testing';
import { CashScenariosPage } from '../components/cash-scenarios-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const weeks = Array.from({ length: 13 }, (_, index) => {
  const start = new Date(Date.UTC(2026, 10, 29 + index * 7));
  const end = new Date(Date.UTC(2026, 10, 29 + index * 7 + 6));
  return { start_date: start.toISOString().slice(0, 10), end_date: end.toISOString().slice(0, 10) };
});

const series = (name: string, balance: number[]) => {
  const lowest = balance.reduce(
    (low, value, index) => (value < low.balance ? { index, balance: value } : low),
    { index: 0, balance: balance[0] ?? 0 },
  );
  return { name, inflow: balance.map(() => 0), outflow: balance.map(() => 0), balance, lowest };
};

function forecastFor(body: { scenarios?: { name: string }[] }): CashForecast {
  const base = Array.from({ length: 13 }, (_, index) => 100_000 - index * 1_000);
  return {
    as_of: '2026-11-29',
    horizon: '13-semanas',
    opening_balance: 100_000,
    periods: weeks,
    overdue: { receivable: 5_000, payable: 0 },
    base: series('Base', base),
    scenarios: (body.scenarios ?? []).map((scenario) =>
      series(
        scenario.name,
        base.map((value, index) => (index === 4 ? -20_000 : value - 50_000)),
      ),
    ),
  };
}

const SAVED: CashScenario = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Cliente atrasa',
  updated_at: '2026-11-29T10:00:00Z',
  updated_by: null,
  levers: {
    receivables_delay_days: 30,
    receivables_loss_percent: 0,
    categories: [],
    one_offs: [],
    recurrences: [],
  },
};

function serve(saved: CashScenario[] = [SAVED]) {
  const bodies: { scenarios?: { name: string; levers: unknown }[] }[] = [];
  const created: unknown[] = [];
  const deleted: string[] = [];
  let list = [...saved];
  const server = fakeApi({
    'POST /v1/companies/cash-forecast': (request) => {
      const body = request.body as (typeof bodies)[number];
      bodies.push(body);
      return { status: 200, body: forecastFor(body) };
    },
    'GET /v1/companies/cash-forecast/scenarios': () => ({ status: 200, body: list }),
    'POST /v1/companies/cash-forecast/scenarios': (request) => {
      created.push(request.body);
      const scenario = {
        ...SAVED,
        id: '22222222-2222-4222-8222-222222222222',
        ...(request.body as object),
      } as CashScenario;
      list = [...list, scenario];
      return { status: 201, body: scenario };
    },
    [`DELETE /v1/companies/cash-forecast/scenarios/${SAVED.id}`]: () => {
      deleted.push(SAVED.id);
      list = list.filter((scenario) => scenario.id !== SAVED.id);
      return { status: 204, body: null };
    },
    'GET /v1/companies/bank-accounts': () => ({ status: 200, body: [] }),
    'GET /v1/companies/categories': () => ({ status: 200, body: [] }),
  });
  return { server, bodies, created, deleted };
}

describe('Cenários de caixa', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => {
    server?.restore();
    server = undefined;
  });

  it('should draw the base from today’s balance and say where it is lowest', async () => {
    const api = serve();
    server = api.server;
    renderWithProviders(<CashScenariosPage />, { account: demoAccount() });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cenários de caixa' }),
    ).toBeInTheDocument();
    const lows = await screen.findByRole('list', { name: 'Menores saldos' });
    expect(within(lows).getByRole('listitem')).toHaveTextContent(
      'Menor saldo (Base): R$ 880,00, sem. 21/02',
    );
    expect(screen.getByText(/Saldo de hoje: R\$\s1\.000,00/)).toHaveTextContent(
      'inclui R$ 50,00 a receber',
    );
    expect(api.bodies[0]).toEqual({ horizon: '13-semanas', bank_account_ids: [], scenarios: [] });
    expect(screen.getByRole('table', { name: /Saldo por período/ })).toBeInTheDocument();
  });

  it('should compare a saved scenario with the base once it is ticked', async () => {
    const api = serve();
    server = api.server;
    renderWithProviders(<CashScenariosPage />, { account: demoAccount() });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Cliente atrasa' }));
    await waitFor(() =>
      expect(api.bodies.at(-1)?.scenarios).toEqual([
        { name: 'Cliente atrasa', levers: SAVED.levers },
      ]),
    );
    const lows = await screen.findByRole('list', { name: 'Menores saldos' });
    await waitFor(() => expect(within(lows).getAllByRole('listitem')).toHaveLength(2));
    expect(within(lows).getAllByRole('listitem')[1]).toHaveTextContent(
      'Menor saldo (Cliente atrasa): -R$ 200,00, sem. 27/12',
    );
    const table = screen.getByRole('table', { name: /Saldo por período/ });
    expect(
      within(table).getByRole('columnheader', { name: 'Saldo: Cliente atrasa' }),
    ).toBeVisible();
  });

  it('should say what a new scenario lacks, then save it and draw it', async () => {
    const api = serve([]);
    server = api.server;
    renderWithProviders(<CashScenariosPage />, { account: demoAccount() });
    expect(await screen.findByText(/Nenhum cenário salvo/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Novo cenário' }));
    const drawer = await screen.findByRole('dialog', { name: 'Novo cenário' });
    const delay = within(drawer).getByRole('textbox', { name: 'Atraso (dias)' });
    await userEvent.clear(delay);
    await userEvent.type(delay, '400');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Salvar cenário' }));
    expect(await within(drawer).findByText('Dê um nome ao cenário.')).toBeInTheDocument();
    expect(within(drawer).getByText('O atraso vai de 0 a 180 dias.')).toBeInTheDocument();
    expect(api.created).toEqual([]);

    await userEvent.type(within(drawer).getByRole('textbox', { name: /Nome do cenário/ }), 'Crise');
    await userEvent.clear(delay);
    await userEvent.type(delay, '45');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Adicionar lançamento' }));
    await userEvent.type(
      within(drawer).getByRole('textbox', { name: 'Descrição do lançamento 1' }),
      'Empréstimo',
    );
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Valor (R$)' }), '10.000,00');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Salvar cenário' }));
    await waitFor(() => expect(api.created).toHaveLength(1));
    expect(api.created[0]).toEqual({
      name: 'Crise',
      levers: expect.objectContaining({
        receivables_delay_days: 45,
        one_offs: [expect.objectContaining({ description: 'Empréstimo', amount_cents: 1_000_000 })],
      }),
    });
    // Saved, it is drawn beside the base at once.
    await waitFor(() => expect(api.bodies.at(-1)?.scenarios?.[0]?.name).toBe('Crise'));
  });

  it('should ask before deleting a scenario', async () => {
    const api = serve();
    server = api.server;
    renderWithProviders(<CashScenariosPage />, { account: demoAccount() });
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir Cliente atrasa' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Excluir cenário' });
    expect(api.deleted).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(api.deleted).toEqual([SAVED.id]));
    expect(await screen.findByText(/Nenhum cenário salvo/)).toBeInTheDocument();
  });
});
