import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportRule, ImportRuleList } from 'shared/contracts';
import { demoAccount, fakeApi, renderWithProviders } from 'shared/testing';
import { ImportRulesPage } from '../components/import-rules-page';

const ENERGY = '00000000-0000-4000-8000-000000000501';
const CEMIG = '00000000-0000-4000-8000-000000000601';
const ACCOUNT = '00000000-0000-4000-8000-000000000401';
const RULE_A = '00000000-0000-4000-8000-000000000901';
const RULE_B = '00000000-0000-4000-8000-000000000902';

const rule = (overrides: Partial<ImportRule>): ImportRule => ({
  id: RULE_A,
  position: 1,
  name: 'Energia',
  active: true,
  text_operator: 'contains',
  text: 'CEMIG',
  amount_operator: null,
  amount_min_cents: null,
  amount_max_cents: null,
  direction: 'despesa',
  bank_account_id: null,
  document: null,
  category_id: ENERGY,
  contact_id: CEMIG,
  cost_center_id: null,
  set_description: null,
  ignore: false,
  past_matches: 12,
  updated_at: '2026-11-01T12:00:00.000Z',
  ...overrides,
});

const energy = rule({});
const fees = rule({
  id: RULE_B,
  position: 2,
  name: 'Tarifas',
  text_operator: 'starts_with',
  text: 'TAR',
  amount_operator: 'between',
  amount_min_cents: 1000,
  amount_max_cents: 5000,
  bank_account_id: ACCOUNT,
  category_id: null,
  contact_id: null,
  ignore: true,
  past_matches: 1,
});

function serve(initial: ImportRule[], extra: Parameters<typeof fakeApi>[0] = {}) {
  let rules = initial;
  const sent: { key: string; body: unknown }[] = [];
  const list = (): ImportRuleList => ({ rules, history_from: '2025-11-27' });
  const server = fakeApi({
    'GET /v1/companies/import-rules': () => ({ status: 200, body: list() }),
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
      ],
    }),
    'GET /v1/companies/suppliers': () => ({ status: 200, body: [{ id: CEMIG, name: 'CEMIG' }] }),
    'GET /v1/companies/bank-accounts': () => ({
      status: 200,
      body: [{ id: ACCOUNT, name: 'Itaú' }],
    }),
    'GET /v1/companies/cost-centers': () => ({ status: 200, body: [] }),
    'PUT /v1/companies/import-rules/order': (request) => {
      const { ids } = request.body as { ids: string[] };
      sent.push({ key: 'order', body: request.body });
      rules = ids.map((id) => rules.find((r) => r.id === id)!);
      return { status: 200, body: list() };
    },
    [`DELETE /v1/companies/import-rules/${RULE_A}`]: () => {
      sent.push({ key: 'delete', body: null });
      rules = rules.filter((r) => r.id !== RULE_A);
      return { status: 204 };
    },
    ...extra,
  });
  return { server, sent };
}

