import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { selectAccount, selectIsSignedIn } from 'shared/session';
import { demoAccount, fakeApi, fakeToken, renderWithProviders } from 'shared/testing';
import { AppLayout } from '../app-layout';

// The triggers' names start with what they show (WCAG 2.5.3), then SPEC.md's tooltip words;
// demoAccount() is Maria Silva (MS) at Padaria Pão Dourado (PP).
const PROFILE_TRIGGER = 'MS, Maria Silva, maria@empresa.com.br, Minha Conta';
const COMPANY_TRIGGER = 'PP, Padaria Pão Dourado, Minhas Empresas';

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Renders the layout and waits for the lazily loaded shell. */
async function renderShell(route = '/', signedIn = true) {
  const result = renderWithProviders(
    <>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="*" element={<p>conteúdo</p>} />
        </Route>
      </Routes>
      <LocationProbe />
    </>,
    { route, account: signedIn ? demoAccount() : null },
  );
  await screen.findByRole('button', {
    name: window.matchMedia('(min-width: 1024px)').matches ? PROFILE_TRIGGER : 'Navegar',
  });
  return result;
}

const MENU = [
  ['Insights', '/'],
  ['Painel de Vendas', '/painel-de-vendas'],
  ['Movimentações', '/movimentacoes'],
  ['Notas fiscais', '/movimentacoes/notas'],
  ['Aprovações', '/movimentacoes/aprovacoes'],
  ['Conciliação bancária', '/importacao'],
  ['Relatórios', '/relatorios/dre'],
  ['Orçamento', '/relatorios/orcamento'],
  ['Cenários de caixa', '/relatorios/cenarios'],
  ['Informações Gerais', '/empresa/informacoes-gerais'],
  ['Plano de Contas', '/empresa/plano-de-contas'],
  ['Contas Bancárias', '/empresa/contas-bancarias'],
  ['Centros de Custo', '/empresa/centro-de-custo'],
  ['Fornecedores', '/empresa/fornecedores'],
  ['Minha conta', '/minha-conta/informacoes-gerais'],
] as const;

/** Opens a menu from its trigger and picks an item with the keyboard, as a keyboard user does. */
async function chooseMenuItem(trigger: string, name: string | RegExp) {
  within(await screen.findByTestId('side-nav'))
    .getByRole('button', { name: trigger })
    .focus();
  await userEvent.keyboard('{ArrowDown}');
  const item = await screen.findByRole('menuitem', { name });
  for (let step = 0; step < 5 && !item.hasAttribute('data-highlighted'); step += 1) {
    await userEvent.keyboard('{ArrowDown}');
  }
  await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
  await userEvent.keyboard('{Enter}');
}

