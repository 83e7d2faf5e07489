import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Account } from 'shared/session';
import type { InvitationPreview } from 'shared/contracts';
import { demoAccount, fakeApi, fakeToken, renderWithProviders } from 'shared/testing';
import { InvitationPage } from '../components/invitation-page';

jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

const TOKEN = 'a'.repeat(43);
const PREVIEW_URL = `GET /v1/auth/invitations/${TOKEN}`;

const preview = (over: Partial<InvitationPreview> = {}): InvitationPreview => ({
  company_name: 'Padaria Pão Dourado ME',
  email: 'ana@empresa.com.br',
  role: 'viewer',
  account_exists: false,
  ...over,
});

/** The token the API answers after joining: the invitation's company is the active one. */
const JOINED = fakeToken({
  sub: 'user-2',
  company_id: 'company-2',
  memberOf: [{ company_id: 'company-2', role: 'viewer' }],
});

/** What establishing the session reads with the new token. */
const sessionRoutes = {
  'GET /v1/users/profile': () => ({
    status: 200,
    body: {
      id: 'user-2',
      avatar: null,
      name: 'Ana Lima',
      email: 'ana@empresa.com.br',
      active: true,
      role: 'user',
      member_of: [{ company_id: 'company-2', role: 'viewer' }],
    },
  }),
  'GET /v1/companies/company-2': () => ({
    status: 200,
    body: { id: 'company-2', name: 'Padaria Pão Dourado ME', avatar: null },
  }),
  'GET /v1/companies': () => ({
    status: 200,
    body: [{ id: 'company-2', name: 'Padaria Pão Dourado ME', avatar: null }],
  }),
};

function renderInvitation(account: Account | null = null) {
  return renderWithProviders(
    <Routes>
      <Route path="/convite/:token" element={<InvitationPage />} />
      <Route path="/" element={<p>Início</p>} />
    </Routes>,
    { route: `/convite/${TOKEN}`, account },
  );
}

