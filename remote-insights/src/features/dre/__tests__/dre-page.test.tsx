import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { BudgetComparison, Dre, DreLine } from 'shared/contracts';
import { demoAccount, fakeApi, renderWithProviders } from 'shared/testing';
import { DrePage } from '../components/dre-page';
import { currentYear, movementsHref } from '../dre-request';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const brl = (text: string) => text.replace('R$ ', 'R$\u00a0');
const zeros = [0, 0];
/** The page opens on the current year: the answer's months are of it. */
const YEAR = currentYear().start_date.slice(0, 4);

const line = (
  key: DreLine['key'],
  label: string,
  values: number[],
  extra: Partial<DreLine> = {},
): DreLine => ({
  key,
  label,
  kind: 'group',
  level: 0,
  values,
  total: values.reduce((a, b) => a + b, 0),
  categories: [],
  ...extra,
});

const DRE: Dre = {
  regime: 'competencia',
  start_date: `${YEAR}-01-01`,
  end_date: `${YEAR}-02-28`,
  months: [`${YEAR}-01`, `${YEAR}-02`],
  lines: [
    line('receita_bruta', 'Receita bruta', [150_000, 0], {
      categories: [
        {
          id: 'c-vendas',
          code: '1.01.01',
          name: 'Venda de produtos',
          values: [100_000, 0],
          total: 100_000,
        },
        {
          id: 'c-serv',
          code: '1.01.02',
          name: 'Prestação de serviços',
          values: [50_000, 0],
          total: 50_000,
        },
      ],
    }),
    line('deducoes', 'Deduções da receita', [-6_000, 0]),
    line('receita_liquida', 'Receita líquida', [144_000, 0], { kind: 'total' }),
    line('resultado_periodo', 'Resultado do período', [144_000, 0], { kind: 'total' }),
  ],
};

const EMPTY: Dre = {
  ...DRE,
  lines: DRE.lines.map((row) => ({ ...row, values: zeros, total: 0, categories: [] })),
};

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/relatorios/dre" element={<DrePage />} />
      <Route path="/movimentacoes" element={<Location />} />
    </Routes>,
    { account: demoAccount(), route: '/relatorios/dre' },
  );
}

