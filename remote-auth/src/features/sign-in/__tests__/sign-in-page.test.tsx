import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { selectAccount } from 'shared/session';
import { fakeApi, fakeToken, renderWithProviders } from 'shared/testing';
import type { FakeAnswer } from 'shared/testing';
import { SignInPage } from '../components/sign-in-page';

const TOKEN = fakeToken({ company_id: 'company-1' });
const PROFILE = {
  id: 'user-1',
  name: 'Demo Fluxo',
  email: 'demo@fluxo.dev',
  avatar: null,
  active: true,
  role: 'user',
  member_of: [{ company_id: 'company-1', role: 'owner' }],
};
const COMPANY = { id: 'company-1', name: 'Fluxo Demonstração Ltda', avatar: null };

function Probe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderLogin(route = '/login') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/login" element={<SignInPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Probe />
    </>,
    { route },
  );
}

function serve(signIn: (request: { body: unknown }) => FakeAnswer | 'network-error') {
  return fakeApi({
    'POST /v1/auth/sign-in': signIn,
    'GET /v1/users/profile': () => ({ status: 200, body: PROFILE }),
    'GET /v1/companies/company-1': () => ({ status: 200, body: COMPANY }),
    'GET /v1/companies': () => ({
      status: 200,
      body: [{ ...COMPANY, trade_name: null, role: 'owner' }],
    }),
  });
}

async function fillAndSubmit(email = 'demo@fluxo.dev', password = 'Demo1234') {
  await userEvent.type(screen.getByLabelText(/E-mail/), email);
  await userEvent.type(screen.getByLabelText(/^Senha/), password);
  await userEvent.keyboard('{Enter}');
}

describe('sign-in page', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => server?.restore());

  it('should show the copy of the spec', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Acessar a plataforma' })).toBeInTheDocument();
    expect(screen.getByText('Bom ver você aqui. Autentique com seus dados')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Esqueceu sua senha?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/signup');
    expect(screen.getByText('Ou')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Entrar com Google/ })).toBeDisabled();
    expect(
      screen.getByText('O acesso com Google não está configurado neste ambiente.'),
    ).toBeInTheDocument();
  });

  it('should start from what was typed into the page the server prerendered', () => {
    const prerender = document.createElement('div');
    prerender.id = 'prerender';
    prerender.innerHTML = '<input name="email"><input name="password" type="password">';
    document.body.append(prerender);
    const [email, password] = prerender.querySelectorAll('input');
    email!.value = 'demo@fluxo.dev';
    password!.value = 'Demo1234';
    try {
      renderLogin();
      expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('demo@fluxo.dev');
      expect(screen.getByRole('button', { name: 'Acessar' })).toBeEnabled();
    } finally {
      prerender.remove();
    }
  });

  it('should show at once the message of a field left there before the app arrived', () => {
    const prerender = document.createElement('div');
    prerender.id = 'prerender';
    prerender.innerHTML = '<input name="email" data-left><input name="password" type="password">';
    document.body.append(prerender);
    prerender.querySelector('input')!.value = 'demo@fluxo';
    try {
      renderLogin();
      expect(screen.getByText('E-mail inválido')).toBeInTheDocument();
      // The password field was never reached: no message for it yet.
      expect(screen.queryByText('Senha é obrigatório')).not.toBeInTheDocument();
    } finally {
      prerender.remove();
    }
  });

  it('should sign in at once when Enter was pressed there before the app arrived', async () => {
    let sent: unknown;
    server = serve(({ body }) => {
      sent = body;
      return { status: 200, body: { access_token: TOKEN } };
    });
    const prerender = document.createElement('div');
    prerender.id = 'prerender';
    prerender.innerHTML =
      '<form data-submitted><input name="email" value="demo@fluxo.dev"><input name="password" value="Demo1234"></form>';
    document.body.append(prerender);
    try {
      const { store } = renderLogin();
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
      expect(selectAccount(store.getState())?.user.email).toBe('demo@fluxo.dev');
      expect(sent).toEqual({ email: 'demo@fluxo.dev', password: 'Demo1234' });
    } finally {
      prerender.remove();
    }
  });

  it("should keep 'Acessar' disabled until the form is valid", async () => {
    renderLogin();
    const submit = screen.getByRole('button', { name: 'Acessar' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/E-mail/), 'demo@fluxo.dev');
    await userEvent.type(screen.getByLabelText(/^Senha/), 'x');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('should show the validation messages of the spec', async () => {
    renderLogin();
    await userEvent.click(screen.getByLabelText(/E-mail/));
    await userEvent.click(screen.getByLabelText(/^Senha/));
    await userEvent.tab();
    expect(await screen.findByText('E-mail é obrigatório')).toBeInTheDocument();
    expect(await screen.findByText('Senha é obrigatório')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/E-mail/), 'nao-e-email');
    expect(await screen.findByText('E-mail inválido')).toBeInTheDocument();
  });

  it('should unmask the password on request', async () => {
    renderLogin();
    const password = screen.getByLabelText(/^Senha/);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('should sign in with Enter, store profile and company, and go to insights', async () => {
    server = serve(() => ({ status: 200, body: { id: 'user-1', access_token: TOKEN } }));
    const { store } = renderLogin();
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(selectAccount(store.getState())).toEqual({
      user: { id: 'user-1', name: 'Demo Fluxo', email: 'demo@fluxo.dev', shortName: 'DF' },
      company: { id: 'company-1', name: 'Fluxo Demonstração Ltda', shortName: 'FD' },
      companies: [{ id: 'company-1', name: 'Fluxo Demonstração Ltda', shortName: 'FD' }],
      access_token: TOKEN,
    });
    expect(server.calls).toContain('GET /v1/users/profile');
  });

  it.each([
    [400, 'Não foi possivel cadastrar o usuário. Por favor, tente novamente'],
    [401, 'O e-mail ou a senha fornecidos não correspondem aos nossos registros.'],
    [500, 'Erro interno. Por favor, tente novamente.'],
    [503, 'Serviço indisponível. Por favor, tente novamente mais tarde'],
  ])('should show the message for status %i above the form', async (status, message) => {
    server = serve(() => ({ status, body: { statusCode: status, error: 'x', message: 'x' } }));
    const { store } = renderLogin();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(selectAccount(store.getState())).toBeNull();
  });

  it('should count a network failure as 503', async () => {
    server = serve(() => 'network-error');
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Serviço indisponível. Por favor, tente novamente mais tarde',
    );
  });

  it('should show the profile error and store nothing when the profile cannot be read', async () => {
    server = fakeApi({
      'POST /v1/auth/sign-in': () => ({ status: 200, body: { id: 'user-1', access_token: TOKEN } }),
      'GET /v1/users/profile': () => ({ status: 404, body: {} }),
      'GET /v1/companies/company-1': () => ({ status: 200, body: COMPANY }),
      'GET /v1/companies': () => ({ status: 200, body: [] }),
    });
    const { store } = renderLogin();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possivel encontrar o usuário. Por favor, tente novamente',
    );
    expect(selectAccount(store.getState())).toBeNull();
  });

  it('should confirm a finished sign-up', () => {
    renderLogin('/login?signup=success');
    expect(
      screen.getByText('Cadastro realizado . Faça login para acessar a plataforma.'),
    ).toBeInTheDocument();
  });

  it('should explain an expired session', () => {
    renderLogin('/login?token=session-expired');
    expect(screen.getByText('Sua sessão expirou. Faça login novamente.')).toBeInTheDocument();
  });
});
