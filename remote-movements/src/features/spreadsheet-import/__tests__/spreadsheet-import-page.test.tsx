import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SpreadsheetBatch, SpreadsheetMapping, SpreadsheetPreview } from 'shared/contracts';
import { demoAccount, fakeApi, fakeToken, renderWithProviders } from 'shared/testing';
import { SpreadsheetImportPage } from '../components/spreadsheet-import-page';

const BATCH = '00000000-0000-4000-8000-000000000801';
const BASE = '/v1/companies/spreadsheet-imports';

const mapping: SpreadsheetMapping = {
  type: 0,
  description: 1,
  amount: 2,
  due_date: 3,
  competence_date: 4,
  category: 5,
  cost_center: 6,
  contact: 7,
  bank_account: 8,
  document_number: 9,
  notes: 10,
  paid_on: 11,
  contact_document: 12,
};

const preview: SpreadsheetPreview = {
  format: 'csv',
  file_name: 'contas.csv',
  columns: ['Tipo', 'Descrição', 'Valor', 'Vencimento', 'Competência', 'Categoria'],
  mapping,
  mapping_error: null,
  counts: { total: 3, valid: 2, rejected: 1, receita_cents: 80_000, despesa_cents: 350_000 },
  rows: [
    {
      line: 2,
      type: 'despesa',
      description: 'Aluguel abril',
      amount_cents: 350_000,
      due_date: '2026-04-10',
      competence_date: '2026-04-10',
      category: 'Aluguel',
      category_reason: null,
      cost_center: 'Obras',
      contact: 'Construtora Lima',
      bank_account: 'Itaú',
      paid_on: '2026-04-10',
    },
    {
      line: 4,
      type: 'receita',
      description: 'Serviço prestado',
      amount_cents: 80_000,
      due_date: '2026-05-12',
      competence_date: '2026-05-12',
      category: '1.02 Serviços',
      category_reason: "3 das últimas 3 'Serviço prestado' foram em 1.02 Serviços.",
      cost_center: null,
      contact: null,
      bank_account: null,
      paid_on: null,
    },
  ],
  errors: [{ line: 3, field: 'Vencimento', message: 'a data 31/02/2026 não existe.' }],
  errors_truncated: false,
  new_contacts: [
    { name: 'Construtora Lima', document: '12345678000195', is_supplier: true, is_client: false },
  ],
  new_cost_centers: ['Obras'],
};

const batch: SpreadsheetBatch = {
  id: BATCH,
  file_name: 'contas.csv',
  format: 'csv',
  user_name: 'Ana',
  created_count: 2,
  paid_count: 1,
  rejected_count: 1,
  contacts_created: 1,
  cost_centers_created: 1,
  created_at: '2026-05-10T12:00:00.000Z',
  undone_at: null,
};

const payloadOf = (request: { body?: unknown }) =>
  JSON.parse(String((request.body as FormData).get('payload'))) as Record<string, unknown>;

