import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Supplier } from 'shared/contracts';
import { fakeApi } from 'shared/testing';
import { renderCompanyArea } from '../../../testing/render-company-area';

jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

const supplier: Supplier = {
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
  active: true,
  created_at: '2026-01-05T12:00:00.000Z',
  updated_at: '2026-01-05T12:00:00.000Z',
};

describe('suppliers tab', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => server?.restore());

  it('should show each supplier with its masked document, contact and Pix kind', async () => {
    server = fakeApi({
      'GET /v1/companies/suppliers': () => ({ status: 200, body: [supplier] }),
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
      'GET /v1/companies/suppliers': () => ({ status: 200, body: [] }),
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

    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('CPF ou CNPJ inválido')).toBeVisible();
    expect(bodies).toHaveLength(0);

    await userEvent.clear(field(/CPF ou CNPJ/));
    await userEvent.type(field(/CPF ou CNPJ/), '11222333000181');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      {
        name: 'Moinho Paulista',
        document: '11222333000181',
        email: null,
        phone: '11987654321',
        pix_key: 'pix@moinho.com.br',
      },
    ]);
  });

  it('should say a Pix key is none of the five kinds', async () => {
    server = fakeApi({ 'GET /v1/companies/suppliers': () => ({ status: 200, body: [] }) });
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
