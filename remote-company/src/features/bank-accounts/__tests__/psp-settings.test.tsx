import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PspSettings } from 'shared/contracts';
import { demoAccount, fakeApi, fakeToken } from 'shared/testing';
import { bankAccount } from '../../../testing/bank-account';
import { renderCompanyArea } from '../../../testing/render-company-area';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const account = bankAccount();

const saved: PspSettings = {
  bank_account_id: 'ba-1',
  base_url: 'https://pix.itau.example/api/v2',
  client_id: 'fluxo-itau',
  secrets: { client_secret: true, certificate: true, private_key: true },
  webhook_url: 'https://api.fluxo.example/v1/public/pix-webhooks/abc',
  fine_basis_points: 200,
  interest_basis_points_month: 100,
  updated_at: '2026-11-20T12:00:00.000Z',
};

const list = {
  'GET /v1/companies/bank-accounts': () => ({ status: 200, body: [account] }),
  'GET /v1/companies/bank-accounts/balances': () => ({
    status: 200,
    body: { as_of: '2026-11-24', until: '2026-11-30', data: [] },
  }),
};

let server: ReturnType<typeof fakeApi> | undefined;
afterEach(() => server?.restore());

describe('PSP settings of a bank account', () => {
  it('should link an account to its PSP, sending the secret and the rates in basis points', async () => {
    const puts: unknown[] = [];
    server = fakeApi({
      ...list,
      'GET /v1/companies/bank-accounts/ba-1/psp': () => ({
        status: 404,
        body: {
          statusCode: 404,
          error: 'Not Found',
          message: 'Esta conta bancária não está ligada a um PSP.',
        },
      }),
      'PUT /v1/companies/bank-accounts/ba-1/psp': (request) => {
        puts.push(request.body);
        return { status: 201, body: saved };
      },
    });
    renderCompanyArea('contas-bancarias');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Configurar PSP de Itaú movimento' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'PSP da conta Itaú movimento' });
    await userEvent.type(within(dialog).getByLabelText(/URL da API Pix/), saved.base_url);
    await userEvent.type(within(dialog).getByLabelText(/Client ID/), saved.client_id);
    await userEvent.type(within(dialog).getByLabelText(/Client secret/), 's3gredo');
    await userEvent.type(within(dialog).getByLabelText(/Multa/), '2');
    await userEvent.type(within(dialog).getByLabelText(/Juros/), '1,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      base_url: saved.base_url,
      client_id: saved.client_id,
      client_secret: 's3gredo',
      fine_basis_points: 200,
      interest_basis_points_month: 150,
    });
  });

  it('should show what is stored without the secrets, and keep them when left blank', async () => {
    const puts: unknown[] = [];
    server = fakeApi({
      ...list,
      'GET /v1/companies/bank-accounts/ba-1/psp': () => ({ status: 200, body: saved }),
      'PUT /v1/companies/bank-accounts/ba-1/psp': (request) => {
        puts.push(request.body);
        return { status: 200, body: saved };
      },
    });
    renderCompanyArea('contas-bancarias');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Configurar PSP de Itaú movimento' }),
    );
    // Looked up once the stored settings are in: the drawer's content is drawn anew then.
    expect(await screen.findByDisplayValue(saved.webhook_url)).toBeVisible();
    const dialog = screen.getByRole('dialog', { name: 'PSP da conta Itaú movimento' });
    expect(within(dialog).getByLabelText(/Client secret/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/Client secret/)).toHaveAttribute(
      'placeholder',
      'Guardado. Digite outro para trocar.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      base_url: saved.base_url,
      client_id: saved.client_id,
      fine_basis_points: 200,
      interest_basis_points_month: 100,
    });
  });

  it('should not offer the PSP to a financeiro', async () => {
    server = fakeApi(list);
    const token = fakeToken({ memberOf: [{ company_id: 'company-1', role: 'finance' }] });
    renderCompanyArea('contas-bancarias', demoAccount({ access_token: token }));
    expect(await screen.findByText('Itaú movimento')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Configurar PSP/ })).toBeNull();
  });
});
