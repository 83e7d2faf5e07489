import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { Movement } from 'shared/contracts';
import { demoAccount, fakeApi, renderWithProviders } from 'shared/testing';
import type { FakeAnswer } from 'shared/testing';
import { MovementFormDrawer } from '../components/movement-form-drawer';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const IDS = {
  despesas: '00000000-0000-4000-8000-000000000002',
  aluguel: '00000000-0000-4000-8000-000000000021',
  energia: '00000000-0000-4000-8000-000000000022',
  vendas: '00000000-0000-4000-8000-000000000011',
  supplier: '00000000-0000-4000-8000-000000000301',
  movement: '00000000-0000-4000-9000-000000000001',
};

function movement(overrides: Partial<Movement> = {}): Movement {
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
    created_at: '2025-06-01T12:00:00.000Z',
    updated_at: '2025-06-01T12:00:00.000Z',
    ...overrides,
  };
}

type Route = Parameters<typeof fakeApi>[0][string];

/** The setup lists the form offers, plus whatever a test adds. */
function serve(routes: Record<string, Route> = {}) {
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
  return { ...server, bodies };
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderDrawer(search: string) {
  return renderWithProviders(
    <>
      <MovementFormDrawer />
      <LocationProbe />
    </>,
    { account: demoAccount(), route: `/movimentacoes${search}` },
  );
}

const location = () => screen.getByTestId('location').textContent ?? '';

async function fillNew(user: ReturnType<typeof userEvent.setup>) {
  // The form's chunk loads when the drawer first opens.
  await user.type(await screen.findByLabelText(/Descrição/), 'Notebooks');
  await user.type(screen.getByLabelText(/^Valor/), '100,00');
  const due = screen.getByLabelText(/Vencimento/);
  await user.clear(due);
  await user.type(due, '31012026');
  await chooseOption(user, /Categoria/, 'alug', '2.01 Aluguel');
}

/** Types into a combobox and picks the option with the keyboard, as a keyboard user does. */
async function chooseOption(
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

describe('movement form drawer', () => {
  let server: ReturnType<typeof serve> | undefined;
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2025-06-15T15:00:00-03:00'), advanceTimers: true });
  });
  afterEach(() => {
    server?.restore();
    server = undefined;
    jest.useRealTimers();
  });

  it('should open a new movement with every field labelled and parents not choosable', async () => {
    server = serve();
    renderDrawer('?movimentacao=nova');
    const drawer = await screen.findByRole('dialog', { name: 'Nova movimentação' });
    // The form is loaded when the drawer first opens.
    await within(drawer).findByLabelText(/Descrição/);
    for (const label of [
      /Descrição/,
      /^Valor/,
      /Vencimento/,
      /Competência/,
      /Centro de custo/,
      /Conta bancária/,
      /Nº do documento/,
      /Observações/,
    ]) {
      expect(within(drawer).getByLabelText(label)).toBeInTheDocument();
    }
    // Categoria and Fornecedor are comboboxes: their label names the input (and its listbox).
    expect(within(drawer).getByRole('combobox', { name: /Categoria/ })).toBeInTheDocument();
    expect(within(drawer).getByRole('combobox', { name: 'Fornecedor' })).toBeInTheDocument();
    expect(within(drawer).getByRole('radio', { name: 'Despesa' })).toBeChecked();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(within(drawer).getByRole('combobox', { name: /Categoria/ }));
    const listbox = await screen.findByRole('listbox');
    expect(await within(listbox).findByRole('option', { name: '2 Despesas' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(listbox).getByRole('option', { name: '2.01 Aluguel' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(within(listbox).queryByRole('option', { name: /Vendas/ })).not.toBeInTheDocument();
  });

  it('should show why each field is refused, before sending anything', async () => {
    server = serve({ 'POST /v1/companies/movements': () => ({ status: 201, body: [] }) });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderDrawer('?movimentacao=nova');
    await screen.findByRole('dialog', { name: 'Nova movimentação' });
    const due = screen.getByLabelText(/Vencimento/);
    await user.clear(due);
    await user.type(due, '30022026');
    expect(due).toHaveValue('30/02/2026');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(/Preencha com pelo menos 2 caracteres/)).toBeInTheDocument();
    expect(screen.getByText('Informe um valor maior que zero')).toBeInTheDocument();
    expect(screen.getByText(/Data inválida/)).toBeInTheDocument();
    expect(screen.getByText('Escolha uma categoria')).toBeInTheDocument();
    expect(server.bodies).toHaveLength(0);
  });

  it("should preview each parcel's date and amount to the cent and create them", async () => {
    server = serve({
      'POST /v1/companies/movements': () => ({ status: 201, body: [movement()] }),
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderDrawer('?movimentacao=nova&start_date=2025-06-01');
    await screen.findByRole('dialog', { name: 'Nova movimentação' });
    await fillNew(user);
    await user.click(screen.getByRole('radio', { name: 'Parcelar' }));
    const count = screen.getByLabelText(/Parcelas/);
    await user.clear(count);
    await user.type(count, '3');
    const preview = await screen.findByRole('table', { name: 'Prévia das datas e valores' });
    const rows = within(preview)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '1/331/01/26R$\u00a033,34',
      '2/328/02/26R$\u00a033,33',
      '3/331/03/26R$\u00a033,33',
    ]);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(server?.bodies).toHaveLength(1));
    expect(server.bodies[0]?.body).toEqual({
      type: 'despesa',
      description: 'Notebooks',
      amount_cents: 10_000,
      due_date: '2026-01-31',
      category_id: IDS.aluguel,
      cost_center_id: null,
      supplier_id: null,
      bank_account_id: null,
      document_number: null,
      notes: null,
      instalments: 3,
    });
    // Closed, and the list's own parameters kept.
    await waitFor(() => expect(location()).toBe('?start_date=2025-06-01'));
  });

  it("should show the API's 400 beside its field", async () => {
    server = serve({
      'POST /v1/companies/movements': () => ({
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message:
            "O campo 'category_id' é inválido: Escolha uma subcategoria: Despesas tem subcategorias.",
        },
      }),
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderDrawer('?movimentacao=nova');
    await screen.findByRole('dialog', { name: 'Nova movimentação' });
    await fillNew(user);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Escolha uma subcategoria: Despesas tem subcategorias.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Categoria/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(location()).toContain('movimentacao=nova');
  });

  it('should ask which parcels a change reaches and send only what changed', async () => {
    const parcel = movement({
      instalment: { group_id: IDS.movement, number: 2, count: 3, label: '2/3' },
    });
    server = serve({
      [`GET /v1/companies/movements/${IDS.movement}`]: () => ({ status: 200, body: parcel }),
      [`PATCH /v1/companies/movements/${IDS.movement}`]: () => ({ status: 200, body: parcel }),
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderDrawer(`?movimentacao=${IDS.movement}`);
    await screen.findByRole('dialog', { name: 'Editar movimentação' });
    const description = await screen.findByLabelText(/Descrição/);
    expect(description).toHaveValue('Aluguel da sede');
    await user.clear(description);
    await user.type(description, 'Aluguel novo');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const question = await screen.findByRole('group', {
      name: 'Aplicar a alteração a quais parcelas?',
    });
    expect(server.bodies.filter((b) => b.key.startsWith('PATCH'))).toHaveLength(0);
    expect(within(question).getByRole('button', { name: 'Apenas esta' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Esta e as próximas' }));
    await waitFor(() =>
      expect(server?.bodies.filter((b) => b.key.startsWith('PATCH'))).toHaveLength(1),
    );
    const patch = server.bodies.find((b) => b.key.startsWith('PATCH'));
    expect(patch?.params).toEqual({ scope: 'following' });
    expect(patch?.body).toEqual({ description: 'Aluguel novo' });
  });

  it('should duplicate a movement as a new one, pre-filled', async () => {
    server = serve({
      [`GET /v1/companies/movements/${IDS.movement}`]: () => ({ status: 200, body: movement() }),
    });
    renderDrawer(`?movimentacao=nova&duplicar=${IDS.movement}`);
    await screen.findByRole('dialog', { name: 'Nova movimentação' });
    expect(await screen.findByLabelText(/Descrição/)).toHaveValue('Aluguel da sede');
    expect(screen.getByLabelText(/^Valor/)).toHaveValue('1.500,00');
    expect(screen.getByLabelText(/Vencimento/)).toHaveValue('20/06/2025');
  });

  it("should confirm a deletion and show the API's 409 as it is", async () => {
    const message = 'Esta movimentação tem pagamentos: estorne-os antes de excluí-la.';
    server = serve({
      [`GET /v1/companies/movements/${IDS.movement}`]: () => ({ status: 200, body: movement() }),
      [`DELETE /v1/companies/movements/${IDS.movement}`]: () => ({
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message },
      }),
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderDrawer(`?movimentacao=${IDS.movement}&acao=excluir`);
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmar exclusão' });
    expect(server.bodies.filter((b) => b.key.startsWith('DELETE'))).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar exclusão' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(server.bodies.filter((b) => b.key.startsWith('DELETE'))).toHaveLength(1);
    expect(location()).toContain(`movimentacao=${IDS.movement}`);
  });

  it('should offer only the categories of the type, found without accents or case', async () => {
    server = serve();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderDrawer('?movimentacao=nova');
    await screen.findByRole('dialog', { name: 'Nova movimentação' });
    const input = await screen.findByRole('combobox', { name: /Categoria/ });
    await user.click(input);
    await user.type(input, 'ENERGIA');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['2.02 Energia']),
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('radio', { name: 'Receita' }));
    await user.clear(input);
    await user.click(input);
    const incomes = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(incomes)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['1 Vendas']),
    );
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toBeInTheDocument();
  });

  it('should show the chosen category and fornecedor by name when editing', async () => {
    server = serve({
      [`GET /v1/companies/movements/${IDS.movement}`]: () => ({ status: 200, body: movement() }),
    });
    renderDrawer(`?movimentacao=${IDS.movement}`);
    await screen.findByRole('dialog', { name: 'Editar movimentação' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Categoria/ })).toHaveValue('2.01 Aluguel'),
    );
    expect(screen.getByRole('combobox', { name: 'Fornecedor' })).toHaveValue('Imobiliária Central');
  });

  it('should search fornecedores on the server and create a new one inline', async () => {
    const NEW_ID = '00000000-0000-4000-8000-000000000399';
    const suppliers = [
      { id: IDS.supplier, name: 'Imobiliária Central' },
      { id: '00000000-0000-4000-8000-000000000302', name: 'Posto Ipiranga' },
    ];
    server = serve({
      // A search answers what matches it, as the API does.
      'GET /v1/companies/suppliers': (request) => {
        const search = String((request.params as { search?: string } | undefined)?.search ?? '');
        return {
          status: 200,
          body: suppliers.filter((row) => row.name.toLowerCase().includes(search.toLowerCase())),
        };
      },
      'POST /v1/companies/suppliers': (request) => ({
        status: 201,
        body: { id: NEW_ID, name: (request.body as { name: string }).name },
      }),
      'POST /v1/companies/movements': () => ({ status: 201, body: [movement()] }),
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderDrawer('?movimentacao=nova');
    await screen.findByRole('dialog', { name: 'Nova movimentação' });
    await fillNew(user);

    await chooseOption(user, /^Fornecedor$/, 'posto', 'Posto Ipiranga');
    expect(
      server.bodies.filter((b) => b.key === 'GET /v1/companies/suppliers').map((b) => b.params),
    ).toContainEqual({ search: 'posto' });

    const input = screen.getByRole('combobox', { name: 'Fornecedor' });
    await user.clear(input);
    await user.type(input, 'Gráfica Nova');
    const create = await screen.findByRole('button', { name: 'Criar fornecedor “Gráfica Nova”' });
    // By keyboard: leaving the input for the button keeps the button and what was typed (the
    // drawer's focus trap cannot compute a Tab order in jsdom, which has no layout).
    create.focus();
    expect(create).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(input).toHaveValue('Gráfica Nova'));
    expect(await screen.findByText('Fornecedor "Gráfica Nova" criado.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(server?.bodies.filter((b) => b.key === 'POST /v1/companies/movements')).toHaveLength(
        1,
      ),
    );
    expect(server.bodies.find((b) => b.key === 'POST /v1/companies/suppliers')?.body).toEqual({
      name: 'Gráfica Nova',
    });
    expect(server.bodies.find((b) => b.key === 'POST /v1/companies/movements')?.body).toEqual(
      expect.objectContaining({ supplier_id: NEW_ID }),
    );
  });

  it('should say so when the movement of the URL does not exist', async () => {
    server = serve();
    renderDrawer(`?movimentacao=${IDS.movement}`);
    expect(await screen.findByText('Movimentação não encontrada')).toBeInTheDocument();
  });
});
