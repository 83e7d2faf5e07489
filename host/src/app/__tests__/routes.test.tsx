import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import {
  connectApiClient,
  createAppStore,
  resetSessionExpiry,
  selectAccount,
  startSession,
} from 'shared/session';
import { demoAccount, fakeApi, renderWithProviders } from 'shared/testing';
import { AppRoutes } from '../routes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async (id: string) => ({
    default: () => <div data-testid="remote-page" data-module={id} />,
  })),
}));

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(route: string, signedIn: boolean) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { route, account: signedIn ? demoAccount() : null },
  );
}

async function expectModule(module: string) {
  expect(await screen.findByTestId('remote-page')).toHaveAttribute('data-module', module);
}

describe('routes and guards', () => {
  it.each([
    ['/', 'insights/InsightsPage'],
    ['/movimentacoes', 'movements/MovementsPage'],
    ['/movimentacoes/importacao', 'movements/MovementsImportPage'],
    ['/movimentacoes/aprovacoes', 'movements/ApprovalsPage'],
    ['/movimentacoes/pagamento/123', 'movements/PaymentPage'],
    ['/importacao', 'movements/ImportPage'],
    ['/painel-de-vendas', 'insights/SalesPanelPage'],
    ['/relatorios/dre', 'insights/DrePage'],
    ['/empresa/plano-de-contas', 'company/CompanyPage'],
    ['/empresa/nova', 'company/NewCompanyPage'],
    ['/minha-conta/informacoes-gerais', 'company/AccountPage'],
  ])('should render %s from %s when signed in', async (route, module) => {
    renderAt(route, true);
    await expectModule(module);
  });

  it.each([
    ['/login', 'auth/LoginPage'],
    ['/forgot-password', 'auth/ForgotPasswordPage'],
    ['/reset/abc123', 'auth/ResetPasswordPage'],
    ['/signup', 'auth/SignupPage'],
    ['/signup/verificacao', 'auth/VerificationPage'],
    ['/signup/info/info-usuario', 'auth/SignupInfoPage'],
    ['/signup/info/info-empresa', 'auth/SignupInfoPage'],
  ])('should render %s from %s when signed out', async (route, module) => {
    renderAt(route, false);
    await expectModule(module);
  });

  it.each([false, true])(
    "should show a charge's payer page to anyone, without the shell (signed in: %s)",
    async (signedIn) => {
      const path = `/cobranca/${'a'.repeat(43)}`;
      renderAt(path, signedIn);
      await expectModule('auth/PixChargePage');
      expect(screen.getByTestId('location')).toHaveTextContent(path);
      // The sign-in pages' frame, for a payer who also uses Fluxo too: no menus of their company.
      expect(screen.getByText('© 2025 Fluxo. Todos os direitos reservados.')).toBeInTheDocument();
      expect(screen.queryByTestId('side-nav')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Navegar' })).not.toBeInTheDocument();
    },
  );

  it('should send a signed-out person from an auth page to login', async () => {
    renderAt('/movimentacoes', false);
    await expectModule('auth/LoginPage');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('should send a signed-in person away from login, to insights when there is no previous page', async () => {
    renderAt('/login', true);
    await expectModule('insights/InsightsPage');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('should show the not-found page for unknown paths, signed in or not', async () => {
    renderAt('/nao/existe', false);
    expect(screen.getByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login');
  });

  it('should show the not-found page inside the shell when signed in', async () => {
    renderAt('/nao/existe', true);
    expect(
      await screen.findByRole('heading', { name: 'Página não encontrada' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('side-nav')).toBeInTheDocument();
  });

  it('should render the playground only when signed in', async () => {
    renderAt('/playground', true);
    expect(await screen.findByRole('heading', { name: 'Playground' })).toBeInTheDocument();
  });

  it('should show the auth footer and no shell when signed out', async () => {
    renderAt('/login', false);
    await waitFor(() =>
      expect(screen.getByText('© 2025 Fluxo. Todos os direitos reservados.')).toBeInTheDocument(),
    );
    expect(screen.queryByTestId('side-nav')).not.toBeInTheDocument();
  });
});

describe('account refresh on start', () => {
  afterEach(() => resetSessionExpiry());

  it('should re-read profile and company with the stored token', async () => {
    const server = fakeApi({
      'GET /v1/users/profile': () => ({
        status: 200,
        body: {
          id: 'user-1',
          name: 'Maria Oliveira',
          email: 'maria@empresa.com.br',
          avatar: null,
        },
      }),
      'GET /v1/companies/company-1': () => ({
        status: 200,
        body: { id: 'company-1', name: 'Padaria Pão Dourado', avatar: null },
      }),
      'GET /v1/companies': () => ({ status: 200, body: [] }),
    });
    const { store } = renderAt('/', true);
    await waitFor(() => expect(selectAccount(store.getState())?.user.name).toBe('Maria Oliveira'));
    expect(selectAccount(store.getState())?.user.shortName).toBe('MO');
    server.restore();
  });

  it('should not fetch again for a session started after start-up (sign-in fetched it)', async () => {
    const server = fakeApi({});
    const { store } = renderAt('/login', false);
    act(() => startSession(store, demoAccount()));
    await expectModule('insights/InsightsPage');
    // Only the side nav's count of payments awaiting approval, which is not the account.
    expect(server.calls.filter((call) => !call.endsWith('/approvals/count'))).toEqual([]);
    server.restore();
  });

  it('should end the session when the API says the stored token expired', async () => {
    const redirect = jest.fn();
    const expired = {
      statusCode: 401,
      error: 'Unauthorized',
      message: 'token has invalid claims: token is expired',
    };
    const server = fakeApi({
      'GET /v1/users/profile': () => ({ status: 401, body: expired }),
      'GET /v1/companies/company-1': () => ({ status: 401, body: expired }),
      'GET /v1/companies': () => ({ status: 401, body: expired }),
    });
    const store = createAppStore(demoAccount());
    const disconnect = connectApiClient(store, redirect);
    renderWithProviders(<AppRoutes />, { route: '/', store });
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/login?token=session-expired'));
    expect(selectAccount(store.getState())).toBeNull();
    disconnect();
    server.restore();
  });
});
