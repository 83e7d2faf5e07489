import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportBatch, PreviewLine, StatementPreview } from 'shared/contracts';
import { demoAccount, fakeApi, renderWithProviders } from 'shared/testing';
import { StatementImportPage } from '../components/statement-import-page';

const ITAU = '00000000-0000-4000-8000-000000000401';
const NUBANK = '00000000-0000-4000-8000-000000000402';
const INTER = '00000000-0000-4000-8000-000000000403';
const CLOSED = '00000000-0000-4000-8000-000000000404';
const TRANSFER = '00000000-0000-4000-8000-000000000901';
const BATCH = '00000000-0000-4000-8000-000000000701';

const RECORDED_REASON = 'Transferência de 05/01 já registrada no Fluxo: Itaú → Nubank';
const OWN_REASON = 'O texto traz o CNPJ da própria empresa (Pix para si mesma)';

const line = (overrides: Partial<PreviewLine>): PreviewLine => ({
  line: 1,
  date: '2026-01-05',
  description: 'TED',
  amount_cents: -50000,
  dedupe_key: 'k',
  state: 'new',
  proposed_movement_id: null,
  tie: false,
  candidates: [],
  received: null,
  suggested_category_id: null,
  document: null,
  suggested_contact: null,
  new_contact_name: null,
  transfer: null,
  suggestion: null,
  ready: false,
  ...overrides,
});

const preview: StatementPreview = {
  format: 'ofx',
  file: {
    name: 'itau.ofx',
    bank_code: '0341',
    bank_name: 'Itaú Unibanco',
    agency: null,
    account_number: '12345-6',
  },
  bank_account: { id: ITAU, name: 'Itaú' },
  recognised: true,
  csv: null,
  counts: {
    total: 2,
    new: 1,
    duplicate: 0,
    matched: 0,
    received: 0,
    transfer: 1,
    skipped: 0,
    ready: 1,
  },
  auto_reconcile: { enabled: true, min_confidence: 90 },
  lines: [
    line({
      line: 12,
      description: 'TED ENVIADA NUBANK',
      dedupe_key: 'fitid:12',
      state: 'transfer',
      transfer: {
        kind: 'recorded',
        transfer_id: TRANSFER,
        other_account: { id: NUBANK, name: 'Nubank' },
        reason: RECORDED_REASON,
      },
      ready: true,
    }),
    line({
      line: 13,
      date: '2026-01-06',
      description: 'PIX RECEBIDO 11.222.333/0001-81 FLUXO LTDA',
      amount_cents: 100000,
      dedupe_key: 'fitid:13',
      transfer: { kind: 'own', transfer_id: null, other_account: null, reason: OWN_REASON },
    }),
  ],
};

const batch: ImportBatch = {
  id: BATCH,
  bank_account: { id: ITAU, name: 'Itaú' },
  file_name: 'itau.ofx',
  format: 'ofx',
  user_name: 'Ana',
  paid_count: 0,
  created_count: 0,
  ignored_count: 0,
  duplicate_count: 0,
  reconciled_count: 0,
  transfer_count: 2,
  created_at: '2026-01-10T12:00:00.000Z',
  undone_at: null,
};

const account = (id: string, name: string, active = true) => ({ id, name, active });

function serve(sent: unknown[]) {
  let batches: ImportBatch[] = [];
  return fakeApi({
    'GET /v1/companies/bank-accounts': () => ({
      status: 200,
      body: [
        account(ITAU, 'Itaú'),
        account(NUBANK, 'Nubank'),
        account(INTER, 'Inter'),
        account(CLOSED, 'Bradesco encerrada', false),
      ],
    }),
    'GET /v1/companies/categories': () => ({ status: 200, body: [] }),
    'GET /v1/companies/imports/batches': () => ({ status: 200, body: batches }),
    'POST /v1/companies/imports/statements/preview/stream': () => ({
      status: 200,
      body: `${JSON.stringify({ type: 'result', preview })}\n`,
    }),
    'POST /v1/companies/imports/statements': (request) => {
      sent.push(JSON.parse(String((request.body as FormData).get('payload'))));
      batches = [batch];
      return { status: 201, body: batch };
    },
  });
}

