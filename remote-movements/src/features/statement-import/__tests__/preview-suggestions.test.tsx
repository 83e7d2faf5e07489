import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LineSuggestion, PreviewLine, StatementPreview } from 'shared/contracts';
import { demoAccount, fakeApi, renderWithProviders } from 'shared/testing';
import { StatementImportPage } from '../components/statement-import-page';

const ACCOUNT = '00000000-0000-4000-8000-000000000401';
const ENERGY = '00000000-0000-4000-8000-000000000501';
const FEES = '00000000-0000-4000-8000-000000000502';
const CEMIG = '00000000-0000-4000-8000-000000000601';
const CENTRE = '00000000-0000-4000-8000-000000000701';
const RULE = '00000000-0000-4000-8000-000000000901';
const BATCH = '00000000-0000-4000-8000-000000000801';

const suggestion = (overrides: Partial<LineSuggestion>): LineSuggestion => ({
  source: 'rule',
  rule: { id: RULE, name: 'Energia' },
  ignore: false,
  category_id: ENERGY,
  contact: { id: CEMIG, name: 'CEMIG' },
  cost_center_id: CENTRE,
  description: 'Conta de luz',
  confidence: 100,
  reason: "Regra 'Energia'",
  ...overrides,
});

const line = (overrides: Partial<PreviewLine>): PreviewLine => ({
  line: 1,
  date: '2026-10-05',
  description: 'PAG BOLETO CEMIG',
  amount_cents: -18990,
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

const HISTORY_REASON = "12 das últimas 12 'TAR PACOTE' foram em 2.04.01 Tarifas bancárias";
const DISAGREED = "'PADARIA' foi para 3 categorias diferentes: escolha a da linha";

const preview = (autoReconcile: boolean): StatementPreview => ({
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
    total: 5,
    new: 4,
    duplicate: 1,
    matched: 0,
    received: 0,
    transfer: 0,
    skipped: 0,
    ready: 2,
  },
  auto_reconcile: { enabled: autoReconcile, min_confidence: 90 },
  lines: [
    line({
      line: 10,
      suggested_category_id: ENERGY,
      suggestion: suggestion({}),
      ready: true,
    }),
    line({
      line: 11,
      description: 'TAR PACOTE ITAU',
      amount_cents: -4990,
      suggested_category_id: FEES,
      suggestion: suggestion({
        source: 'history',
        rule: null,
        category_id: FEES,
        contact: null,
        cost_center_id: null,
        description: null,
        confidence: 82,
        reason: HISTORY_REASON,
      }),
    }),
    line({
      line: 12,
      description: 'TRANSF ENTRE CONTAS',
      suggestion: suggestion({
        rule: { id: RULE, name: 'Transferências' },
        ignore: true,
        category_id: null,
        contact: null,
        cost_center_id: null,
        description: null,
        reason: "Regra 'Transferências'",
      }),
      ready: true,
    }),
    line({
      line: 13,
      description: 'PIX ENVIADO PADARIA 11222333000181',
      amount_cents: -2500,
      document: '11222333000181',
      suggestion: suggestion({
        source: 'history',
        rule: null,
        category_id: null,
        contact: null,
        cost_center_id: null,
        description: null,
        confidence: 40,
        reason: DISAGREED,
      }),
    }),
    line({ line: 14, state: 'duplicate', description: 'JA IMPORTADA' }),
  ],
});

const streamed = (body: unknown) => `${JSON.stringify({ type: 'result', preview: body })}\n`;

function serve(state: { autoReconcile: boolean }) {
  const sent: { key: string; body: unknown }[] = [];
  const server = fakeApi({
    'GET /v1/companies/bank-accounts': () => ({
      status: 200,
      body: [{ id: ACCOUNT, name: 'Itaú' }],
    }),
    'GET /v1/companies/categories': () => ({
      status: 200,
      body: [
        {
          id: ENERGY,
          parent_id: null,
          type: 'despesa',
          code: '2.03.03',
          name: 'Energia elétrica',
          active: true,
        },
        {
          id: FEES,
          parent_id: null,
          type: 'despesa',
          code: '2.04.01',
          name: 'Tarifas bancárias',
          active: true,
        },
      ],
    }),
    'GET /v1/companies/suppliers': () => ({ status: 200, body: [{ id: CEMIG, name: 'CEMIG' }] }),
    'GET /v1/companies/cost-centers': () => ({
      status: 200,
      body: [{ id: CENTRE, name: 'Fábrica' }],
    }),
    'GET /v1/companies/imports/batches': () => ({ status: 200, body: [] }),
    'POST /v1/companies/imports/statements/preview/stream': () => {
      sent.push({ key: 'preview', body: null });
      return { status: 200, body: streamed(preview(state.autoReconcile)) };
    },
    [`PUT /v1/companies/imports/accounts/${ACCOUNT}/auto-reconcile`]: (request) => {
      sent.push({ key: 'auto-reconcile', body: request.body });
      state.autoReconcile = (request.body as { enabled: boolean }).enabled;
      return { status: 200, body: { bank_account_id: ACCOUNT, ...(request.body as object) } };
    },
    'POST /v1/companies/import-rules/trial': () => ({
      status: 200,
      body: { past_matches: 3, examples: [] },
    }),
    'POST /v1/companies/import-rules': (request) => {
      sent.push({ key: 'rule', body: request.body });
      return {
        status: 201,
        body: {
          ...(request.body as object),
          id: RULE,
          position: 1,
          past_matches: 3,
          updated_at: '',
        },
      };
    },
    'POST /v1/companies/imports/statements': (request) => {
      sent.push({
        key: 'confirm',
        body: JSON.parse(String((request.body as FormData).get('payload'))),
      });
      return {
        status: 201,
        body: {
          id: BATCH,
          bank_account: { id: ACCOUNT, name: 'Itaú' },
          file_name: 'itau.ofx',
          format: 'ofx',
          user_name: 'Ana',
          paid_count: 0,
          created_count: 2,
          ignored_count: 2,
          duplicate_count: 1,
          reconciled_count: 0,
          transfer_count: 0,
          created_at: '2026-11-27T12:00:00.000Z',
          undone_at: null,
        },
      };
    },
  });
  return { server, sent };
}

async function upload() {
  const user = userEvent.setup();
  renderWithProviders(<StatementImportPage />, { account: demoAccount(), route: '/importacao' });
  await user.upload(
    screen.getByLabelText('Arquivo do extrato'),
    new File(['<OFX>'], 'itau.ofx', { type: 'application/x-ofx' }),
  );
  return user;
}

const shownLines = (table: HTMLElement) =>
  within(table)
    .getAllByText(/^Linha \d+/)
    .map((element) => Number(/\d+/.exec(element.textContent ?? '')?.[0]));

describe('statement preview with rules, history and auto-conciliação', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  beforeEach(() => {
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(1600);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  });
  afterEach(() => {
    server?.restore();
    server = undefined;
    jest.restoreAllMocks();
  });

  it('should show where each suggestion comes from and why, start from it, and send it', async () => {
    let sent: { key: string; body: unknown }[];
    ({ server, sent } = serve({ autoReconcile: true }));
    const user = await upload();
    const table = await screen.findByRole('table', { name: 'Linhas do extrato' });
    expect(within(table).getByText('Regra: Energia')).toBeInTheDocument();
    expect(within(table).getByText('Histórico 82 %')).toBeInTheDocument();
    expect(within(table).getByText(HISTORY_REASON)).toBeInTheDocument();
    expect(within(table).getByText(DISAGREED)).toBeInTheDocument();
    expect(within(table).getAllByText('Pronta')).toHaveLength(2);
    // The rule's line is created with everything the rule gives.
    expect(within(table).getByLabelText('O que fazer com a linha 10')).toHaveValue('create');
    expect(within(table).getByLabelText('Categoria do movimento da linha 10')).toHaveValue(ENERGY);
    expect(within(table).getByLabelText('Vincular ao fornecedor CEMIG')).toBeChecked();
    expect(within(table).getByText('Descrição: Conta de luz')).toBeInTheDocument();
    expect(within(table).getByLabelText('Categoria do movimento da linha 11')).toHaveValue(FEES);
    // A rule that ignores, and history that disagreed (nothing guessed), start on "Ignorar".
    expect(within(table).getByLabelText('O que fazer com a linha 12')).toHaveValue('ignore');
    expect(within(table).getByLabelText('O que fazer com a linha 13')).toHaveValue('ignore');

    await user.click(screen.getByRole('button', { name: 'Confirmar importação' }));
    await screen.findByText(/Importação concluída/);
    expect(sent.find((call) => call.key === 'confirm')?.body).toEqual({
      bank_account_id: ACCOUNT,
      decisions: [
        {
          line: 10,
          action: 'create',
          category_id: ENERGY,
          contact_id: CEMIG,
          cost_center_id: CENTRE,
          description: 'Conta de luz',
        },
        { line: 11, action: 'create', category_id: FEES },
        { line: 12, action: 'ignore' },
        { line: 13, action: 'ignore' },
      ],
    });
  }, 30_000);

  it('should count the ready lines and filter to those left to review, and back', async () => {
    ({ server } = serve({ autoReconcile: true }));
    const user = await upload();
    expect(await screen.findByText('2 de 4 prontas, 2 para revisar')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Linhas do extrato' });
    expect(shownLines(table)).toEqual([10, 11, 12, 13, 14]);
    await user.click(screen.getByRole('button', { name: 'Mostrar só as 2 para revisar' }));
    await waitFor(() => expect(shownLines(table)).toEqual([11, 13]));
    await user.click(screen.getByRole('button', { name: 'Mostrar todas as 4 linhas' }));
    await waitFor(() => expect(shownLines(table)).toEqual([10, 11, 12, 13, 14]));
  }, 30_000);

  it("should save the account's auto-conciliação and read the statement again", async () => {
    let sent: { key: string; body: unknown }[];
    ({ server, sent } = serve({ autoReconcile: false }));
    const user = await upload();
    const toggle = await screen.findByRole('checkbox', {
      name: 'Conciliação automática desta conta',
    });
    expect(toggle).not.toBeChecked();
    expect(screen.getByLabelText('Confiança mínima')).toHaveValue('90');
    await user.click(toggle);
    await waitFor(() =>
      expect(
        screen.getByRole('checkbox', { name: 'Conciliação automática desta conta' }),
      ).toBeChecked(),
    );
    expect(sent.map((call) => call.key)).toEqual(['preview', 'auto-reconcile', 'preview']);
    expect(sent[1]?.body).toEqual({ enabled: true, min_confidence: 90 });
  }, 30_000);

  it('should open the rule form from a line, prefilled, and offer to apply the saved rule', async () => {
    let sent: { key: string; body: unknown }[];
    ({ server, sent } = serve({ autoReconcile: false }));
    const user = await upload();
    await user.click(
      await screen.findByRole('button', { name: 'Criar regra a partir desta linha (linha 13)' }),
    );
    const form = await screen.findByRole('form', { name: 'Regra' });
    expect(within(form).getByLabelText('Texto da descrição')).toHaveValue('PADARIA');
    expect(within(form).getByLabelText('Tipo')).toHaveValue('despesa');
    expect(within(form).getByLabelText('Conta bancária')).toHaveValue(ACCOUNT);
    expect(within(form).getByLabelText('CPF/CNPJ na descrição')).toHaveValue('11.222.333/0001-81');
    await user.click(within(form).getByRole('combobox', { name: 'Categoria' }));
    await user.click(await screen.findByRole('option', { name: '2.03.03 Energia elétrica' }));
    // The line was left on "Ignorar": the rule has no action until one is chosen.
    expect(
      await within(form).findByText('Casaria com 3 movimentações dos últimos 12 meses.'),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Salvar regra' }));
    expect(await screen.findByText(/Regra "PADARIA" salva/)).toBeInTheDocument();
    expect(sent.find((call) => call.key === 'rule')?.body).toMatchObject({
      name: 'PADARIA',
      text_operator: 'contains',
      text: 'PADARIA',
      direction: 'despesa',
      bank_account_id: ACCOUNT,
      document: '11222333000181',
      category_id: ENERGY,
    });
    await user.click(screen.getByRole('button', { name: 'Aplicar a regra' }));
    await waitFor(() => expect(sent.filter((call) => call.key === 'preview')).toHaveLength(2));
  }, 30_000);
});