describe('import rules page', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => {
    server?.restore();
    server = undefined;
  });

  it('should list the rules in words, in order, with their past matches', async () => {
    ({ server } = serve([energy, fees]));
    renderWithProviders(<ImportRulesPage />, {
      account: demoAccount(),
      route: '/importacao/regras',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Regras de conciliação' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Regras, na ordem em que valem' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveAccessibleName('1ª regra: Energia');
    await waitFor(() =>
      expect(first).toHaveTextContent(
        "Descrição contém 'CEMIG' · Débito → 2.03.03 Energia elétrica · Fornecedor CEMIG",
      ),
    );
    expect(first).toHaveTextContent('Casou com 12 movimentações nos últimos 12 meses');
    expect(second).toHaveTextContent(
      "Descrição começa com 'TAR' · Valor entre R$ 10,00 e R$ 50,00 · Débito · Conta Itaú → Ignorar a linha",
    );
    expect(second).toHaveTextContent('Casou com 1 movimentação nos últimos 12 meses');
    expect(screen.getByText(/a primeira que casa decide/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a conciliação' })).toHaveAttribute(
      'href',
      '/importacao',
    );
  });

  it('should move a rule down with the keyboard, announce its place and keep the focus on it', async () => {
    let sent: { key: string; body: unknown }[];
    ({ server, sent } = serve([energy, fees]));
    const user = userEvent.setup();
    renderWithProviders(<ImportRulesPage />, {
      account: demoAccount(),
      route: '/importacao/regras',
    });
    const down = await screen.findByRole('button', { name: 'Descer a regra Energia' });
    expect(screen.getByRole('button', { name: 'Subir a regra Energia' })).toBeDisabled();
    down.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Regra Energia agora é a 2ª de 2.');
    expect(sent).toEqual([{ key: 'order', body: { ids: [RULE_B, RULE_A] } }]);
    const items = within(screen.getByRole('list', { name: /Regras/ })).getAllByRole('listitem');
    expect(items[0]).toHaveAccessibleName('1ª regra: Tarifas');
    expect(items[1]).toHaveAccessibleName('2ª regra: Energia');
    // At the bottom now: the focus goes to the arrow that still moves it.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Subir a regra Energia' })).toHaveFocus(),
    );
  }, 30_000);

  it('should switch a rule off by sending it whole with active false', async () => {
    const updates: unknown[] = [];
    ({ server } = serve([energy], {
      [`PUT /v1/companies/import-rules/${RULE_A}`]: (request) => {
        updates.push(request.body);
        return { status: 200, body: { ...energy, active: false } };
      },
    }));
    const user = userEvent.setup();
    renderWithProviders(<ImportRulesPage />, {
      account: demoAccount(),
      route: '/importacao/regras',
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Regra Energia Ativa' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Regra Energia desativada.');
    expect(updates).toEqual([
      expect.objectContaining({
        name: 'Energia',
        active: false,
        text_operator: 'contains',
        text: 'CEMIG',
        direction: 'despesa',
        category_id: ENERGY,
        contact_id: CEMIG,
        ignore: false,
      }),
    ]);
  }, 30_000);

  it('should delete a rule only after confirming', async () => {
    let sent: { key: string; body: unknown }[];
    ({ server, sent } = serve([energy]));
    const user = userEvent.setup();
    renderWithProviders(<ImportRulesPage />, {
      account: demoAccount(),
      route: '/importacao/regras',
    });
    await user.click(await screen.findByRole('button', { name: 'Excluir a regra Energia' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Excluir a regra "Energia"?');
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir regra' }));
    expect(await screen.findByText('Nenhuma regra ainda')).toBeInTheDocument();
    expect(sent).toEqual([{ key: 'delete', body: null }]);
  });

  it('should explain rules when there are none', async () => {
    ({ server } = serve([]));
    renderWithProviders(<ImportRulesPage />, {
      account: demoAccount(),
      route: '/importacao/regras',
    });
    expect(await screen.findByText('Nenhuma regra ainda')).toBeInTheDocument();
    expect(screen.getByText(/descrição contém CEMIG/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Criar a primeira regra' })).toBeInTheDocument();
  });

  it('should say so when the server has no rules yet, and not crash', async () => {
    server = fakeApi({});
    renderWithProviders(<ImportRulesPage />, {
      account: demoAccount(),
      route: '/importacao/regras',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'As regras de conciliação ainda não estão disponíveis neste servidor.',
    );
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument();
  });

  it('should validate the form, count the draft live, and place the server errors on their fields', async () => {
    const trials: unknown[] = [];
    const created: unknown[] = [];
    ({ server } = serve([], {
      'POST /v1/companies/import-rules/trial': (request) => {
        trials.push(request.body);
        return {
          status: 200,
          body: {
            past_matches: 14,
            examples: [
              { description: 'PAG BOLETO CEMIG', amount_cents: -18990, date: '2026-10-05' },
            ],
          },
        };
      },
      'POST /v1/companies/import-rules': (request) => {
        created.push(request.body);
        return {
          status: 400,
          body: {
            statusCode: 400,
            error: 'Bad Request',
            message: "O campo 'name' é inválido: Já existe uma regra com esse nome.",
          },
        };
      },
    }));
    const user = userEvent.setup();
    renderWithProviders(<ImportRulesPage />, {
      account: demoAccount(),
      route: '/importacao/regras',
    });
    await user.click(await screen.findByRole('button', { name: 'Criar a primeira regra' }));
    const form = await screen.findByRole('form', { name: 'Regra' });
    await user.click(within(form).getByRole('button', { name: 'Salvar regra' }));
    expect(await within(form).findByText('Informe o nome da regra.')).toBeInTheDocument();
    expect(
      within(form).getByText(
        'Informe ao menos uma condição (texto, valor, tipo, conta ou CPF/CNPJ).',
      ),
    ).toBeInTheDocument();
    expect(
      within(form).getByText(
        'Informe ao menos uma ação (categoria, contato, centro de custo, descrição ou ignorar).',
      ),
    ).toBeInTheDocument();
    expect(created).toEqual([]);

    await user.type(within(form).getByLabelText(/Nome da regra/), 'Energia');
    await user.type(within(form).getByLabelText('Texto da descrição'), 'CEMIG');
    await user.type(within(form).getByLabelText('Descrição a escrever'), 'Conta de luz');
    expect(
      await within(form).findByText('Casaria com 14 movimentações dos últimos 12 meses.'),
    ).toBeInTheDocument();
    expect(within(form).getByText(/PAG BOLETO CEMIG/)).toBeInTheDocument();
    expect(trials.at(-1)).toMatchObject({ text_operator: 'contains', text: 'CEMIG' });

    await user.selectOptions(within(form).getByLabelText('Valor'), 'between');
    await user.type(within(form).getByLabelText('Valor mínimo'), '200');
    await user.type(within(form).getByLabelText('Valor máximo'), '100');
    await user.click(within(form).getByRole('button', { name: 'Salvar regra' }));
    expect(
      await within(form).findByText('O valor máximo deve ser maior ou igual ao mínimo.'),
    ).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Valor'), '');

    await user.click(within(form).getByRole('button', { name: 'Salvar regra' }));
    expect(await within(form).findByText('Já existe uma regra com esse nome.')).toBeInTheDocument();
    expect(created).toEqual([
      expect.objectContaining({
        name: 'Energia',
        text_operator: 'contains',
        text: 'CEMIG',
        amount_operator: null,
        set_description: 'Conta de luz',
        ignore: false,
      }),
    ]);
  }, 30_000);
});