describe('shell', () => {
  it('should list the menu items of the spec, in order, with their paths', async () => {
    await renderShell();
    const nav = within(screen.getByTestId('side-nav'));
    const links = nav.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(MENU);
  });

  it("should mark 'Insights' active only on the exact path", async () => {
    await renderShell('/');
    const nav = within(screen.getByTestId('side-nav'));
    expect(nav.getByRole('link', { name: 'Insights' })).toHaveAttribute('aria-current', 'page');
  });

  it('should mark other items active when the path starts with theirs', async () => {
    await renderShell('/movimentacoes/pagamento/7');
    const nav = within(screen.getByTestId('side-nav'));
    expect(nav.getByRole('link', { name: 'Movimentações' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(nav.getByRole('link', { name: 'Insights' })).not.toHaveAttribute('aria-current');
  });

  it('should mark only the page within Movimentações active on its own path', async () => {
    await renderShell('/movimentacoes/notas');
    const nav = within(screen.getByTestId('side-nav'));
    expect(nav.getByRole('link', { name: 'Notas fiscais' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(nav.getByRole('link', { name: 'Movimentações' })).not.toHaveAttribute('aria-current');
  });

  it("should mark only 'Aprovações' on its page and show how many wait", async () => {
    const api = fakeApi({
      'GET /v1/companies/approvals/count': () => ({ status: 200, body: { total: 3 } }),
    });
    try {
      await renderShell('/movimentacoes/aprovacoes');
      const nav = within(screen.getByTestId('side-nav'));
      const approvals = await nav.findByRole('link', {
        name: 'Aprovações 3 aguardando aprovação',
      });
      expect(approvals).toHaveAttribute('aria-current', 'page');
      expect(nav.getByRole('link', { name: 'Movimentações' })).not.toHaveAttribute('aria-current');
    } finally {
      api.restore();
    }
  });

  it("should hide 'Aprovações' from a finance member", async () => {
    renderWithProviders(
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="*" element={<p>conteúdo</p>} />
        </Route>
      </Routes>,
      {
        route: '/movimentacoes',
        account: demoAccount({
          access_token: fakeToken({ memberOf: [{ company_id: 'company-1', role: 'finance' }] }),
        }),
      },
    );
    const nav = within(await screen.findByTestId('side-nav'));
    expect(nav.getByRole('link', { name: 'Movimentações' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: /Aprovações/ })).not.toBeInTheDocument();
  });

  it("should show the user's and the company's names and short names", async () => {
    await renderShell();
    const nav = within(screen.getByTestId('side-nav'));
    expect(nav.getByText('Maria Silva')).toBeInTheDocument();
    expect(nav.getByText('maria@empresa.com.br')).toBeInTheDocument();
    expect(nav.getByText('Padaria Pão Dourado')).toBeInTheDocument();
    expect(nav.getByText('PP')).toBeInTheDocument();
    expect(nav.getByText('MS')).toBeInTheDocument();
  });

  it.each([
    [PROFILE_TRIGGER, 'Minha Conta'],
    [COMPANY_TRIGGER, 'Minhas Empresas'],
  ])("should keep SPEC.md's tooltip on the trigger named '%s'", async (name, tooltip) => {
    await renderShell();
    await userEvent.hover(within(screen.getByTestId('side-nav')).getByRole('button', { name }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(tooltip);
  });

  it("should keep the 'Saldo Total' placeholder hidden", async () => {
    await renderShell();
    const card = screen.getByTestId('balance-card');
    expect(card).not.toBeVisible();
    expect(card).toHaveTextContent('Saldo Total');
    expect(card).toHaveTextContent('R$ 30.000');
  });

  it("should show name and e-mail in the profile menu, and log out with 'Sair'", async () => {
    const api = fakeApi({ 'DELETE /v1/auth/sessions/current': () => ({ status: 204 }) });
    const { store } = await renderShell();
    await userEvent.click(
      within(screen.getByTestId('side-nav')).getByRole('button', { name: PROFILE_TRIGGER }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Minha conta' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await chooseMenuItem(PROFILE_TRIGGER, 'Sair');
    expect(selectIsSignedIn(store.getState())).toBe(false);
    // The navigation renders on React's next pass: under load, after this line runs.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    // The server ends the session too, so the token stops working wherever a copy of it is.
    // (The side nav also asks an owner how many payments wait for approval.)
    await waitFor(() => expect(api.calls).toContain('DELETE /v1/auth/sessions/current'));
    api.restore();
  });

  it('should open the drawer from Navegar and close it when the viewport reaches 1024px', async () => {
    act(() => globalThis.setViewportWidth(800));
    await renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Navegar' }));
    const drawer = await screen.findByTestId('nav-drawer');
    expect(within(drawer).getByRole('link', { name: 'Fornecedores' })).toBeInTheDocument();

    act(() => globalThis.setViewportWidth(1024));

    await waitFor(() => expect(screen.queryByTestId('nav-drawer')).not.toBeInTheDocument());
  });

  it('should flip the theme button between Modo Escuro and Modo Claro', async () => {
    await renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Modo Escuro' }));
    expect(screen.getByRole('button', { name: 'Modo Claro' })).toBeInTheDocument();
    expect(document.getElementById('theme')).toHaveClass('dark');
  });
});

describe('company switcher', () => {
  it("should open 'Nova empresa' from the company menu, for any member", async () => {
    await renderShell('/movimentacoes');
    await chooseMenuItem(COMPANY_TRIGGER, 'Nova empresa');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/empresa/nova'));
  });

  it("should open 'Visão consolidada' to a person of several companies, and not to one of one", async () => {
    await renderShell('/movimentacoes');
    within(await screen.findByTestId('side-nav'))
      .getByRole('button', { name: COMPANY_TRIGGER })
      .focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menuitem', { name: /Nova empresa/ });
    expect(screen.queryByRole('menuitem', { name: /Visão consolidada/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    cleanup();

    renderWithProviders(
      <>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="*" element={<p>conteúdo</p>} />
          </Route>
        </Routes>
        <LocationProbe />
      </>,
      {
        route: '/movimentacoes',
        account: demoAccount({
          companies: [
            { id: 'company-1', name: 'Padaria Pão Dourado', shortName: 'PP' },
            { id: 'company-2', name: 'Loja Azul', shortName: 'LA' },
          ],
        }),
      },
    );
    await chooseMenuItem(COMPANY_TRIGGER, /Visão consolidada/);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/visao-consolidada'),
    );
  });

  it("should list the user's companies and switch with a new token", async () => {
    const newToken = fakeToken({ company_id: 'company-2' });
    const server = fakeApi({
      'POST /v1/auth/switch-company': ({ body }) =>
        (body as { company_id: string }).company_id === 'company-2'
          ? { status: 200, body: { id: 'user-1', access_token: newToken } }
          : { status: 403, body: {} },
      'GET /v1/users/profile': () => ({
        status: 200,
        body: { id: 'user-1', name: 'Maria Silva', email: 'maria@empresa.com.br', avatar: null },
      }),
      'GET /v1/companies/company-2': () => ({
        status: 200,
        body: { id: 'company-2', name: 'Loja Azul', avatar: null },
      }),
      'GET /v1/companies': () => ({
        status: 200,
        body: [
          {
            id: 'company-1',
            name: 'Padaria Pão Dourado',
            avatar: null,
            trade_name: null,
            role: 'owner',
          },
          { id: 'company-2', name: 'Loja Azul', avatar: null, trade_name: null, role: 'member' },
        ],
      }),
    });
    const { store } = renderWithProviders(
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="*" element={<p>conteúdo</p>} />
        </Route>
      </Routes>,
      {
        account: demoAccount({
          companies: [
            { id: 'company-1', name: 'Padaria Pão Dourado', shortName: 'PP' },
            { id: 'company-2', name: 'Loja Azul', shortName: 'LA' },
          ],
        }),
      },
    );

    await chooseMenuItem(COMPANY_TRIGGER, /Loja Azul/);

    await waitFor(() => expect(selectAccount(store.getState())?.company.name).toBe('Loja Azul'));
    expect(selectAccount(store.getState())?.access_token).toBe(newToken);
    expect(server.calls).toEqual(
      expect.arrayContaining(['POST /v1/auth/switch-company', 'GET /v1/companies/company-2']),
    );
    server.restore();
  });
});