describe('spreadsheet import page', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  let downloads: string[];
  beforeEach(() => {
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    // jsdom has no object URLs and cannot follow a download link: record what would be saved.
    downloads = [];
    URL.createObjectURL = jest.fn(() => 'blob:sheet');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
  });
  afterEach(() => {
    server?.restore();
    server = undefined;
    jest.restoreAllMocks();
  });

  it('should show valid and rejected rows, what will be created, and import as a batch', async () => {
    const sent: unknown[] = [];
    let batches: SpreadsheetBatch[] = [];
    server = fakeApi({
      [`GET ${BASE}/batches`]: () => ({ status: 200, body: batches }),
      [`GET ${BASE}/template`]: () => ({ status: 200, body: new Blob(['x']) }),
      [`POST ${BASE}/preview`]: () => ({ status: 200, body: preview }),
      [`POST ${BASE}/rejected`]: (request) => {
        sent.push({ rejected: payloadOf(request) });
        return { status: 200, body: new Blob(['x']) };
      },
      [`POST ${BASE}`]: (request) => {
        sent.push(payloadOf(request));
        batches = [batch];
        return { status: 201, body: batch };
      },
      [`POST ${BASE}/batches/${BATCH}/undo`]: () => ({
        status: 409,
        body: {
          statusCode: 409,
          message:
            "Não é possível desfazer a importação: desde então, a movimentação 'Aluguel abril' foi alterada. Desfaça essas alterações primeiro.",
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SpreadsheetImportPage />, {
      account: demoAccount(),
      route: '/movimentacoes/importacao',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Importar planilha' })).toBeVisible();
    expect(await screen.findByText('Nenhuma planilha importada ainda.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Baixar modelo XLSX' }));
    expect(downloads).toEqual(['modelo-importacao.xlsx']);

    await user.upload(
      screen.getByLabelText('Planilha de movimentações'),
      new File(['Tipo;Descrição'], 'contas.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('3 linhas: 2 válidas, 1 rejeitada.')).toBeInTheDocument();
    const errors = screen.getByRole('table', { name: 'Linhas rejeitadas' });
    expect(
      within(errors).getByRole('row', { name: /3 Vencimento a data 31\/02\/2026 não existe/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Fornecedor: Construtora Lima (12.345.678/0001-95)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Centro de custo: Obras')).toBeInTheDocument();
    const rows = screen.getByRole('table', { name: 'Linhas válidas' });
    expect(within(rows).getByText('Aluguel abril')).toBeInTheDocument();
    // A row that left its category empty shows the one suggested, and why.
    expect(
      within(rows).getByText(
        "Sugerida: 3 das últimas 3 'Serviço prestado' foram em 1.02 Serviços.",
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Baixar linhas rejeitadas (CSV)' }));
    expect(downloads).toEqual(['modelo-importacao.xlsx', 'linhas-rejeitadas.csv']);

    await user.click(screen.getByRole('button', { name: 'Importar 2 movimentações' }));
    expect(
      await screen.findByText(
        'Importação concluída: 2 movimentações criadas; 1 linha rejeitada ficou de fora.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ rejected: {} }, { expected_rows: 2 }]);
    expect(screen.getByRole('link', { name: 'Ver movimentações' })).toHaveAttribute(
      'href',
      '/movimentacoes',
    );

    const list = await screen.findByRole('table', { name: 'Importações de planilha' });
    await user.click(within(list).getByRole('button', { name: /Desfazer importação/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "a movimentação 'Aluguel abril' foi alterada",
    );
  }, 30_000);

  it('should ask for the columns when the header is not recognised and read again with them', async () => {
    const payloads: Record<string, unknown>[] = [];
    server = fakeApi({
      [`GET ${BASE}/batches`]: () => ({ status: 200, body: [] }),
      [`POST ${BASE}/preview`]: (request) => {
        const payload = payloadOf(request);
        payloads.push(payload);
        const unmapped = Object.fromEntries(
          Object.keys(mapping).map((field) => [field, null]),
        ) as SpreadsheetMapping;
        return payload.mapping
          ? { status: 200, body: { ...preview, mapping: payload.mapping } }
          : {
              status: 200,
              body: {
                ...preview,
                columns: ['Natureza', 'Histórico', 'Quanto', 'Quando', 'Plano'],
                mapping: unmapped,
                mapping_error:
                  "Não encontramos as colunas 'Tipo', 'Descrição', 'Valor', 'Vencimento', 'Categoria': indique na correspondência de colunas qual coluna da planilha tem cada uma.",
                counts: { total: 0, valid: 0, rejected: 0, receita_cents: 0, despesa_cents: 0 },
                rows: [],
                errors: [],
              },
            };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SpreadsheetImportPage />, {
      account: demoAccount(),
      route: '/movimentacoes/importacao',
    });
    await user.upload(
      screen.getByLabelText('Planilha de movimentações'),
      new File(['Natureza;Histórico'], 'outra.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/Não encontramos as colunas 'Tipo'/);
    const panel = screen.getByRole('group', { name: 'Correspondência de colunas' });
    for (const [label, column] of [
      ['Tipo', 'Natureza'],
      ['Descrição', 'Histórico'],
      ['Valor', 'Quanto'],
      ['Vencimento', 'Quando'],
      ['Categoria', 'Plano'],
    ] as const) {
      await user.selectOptions(within(panel).getByLabelText(new RegExp(`^${label}`)), column);
    }
    await user.click(within(panel).getByRole('button', { name: 'Ler com estas colunas' }));
    expect(await screen.findByText('3 linhas: 2 válidas, 1 rejeitada.')).toBeInTheDocument();
    expect(payloads.at(-1)).toEqual({
      mapping: {
        ...Object.fromEntries(Object.keys(mapping).map((field) => [field, null])),
        type: 0,
        description: 1,
        amount: 2,
        due_date: 3,
        category: 4,
      },
    });
  }, 30_000);

  it('should show the API message when the file is not a spreadsheet', async () => {
    server = fakeApi({
      [`GET ${BASE}/batches`]: () => ({ status: 200, body: [] }),
      [`POST ${BASE}/preview`]: () => ({
        status: 400,
        body: {
          statusCode: 400,
          message: 'O arquivo não é uma planilha: envie um CSV ou um XLSX (Excel), como o modelo.',
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SpreadsheetImportPage />, {
      account: demoAccount(),
      route: '/movimentacoes/importacao',
    });
    await user.upload(
      screen.getByLabelText('Planilha de movimentações'),
      new File(['%PDF-1.4'], 'extrato.csv'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('O arquivo não é uma planilha');
    expect(screen.queryByRole('button', { name: /Importar/ })).not.toBeInTheDocument();
  }, 30_000);

  it('should let a viewer list the imports but not import or undo', async () => {
    server = fakeApi({ [`GET ${BASE}/batches`]: () => ({ status: 200, body: [batch] }) });
    renderWithProviders(<SpreadsheetImportPage />, {
      account: demoAccount({
        access_token: fakeToken({ memberOf: [{ company_id: 'company-1', role: 'viewer' }] }),
      }),
      route: '/movimentacoes/importacao',
    });
    const list = await screen.findByRole('table', { name: 'Importações de planilha' });
    expect(within(list).getByText('Importada')).toBeInTheDocument();
    expect(screen.queryByLabelText('Planilha de movimentações')).not.toBeInTheDocument();
    expect(
      screen.getByText('Seu papel nesta empresa permite consultar as importações, não importar.'),
    ).toBeInTheDocument();
  });
});
