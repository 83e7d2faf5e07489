import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category, DreGroup } from 'shared/contracts';
import { demoAccount, fakeApi, fakeToken } from 'shared/testing';
import { renderCompanyArea } from '../../../testing/render-company-area';
import { filterTree, nextCode, selfAndDescendants, treeLines } from '../category-tree';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const category = (
  id: string,
  code: string,
  name: string,
  parent_id: string | null,
  dre_group: DreGroup = code.startsWith('1') ? 'receita_bruta' : 'despesas_administrativas',
): Category => ({
  id,
  company_id: 'company-1',
  parent_id,
  type: code.startsWith('1') ? 'receita' : 'despesa',
  code,
  name,
  dre_group,
  active: true,
  created_at: '2026-01-05T12:00:00.000Z',
  updated_at: '2026-01-05T12:00:00.000Z',
});

const plano = [
  category('r', '1', 'Receitas operacionais', null),
  category('r1', '1.01', 'Vendas de produtos', 'r'),
  category('r2', '1.02', 'Prestação de serviços', 'r'),
  category('r3', '1.03', 'Rendimentos', 'r', 'receitas_financeiras'),
  category('d', '2', 'Despesas operacionais', null),
  category('d1', '2.01', 'Despesas administrativas', 'd'),
  category('d11', '2.01.01', 'Aluguel', 'd1'),
];

describe('plano de contas', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => server?.restore());

  it('should order the tree by code, each child under its parent', () => {
    expect(
      treeLines(plano, 'despesa').map(({ category, depth }) => [category.code, depth]),
    ).toEqual([
      ['2', 0],
      ['2.01', 1],
      ['2.01.01', 2],
    ]);
  });

  it('should keep the ancestors of a match, and never offer a category under its own child', () => {
    expect(filterTree(plano, 'alug').map((row) => row.code)).toEqual(['2', '2.01', '2.01.01']);
    expect([...selfAndDescendants(plano, 'd')].sort()).toEqual(['d', 'd1', 'd11']);
    expect(nextCode(plano, plano[0]!)).toBe('1.04');
    expect(nextCode(plano, null)).toBe('3');
  });

  it('should add a subcategory with the next code under its parent', async () => {
    const bodies: unknown[] = [];
    server = fakeApi({
      'GET /v1/companies/categories': () => ({ status: 200, body: plano }),
      'POST /v1/companies/categories': (request) => {
        bodies.push(request.body);
        return { status: 201, body: category('r4', '1.04', 'Juros recebidos', 'r') };
      },
    });
    renderCompanyArea('plano-de-contas');
    const receitas = await screen.findByRole('table', { name: 'Plano de contas: receitas' });
    expect(within(receitas).getAllByRole('row')).toHaveLength(5);

    await userEvent.click(
      screen.getByRole('button', { name: 'Adicionar subcategoria em Receitas operacionais' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nova subcategoria' });
    expect(within(dialog).getByRole('textbox', { name: /Código/ })).toHaveValue('1.04');
    expect(within(dialog).getByRole('combobox', { name: /Categoria pai/ })).toHaveValue('r');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'Juros recebidos');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      {
        name: 'Juros recebidos',
        code: '1.04',
        parent_id: 'r',
        type: 'receita',
        dre_group: 'receita_bruta',
      },
    ]);
  });

  it('should move a category under another parent with a new code, never under itself', async () => {
    const patches: unknown[] = [];
    server = fakeApi({
      'GET /v1/companies/categories': () => ({ status: 200, body: plano }),
      'PATCH /v1/companies/categories/d1': (request) => {
        patches.push(request.body);
        return { status: 200, body: plano[4] };
      },
    });
    renderCompanyArea('plano-de-contas');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar Despesas administrativas' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar categoria' });
    const parent = within(dialog).getByRole('combobox', { name: /Categoria pai/ });
    const options = within(parent)
      .getAllByRole('option')
      .map((option) => option.textContent?.trim());
    expect(options).toEqual(['Nenhuma (categoria principal)', '2 Despesas operacionais']);

    await userEvent.selectOptions(parent, '');
    expect(within(dialog).getByRole('textbox', { name: /Código/ })).toHaveValue('3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(patches).toEqual([
        {
          name: 'Despesas administrativas',
          code: '3',
          parent_id: null,
          dre_group: 'despesas_administrativas',
        },
      ]),
    );
  });

  it('should search the tree, keeping the parents of what it finds', async () => {
    server = fakeApi({ 'GET /v1/companies/categories': () => ({ status: 200, body: plano }) });
    renderCompanyArea('plano-de-contas');
    await userEvent.type(
      await screen.findByRole('searchbox', { name: 'Buscar no plano de contas' }),
      'vendas',
    );
    const receitas = screen.getByRole('table', { name: 'Plano de contas: receitas' });
    expect(within(receitas).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Nenhuma categoria encontrada.')).toBeVisible();
  });

  it("should file a new subcategory in its parent's DRE group, or the one chosen", async () => {
    const bodies: unknown[] = [];
    server = fakeApi({
      'GET /v1/companies/categories': () => ({ status: 200, body: plano }),
      'POST /v1/companies/categories': (request) => {
        bodies.push(request.body);
        return { status: 201, body: category('r31', '1.03.01', 'CDB', 'r3') };
      },
    });
    renderCompanyArea('plano-de-contas');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Adicionar subcategoria em Rendimentos' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nova subcategoria' });
    const group = within(dialog).getByRole('combobox', { name: /Grupo da DRE/ });
    expect(group).toHaveValue('receitas_financeiras');
    await userEvent.selectOptions(group, 'outras_receitas');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'CDB');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        expect.objectContaining({ name: 'CDB', parent_id: 'r3', dre_group: 'outras_receitas' }),
      ]),
    );
  });

  it('should show each category with its DRE group', async () => {
    server = fakeApi({ 'GET /v1/companies/categories': () => ({ status: 200, body: plano }) });
    renderCompanyArea('plano-de-contas');
    const receitas = await screen.findByRole('table', { name: 'Plano de contas: receitas' });
    const row = within(receitas).getByText('Rendimentos').closest('tr')!;
    expect(within(row).getByText('Receitas financeiras')).toBeInTheDocument();
  });

  it('should add the standard plano and say how many categories it added', async () => {
    let posts = 0;
    server = fakeApi({
      'GET /v1/companies/categories': () => ({ status: 200, body: plano }),
      'POST /v1/companies/categories/standard-plano': () => {
        posts++;
        return { status: 200, body: { created: 38, skipped: 4 } };
      },
    });
    renderCompanyArea('plano-de-contas');
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar plano padrão' }));
    expect(
      await screen.findByText('38 categoria(s) do plano padrão adicionada(s)'),
    ).toBeInTheDocument();
    expect(posts).toBe(1);
  });

  it('should show a visualizador the plano with no write control', async () => {
    server = fakeApi({ 'GET /v1/companies/categories': () => ({ status: 200, body: plano }) });
    const token = fakeToken({ memberOf: [{ company_id: 'company-1', role: 'viewer' }] });
    renderCompanyArea('plano-de-contas', demoAccount({ access_token: token }));
    const receitas = await screen.findByRole('table', { name: 'Plano de contas: receitas' });
    expect(within(receitas).getByText('Vendas de produtos')).toBeVisible();
    expect(within(receitas).queryByRole('columnheader', { name: 'Ações' })).toBeNull();
    expect(
      screen.queryByRole('button', { name: /Nova categoria|Adicionar|Editar|Excluir/ }),
    ).toBeNull();
    expect(screen.queryByRole('button', { name: /Desativar|Ações/ })).toBeNull();
  });
});
