import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BankAccount } from 'shared/contracts';
import { fakeApi } from 'shared/testing';
import { renderCompanyArea } from '../../../testing/render-company-area';
import { findBank } from '../brazilian-banks';
import { parseSignedBrlToCents } from '../bank-account-schema';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const account: BankAccount = {
  id: 'ba-1',
  company_id: 'company-1',
  name: 'Itaú movimento',
  bank_code: '341',
  bank_name: 'Itaú Unibanco',
  agency: '1234',
  agency_digit: null,
  account_number: '56789',
  account_digit: '0',
  type: 'corrente',
  opening_balance_cents: 150_000,
  opening_balance_date: '2026-01-01',
  active: true,
  created_at: '2026-01-05T12:00:00.000Z',
  updated_at: '2026-01-05T12:00:00.000Z',
};

describe('bank accounts tab', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => server?.restore());

  it('should list each account with its bank, numbers, type and opening balance', async () => {
    server = fakeApi({
      'GET /v1/companies/bank-accounts': () => ({ status: 200, body: [account] }),
    });
    renderCompanyArea('contas-bancarias');
    const table = await screen.findByRole('table', { name: 'Contas bancárias' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.slice(0, 5).map((cell) => cell.textContent)).toEqual([
      'Itaú movimento',
      '341 · Itaú Unibanco',
      '1234 / 56789-0',
      'Conta corrente',
      'R$\u00a01.500,00',
    ]);
  });

  it('should refuse letters in the account number, then send the bank by code and cents', async () => {
    const bodies: unknown[] = [];
    server = fakeApi({
      'GET /v1/companies/bank-accounts': () => ({ status: 200, body: [] }),
      'POST /v1/companies/bank-accounts': (request) => {
        bodies.push(request.body);
        return { status: 201, body: account };
      },
    });
    renderCompanyArea('contas-bancarias');
    await userEvent.click(await screen.findByRole('button', { name: 'Nova conta bancária' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova conta bancária' });
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });

    await userEvent.type(field(/Nome da conta/), 'Itaú movimento');
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Banco/ }), '341 – Itaú');
    await userEvent.type(field(/^Agência/), '1234');
    await userEvent.type(field(/^Conta/), '56A89');
    await userEvent.type(field(/Dígito da conta/), '0');
    await userEvent.clear(field(/Saldo inicial/));
    await userEvent.type(field(/Saldo inicial/), '-1.500,25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('A conta tem só números (até 20)')).toBeVisible();
    expect(bodies).toHaveLength(0);

    await userEvent.clear(field(/^Conta/));
    await userEvent.type(field(/^Conta/), '56789');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      bank_code: '341',
      bank_name: 'Itaú Unibanco',
      agency: '1234',
      agency_digit: null,
      account_number: '56789',
      account_digit: '0',
      type: 'corrente',
      opening_balance_cents: -150_025,
    });
  });

  it('should know banks by their COMPE code only', () => {
    expect(findBank('260 – Nu Pagamentos (Nubank)')?.name).toBe('Nu Pagamentos (Nubank)');
    expect(findBank('999')).toBeNull();
    expect(findBank('Itaú')).toBeNull();
  });

  it('should read signed pt-BR amounts into cents', () => {
    expect(parseSignedBrlToCents('1.234,56')).toBe(123_456);
    expect(parseSignedBrlToCents('-10')).toBe(-1000);
    expect(parseSignedBrlToCents('1,2,3')).toBeNull();
  });
});
