import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { fakeApi, renderWithProviders } from 'shared/testing';
import type { FakeAnswer } from 'shared/testing';
import { VerificationPage } from '../components/verification-page';
import { SIGN_UP_DRAFT_KEY } from '../sign-up-draft';

const EMAIL = 'maria@padaria.com.br';

function Probe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderVerification() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/signup/verificacao" element={<VerificationPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Probe />
    </>,
    { route: '/signup/verificacao' },
  );
}

type Answer = () => FakeAnswer | 'network-error';
const NO_CONTENT: Answer = () => ({ status: 204, body: '' });
const TOKEN_ANSWER: Answer = () => ({ status: 200, body: { verification_token: 'proof-1' } });

function serve({
  code = NO_CONTENT,
  verify = TOKEN_ANSWER,
}: { code?: Answer; verify?: Answer } = {}) {
  const bodies: { code: unknown[]; verify: unknown[] } = { code: [], verify: [] };
  const server = fakeApi({
    'POST /v1/auth/sign-up/code': (request) => {
      bodies.code.push(request.body);
      return code();
    },
    'POST /v1/auth/sign-up/verify': (request) => {
      bodies.verify.push(request.body);
      return verify();
    },
  });
  return { ...server, bodies };
}

const emailInput = () => screen.getByLabelText(/^E-mail/);
const digit = (n: number) => screen.getByLabelText(`Dígito ${n} de 6`);

/** Types the e-mail and presses Enter once the form is valid (a disabled button blocks Enter). */
async function submitEmail(user = userEvent.setup(), email = EMAIL) {
  await user.type(emailInput(), email);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar código' })).toBeEnabled());
  await user.keyboard('{Enter}');
}

async function sendCode(user = userEvent.setup(), email = EMAIL) {
  await submitEmail(user, email);
  await screen.findByText(`Digite o código de 6 dígitos enviado para ${email}`);
}

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(digit(1));
  await user.keyboard(code);
}

// Forms typed key by key: give each test, and each wait, room on a busy machine.
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