describe('DRE page', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => {
    server?.restore();
    server = undefined;
  });

  function serve(answer: (body: Record<string, unknown>) => { status: number; body: unknown }) {
    const bodies: Record<string, unknown>[] = [];
    server = fakeApi({
      'POST /v1/companies/dashboards/dre': (request) => {
        bodies.push(request.body as Record<string, unknown>);
        return answer(request.body as Record<string, unknown>);
      },
    });
    return bodies;
  }

  it('should ask for the current year by competência, showing a skeleton meanwhile', async () => {
    const bodies = serve(() => ({ status: 200, body: DRE }));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'DRE gerencial' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Carregando DRE' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(bodies[0]).toEqual(expect.objectContaining({ ...currentYear(), regime: 'competencia' }));
    expect(bodies[0]).not.toHaveProperty('date_type');
  });

  it('should show months in columns, lines as row headers, and expand a group', async () => {
    serve(() => ({ status: 200, body: DRE }));
    renderPage();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Linha da DRE', `jan/${YEAR}`, `fev/${YEAR}`, 'Total']);
    const receita = within(table).getByRole('rowheader', { name: /Receita bruta/ });
    const row = receita.closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([brl('R$ 1.500,00'), brl('R$ 0,00'), brl('R$ 1.500,00')]);
    expect(within(table).queryByText('Venda de produtos')).not.toBeInTheDocument();

    const expand = within(table).getByRole('button', { name: 'Expandir Receita bruta' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(expand);
    const collapse = within(table).getByRole('button', { name: 'Recolher Receita bruta' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(table).getByRole('rowheader', { name: /1\.01\.01 Venda de produtos/ }),
    ).toBeInTheDocument();
    // A subtotal has nothing to expand.
    expect(
      within(table).queryByRole('button', { name: /Receita líquida/ }),
    ).not.toBeInTheDocument();
  });

  it('should put the budget beside the actuals, coloured by whether that is good', async () => {
    const comparison: BudgetComparison = {
      regime: 'competencia',
      start_date: `${YEAR}-01-01`,
      end_date: `${YEAR}-12-31`,
      months: [`${YEAR}-01`],
      has_budget: true,
      budget_ignores: [],
      lines: [
        {
          key: 'receita_bruta',
          label: 'Receita bruta',
          kind: 'group',
          level: 0,
          budget: 100_000,
          actual: 120_000,
          categories: [
            { id: 'c-vendas', code: '1.01.01', name: 'Venda', budget: 100_000, actual: 120_000 },
          ],
        },
        {
          key: 'despesas_administrativas',
          label: 'Despesas administrativas',
          kind: 'group',
          level: 1,
          budget: -300_000,
          actual: -330_000,
          categories: [],
        },
        {
          key: 'resultado_periodo',
          label: 'Resultado do período',
          kind: 'total',
          level: 0,
          budget: 0,
          actual: -210_000,
          categories: [],
        },
      ],
    };
    const asked: string[] = [];
    server = fakeApi({
      'POST /v1/companies/dashboards/dre': () => {
        asked.push('dre');
        return { status: 200, body: DRE };
      },
      'POST /v1/companies/budgets/comparison': () => {
        asked.push('comparison');
        return { status: 200, body: comparison };
      },
    });
    renderWithProviders(
      <Routes>
        <Route
          path="/relatorios/dre"
          element={
            <>
              <DrePage />
              <Location />
            </>
          }
        />
      </Routes>,
      { account: demoAccount(), route: '/relatorios/dre' },
    );
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Orçado x realizado' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/relatorios/dre?visao=orcado');
    const table = await screen.findByRole('table', { name: /Orçado x realizado/ });
    expect(asked).toEqual(['dre', 'comparison']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Linha da DRE', 'Orçado', 'Realizado', 'Variação (R$)', 'Variação (%)']);
    const cells = (name: RegExp) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!).getAllByRole('cell');
    const revenue = cells(/Receita bruta/);
    expect(revenue.map((cell) => cell.textContent)).toEqual([
      brl('R$ 1.000,00'),
      brl('R$ 1.200,00'),
      `+${brl('R$ 200,00')} (favorável)`,
      '+20%',
    ]);
    // More spending than planned is bad, whatever the sign of the figures.
    const spending = cells(/Despesas administrativas/);
    expect(spending[2]).toHaveTextContent('(desfavorável)');
    expect(spending[3]).toHaveTextContent('-10%');
    // Nothing budgeted: no percent to give.
    expect(cells(/Resultado do período/)[3]).toHaveTextContent('—');
    await userEvent.click(within(table).getByRole('button', { name: 'Expandir Receita bruta' }));
    expect(within(table).getByRole('rowheader', { name: /1\.01\.01 Venda/ })).toBeInTheDocument();
  });

  it('should say when no budget was saved for the period, with a way to make one', async () => {
    server = fakeApi({
      'POST /v1/companies/budgets/comparison': () => ({
        status: 200,
        body: {
          regime: 'competencia',
          start_date: `${YEAR}-01-01`,
          end_date: `${YEAR}-12-31`,
          months: [`${YEAR}-01`],
          has_budget: false,
          budget_ignores: ['busca'],
          lines: [],
        } satisfies BudgetComparison,
      }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/relatorios/dre" element={<DrePage />} />
      </Routes>,
      { account: demoAccount(), route: '/relatorios/dre?visao=orcado' },
    );
    expect(
      await screen.findByText('Nenhum orçamento salvo para os meses do período.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Montar o orçamento' })).toHaveAttribute(
      'href',
      '/relatorios/orcamento',
    );
    expect(screen.getByText(/o orçado não tem essa divisão/)).toBeInTheDocument();
  });

  it('should switch to caixa and ask again', async () => {
    const bodies = serve(() => ({ status: 200, body: DRE }));
    renderPage();
    await screen.findByRole('table');
    const caixa = screen.getByRole('button', { name: 'Caixa' });
    expect(caixa).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(caixa);
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual(expect.objectContaining({ regime: 'caixa' })),
    );
    expect(screen.getByRole('button', { name: 'Caixa' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText(/Regime de caixa ·/)).toBeInTheDocument();
  });

  it('should open the movements behind a cell, filtered by its month and categories', async () => {
    serve(() => ({ status: 200, body: DRE }));
    renderPage();
    const table = await screen.findByRole('table');
    const row = within(table)
      .getByRole('rowheader', { name: /Receita bruta/ })
      .closest('tr')!;
    await userEvent.click(within(row).getAllByRole('link')[0]!);
    const location = await screen.findByTestId('location');
    const url = new URL(location.textContent ?? '', 'https://app.test');
    expect(url.pathname).toBe('/movimentacoes');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      inicio: `${YEAR}-01-01`,
      fim: `${YEAR}-01-31`,
      data: 'competence_date',
      categories: 'c-vendas,c-serv',
    });
  });

  it('should download the DRE on screen, in the regime shown, as XLSX', async () => {
    const exports: Record<string, unknown>[] = [];
    server = fakeApi({
      'POST /v1/companies/dashboards/dre': () => ({ status: 200, body: DRE }),
      'POST /v1/companies/dashboards/dre/export': (request) => {
        exports.push(request.body as Record<string, unknown>);
        return { status: 200, body: new Blob(['xlsx']) };
      },
    });
    const created = jest.fn(() => 'blob:dre');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Caixa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Exportar XLSX' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(exports).toEqual([
      expect.objectContaining({ ...currentYear(), regime: 'caixa', format: 'xlsx' }),
    ]);
    expect(created).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('should say so when the period has no figures', async () => {
    serve(() => ({ status: 200, body: EMPTY }));
    renderPage();
    expect(
      await screen.findByText('Nenhum dado para apresentar até o momento'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("should show the API's Portuguese message when it refuses the period", async () => {
    const message = "O campo 'end_date' é inválido: o período da DRE pode ter no máximo 5 anos";
    serve(() => ({ status: 400, body: { statusCode: 400, error: 'Bad Request', message } }));
    renderPage();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('movementsHref', () => {
  const filter = {
    start_date: '2026-01-10',
    end_date: '2026-03-31',
    date_type: 'due_date' as const,
    type: '' as const,
    search: ' aluguel ',
    suppliers: [],
    cost_centers: ['cc'],
    status: [],
    categories: ['ignored'],
    bank_accounts: ['b1', 'b2'],
  };

  it("should clip the month to the period and count by the regime's date", () => {
    const url = new URL(movementsHref(filter, 'caixa', ['x', 'y'], '2026-01'), 'https://a.test');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      inicio: '2026-01-10',
      fim: '2026-01-31',
      data: 'payment_date',
      busca: 'aluguel',
      cost_centers: 'cc',
      bank_accounts: 'b1,b2',
      categories: 'x,y',
    });
  });

  it('should use the whole period for the total', () => {
    const url = new URL(movementsHref(filter, 'competencia', ['x']), 'https://a.test');
    expect(url.searchParams.get('inicio')).toBe('2026-01-10');
    expect(url.searchParams.get('fim')).toBe('2026-03-31');
  });
});
