import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contact } from 'shared/contracts';
import { fakeApi } from 'shared/testing';
import { renderCompanyArea } from '../../../testing/render-company-area';

jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

const supplier: Contact = {
  id: 'sup-1',
  company_id: 'company-1',
  name: 'Moinho Paulista',
  roles: ['supplier'],
  document: '11222333000181',
  email: 'contato@moinho.com.br',
  phone: '11987654321',
  pix_key: '11222333000181',
  pix_key_type: 'cnpj',
  address: null,
  notes: null,
  payment_term_days: 30,
  active: true,
  created_at: '2026-01-05T12:00:00.000Z',
  updated_at: '2026-01-05T12:00:00.000Z',
};

const EMPTY = { items: [], total: 0 };

describe('suppliers tab', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => server?.restore());

  it('should show each supplier with its masked document, contact and Pix kind', async () => {
    server = fakeApi({
      'GET /v1/companies/suppliers/page': () => ({
        status: 200,
        body: { items: [supplier], total: 1 },
      }),
    });
    renderCompanyArea('fornecedores');
    const table = await screen.findByRole('table', { name: 'Fornecedores' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Moinho Paulista',
      '11.222.333/0001-81',
      'contato@moinho.com.br(11) 98765-4321',
      'CNPJ',
      'Ativo',
      '',
    ]);
  });

  it('should refuse a CNPJ with wrong check digits, then save the right one unmasked', async () => {
    const bodies: unknown[] = [];
    server = fakeApi({
      'GET /v1/companies/suppliers/page': () => ({ status: 200, body: EMPTY }),
      'POST /v1/companies/suppliers': (request) => {
        bodies.push(request.body);
        return { status: 201, body: supplier };
      },
    });
    renderCompanyArea('fornecedores');
    await userEvent.click(await screen.findByRole('button', { name: 'Novo fornecedor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo fornecedor' });
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });

    await userEvent.type(field(/Nome/), 'Moinho Paulista');
    await userEvent.type(field(/CPF ou CNPJ/), '11222333000180');
    expect(field(/CPF ou CNPJ/)).toHaveValue('11.222.333/0001-80');
    await userEvent.type(field(/Telefone/), '11987654321');
    expect(field(/Telefone/)).toHaveValue('(11) 98765-4321');
    await userEvent.type(field(/Chave Pix/), 'pix@moinho.com.br');
    expect(within(dialog).getByText('Tipo detectado: E-mail')).toBeVisible();
    await userEvent.clear(field(/Prazo de pagamento/));
    await userEvent.type(field(/Prazo de pagamento/), '400');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('CPF ou CNPJ inválido')).toBeVisible();
    expect(within(dialog).getByText('Informe de 0 a 365 dias')).toBeVisible();
    expect(bodies).toHaveLength(0);
    await userEvent.clear(field(/Prazo de pagamento/));
    await userEvent.type(field(/Prazo de pagamento/), '45');

    await userEvent.clear(field(/CPF ou CNPJ/));
    await userEvent.type(field(/CPF ou CNPJ/), '11222333000181');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      {
        roles: ['supplier'],
        name: 'Moinho Paulista',
        document: '11222333000181',
        email: null,
        phone: '11987654321',
        pix_key: 'pix@moinho.com.br',
        payment_term_days: 45,
      },
    ]);
  });

  it('should say a Pix key is none of the five kinds', async () => {
    server = fakeApi({ 'GET /v1/companies/suppliers/page': () => ({ status: 200, body: EMPTY }) });
    renderCompanyArea('fornecedores');
    await userEvent.click(await screen.findByRole('button', { name: 'Novo fornecedor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo fornecedor' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Chave Pix/ }), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText(
        'Chave Pix inválida: use CPF, CNPJ, e-mail, celular com +55 ou chave aleatória',
      ),
    ).toBeVisible();
  });
});

describe('clients tab', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => server?.restore());

  const client = (index: number): Contact => ({
    ...supplier,
    id: `cli-${index}`,
    name: `Cliente ${String(index).padStart(3, '0')}`,
    roles: ['client'],
  });

  // Three pages of a 20-row table on a busy 2-core machine: more than the file's default.
  it('should ask the server for one page at a time, with the search, and say how many', async () => {
    const asked: unknown[] = [];
    server = fakeApi({
      'GET /v1/companies/clients/page': (request) => {
        const params = request.params as { limit: number; offset: number; search?: string };
        asked.push(params);
        const total = params.search ? 1 : 45;
        const count = Math.min(params.limit, total - params.offset);
        return {
          status: 200,
          body: {
            items: Array.from({ length: count }, (_, at) => client(params.offset + at + 1)),
            total,
          },
        };
      },
    });
    renderCompanyArea('clientes');
    const table = await screen.findByRole('table', { name: 'Clientes' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('45 registros · Página 1 de 3')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Cliente 021')).toBeVisible();
    expect(screen.getByText('45 registros · Página 2 de 3')).toBeVisible();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar clientes' }), 'joão');
    await waitFor(() => expect(asked).toContainEqual({ limit: 20, offset: 0, search: 'joão' }));
    expect(asked).toContainEqual({ limit: 20, offset: 0 });
    expect(asked).toContainEqual({ limit: 20, offset: 20 });
    // Never the whole list: the table only ever asked for pages.
    expect(server.calls).not.toContain('GET /v1/companies/clients');
  }, 45_000);

  it('should create a client that is also a supplier, with a CPF checked before sending', async () => {
    const bodies: unknown[] = [];
    server = fakeApi({
      'GET /v1/companies/clients/page': () => ({ status: 200, body: EMPTY }),
      'POST /v1/companies/clients': (request) => {
        bodies.push(request.body);
        return { status: 201, body: client(1) };
      },
    });
    renderCompanyArea('clientes');
    expect(await screen.findByText('Nenhum cliente cadastrado ainda.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Novo cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo cliente' });
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    await userEvent.type(field(/Nome/), 'Maria Confeitaria');
    await userEvent.type(field(/CPF ou CNPJ/), '52998224724');
    expect(field(/CPF ou CNPJ/)).toHaveValue('529.982.247-24');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('CPF ou CNPJ inválido')).toBeVisible();
    expect(bodies).toHaveLength(0);

    await userEvent.clear(field(/CPF ou CNPJ/));
    await userEvent.type(field(/CPF ou CNPJ/), '52998224725');
    await userEvent.type(field(/Chave Pix/), '+55 11 98765-4321');
    expect(within(dialog).getByText('Tipo detectado: Celular')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Também é fornecedor' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      {
        roles: ['client', 'supplier'],
        name: 'Maria Confeitaria',
        document: '52998224725',
        email: null,
        phone: null,
        pix_key: '+55 11 98765-4321',
        payment_term_days: 30,
      },
    ]);
  });

  it("should show the API's refusal of a CPF/CNPJ that is already a supplier", async () => {
    const message =
      'Este CPF/CNPJ já está cadastrado como fornecedor: edite-o em Fornecedores e marque-o também como cliente.';
    server = fakeApi({
      'GET /v1/companies/clients/page': () => ({ status: 200, body: EMPTY }),
      'POST /v1/companies/clients': () => ({
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message },
      }),
    });
    renderCompanyArea('clientes');
    await userEvent.click(await screen.findByRole('button', { name: 'Novo cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo cliente' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'Moinho');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /CPF ou CNPJ/ }),
      '11222333000181',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(message)).toBeVisible();
  });
});
