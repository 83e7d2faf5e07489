import { configure, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { selectAccount } from 'shared/session';
import { demoAccount, fakeApi, fakeToken, renderWithProviders } from 'shared/testing';
import { toaster } from 'shared/ui';
import { AppLayout } from '../app-layout';

jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

// The daily digest's links name their company: /movimentacoes?…&empresa=<id>.

function Page() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderLink(route: string) {
  return renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<Page />} />
      </Route>
    </Routes>,
    {
      route,
      account: demoAccount({
        companies: [
          { id: 'company-1', name: 'Padaria Pão Dourado', shortName: 'PP' },
          { id: 'company-2', name: 'Loja Azul', shortName: 'LA' },
        ],
      }),
    },
  );
}

function serve() {
  return fakeApi({
    'POST /v1/auth/switch-company': ({ body }) =>
      (body as { company_id: string }).company_id === 'company-2'
        ? {
            status: 200,
            body: { id: 'user-1', access_token: fakeToken({ company_id: 'company-2' }) },
          }
        : {
            status: 403,
            body: { statusCode: 403, error: 'Forbidden', message: 'Você não faz parte.' },
          },
    'GET /v1/users/profile': () => ({
      status: 200,
      body: { id: 'user-1', name: 'Maria Silva', email: 'maria@empresa.com.br', avatar: null },
    }),
    'GET /v1/companies/company-2': () => ({
      status: 200,
      body: { id: 'company-2', name: 'Loja Azul', avatar: null },
    }),
    'GET /v1/companies': () => ({ status: 200, body: [] }),
  });
}

describe('a link that names its company', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => {
    server?.restore();
    jest.restoreAllMocks();
  });

  it('should switch to that company before showing the page, then drop the parameter', async () => {
    server = serve();
    const toast = jest.spyOn(toaster, 'create');
    const { store } = renderLink(
      '/movimentacoes?inicio=2026-11-26&fim=2026-11-26&tipo=receita&empresa=company-2',
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        /^\/movimentacoes\?inicio=2026-11-26&fim=2026-11-26&tipo=receita$/,
      ),
    );
    expect(screen.getByTestId('location')).not.toHaveTextContent('empresa');
    expect(selectAccount(store.getState())?.company.id).toBe('company-2');
    expect(server.calls.filter((call) => call === 'POST /v1/auth/switch-company')).toHaveLength(1);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', title: 'Empresa alterada' }),
    );
  });

  it('should only drop the parameter when the company is already the active one', async () => {
    server = serve();
    renderLink('/movimentacoes?tipo=despesa&empresa=company-1');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/movimentacoes\?tipo=despesa$/),
    );
    expect(screen.getByTestId('location')).not.toHaveTextContent('empresa');
    expect(server.calls).not.toContain('POST /v1/auth/switch-company');
  });

  it('should stay in the active company and say so when the company is not the person’s', async () => {
    server = serve();
    const toast = jest.spyOn(toaster, 'create');
    const { store } = renderLink('/movimentacoes?empresa=company-9');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/movimentacoes$/),
    );
    expect(selectAccount(store.getState())?.company.id).toBe('company-1');
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'error',
        title: 'Não foi possível abrir a empresa do link',
        description: 'Você não faz parte desta empresa.',
      }),
    );
  });
});