describe('/convite/:token', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => server?.restore());

  it.each([
    'Este convite expirou. Peça a quem convidou você que envie um novo.',
    'Este convite já foi usado. Entre com o e-mail convidado para acessar a empresa.',
    'Este convite não é válido: confira se o link está completo ou peça um novo convite.',
  ])('should say why a link cannot be used: %s', async (message) => {
    server = fakeApi({
      [PREVIEW_URL]: () => ({
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message },
      }),
    });
    renderInvitation();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: /aceitar/i })).toBeNull();
  });

  it('should offer a retry when the invitation cannot be read for another reason', async () => {
    // The API client itself tries a read three times (shared/src/api/client.ts) before the page
    // hears of the failure; the person's retry is the fourth.
    let tries = 0;
    server = fakeApi({
      [PREVIEW_URL]: () => (++tries <= 3 ? 'network-error' : { status: 200, body: preview() }),
    });
    renderInvitation();
    await userEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(/Convite para Padaria Pão Dourado ME/)).toBeVisible();
  });

  it('should sign an unknown address up through the link and enter the company', async () => {
    const bodies: unknown[] = [];
    server = fakeApi({
      [PREVIEW_URL]: () => ({ status: 200, body: preview() }),
      'POST /v1/auth/invitations/sign-up': (request) => {
        bodies.push(request.body);
        return { status: 201, body: { id: 'user-2', access_token: JOINED } };
      },
      ...sessionRoutes,
    });
    const { store } = renderInvitation();
    expect(await screen.findByText('visualizador')).toBeVisible();
    expect(screen.getByDisplayValue('ana@empresa.com.br')).toHaveAttribute('readonly');
    await userEvent.type(screen.getByRole('textbox', { name: /nome completo/i }), 'Ana Lima');
    await userEvent.type(screen.getByLabelText(/^senha/i), 'Senha-Forte-1');
    await userEvent.type(screen.getByLabelText(/confirmar senha/i), 'Senha-Forte-1');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta e aceitar' }));
    expect(await screen.findByText('Início')).toBeVisible();
    expect(bodies).toEqual([{ token: TOKEN, name: 'Ana Lima', password: 'Senha-Forte-1' }]);
    expect(store.getState().session.account?.company.id).toBe('company-2');
  });

  it('should refuse a weak password before calling the API', async () => {
    server = fakeApi({ [PREVIEW_URL]: () => ({ status: 200, body: preview() }) });
    renderInvitation();
    await userEvent.type(await screen.findByRole('textbox', { name: /nome completo/i }), 'Ana');
    await userEvent.type(screen.getByLabelText(/^senha/i), 'fraca');
    await userEvent.type(screen.getByLabelText(/confirmar senha/i), 'fraca');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta e aceitar' }));
    expect(
      await screen.findByText(
        'A senha precisa ter ao menos 8 caracteres, com letras maiúsculas, minúsculas e números',
      ),
    ).toBeVisible();
    expect(server.calls).toEqual([PREVIEW_URL]);
  });

  it('should sign a known address in and accept with the new token', async () => {
    const signedIn = fakeToken({ sub: 'user-2' });
    const acceptHeaders: (string | undefined)[] = [];
    server = fakeApi({
      [PREVIEW_URL]: () => ({ status: 200, body: preview({ account_exists: true }) }),
      'POST /v1/auth/sign-in': () => ({
        status: 200,
        body: { id: 'user-2', access_token: signedIn },
      }),
      'POST /v1/auth/invitations/accept': (request) => {
        acceptHeaders.push(request.headers.get('Authorization')?.toString());
        return { status: 200, body: { id: 'user-2', access_token: JOINED } };
      },
      ...sessionRoutes,
    });
    const { store } = renderInvitation();
    await userEvent.type(await screen.findByLabelText(/^senha/i), 'Senha-Forte-1');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar e aceitar convite' }));
    expect(await screen.findByText('Início')).toBeVisible();
    expect(acceptHeaders).toEqual([`Bearer ${signedIn}`]);
    expect(store.getState().session.account?.access_token).toBe(JOINED);
  });

  it('should show the sign-in refusal of SPEC §8 for a wrong password', async () => {
    server = fakeApi({
      [PREVIEW_URL]: () => ({ status: 200, body: preview({ account_exists: true }) }),
      'POST /v1/auth/sign-in': () => ({
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: 'invalid credentials' },
      }),
    });
    renderInvitation();
    await userEvent.type(await screen.findByLabelText(/^senha/i), 'Errada-123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar e aceitar convite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O e-mail ou a senha fornecidos não correspondem aos nossos registros.',
    );
    expect(server.calls).not.toContain('POST /v1/auth/invitations/accept');
  });

  it('should let the invited person, signed in, accept with one click', async () => {
    server = fakeApi({
      [PREVIEW_URL]: () => ({ status: 200, body: preview({ email: 'maria@empresa.com.br' }) }),
      'POST /v1/auth/invitations/accept': () => ({
        status: 200,
        body: { id: 'user-1', access_token: JOINED },
      }),
      ...sessionRoutes,
    });
    const { store } = renderInvitation(demoAccount());
    await userEvent.click(await screen.findByRole('button', { name: 'Aceitar convite' }));
    await waitFor(() => expect(store.getState().session.account?.access_token).toBe(JOINED));
    expect(await screen.findByText('Início')).toBeVisible();
  });

  it('should tell someone signed in with another e-mail to switch, and not offer to accept', async () => {
    server = fakeApi({ [PREVIEW_URL]: () => ({ status: 200, body: preview() }) });
    const { store } = renderInvitation(demoAccount());
    expect(await screen.findByText(/mas este convite é para/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Aceitar convite' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sair e usar outro e-mail' }));
    await waitFor(() => expect(store.getState().session.account).toBeNull());
    // Signed out now, the page offers the way in for the invited address.
    expect(await screen.findByRole('button', { name: 'Criar conta e aceitar' })).toBeVisible();
  });
});
