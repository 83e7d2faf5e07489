import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { fakeApi, renderWithProviders } from 'shared/testing';
import type { FakeAnswer } from 'shared/testing';
import { toaster } from 'shared/ui';
import { ForgotPasswordPage } from '../components/forgot-password-page';

const EMAIL = 'demo@fluxo.dev';
const FAILED = 'E-mail não encontrado. Verifique se digitou corretamente.';

function Probe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderForgot() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Probe />
    </>,
    { route: '/forgot-password' },
  );
}

function serve(answer: () => FakeAnswer | 'network-error' = () => ({ status: 204, body: '' })) {
  const bodies: unknown[] = [];
  const server = fakeApi({
    'POST /v1/auth/reset-password': (request) => {
      bodies.push(request.body);
      return answer();
    },
  });
  return { ...server, bodies };
}

const emailInput = () => screen.getByLabelText(/^E-mail/);
const submitButton = () => screen.getByRole('button', { name: 'Obter link de redefinição' });

async function requestLink(email = EMAIL) {
  await userEvent.type(emailInput(), email);
  await userEvent.keyboard('{Enter}');
}

// Forms typed key by key: give each test, and each wait, room on a busy machine.
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

describe('forgot-password page', () => {
  let server: ReturnType<typeof serve> | undefined;
  afterEach(() => {
    server?.restore();
    server = undefined;
    jest.restoreAllMocks();
  });

  describe('step 1', () => {
    it('should show the copy of the spec', () => {
      renderForgot();
      expect(
        screen.getByRole('heading', { level: 1, name: 'Esqueceu sua senha?' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          'Informe o e-mail cadastrado e enviaremos um link para você redefinir sua senha.',
        ),
      ).toBeInTheDocument();
      expect(emailInput()).toBeInTheDocument();
      expect(submitButton()).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Voltar para Login' })).toBeInTheDocument();
    });

    it("should go to login with 'Voltar para Login'", async () => {
      renderForgot();
      await userEvent.click(screen.getByRole('button', { name: 'Voltar para Login' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/login');
    });

    it("should say 'Digite seu e-mail' when submitted empty, without calling the API", async () => {
      server = serve();
      renderForgot();
      await userEvent.click(submitButton());
      expect(await screen.findByText('Digite seu e-mail')).toBeInTheDocument();
      expect(server.calls).toEqual([]);
    });

    it("should say 'Digite seu e-mail' when Enter is pressed on the empty field", async () => {
      renderForgot();
      await userEvent.click(emailInput());
      await userEvent.keyboard('{Enter}');
      expect(await screen.findByText('Digite seu e-mail')).toBeInTheDocument();
    });

    it("should say 'E-mail é obrigatório' on leaving it empty, and still let the empty submit explain", async () => {
      renderForgot();
      await userEvent.click(emailInput());
      await userEvent.tab();
      expect(await screen.findByText('E-mail é obrigatório')).toBeInTheDocument();
      expect(submitButton()).toBeEnabled();
      await userEvent.click(submitButton());
      expect(await screen.findByText('Digite seu e-mail')).toBeInTheDocument();
    });

    it('should say an e-mail is wrong and disable the button until it is fixed', async () => {
      server = serve();
      renderForgot();
      await userEvent.type(emailInput(), 'nao-e-email');
      await userEvent.tab();
      expect(await screen.findByText('E-mail inválido')).toBeInTheDocument();
      expect(submitButton()).toBeDisabled();
      await userEvent.clear(emailInput());
      await userEvent.type(emailInput(), EMAIL);
      await waitFor(() => expect(submitButton()).toBeEnabled());
      expect(screen.queryByText('E-mail inválido')).not.toBeInTheDocument();
      expect(server.calls).toEqual([]);
    });

    it.each([
      [401, 'Não foi possivel validar o e-mail'],
      [404, 'Erro desconhecido'],
      [500, 'Erro interno. Por favor, tente novamente.'],
      [503, 'Serviço indisponível. Por favor, tente novamente mais tarde'],
    ])('should stay on step 1 and show the fixed message on %i', async (status, detail) => {
      server = serve(() => ({ status, body: { statusCode: status, error: 'x', message: 'x' } }));
      renderForgot();
      await requestLink();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(FAILED);
      expect(alert).toHaveTextContent(detail);
      expect(submitButton()).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'E-mail enviado' })).not.toBeInTheDocument();
    });

    it('should count a network failure as 503', async () => {
      server = serve(() => 'network-error');
      renderForgot();
      await requestLink();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(FAILED);
      expect(alert).toHaveTextContent(
        'Serviço indisponível. Por favor, tente novamente mais tarde',
      );
    });

    it("should add the API's wait message on 429", async () => {
      const message = 'Muitas tentativas. Tente novamente em 10 minutos.';
      server = serve(() => ({ status: 429, body: { statusCode: 429, error: 'x', message } }));
      renderForgot();
      await requestLink();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(FAILED);
      expect(alert).toHaveTextContent(message);
    });

    it('should ignore a submit while another is in progress', async () => {
      server = serve();
      renderForgot();
      await userEvent.type(emailInput(), EMAIL);
      const form = emailInput().closest('form') as HTMLFormElement;
      fireEvent.submit(form);
      fireEvent.submit(form);
      await screen.findByRole('heading', { name: 'E-mail enviado' });
      expect(server.bodies).toEqual([{ email: EMAIL }]);
    });
  });

  describe('step 2', () => {
    it('should send the e-mail, toast for 3 seconds and show step 2', async () => {
      server = serve();
      const toast = jest.spyOn(toaster, 'create');
      renderForgot();
      await requestLink();
      expect(await screen.findByRole('heading', { name: 'E-mail enviado' })).toBeInTheDocument();
      expect(server.bodies).toEqual([{ email: EMAIL }]);
      expect(
        screen.getByText(
          'Enviamos um e-mail para você. Cheque sua caixa de entrada e informe o código abaixo para continuar.',
        ),
      ).toBeInTheDocument();
      expect(
        await screen.findByText(
          'Cheque sua caixa de entrada e abra o link que enviamos a você para continuar',
        ),
      ).toBeInTheDocument();
      expect(toast).toHaveBeenCalledWith({
        type: 'success',
        title: 'E-mail enviado',
        description: 'Cheque sua caixa de entrada e abra o link que enviamos a você para continuar',
        duration: 3000,
      });
    });

    it('should open the Gmail and Outlook inboxes in an 800x600 popup', async () => {
      server = serve();
      const open = jest.spyOn(window, 'open').mockImplementation(() => null);
      renderForgot();
      await requestLink();
      await userEvent.click(await screen.findByRole('button', { name: /Abrir Gmail/ }));
      await userEvent.click(screen.getByRole('button', { name: /Abrir Outlook/ }));
      expect(open.mock.calls).toEqual([
        ['https://mail.google.com/mail/u/0/#inbox', 'gmail', 'width=800,height=600'],
        ['https://outlook.live.com/mail/0/inbox', 'outlook', 'width=800,height=600'],
      ]);
    });

    it("should go to login with 'Voltar para Login'", async () => {
      server = serve();
      renderForgot();
      await requestLink();
      await userEvent.click(await screen.findByRole('button', { name: 'Voltar para Login' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/login');
    });

    it('should go back to step 1 to use another e-mail', async () => {
      server = serve();
      renderForgot();
      await requestLink();
      await userEvent.click(await screen.findByRole('button', { name: 'Usar outro e-mail' }));
      expect(submitButton()).toBeInTheDocument();
    });
  });
});
