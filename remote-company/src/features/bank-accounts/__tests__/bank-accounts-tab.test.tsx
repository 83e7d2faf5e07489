import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatBRL } from 'shared/format';
import { fakeApi } from 'shared/testing';
import { bankAccount } from '../../../testing/bank-account';
import { renderCompanyArea } from '../../../testing/render-company-area';
import { findBank } from '../brazilian-banks';
import { parseSignedBrlToCents } from '../bank-account-schema';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const account = bankAccount({
  opening_balance_cents: 150_000,
  pix_key_type: null,
  pix_key: null,
  charge_default: false,
});

describe('bank accounts tab', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => server?.restore());

  it('should list each account with its bank, numbers, type, saldo atual and previsto', async () => {
    server = fakeApi({
      'GET /v1/companies/bank-accounts': () => ({
        status: 200,
        body: [account, { ...account, id: 'ba-2', name: 'Cartão', type: 'cartao_credito' }],
      }),
      'GET /v1/companies/bank-accounts/balances': () => ({
        status: 200,
        body: {
          as_of: '2026-11-24',
          until: '2026-11-30',
          data: [
            {
              bank_account_id: 'ba-1',
              current_balance_cents: 136_500,
              projected_balance_cents: 99_500,
            },
            {
              bank_account_id: 'ba-2',
              current_balance_cents: -12_000,
              projected_balance_cents: -12_000,
            },
          ],
        },
      }),
    });
    renderCompanyArea('contas-bancarias');
    const table = await screen.findByRole('table', { name: 'Contas bancárias' });
    expect(
      within(table).getByRole('columnheader', { name: 'Saldo previsto (até 30/11/26)' }),
    ).toBeVisible();
    const rows = within(table).getAllByRole('row');
    await waitFor(() =>
      expect(
        within(rows[1]!)
          .getAllByRole('cell')
          .slice(0, 6)
          .map((cell) => cell.textContent),
      ).toEqual([
        'Itaú movimento',
        '341 · Itaú Unibanco',
        '1234 / 56789-0',
        'Conta corrente',
        'R$\u00a01.365,00',
        'R$\u00a0995,00',
      ]),
    );
    const card = within(rows[2]!).getAllByRole('cell');
    expect(card[3]).toHaveTextContent('Cartão de crédito');
    expect(card[4]!.textContent).toBe(formatBRL(-12_000));
  });

  it('should show each account against its last statement: reconciled, a difference, none', async () => {
    const statement = {
      batch_id: '6f1d5f9e-3c1b-4c55-9a57-0a3b9d1f2c01',
      imported_at: '2026-11-03T12:00:00.000Z',
      file_name: 'itau-out.ofx',
      end_date: '2026-10-31',
      balance_cents: 136_500,
      balance_date: '2026-10-31',
    };
    server = fakeApi({
      'GET /v1/companies/bank-accounts': () => ({
        status: 200,
        body: [
          account,
          { ...account, id: 'ba-2', name: 'Nubank' },
          { ...account, id: 'ba-3', name: 'Caixa' },
        ],
      }),
      'GET /v1/companies/bank-accounts/reconciliation': () => ({
        status: 200,
        body: {
          data: [
            {
              bank_account_id: 'ba-1',
              bank_account_name: 'Itaú movimento',
              last_statement: statement,
              fluxo_balance_cents: 136_500,
              difference_cents: 0,
              unreconciled_count: 0,
            },
            {
              bank_account_id: 'ba-2',
              bank_account_name: 'Nubank',
              last_statement: { ...statement, file_name: 'nubank.ofx', balance_cents: 50_000 },
              fluxo_balance_cents: 45_000,
              difference_cents: 5_000,
              unreconciled_count: 2,
            },
            {
              bank_account_id: 'ba-3',
              bank_account_name: 'Caixa',
              last_statement: null,
              fluxo_balance_cents: null,
              difference_cents: null,
              unreconciled_count: 0,
            },
          ],
        },
      }),
    });
    renderCompanyArea('contas-bancarias');
    const table = await screen.findByRole('table', { name: 'Contas bancárias' });
    expect(within(table).getByRole('columnheader', { name: 'Conciliação' })).toBeVisible();
    const row = (name: string) =>
      within(table)
        .getAllByRole('row')
        .find((candidate) => within(candidate).queryByText(name) !== null)!;
    await waitFor(() =>
      expect(within(row('Itaú movimento')).getByText('Conciliado até 31/10/2026')).toBeVisible(),
    );
    expect(row('Itaú movimento')).toHaveTextContent('Último extrato: 31/10/2026 (itau-out.ofx)');
    const nubank = row('Nubank');
    expect(nubank.textContent?.replace(/\s+/g, ' ')).toContain(
      'Saldo do extrato R$ 500,00 · Saldo no Fluxo R$ 450,00 · Diferença R$ 50,00',
    );
    expect(within(nubank).getByText('2 lançamentos a conciliar')).toBeVisible();
    const caixa = row('Caixa');
    expect(within(caixa).getByText('Nenhum extrato importado')).toBeVisible();
    expect(within(caixa).getByRole('link', { name: 'Importar extrato' })).toHaveAttribute(
      'href',
      '/importacao',
    );
  });

  it('should keep the list when the balances cannot be read, saying so in their cells', async () => {
    server = fakeApi({
      'GET /v1/companies/bank-accounts': () => ({ status: 200, body: [account] }),
      'GET /v1/companies/bank-accounts/balances': () => 'network-error',
    });
    renderCompanyArea('contas-bancarias');
    const table = await screen.findByRole('table', { name: 'Contas bancárias' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    await waitFor(() => expect(cells[4]).toHaveTextContent('Indisponível'));
    expect(cells[0]).toHaveTextContent('Itaú movimento');
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
    const bank = within(dialog).getByRole('combobox', { name: /Banco/ });
    // One key at a time: the combobox rewrites its input as it filters, and user-event (not a
    // browser) then types over a stale selection; each call puts the caret back at the end.
    for (const key of 'itau') await userEvent.type(bank, key);
    // Itaú Consignado, Itaú BBA… hold the word too: the bank meant is first, so arrow and Enter
    // choose it.
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('option')
          .filter((option) => option.dataset['scope'] === 'combobox')[0],
      ).toHaveTextContent('341 – Itaú Unibanco'),
    );
    await userEvent.click(
      await within(dialog).findByRole('option', { name: '341 – Itaú Unibanco' }),
    );
    expect(bank).toHaveValue('341 – Itaú Unibanco');
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

  it('should find any participant of the Central Bank list by its code or its published name', async () => {
    server = fakeApi({ 'GET /v1/companies/bank-accounts': () => ({ status: 200, body: [] }) });
    renderCompanyArea('contas-bancarias');
    await userEvent.click(await screen.findByRole('button', { name: 'Nova conta bancária' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova conta bancária' });
    const bank = within(dialog).getByRole('combobox', { name: /Banco/ });
    await userEvent.click(bank);
    // Opened empty it offers the first ones and says how to reach the rest.
    expect(await within(dialog).findByText(/para ver os outros dos \d{3} bancos/)).toBeVisible();
    // "J.P. Morgan" was never among the hand-picked banks; the Central Bank's long name finds it.
    for (const key of 'morgan') await userEvent.type(bank, key);
    expect(
      await within(dialog).findByRole('option', { name: '376 – BANCO J.P. MORGAN S.A.' }),
    ).toBeVisible();
    await userEvent.clear(bank);
    for (const key of '654') await userEvent.type(bank, key);
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('option')
          .filter((option) => option.dataset['scope'] === 'combobox')
          .map((option) => option.textContent),
      ).toEqual(['654 – BANCO DIGIMAIS S.A.']),
    );
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
