import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { fakeApi, renderWithProviders } from 'shared/testing';
import type { FakeAnswer } from 'shared/testing';
import { toaster } from 'shared/ui';
import { ResetPasswordPage } from '../components/reset-password-page';

const PASSWORD = 'NovaSenha2025';
const INVALID_LINK = 'Este link de redefinição é inválido ou expirou. Peça um novo link.';

function Probe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderReset() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/reset/:token" element={<ResetPasswordPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Probe />
    </>,
    { route: '/reset/token-from-the-email' },
  );
}

function serve(answer: () => FakeAnswer | 'network-error' = () => ({ status: 204, body: '' })) {
  const bodies: unknown[] = [];
  const server = fakeApi({
    'POST /v1/auth/reset-password/confirm': (request) => {
      bodies.push(request.body);
      return answer();
    },
  });
  return { ...server, bodies };
}

const submitButton = () => screen.getByRole('button', { name: 'Redefinir senha' });

async function fillAndSubmit(password = PASSWORD, confirmation = password) {
  await userEvent.type(screen.getByLabelText(/^Nova senha/), password);
  await userEvent.type(screen.getByLabelText(/^Confirmar nova senha/), confirmation);
  await waitFor(() => expect(submitButton()).toBeEnabled());
  await userEvent.keyboard('{Enter}');
}

// Forms typed key by key: give each test, and each wait, room on a busy machine.
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

describe('reset-password page', () => {
  let server: ReturnType<typeof serve> | undefined;
  afterEach(() => {
    server?.restore();
    server = undefined;
    jest.restoreAllMocks();
  });

  it('should show its copy, with the button disabled until the form is valid', async () => {
    renderReset();
    expect(screen.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeInTheDocument();
    expect(screen.getByText('Crie uma nova senha para acessar o Fluxo.')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Nova senha/), PASSWORD);
    await userEvent.type(screen.getByLabelText(/^Confirmar nova senha/), PASSWORD);
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('should ask for a strong password that the confirmation matches', async () => {
    renderReset();
    await userEvent.type(screen.getByLabelText(/^Nova senha/), 'senhafraca1');
    await userEvent.tab();
    expect(
      await screen.findByText(
        'A senha precisa ter ao menos 8 caracteres, com letras maiúsculas, minúsculas e números',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Média').parentElement).toHaveAttribute('data-strength', 'medium');
    await userEvent.type(screen.getByLabelText(/^Confirmar nova senha/), 'outra');
    await userEvent.tab();
    expect(await screen.findByText('As senhas não conferem')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('should set the new password with the token of the link, toast and go to login', async () => {
    server = serve();
    const toast = jest.spyOn(toaster, 'create');
    renderReset();
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(server.bodies).toEqual([{ token: 'token-from-the-email', password: PASSWORD }]);
    expect(await screen.findByText('Senha redefinida')).toBeInTheDocument();
    expect(screen.getByText('Faça login com a sua nova senha.')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith({
      type: 'success',
      title: 'Senha redefinida',
      description: 'Faça login com a sua nova senha.',
      duration: 3000,
    });
  });

  it.each([400, 404, 410])('should offer a new link when the API answers %i', async (status) => {
    server = serve(() => ({ status, body: { statusCode: status, error: 'x', message: 'x' } }));
    renderReset();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/reset/token-from-the-email');
  });

  it.each([
    [500, 'Erro interno. Por favor, tente novamente.'],
    [503, 'Serviço indisponível. Por favor, tente novamente mais tarde'],
  ])('should show the sign-in message on %i', async (status, message) => {
    server = serve(() => ({ status, body: { statusCode: status, error: 'x', message: 'x' } }));
    renderReset();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('link', { name: 'Pedir um novo link' })).not.toBeInTheDocument();
  });

  it('should count a network failure as 503', async () => {
    server = serve(() => 'network-error');
    renderReset();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Serviço indisponível. Por favor, tente novamente mais tarde',
    );
  });
});
