import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { Movement } from 'shared/contracts';
import { demoAccount, fakeApi, renderWithProviders } from 'shared/testing';
import type { FakeAnswer } from 'shared/testing';
import { MovementFormDrawer } from '../components/movement-form-drawer';

// What the movement form's tests share: the data, the fake API and the ways a person fills it in.

export const IDS = {
  despesas: '00000000-0000-4000-8000-000000000002',
  aluguel: '00000000-0000-4000-8000-000000000021',
  energia: '00000000-0000-4000-8000-000000000022',
  vendas: '00000000-0000-4000-8000-000000000011',
  supplier: '00000000-0000-4000-8000-000000000301',
  movement: '00000000-0000-4000-9000-000000000001',
};

export function movement(overrides: Partial<Movement> = {}): Movement {
  return {
    id: IDS.movement,
    type: 'despesa',
    description: 'Aluguel da sede',
    amount_cents: 150_000,
    paid_cents: 0,
    open_cents: 150_000,
    status: 'a vencer',
    due_date: '2025-06-20',
    competence_date: '2025-06-20',
    last_payment_date: null,
    category: { id: IDS.aluguel, code: '2.01', name: 'Aluguel' },
    cost_center: null,
    supplier: { id: IDS.supplier, name: 'Imobiliária Central' },
    bank_account: null,
    document_number: null,
    notes: null,
    instalment: null,
    recurrence: null,
    pix_charge: null,
    fiscal_key: null,
    approval: null,
    created_at: '2025-06-01T12:00:00.000Z',
    updated_at: '2025-06-01T12:00:00.000Z',
    ...overrides,
  };
}

type Route = Parameters<typeof fakeApi>[0][string];

const served: ReturnType<typeof fakeApi>[] = [];

/**
 * Each test on 15 June 2025 (São Paulo), and the fake API it started restored after it: called once
 * at the top of a test file.
 */
export function onFixedDayWithFakeApi() {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2025-06-15T15:00:00-03:00'), advanceTimers: true });
  });
  afterEach(() => {
    served.splice(0).forEach((server) => server.restore());
    jest.useRealTimers();
  });
}

/** The setup lists the form offers, plus whatever a test adds. */
export function serve(routes: Record<string, Route> = {}) {
  const bodies: { key: string; body: unknown; params: unknown }[] = [];
  const record =
    (key: string, answer: Route): Route =>
    (request) => {
      bodies.push({ key, body: request.body, params: request.params });
      return answer(request);
    };
  const ok = (body: unknown) => (): FakeAnswer => ({ status: 200, body });
  const server = fakeApi({
    'GET /v1/companies/categories': ok([
      { id: IDS.despesas, parent_id: null, code: '2', name: 'Despesas', type: 'despesa' },
      { id: IDS.aluguel, parent_id: IDS.despesas, code: '2.01', name: 'Aluguel', type: 'despesa' },
      { id: IDS.energia, parent_id: IDS.despesas, code: '2.02', name: 'Energia', type: 'despesa' },
      { id: IDS.vendas, parent_id: null, code: '1', name: 'Vendas', type: 'receita' },
    ]),
    'GET /v1/companies/suppliers': ok([{ id: IDS.supplier, name: 'Imobiliária Central' }]),
    'GET /v1/companies/cost-centers': ok([]),
    'GET /v1/companies/bank-accounts': ok([]),
    ...Object.fromEntries(
      Object.entries(routes).map(([key, answer]) => [key, record(key, answer)]),
    ),
  });
  served.push(server);
  return { ...server, bodies };
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

export function renderDrawer(search: string) {
  return renderWithProviders(
    <>
      <MovementFormDrawer />
      <LocationProbe />
    </>,
    { account: demoAccount(), route: `/movimentacoes${search}` },
  );
}

export const location = () => screen.getByTestId('location').textContent ?? '';

export async function fillNew(user: ReturnType<typeof userEvent.setup>) {
  // The form's chunk loads when the drawer first opens.
  await user.type(await screen.findByLabelText(/Descrição/), 'Notebooks');
  await user.type(screen.getByLabelText(/^Valor/), '100,00');
  const due = screen.getByLabelText(/Vencimento/);
  await user.clear(due);
  await user.type(due, '31012026');
  await chooseOption(user, /Categoria/, 'alug', '2.01 Aluguel');
}

/** Types into a combobox and picks the option with the keyboard, as a keyboard user does. */
export async function chooseOption(
  user: ReturnType<typeof userEvent.setup>,
  label: RegExp,
  typed: string,
  option: string,
) {
  const input = screen.getByRole('combobox', { name: label });
  await user.click(input);
  await user.type(input, typed);
  const item = await screen.findByRole('option', { name: option });
  await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
  await user.keyboard('{Enter}');
  await waitFor(() => expect(input).toHaveValue(option));
}