describe('statement import: transfers between the company’s accounts', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  beforeEach(() => {
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  });
  afterEach(() => {
    server?.restore();
    server = undefined;
    jest.restoreAllMocks();
  });

  it('should preselect a recorded transfer, refuse a transfer to itself without the other account, then send both', async () => {
    const sent: unknown[] = [];
    server = serve(sent);
    const user = userEvent.setup();
    renderWithProviders(<StatementImportPage />, { account: demoAccount(), route: '/importacao' });
    await user.upload(
      screen.getByLabelText('Arquivo do extrato'),
      new File(['<OFX>'], 'itau.ofx', { type: 'application/x-ofx' }),
    );
    expect(
      await screen.findByText(
        '2 linhas: 1 novas, 0 conciliáveis, 0 duplicadas, 1 transferência entre contas.',
      ),
    ).toBeInTheDocument();
    // The ready transfer counts among the ready lines; the one to choose an account is to review.
    expect(screen.getByText('1 de 2 prontas, 1 para revisar')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Linhas do extrato' });
    expect(within(table).getByText('Transferência')).toBeInTheDocument();
    expect(within(table).getByText(RECORDED_REASON)).toBeInTheDocument();
    expect(within(table).getByText(OWN_REASON)).toBeInTheDocument();

    expect(within(table).getByLabelText('O que fazer com a linha 12')).toHaveValue('transfer');
    expect(within(table).getByLabelText('Outra conta da transferência da linha 12')).toHaveValue(
      NUBANK,
    );
    expect(within(table).getByLabelText('O que fazer com a linha 13')).toHaveValue('transfer');
    const own = within(table).getByLabelText('Outra conta da transferência da linha 13');
    expect(own).toHaveValue('');
    // The statement's own account and a closed one are not where the money went.
    expect(
      within(own)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Escolha a conta de origem', 'Nubank', 'Inter']);
    expect(screen.getByText(/2 transferências entre contas$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirmar importação' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Escolha a outra conta das transferências entre contas (linha 13).',
    );
    expect(within(table).getByText('Escolha a outra conta da transferência.')).toBeInTheDocument();
    expect(own).toHaveAttribute('aria-invalid', 'true');
    expect(own).toHaveAccessibleDescription('Escolha a outra conta da transferência.');
    expect(sent).toEqual([]);

    await user.selectOptions(own, INTER);
    expect(within(table).queryByText('Escolha a outra conta da transferência.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirmar importação' }));
    expect(
      await screen.findByText(
        'Importação concluída: 0 baixa(s), 0 movimento(s) criado(s), 0 ignorada(s), 2 transferências entre contas.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        bank_account_id: ITAU,
        decisions: [
          { line: 12, action: 'transfer', other_account_id: NUBANK },
          { line: 13, action: 'transfer', other_account_id: INTER },
        ],
      },
    ]);
    const batches = await screen.findByRole('table', { name: 'Importações' });
    expect(within(batches).getByText(/· 2 transferências$/)).toBeInTheDocument();
  }, 30_000);

  it('should let a line be ignored instead, and made a transfer again with the account picked', async () => {
    const sent: unknown[] = [];
    server = serve(sent);
    const user = userEvent.setup();
    renderWithProviders(<StatementImportPage />, { account: demoAccount(), route: '/importacao' });
    await user.upload(
      screen.getByLabelText('Arquivo do extrato'),
      new File(['<OFX>'], 'itau.ofx', { type: 'application/x-ofx' }),
    );
    const table = await screen.findByRole('table', { name: 'Linhas do extrato' });
    const action = within(table).getByLabelText('O que fazer com a linha 13');
    await user.selectOptions(action, 'ignore');
    expect(within(table).queryByLabelText('Outra conta da transferência da linha 13')).toBeNull();
    await user.selectOptions(action, 'transfer');
    await user.selectOptions(
      within(table).getByLabelText('Outra conta da transferência da linha 13'),
      NUBANK,
    );
    await user.click(screen.getByRole('button', { name: 'Confirmar importação' }));
    await screen.findByText(/Importação concluída/);
    expect(sent).toEqual([
      expect.objectContaining({
        decisions: [
          { line: 12, action: 'transfer', other_account_id: NUBANK },
          { line: 13, action: 'transfer', other_account_id: NUBANK },
        ],
      }),
    ]);
  }, 30_000);
});
