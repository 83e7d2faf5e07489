import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Budget, Category } from 'shared/contracts';
import { BUDGET_MESSAGES } from 'shared/contracts';
import { todayIso } from 'shared/format';
import { fakeApi, renderWithProviders } from 'shared/testing';
import { BudgetPage } from '../components/budget-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const YEAR = Number(todayIso().slice(0, 4));
const URL = `/v1/companies/budgets/${YEAR}`;

const category = (
  id: string,
  code: string,
  parent: string | null,
  type: Category['type'],
  name: string,
): Category => ({
  id,
  company_id: 'c',
  parent_id: parent,
  type,
  code,
  name,
  dre_group: type === 'receita' ? 'receita_bruta' : 'despesas_administrativas',
  active: true,
  created_at: '',
  updated_at: '',
});
const CATEGORIES = [
  category('rec', '1', null, 'receita', 'Receitas'),
  category('vendas', '1.01', 'rec', 'receita', 'Vendas'),
  category('servicos', '1.02', 'rec', 'receita', 'Serviços'),
  category('desp', '2', null, 'despesa', 'Despesas'),
  category('aluguel', '2.01', 'desp', 'despesa', 'Aluguel'),
];
const months = (...values: number[]) => [...values, ...Array(12 - values.length).fill(0)];
const SAVED: Budget = {
  year: YEAR,
  version: 3,
  updated_at: '2026-11-20T15:00:00.000Z',
  updated_by: { id: 'u1', name: 'Ana' },
  lines: [{ category_id: 'aluguel', cost_center_id: null, months: months(200_000) }],
};

let server: ReturnType<typeof fakeApi> | undefined;
afterEach(() => server?.restore());

function serve(
  onSave: (body: unknown) => { status: number; body: unknown },
  actuals: (params: unknown) => { status: number; body: unknown } = () => ({
    status: 200,
    body: { year: YEAR - 1, percent: 0, lines: [] },
  }),
) {
  server = fakeApi({
    [`GET /v1/companies/budgets/${YEAR - 1}/actuals`]: (config) => actuals(config.params),
    [`GET ${URL}`]: () => ({ status: 200, body: SAVED }),
    [`GET ${URL}/history`]: () => ({ status: 200, body: { items: [] } }),
    'GET /v1/companies/categories': () => ({ status: 200, body: CATEGORIES }),
    'GET /v1/companies/cost-centers': () => ({ status: 200, body: [] }),
    [`PUT ${URL}`]: (config) => onSave(config.body),
  });
}

const field = (name: string, month: string) =>
  screen.getByRole('textbox', { name: `${name}, ${month}` });
const row = (name: RegExp) => screen.getByRole('row', { name });