describe('verification page', () => {
  let server: ReturnType<typeof serve> | undefined;
  afterEach(() => {
    server?.restore();
    server = undefined;
    jest.useRealTimers();
  });

  describe('step A: the e-mail', () => {
    it("should keep 'Enviar código' disabled until the e-mail is valid", async () => {
      renderVerification();
      const submit = screen.getByRole('button', { name: 'Enviar código' });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Verifique seu e-mail');
      expect(submit).toBeDisabled();
      await userEvent.type(emailInput(), EMAIL);
      await waitFor(() => expect(submit).toBeEnabled());
    });

    it('should show the sign-in validation messages', async () => {
      renderVerification();
      await userEvent.click(emailInput());
      await userEvent.tab();
      expect(await screen.findByText('E-mail é obrigatório')).toBeInTheDocument();
      await userEvent.type(emailInput(), 'nao-e-email');
      expect(await screen.findByText('E-mail inválido')).toBeInTheDocument();
    });

    it('should send the e-mail with Enter and move to the code step', async () => {
      server = serve();
      renderVerification();
      await submitEmail();
      expect(
        await screen.findByText(`Digite o código de 6 dígitos enviado para ${EMAIL}`),
      ).toBeInTheDocument();
      expect(server.bodies.code).toEqual([{ email: EMAIL }]);
      expect(digit(1)).toHaveFocus();
      expect(digit(1)).toHaveAttribute('autocomplete', 'one-time-code');
    });

    it('should say the e-mail is taken on 409, with links to sign in and to recover the password', async () => {
      server = serve({
        code: () => ({ status: 409, body: { statusCode: 409, error: 'Conflict', message: 'x' } }),
      });
      renderVerification();
      await submitEmail();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        'Este e-mail já está cadastrado. Faça login ou recupere sua senha.',
      );
      expect(screen.getByRole('link', { name: 'Recuperar senha' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
      expect(screen.getAllByRole('link', { name: 'Entrar' })[0]).toHaveAttribute('href', '/login');
      expect(screen.getByRole('button', { name: 'Enviar código' })).toBeInTheDocument();
    });

    it("should show the API's message on 429", async () => {
      const message = 'Muitas tentativas. Tente novamente em 10 minutos.';
      server = serve({
        code: () => ({
          status: 429,
          body: { statusCode: 429, error: 'Too Many Requests', message },
        }),
      });
      renderVerification();
      await submitEmail();
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    });

    it.each([
      [500, 'Erro interno. Por favor, tente novamente.'],
      [503, 'Serviço indisponível. Por favor, tente novamente mais tarde'],
    ])('should show the server message on %i', async (status, message) => {
      server = serve({
        code: () => ({ status, body: { statusCode: status, error: 'x', message: 'x' } }),
      });
      renderVerification();
      await submitEmail();
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    });

    it('should count a network failure as 503', async () => {
      server = serve({ code: () => 'network-error' });
      renderVerification();
      await submitEmail();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Serviço indisponível. Por favor, tente novamente mais tarde',
      );
    });

    it('should start from the e-mail of an existing draft', () => {
      sessionStorage.setItem(
        SIGN_UP_DRAFT_KEY,
        JSON.stringify({ email: EMAIL, verification_token: 'old' }),
      );
      renderVerification();
      expect(emailInput()).toHaveValue(EMAIL);
    });
  });

  describe('step B: the code', () => {
    it('should verify once the 6 digits are typed, keep the draft and go to info-usuario', async () => {
      server = serve();
      const user = userEvent.setup();
      renderVerification();
      await sendCode(user);
      await typeCode(user, '123456');
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent('/signup/info/info-usuario'),
      );
      expect(server.bodies.verify).toEqual([{ email: EMAIL, code: '123456' }]);
      expect(JSON.parse(sessionStorage.getItem('fluxo:signup') ?? 'null')).toEqual({
        email: EMAIL,
        verification_token: 'proof-1',
      });
    });

    it('should keep what was typed for the same e-mail when verifying again', async () => {
      sessionStorage.setItem(
        SIGN_UP_DRAFT_KEY,
        JSON.stringify({ email: EMAIL, verification_token: 'expired', user: { name: 'Maria' } }),
      );
      server = serve();
      const user = userEvent.setup();
      renderVerification();
      await user.click(screen.getByRole('button', { name: 'Enviar código' }));
      await screen.findByText(`Digite o código de 6 dígitos enviado para ${EMAIL}`);
      await typeCode(user, '123456');
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent('/signup/info/info-usuario'),
      );
      expect(JSON.parse(sessionStorage.getItem(SIGN_UP_DRAFT_KEY) ?? 'null')).toEqual({
        email: EMAIL,
        verification_token: 'proof-1',
        user: { name: 'Maria' },
      });
    });

    it("should keep 'Verificar' disabled until the code is complete", async () => {
      server = serve();
      const user = userEvent.setup();
      renderVerification();
      await sendCode(user);
      const verify = screen.getByRole('button', { name: 'Verificar' });
      expect(verify).toBeDisabled();
      await typeCode(user, '12345');
      expect(verify).toBeDisabled();
      expect(server.bodies.verify).toEqual([]);
    });

    it('should say the code is invalid on 400, clear it and stay', async () => {
      server = serve({
        verify: () => ({
          status: 400,
          body: { statusCode: 400, error: 'Bad Request', message: 'x' },
        }),
      });
      const user = userEvent.setup();
      renderVerification();
      await sendCode(user);
      await typeCode(user, '000000');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Código inválido ou expirado. Confira o código ou peça um novo.',
      );
      expect(digit(1)).toHaveValue('');
      expect(screen.getByTestId('location')).toHaveTextContent('/signup/verificacao');
      expect(sessionStorage.getItem(SIGN_UP_DRAFT_KEY)).toBeNull();
    });

    it.each([
      [500, 'Erro interno. Por favor, tente novamente.'],
      [503, 'Serviço indisponível. Por favor, tente novamente mais tarde'],
    ])('should show the server message on %i', async (status, message) => {
      server = serve({
        verify: () => ({ status, body: { statusCode: status, error: 'x', message: 'x' } }),
      });
      const user = userEvent.setup();
      renderVerification();
      await sendCode(user);
      await typeCode(user, '123456');
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    });

    it("should go back to the e-mail with 'Alterar e-mail', keeping it", async () => {
      server = serve();
      const user = userEvent.setup();
      renderVerification();
      await sendCode(user);
      await user.click(screen.getByRole('button', { name: 'Alterar e-mail' }));
      expect(emailInput()).toHaveValue(EMAIL);
    });

    it('should allow resending the code only after 60 seconds', async () => {
      jest.useFakeTimers();
      server = serve();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderVerification();
      await sendCode(user);
      expect(screen.getByRole('button', { name: 'Reenviar código em 60 s' })).toBeDisabled();
      act(() => jest.advanceTimersByTime(30_000));
      expect(screen.getByRole('button', { name: 'Reenviar código em 30 s' })).toBeDisabled();
      act(() => jest.advanceTimersByTime(30_000));
      const resend = screen.getByRole('button', { name: 'Reenviar código' });
      expect(resend).toBeEnabled();
      await user.click(resend);
      expect(await screen.findByText(`Enviamos um novo código para ${EMAIL}.`)).toBeInTheDocument();
      expect(server.bodies.code).toEqual([{ email: EMAIL }, { email: EMAIL }]);
      expect(screen.getByRole('button', { name: 'Reenviar código em 60 s' })).toBeDisabled();
    });
  });
});
