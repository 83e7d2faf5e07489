import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyGroup, GroupDre } from 'shared/contracts';
import { demoAccount, fakeApi, renderWithProviders } from 'shared/testing';
import { GroupPage } from '../components/group-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

const brl = (text: string) => text.replace(/R\$ /g, 'R$\u00a0');

function groupOf(inGroup: string[]): CompanyGroup {
  return {
    companies: (
      [
        { company_id: A, name: 'A Indústria', document: null, role: 'owner', in_group: false },
        { company_id: B, name: 'B Comércio', document: null, role: 'viewer', in_group: false },
        { company_id: C, name: 'C Serviços', document: null, role: 'finance', in_group: false },
      ] satisfies CompanyGroup['companies']
    ).map((company) => ({ ...company, in_group: inGroup.includes(company.company_id) })),
  };
}

const figures = (byCompany: number[]) => ({
  values: [byCompany.reduce((a, b) => a + b, 0)],
  total: byCompany.reduce((a, b) => a + b, 0),
  by_company: byCompany,
});

const DRE: GroupDre = {
  regime: 'competencia',
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  months: ['2026-01'],
  companies: [
    { id: A, name: 'A Indústria' },
    { id: B, name: 'B Comércio' },
  ],
  lines: [
    {
      key: 'receita_bruta',
      label: 'Receita bruta',
      kind: 'group',
      level: 0,
      ...figures([50_000, 0]),
      categories: [{ code: '1.01', name: 'Vendas', ...figures([50_000, 0]) }],
    },
    {
      key: 'resultado_periodo',
      label: 'Resultado do período',
      kind: 'total',
      level: 0,
      ...figures([50_000, -20_000]),
      categories: [],
    },
  ],
  eliminations: figures([10_000, -10_000]),
  unmatched: [{ company_id: B, company_name: 'B Comércio', code: '2.02', name: 'Aluguel da loja' }],
};

function serve(initial: string[]) {
  let group = groupOf(initial);
  const saved: unknown[] = [];
  const server = fakeApi({
    'GET /v1/users/company-group': () => ({ status: 200, body: group }),
    'PUT /v1/users/company-group': (request) => {
      const ids = (request.body as { company_ids: string[] }).company_ids;
      saved.push(ids);
      group = groupOf(ids);
      return { status: 200, body: group };
    },
    'POST /v1/users/company-group/dre': () => ({ status: 200, body: DRE }),
  });
  return { server, saved };
}

describe('Visão consolidada', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => {
    server?.restore();
    server = undefined;
  });

  it('should save the ticked companies as the group, two at least', async () => {
    const api = serve([]);
    server = api.server;
    renderWithProviders(<GroupPage />, { account: demoAccount() });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'A Indústria' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar grupo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('pelo menos duas empresas');
    expect(api.saved).toEqual([]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'B Comércio' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar grupo' }));
    await waitFor(() => expect(api.saved).toEqual([[A, B]]));
    expect(await screen.findByRole('table', { name: /DRE consolidada/ })).toBeInTheDocument();
  });

  it('should show the group, a column per company on demand, the trade between them apart', async () => {
    const api = serve([A, B]);
    server = api.server;
    renderWithProviders(<GroupPage />, { account: demoAccount() });
    const table = await screen.findByRole('table', { name: /DRE consolidada/ });
    const headers = () =>
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
    expect(headers()).toEqual(['Linha da DRE', 'Grupo']);
    const row = (name: RegExp) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(row(/Receita bruta/)).toEqual([brl('R$ 500,00')]);
    expect(row(/Operações entre empresas do grupo/)).toEqual([brl('R$ 0,00')]);

    await userEvent.click(screen.getByRole('button', { name: 'Por empresa' }));
    expect(headers()).toEqual(['Linha da DRE', 'A Indústria', 'B Comércio', 'Grupo']);
    expect(row(/Operações entre empresas do grupo/)).toEqual([
      brl('R$ 100,00'),
      brl('-R$ 100,00'),
      brl('R$ 0,00'),
    ]);
    expect(screen.getByText('B Comércio: 2.02 Aluguel da loja')).toBeInTheDocument();
  });
});