describe('/relatorios/orcamento', () => {
  it('should type amounts like a spreadsheet, add up as one types, undo, and save the whole grid', async () => {
    const saves: unknown[] = [];
    serve((body) => {
      saves.push(body);
      return { status: 200, body: { ...SAVED, version: 4 } };
    });
    const user = userEvent.setup();
    renderWithProviders(<BudgetPage />);
    expect(await screen.findByText(/Versão 3, salva por Ana em/)).toBeVisible();
    expect(field('Aluguel', 'janeiro')).toHaveValue('2.000,00');

    await user.click(field('Vendas', 'janeiro'));
    await user.keyboard('1.500,50');
    // The group's row and the type's total follow as one types.
    expect(within(row(/^1 Receitas/)).getAllByRole('cell')[1]).toHaveTextContent('R$ 1.500,50');
    expect(within(row(/^Total de receitas/)).getAllByRole('cell')[13]).toHaveTextContent(
      'R$ 1.500,50',
    );
    expect(within(row(/^Resultado orçado/)).getAllByRole('cell')[1]).toHaveTextContent(
      '-R$ 499,50',
    );

    // Enter goes down, ArrowRight to the next month once the text is all selected.
    await user.keyboard('{Enter}');
    expect(field('Serviços', 'janeiro')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(field('Serviços', 'fevereiro')).toHaveFocus();
    await user.keyboard('10{Control>}r{/Control}');
    expect(field('Serviços', 'dezembro')).toHaveValue('10,00');

    // Undo: the fill, then the typed amount.
    await user.keyboard('{Control>}z{/Control}');
    expect(field('Serviços', 'dezembro')).toHaveValue('0,00');
    expect(field('Serviços', 'fevereiro')).toHaveValue('10,00');
    await user.keyboard('{Control>}z{/Control}');
    expect(field('Serviços', 'fevereiro')).toHaveValue('0,00');

    await user.click(screen.getByRole('button', { name: 'Salvar orçamento' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      base_version: 3,
      lines: [
        { category_id: 'aluguel', cost_center_id: null, months: months(200_000) },
        { category_id: 'vendas', cost_center_id: null, months: months(150_050) },
      ],
    });
  });

  it('should paste a block copied from a sheet into the rows below, or say what it could not read', async () => {
    serve(() => ({ status: 200, body: SAVED }));
    const user = userEvent.setup();
    renderWithProviders(<BudgetPage />);
    await user.click(await screen.findByRole('textbox', { name: 'Vendas, março' }));
    await user.paste('1.000,00\t2.000,00\n3,00\t4,00\n5\t6');
    expect(field('Vendas', 'março')).toHaveValue('1.000,00');
    expect(field('Vendas', 'abril')).toHaveValue('2.000,00');
    expect(field('Serviços', 'abril')).toHaveValue('4,00');
    // Three rows pasted, two receitas then the despesa below them.
    expect(field('Aluguel', 'abril')).toHaveValue('6,00');

    await user.click(field('Vendas', 'junho'));
    await user.paste('7\tsete');
    expect(screen.getByRole('alert')).toHaveTextContent(
      /Valor não reconhecido na linha 1, coluna 2/,
    );
    expect(field('Vendas', 'junho')).toHaveValue('0,00');
  });

  it('should say when someone else saved first, and keep what was typed until reloaded', async () => {
    serve(() => ({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: BUDGET_MESSAGES.stale },
    }));
    const user = userEvent.setup();
    renderWithProviders(<BudgetPage />);
    await user.click(await screen.findByRole('textbox', { name: 'Vendas, janeiro' }));
    await user.keyboard('9');
    await user.click(screen.getByRole('button', { name: 'Salvar orçamento' }));
    expect(await screen.findByText(BUDGET_MESSAGES.stale)).toBeVisible();
    expect(field('Vendas', 'janeiro')).toHaveValue('9,00');
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeVisible();
    // Changing the year would drop the change: not until it is saved or undone.
    expect(screen.getByRole('button', { name: 'Próximo ano' })).toBeDisabled();
  });

  it("should copy last year's actuals with an adjustment into the rows on screen, as one undoable change", async () => {
    const asked: unknown[] = [];
    serve(
      () => ({ status: 200, body: SAVED }),
      (params) => {
        asked.push(params);
        return {
          status: 200,
          body: {
            year: YEAR - 1,
            percent: 10,
            lines: [
              { category_id: 'vendas', cost_center_id: null, months: months(110_000, 0, 55) },
            ],
          },
        };
      },
    );
    const user = userEvent.setup();
    renderWithProviders(<BudgetPage />);
    const adjustment = await screen.findByRole('textbox', { name: 'com ajuste de (%)' });
    expect(screen.getByRole('combobox', { name: 'Copiar do realizado de' })).toHaveValue(
      String(YEAR - 1),
    );
    await user.clear(adjustment);
    await user.type(adjustment, 'dez');
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(await screen.findByText(/Informe o ajuste em %, de -100 a 1\.000/)).toBeVisible();
    expect(asked).toHaveLength(0);

    await user.clear(adjustment);
    await user.type(adjustment, '10');
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(field('Vendas', 'janeiro')).toHaveValue('1.100,00'));
    expect(asked).toEqual([{ percent: 10 }]);
    expect(field('Vendas', 'março')).toHaveValue('0,55');
    // The rows the year did not have are emptied: the grid is the copy.
    expect(field('Aluguel', 'janeiro')).toHaveValue('0,00');
    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(field('Aluguel', 'janeiro')).toHaveValue('2.000,00');
    expect(field('Vendas', 'janeiro')).toHaveValue('0,00');
  });
});
