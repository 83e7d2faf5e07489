import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  IDS,
  movement,
  serve,
  renderDrawer,
  location,
  fillNew,
  chooseOption,
  onFixedDayWithFakeApi,
} from './movement-form-fixtures';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

describe('movement form drawer: an existing movement', () => {
  onFixedDayWithFakeApi();

  it('should duplicate a movement as a new one, pre-filled', async () => {
    serve({
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
    const server = serve({
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
    serve();
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
    serve({
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
    const server = serve({
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
      expect(server.bodies.filter((b) => b.key === 'POST /v1/companies/movements')).toHaveLength(1),
    );
    expect(server.bodies.find((b) => b.key === 'POST /v1/companies/suppliers')?.body).toEqual({
      name: 'Gráfica Nova',
    });
    expect(server.bodies.find((b) => b.key === 'POST /v1/companies/movements')?.body).toEqual(
      expect.objectContaining({ supplier_id: NEW_ID }),
    );
  });

  it('should say so when the movement of the URL does not exist', async () => {
    serve();
    renderDrawer(`?movimentacao=${IDS.movement}`);
    expect(await screen.findByText('Movimentação não encontrada')).toBeInTheDocument();
  });
});
