import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BankAccount } from 'shared/contracts';
import { fakeApi } from 'shared/testing';
import { bankAccount } from '../../../testing/bank-account';
import { renderCompanyArea } from '../../../testing/render-company-area';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const account = bankAccount();
const phoneAccount = bankAccount({
  id: 'ba-2',
  name: 'Nubank',
  pix_key_type: 'phone',
  pix_key: '+5561912345678',
  charge_default: false,
});

const balances = () => ({
  status: 200,
  body: { as_of: '2026-11-24', until: '2026-11-30', data: [] },
});

async function openEditor(rows: BankAccount[], patches: unknown[]) {
  server = fakeApi({
    'GET /v1/companies/bank-accounts': () => ({ status: 200, body: rows }),
    'GET /v1/companies/bank-accounts/balances': balances,
    [`PATCH /v1/companies/bank-accounts/${rows[0]!.id}`]: (request) => {
      patches.push(request.body);
      return { status: 200, body: rows[0] };
    },
  });
  renderCompanyArea('contas-bancarias');
  await userEvent.click(await screen.findByRole('button', { name: `Editar ${rows[0]!.name}` }));
  return screen.findByRole('dialog', { name: 'Editar conta bancária' });
}

let server: ReturnType<typeof fakeApi> | undefined;
afterEach(() => server?.restore());

describe('bank accounts: Pix key', () => {
  it('should show each key formatted, its kind, and which account is the cobrança default', async () => {
    server = fakeApi({
      'GET /v1/companies/bank-accounts': () => ({ status: 200, body: [account, phoneAccount] }),
      'GET /v1/companies/bank-accounts/balances': balances,
    });
    renderCompanyArea('contas-bancarias');
    const table = await screen.findByRole('table', { name: 'Contas bancárias' });
    expect(within(table).getByRole('columnheader', { name: 'Chave Pix' })).toBeVisible();
    const [, itau, nubank] = within(table).getAllByRole('row');
    expect(within(itau!).getByText('11.222.333/0001-81')).toBeVisible();
    expect(within(itau!).getByText('CNPJ')).toBeVisible();
    expect(within(itau!).getByText('Padrão para cobrança')).toBeVisible();
    expect(within(nubank!).getByText('+55 (61) 91234-5678')).toBeVisible();
    expect(within(nubank!).getByText('Celular')).toBeVisible();
    expect(within(nubank!).queryByText('Padrão para cobrança')).toBeNull();
  });

  it('should offer the five kinds and check the key as its kind, on the field', async () => {
    const patches: unknown[] = [];
    const dialog = await openEditor([phoneAccount], patches);
    const type = within(dialog).getByRole('combobox', { name: 'Tipo de chave' });
    // The account's own type keeps its name (e2e/tests/members-account.spec.ts picks it by it).
    expect(within(dialog).getByRole('combobox', { name: 'Tipo' })).toHaveValue('corrente');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sem chave Pix', 'CNPJ', 'CPF', 'E-mail', 'Celular', 'Chave aleatória']);
    const key = within(dialog).getByRole('textbox', { name: 'Chave' });
    expect(key).toHaveValue('+55 (61) 91234-5678');
    expect(key).toHaveAttribute('inputmode', 'tel');

    await userEvent.selectOptions(type, 'cpf');
    expect(key).toHaveAttribute('inputmode', 'numeric');
    expect(key).toHaveAttribute('placeholder', '000.000.000-00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('CPF inválido: confira os 11 dígitos')).toBeVisible();
    expect(key).toHaveAttribute('aria-invalid', 'true');
    expect(patches).toHaveLength(0);

    await userEvent.clear(key);
    await userEvent.type(key, '529.982.247-25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({
      pix_key_type: 'cpf',
      pix_key: '529.982.247-25',
      charge_default: false,
    });
  });

  it('should ask for a key before the account becomes the cobrança default', async () => {
    const patches: unknown[] = [];
    const dialog = await openEditor(
      [{ ...phoneAccount, pix_key_type: null, pix_key: null }],
      patches,
    );
    const charge = within(dialog).getByRole('checkbox', {
      name: 'Usar esta conta na cobrança Pix',
    });
    expect(charge).not.toBeChecked();
    await userEvent.click(charge);
    expect(charge).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText(
        'Cadastre uma chave Pix nesta conta para usá-la na cobrança.',
      ),
    ).toBeVisible();
    expect(patches).toHaveLength(0);

    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Tipo de chave' }),
      'email',
    );
    const key = within(dialog).getByRole('textbox', { name: 'Chave' });
    expect(key).toHaveAttribute('inputmode', 'email');
    await userEvent.type(key, 'Financeiro@Empresa.com.br');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({
      pix_key_type: 'email',
      pix_key: 'Financeiro@Empresa.com.br',
      charge_default: true,
    });
  });

  it('should send no key when the kind is "Sem chave Pix"', async () => {
    const patches: unknown[] = [];
    const dialog = await openEditor([{ ...phoneAccount }], patches);
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Tipo de chave' }),
      '',
    );
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Chave' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ pix_key_type: null, pix_key: null, charge_default: false });
  });
});
