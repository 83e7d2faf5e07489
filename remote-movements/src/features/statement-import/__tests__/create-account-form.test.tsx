import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StatementPreview } from 'shared/contracts';
import { demoAccount, fakeApi, renderWithProviders } from 'shared/testing';
import { accountFromFile } from '../components/create-account-form';
import { StatementImportPage } from '../components/statement-import-page';

const NEW_ACCOUNT = '00000000-0000-4000-8000-000000000409';

const unrecognised: StatementPreview = {
  format: 'ofx',
  file: {
    name: 'santander.ofx',
    bank_code: '0033',
    bank_name: 'Santander',
    agency: '1234',
    account_number: '13001234-5',
  },
  bank_account: null,
  recognised: false,
  csv: null,
  counts: {
    total: 0,
    new: 0,
    duplicate: 0,
    matched: 0,
    received: 0,
    transfer: 0,
    skipped: 0,
    ready: 0,
  },
  auto_reconcile: null,
  lines: [],
};

/** The streamed preview's body: a progress line, then the result. */
const streamed = (body: unknown) =>
  `${JSON.stringify({ type: 'progress', step: 'read', done: 4, total: 4 })}\n${JSON.stringify({ type: 'result', preview: body })}\n`;

describe('create the account from the import screen', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => {
    server?.restore();
    server = undefined;
  });

  it('should read bank, agency, account and digit from what the file says', () => {
    expect(accountFromFile(unrecognised.file)).toEqual({
      name: 'Santander 13001234-5',
      bank_code: '033',
      bank_name: 'Santander',
      agency: '1234',
      account_number: '13001234',
      account_digit: '5',
    });
    expect(
      accountFromFile({
        name: 'x',
        bank_code: '341',
        bank_name: null,
        agency: null,
        account_number: '0341/987654',
      }),
    ).toMatchObject({
      bank_name: 'Banco 341',
      agency: '0341',
      account_number: '98765',
      account_digit: '4',
    });
  });

  it('should register the account prefilled from the file and read the statement with it', async () => {
    const created: unknown[] = [];
    const previews: unknown[] = [];
    server = fakeApi({
      'GET /v1/companies/bank-accounts': () => ({ status: 200, body: [] }),
      'GET /v1/companies/categories': () => ({ status: 200, body: [] }),
      'GET /v1/companies/imports/batches': () => ({ status: 200, body: [] }),
      'POST /v1/companies/bank-accounts': (request) => {
        created.push(request.body);
        return { status: 201, body: { id: NEW_ACCOUNT, name: 'Santander PJ' } };
      },
      'POST /v1/companies/imports/statements/preview/stream': (request) => {
        const payload = JSON.parse(String((request.body as FormData).get('payload'))) as {
          bank_account_id?: string;
        };
        previews.push(payload);
        return {
          status: 200,
          body: streamed(
            payload.bank_account_id
              ? { ...unrecognised, bank_account: { id: NEW_ACCOUNT, name: 'Santander PJ' } }
              : unrecognised,
          ),
        };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<StatementImportPage />, { account: demoAccount(), route: '/importacao' });
    await user.upload(
      screen.getByLabelText('Arquivo do extrato'),
      new File(['<OFX>'], 'santander.ofx', { type: 'application/x-ofx' }),
    );
    const form = await screen.findByRole('form', { name: 'Cadastrar a conta do extrato' });
    expect(within(form).getByLabelText(/Código do banco/)).toHaveValue('033');
    expect(within(form).getByLabelText(/Agência/)).toHaveValue('1234');
    const name = within(form).getByLabelText(/Nome da conta/);
    await user.clear(name);
    await user.type(name, 'Santander PJ');
    await user.click(within(form).getByRole('button', { name: 'Cadastrar conta e continuar' }));
    await screen.findByText(/Pré-visualização/);
    await waitFor(() => expect(previews).toHaveLength(2));
    expect(created).toEqual([
      expect.objectContaining({
        name: 'Santander PJ',
        bank_code: '033',
        agency: '1234',
        account_number: '13001234',
        account_digit: '5',
        type: 'corrente',
        opening_balance_cents: 0,
      }),
    ]);
    expect(previews.at(-1)).toEqual({ bank_account_id: NEW_ACCOUNT });
    expect(screen.queryByRole('form', { name: 'Cadastrar a conta do extrato' })).toBeNull();
  }, 30_000);
});
