import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  IDS,
  movement,
  serve,
  renderDrawer,
  location,
  fillNew,
  onFixedDayWithFakeApi,
} from './movement-form-fixtures';
import { AWAITS_APPROVAL_NOTICE } from '../hooks/use-movement-submit';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

describe('movement form drawer: new movements', () => {
  onFixedDayWithFakeApi();

  it('should open a new movement with every field labelled and parents not choosable', async () => {
    serve();
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
    const server = serve({ 'POST /v1/companies/movements': () => ({ status: 201, body: [] }) });
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
    const server = serve({
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
    await waitFor(() => expect(server.bodies).toHaveLength(1));
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

  it('should say when what was created waits for approval', async () => {
    const waiting = movement({
      approval: { status: 'pending_approval', requested_at: null, decided_at: null, comment: null },
    });
    serve({ 'POST /v1/companies/movements': () => ({ status: 201, body: [waiting] }) });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderDrawer('?movimentacao=nova');
    await screen.findByRole('dialog', { name: 'Nova movimentação' });
    await fillNew(user);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(AWAITS_APPROVAL_NOTICE)).toBeInTheDocument();
  });

  it("should show the API's 400 beside its field", async () => {
    serve({
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
    const server = serve({
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
      expect(server.bodies.filter((b) => b.key.startsWith('PATCH'))).toHaveLength(1),
    );
    const patch = server.bodies.find((b) => b.key.startsWith('PATCH'));
    expect(patch?.params).toEqual({ scope: 'following' });
    expect(patch?.body).toEqual({ description: 'Aluguel novo' });
  });
});
