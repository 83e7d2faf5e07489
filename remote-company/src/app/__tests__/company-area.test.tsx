import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from 'shared/testing';
import { renderCompanyArea } from '../../testing/render-company-area';

describe('company area', () => {
  let server: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    server = fakeApi({ 'GET /v1/companies/cost-centers': () => ({ status: 200, body: [] }) });
  });
  afterEach(() => server.restore());

  it('should show the company name and a link per section, the current one marked', () => {
    renderCompanyArea('centro-de-custo');
    expect(screen.getByRole('heading', { level: 1, name: 'Padaria Pão Dourado' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Seções da empresa' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Informações gerais',
      'Plano de contas',
      'Contas bancárias',
      'Centros de custo',
      'Fornecedores',
      'Clientes',
      'Usuários',
      'Régua de cobrança',
    ]);
    expect(within(nav).getByRole('link', { name: 'Centros de custo' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Fornecedores' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('should change the route when a section link is followed with the keyboard', async () => {
    renderCompanyArea('centro-de-custo');
    const link = screen.getByRole('link', { name: 'Fornecedores' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'Fornecedores' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('should show the not-found state for an unknown section', () => {
    renderCompanyArea('nao-existe');
    expect(screen.getByText('Seção não encontrada')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir para Informações gerais' })).toHaveAttribute(
      'href',
      '/empresa/informacoes-gerais',
    );
  });
});
