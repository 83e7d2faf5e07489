import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportBatch, StatementPreview } from 'shared/contracts';
import { demoAccount, fakeApi, renderWithProviders } from 'shared/testing';
import { readPreviewStream } from '../api/upload-statement';
import { StatementImportPage } from '../components/statement-import-page';
import { stepText } from '../../../components/upload-progress';

const ACCOUNT = '00000000-0000-4000-8000-000000000401';
const ENERGY = '00000000-0000-4000-8000-000000000501';
const FEE_A = '00000000-0000-4000-8000-000000000502';
const FEE_B = '00000000-0000-4000-8000-000000000503';
const SALES = '00000000-0000-4000-8000-000000000601';
const BATCH = '00000000-0000-4000-8000-000000000701';

const candidate = (movement_id: string, description: string, reason: string) => ({
  movement_id,
  description,
  due_date: '2026-01-03',
  amount_cents: 15000,
  open_cents: 15000,
  score: 90,
  reason,
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
  bank_account: { id: ACCOUNT, name: 'Itaú' },
  recognised: true,
  csv: null,
  counts: {
    total: 4,
    new: 1,
    duplicate: 1,
    matched: 2,
    received: 0,
    transfer: 0,
    skipped: 0,
    ready: 0,
  },
  auto_reconcile: null,
  lines: [
    {
      line: 39,
      date: '2026-01-05',
      description: 'PAG BOLETO ENERGIA',
      amount_cents: -15000,
      dedupe_key: 'fitid:1',
      state: 'matched',
      proposed_movement_id: ENERGY,
      tie: false,
      candidates: [
        candidate(
          ENERGY,
          'Energia elétrica',
          "mesmo valor, vencimento 2 dias antes, 'ENERGIA' na descrição",
        ),
      ],
      received: null,
      suggested_category_id: null,
      document: null,
      suggested_contact: null,
      new_contact_name: null,
      transfer: null,
      suggestion: null,
      ready: false,
    },
    {
      line: 47,
      date: '2026-01-06',
      description: 'PIX RECEBIDO PADARIA',
      amount_cents: 250000,
      dedupe_key: 'fitid:2',
      state: 'new',
      proposed_movement_id: null,
      tie: false,
      candidates: [],
      received: null,
      suggested_category_id: SALES,
      document: null,
      suggested_contact: null,
      new_contact_name: null,
      transfer: null,
      suggestion: null,
      ready: false,
    },
    {
      line: 55,
      date: '2026-01-07',
      description: 'TARIFA',
      amount_cents: -3990,
      dedupe_key: 'fitid:3',
      state: 'matched',
      proposed_movement_id: null,
      tie: true,
      candidates: [
        candidate(FEE_A, 'Tarifa A', 'mesmo valor, vencimento no mesmo dia'),
        candidate(FEE_B, 'Tarifa B', 'mesmo valor, vencimento no mesmo dia'),
      ],
      received: null,
      suggested_category_id: null,
      document: null,
      suggested_contact: null,
      new_contact_name: null,
      transfer: null,
      suggestion: null,
      ready: false,
    },
    {
      line: 63,
      date: '2026-01-08',
      description: 'JA IMPORTADA',
      amount_cents: -100,
      dedupe_key: '2026-01-08|-100|JA IMPORTADA|1',
      state: 'duplicate',
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
    },
  ],
};

/** The streamed preview's body: a progress line, then the result. */
const streamed = (body: unknown) =>
  `${JSON.stringify({ type: 'progress', step: 'read', done: 4, total: 4 })}\n${JSON.stringify({ type: 'result', preview: body })}\n`;

const batch: ImportBatch = {
  id: BATCH,
  bank_account: { id: ACCOUNT, name: 'Itaú' },
  file_name: 'itau.ofx',
  format: 'ofx',
  user_name: 'Ana',
  paid_count: 2,
  created_count: 1,
  ignored_count: 0,
  duplicate_count: 1,
  reconciled_count: 0,
  transfer_count: 0,
  created_at: '2026-01-10T12:00:00.000Z',
  undone_at: null,
};

function serve(
  sent: unknown[],
  previewBody: StatementPreview = preview,
  answer: ImportBatch = batch,
) {
  let batches: ImportBatch[] = [];
  return fakeApi({
    'GET /v1/companies/bank-accounts': () => ({
      status: 200,
      body: [{ id: ACCOUNT, name: 'Itaú' }],
    }),
    'GET /v1/companies/categories': () => ({
      status: 200,
      body: [
        { id: SALES, parent_id: null, type: 'receita', code: '1.01', name: 'Vendas', active: true },
      ],
    }),
    'GET /v1/companies/imports/batches': () => ({ status: 200, body: batches }),
    'POST /v1/companies/imports/statements/preview/stream': () => ({
      status: 200,
      body: streamed(previewBody),
    }),
    'POST /v1/companies/imports/statements': (request) => {
      sent.push(JSON.parse(String((request.body as FormData).get('payload'))));
      batches = [answer];
      return { status: 201, body: answer };
    },
    [`POST /v1/companies/imports/batches/${BATCH}/undo`]: () => ({
      status: 409,
      body: {
        statusCode: 409,
        message:
          "Não é possível desfazer a importação: desde então, o pagamento de 'PAG BOLETO ENERGIA' foi estornado. Desfaça essas alterações primeiro.",
      },
    }),
  });
}

describe('statement import page', () => {
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

  it('should preview the lines with their state and reason, and confirm the choices made', async () => {
    const sent: unknown[] = [];
    server = serve(sent);
    const user = userEvent.setup();
    renderWithProviders(<StatementImportPage />, { account: demoAccount(), route: '/importacao' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Importação de extrato' }),
    ).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Arquivo do extrato'),
      new File(['<OFX>'], 'itau.ofx', { type: 'application/x-ofx' }),
    );
    expect(
      await screen.findByText('4 linhas: 1 novas, 2 conciliáveis, 1 duplicadas.'),
    ).toBeInTheDocument();
    // The file's bank by its name in the Central Bank's list, not "banco 0341".
    expect(
      screen.getByText('Reconhecida pelo arquivo (Itaú Unibanco (341), conta 12345-6).'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Linhas do extrato' });
    expect(
      within(table).getByText("mesmo valor, vencimento 2 dias antes, 'ENERGIA' na descrição"),
    ).toBeInTheDocument();
    expect(
      within(table).getByText(/Empate: 2 movimentações combinam igualmente/),
    ).toBeInTheDocument();
    expect(within(table).getByText('Já importada: fica de fora.')).toBeInTheDocument();
    expect(within(table).getByLabelText('Categoria do movimento da linha 47')).toHaveValue(SALES);
    await user.selectOptions(
      within(table).getByLabelText('O que fazer com a linha 55'),
      `pay:${FEE_B}`,
    );
    await user.click(screen.getByRole('button', { name: 'Confirmar importação' }));
    expect(
      await screen.findByText(/Importação concluída: 2 baixa\(s\), 1 movimento\(s\) criado\(s\)/),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        bank_account_id: ACCOUNT,
        decisions: [
          { line: 39, action: 'pay', movement_id: ENERGY },
          { line: 47, action: 'create', category_id: SALES },
          { line: 55, action: 'pay', movement_id: FEE_B },
        ],
      },
    ]);
    const batches = await screen.findByRole('table', { name: 'Importações' });
    await user.click(within(batches).getByRole('button', { name: /Desfazer importação/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "o pagamento de 'PAG BOLETO ENERGIA' foi estornado",
    );
    // A long user journey on a shared 2-core machine: give it room beyond jest's 5 s.
  }, 30_000);

  it('should show a Pix already received as such and reconcile it with its payment', async () => {
    const PAYMENT = '00000000-0000-4000-8000-000000000801';
    const E2E = 'E12345678202601101430aBcDeFgHiJk';
    const reason = `Pix ${E2E} já recebido pela cobrança de Maria Confeitaria, baixado em 10/01`;
    const sent: unknown[] = [];
    const reconciled = { ...batch, paid_count: 0, created_count: 0, reconciled_count: 1 };
    server = serve(
      sent,
      {
        ...preview,
        counts: {
          total: 1,
          new: 0,
          duplicate: 0,
          matched: 0,
          received: 1,
          transfer: 0,
          skipped: 0,
          ready: 0,
        },
        auto_reconcile: null,
        lines: [
          {
            ...preview.lines[1]!,
            description: `PIX RECEBIDO ${E2E}`,
            amount_cents: 32100,
            state: 'received',
            suggested_category_id: null,
            received: {
              payment_id: PAYMENT,
              movement_id: ENERGY,
              description: 'Festa de aniversário',
              contact_name: 'Maria Confeitaria',
              paid_on: '2026-01-10',
              score: 100,
              reason,
            },
          },
        ],
      },
      reconciled,
    );
    const user = userEvent.setup();
    renderWithProviders(<StatementImportPage />, { account: demoAccount(), route: '/importacao' });
    await user.upload(
      screen.getByLabelText('Arquivo do extrato'),
      new File(['<OFX>'], 'itau.ofx', { type: 'application/x-ofx' }),
    );
    expect(
      await screen.findByText('1 linhas: 0 novas, 0 conciliáveis, 0 duplicadas, 1 já registradas.'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Linhas do extrato' });
    expect(within(table).getByText('Já recebida')).toBeInTheDocument();
    expect(
      within(table).getByText(`${reason}. Já está registrado: nada será pago de novo.`),
    ).toBeInTheDocument();
    const action = within(table).getByLabelText('O que fazer com a linha 47');
    expect(action).toHaveValue('reconcile');
    expect(
      within(action).getByRole('option', {
        name: /^Conciliar com o recebimento de Maria Confeitaria \(baixado em /,
      }),
    ).toBeInTheDocument();
    expect(within(action).queryByRole('option', { name: 'Criar movimento' })).toBeNull();
    expect(screen.getByText(/1 já registrada\(s\) a conciliar/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmar importação' }));
    expect(
      await screen.findByText(
        'Importação concluída: 0 baixa(s), 0 movimento(s) criado(s), 0 ignorada(s), 1 conciliada(s) com pagamentos já registrados.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        bank_account_id: ACCOUNT,
        decisions: [{ line: 47, action: 'reconcile', payment_id: PAYMENT }],
      },
    ]);
    const batches = await screen.findByRole('table', { name: 'Importações' });
    expect(within(batches).getByText(/1 já registrada\(s\)$/)).toBeInTheDocument();
  }, 30_000);

  it('should call a débito recorded by hand already paid, and reconcile it with that payment', async () => {
    const PAYMENT = '00000000-0000-4000-8000-000000000802';
    const reason =
      "Pagamento de R$ 321,00 de 'Aluguel' já registrado nesta conta em 09/01/2026, 1 dia(s) de diferença";
    server = serve([], {
      ...preview,
      counts: { ...preview.counts, total: 1, new: 0, matched: 0, received: 1 },
      auto_reconcile: null,
      lines: [
        {
          ...preview.lines[1]!,
          description: 'PAG BOLETO IMOBILIARIA',
          amount_cents: -32100,
          state: 'received',
          suggested_category_id: null,
          received: {
            payment_id: PAYMENT,
            movement_id: ENERGY,
            description: 'Aluguel',
            contact_name: null,
            paid_on: '2026-01-09',
            score: 90,
            reason,
          },
        },
      ],
    });
    const user = userEvent.setup();
    renderWithProviders(<StatementImportPage />, { account: demoAccount(), route: '/importacao' });
    await user.upload(
      screen.getByLabelText('Arquivo do extrato'),
      new File(['<OFX>'], 'itau.ofx', { type: 'application/x-ofx' }),
    );
    const table = await screen.findByRole('table', { name: 'Linhas do extrato' });
    expect(within(table).getByText('Já paga')).toBeInTheDocument();
    const action = within(table).getByLabelText(/O que fazer com a linha/);
    expect(action).toHaveValue('reconcile');
    expect(
      within(action).getByRole('option', {
        name: /^Conciliar com o pagamento de Aluguel \(baixado em /,
      }),
    ).toBeInTheDocument();
    expect(
      within(table).getByText(`${reason}. Já está registrado: nada será pago de novo.`),
    ).toBeInTheDocument();
    // Found by amount and day, not named by a Pix id: a coincidence can still become a movement.
    await user.selectOptions(action, 'create');
    expect(within(table).getByLabelText(/Categoria do movimento da linha/)).toBeInTheDocument();
  }, 30_000);

  it('should show the API message when the file cannot be read', async () => {
    server = fakeApi({
      'GET /v1/companies/bank-accounts': () => ({ status: 200, body: [] }),
      'GET /v1/companies/categories': () => ({ status: 200, body: [] }),
      'GET /v1/companies/imports/batches': () => ({ status: 200, body: [] }),
      'POST /v1/companies/imports/statements/preview/stream': () => ({
        status: 400,
        body: { statusCode: 400, message: 'Linha 3: a data "31/02/2026" não existe.' },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<StatementImportPage />, { account: demoAccount(), route: '/importacao' });
    await user.upload(screen.getByLabelText('Arquivo do extrato'), new File(['x'], 'a.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Linha 3: a data "31/02/2026" não existe.',
    );
    expect(await screen.findByText('Nenhuma importação ainda.')).toBeInTheDocument();
  });

  it('should ask for the columns of a CSV the API cannot map and read it again with them', async () => {
    const payloads: unknown[] = [];
    server = fakeApi({
      'GET /v1/companies/bank-accounts': () => ({ status: 200, body: [] }),
      'GET /v1/companies/categories': () => ({ status: 200, body: [] }),
      'GET /v1/companies/imports/batches': () => ({ status: 200, body: [] }),
      'POST /v1/companies/imports/statements/preview/stream': (request) => {
        const payload = JSON.parse(String((request.body as FormData).get('payload'))) as {
          csv_mapping?: unknown;
        };
        payloads.push(payload);
        return payload.csv_mapping
          ? {
              status: 200,
              body: streamed({
                ...preview,
                lines: [],
                csv: {
                  mapping: payload.csv_mapping,
                  columns: ['Coluna 1', 'Coluna 2', 'Coluna 3'],
                  source: 'given',
                },
              }),
            }
          : {
              status: 400,
              body: {
                statusCode: 400,
                message:
                  'Não foi possível identificar as colunas de data, descrição e valor do CSV. Indique qual coluna é cada uma.',
              },
            };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<StatementImportPage />, { account: demoAccount(), route: '/importacao' });
    await user.upload(
      screen.getByLabelText('Arquivo do extrato'),
      new File(['05/01/2026;PAG BOLETO;-150,00\n'], 'itau.csv', { type: 'text/csv' }),
    );
    const panel = await screen.findByRole('group', { name: 'Colunas do CSV' });
    expect(within(panel).getByLabelText('Data')).toHaveValue('0');
    expect(within(panel).getByLabelText('Valor')).toHaveValue('2');
    await user.click(within(panel).getByRole('button', { name: 'Ler com estas colunas' }));
    expect(await screen.findByText(/4 linhas/)).toBeInTheDocument();
    expect(payloads.at(-1)).toEqual({
      csv_mapping: {
        header_row: null,
        date: 0,
        description: 1,
        amount: 2,
        debit: null,
        credit: null,
        id: null,
      },
    });
  }, 30_000);

  it('should say when the columns remembered for the account were applied, and keep them adjustable', async () => {
    const remembered = {
      header_row: 0,
      date: 0,
      description: 2,
      amount: 3,
      debit: null,
      credit: null,
      id: null,
    };
    server = fakeApi({
      'GET /v1/companies/bank-accounts': () => ({ status: 200, body: [] }),
      'GET /v1/companies/categories': () => ({ status: 200, body: [] }),
      'GET /v1/companies/imports/batches': () => ({ status: 200, body: [] }),
      'POST /v1/companies/imports/statements/preview/stream': () => ({
        status: 200,
        body: streamed({
          ...preview,
          format: 'csv',
          csv: {
            mapping: remembered,
            columns: ['Data', 'Lançamento', 'Detalhe', 'Valor'],
            source: 'saved',
          },
        }),
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<StatementImportPage />, { account: demoAccount(), route: '/importacao' });
    await user.upload(
      screen.getByLabelText('Arquivo do extrato'),
      new File(['Data;Lançamento;Detalhe;Valor\n'], 'nubank.csv', { type: 'text/csv' }),
    );
    const panel = await screen.findByRole('group', { name: 'Colunas do CSV' });
    expect(
      within(panel).getByText(
        'Colunas lembradas da última importação desta conta. Ajuste se o arquivo mudou.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByLabelText('Descrição')).toHaveValue('2');
    await user.selectOptions(within(panel).getByLabelText('Descrição'), '1');
    expect(within(panel).getByLabelText('Descrição')).toHaveValue('1');
  }, 30_000);

  it('should offer to register the client whose CPF is in the text, and send it on confirming', async () => {
    const sent: unknown[] = [];
    const withDocument: StatementPreview = {
      ...preview,
      lines: preview.lines.map((line) =>
        line.line === 47
          ? {
              ...line,
              description: 'PIX RECEBIDO 529.982.247-25 PADARIA',
              document: '52998224725',
              new_contact_name: 'PADARIA',
            }
          : line,
      ),
    };
    server = serve(sent, withDocument);
    const user = userEvent.setup();
    renderWithProviders(<StatementImportPage />, { account: demoAccount(), route: '/importacao' });
    await user.upload(
      screen.getByLabelText('Arquivo do extrato'),
      new File(['<OFX>'], 'itau.ofx', { type: 'application/x-ofx' }),
    );
    const offer = await screen.findByRole('checkbox', {
      name: 'Cadastrar cliente PADARIA (529.982.247-25)',
    });
    expect(offer).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Confirmar importação' }));
    await screen.findByText(/Importação concluída/);
    expect(sent).toEqual([
      expect.objectContaining({
        decisions: expect.arrayContaining([
          { line: 47, action: 'create', category_id: SALES, create_contact: true },
        ]),
      }),
    ]);
  }, 30_000);
});

describe('statement import progress', () => {
  it('should put the server’s step and counts into words', () => {
    expect(stepText({ step: 'match', done: 4000, total: 10000 })).toBe(
      '4.000 de 10.000 linhas conciliadas com as movimentações em aberto',
    );
  });

  it('should read the streamed preview, or the error it ended with', () => {
    expect(readPreviewStream(streamed(preview))).toEqual(preview);
    const failed = `${JSON.stringify({ type: 'progress', step: 'read', done: 1, total: 1 })}\n${JSON.stringify({ type: 'error', statusCode: 400, message: 'Linha 9: valor inválido.' })}\n`;
    expect(() => readPreviewStream(failed)).toThrow(
      expect.objectContaining({ statusCode: 400, message: 'Linha 9: valor inválido.' }),
    );
    expect(() =>
      readPreviewStream('{"type":"progress","step":"read","done":1,"total":2}\n'),
    ).toThrow(
      expect.objectContaining({
        message: 'A leitura do extrato foi interrompida. Envie o arquivo de novo.',
      }),
    );
  });
});
