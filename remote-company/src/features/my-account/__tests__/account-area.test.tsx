import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { UserProfile } from 'shared/contracts';
import { demoAccount, fakeApi, renderWithProviders } from 'shared/testing';
import { AccountArea } from '../components/account-area';

jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

const PROFILE: UserProfile = {
  id: 'user-1',
  avatar: null,
  name: 'Maria Silva',
  email: 'maria@empresa.com.br',
  active: true,
  role: 'user',
  member_of: [{ company_id: 'company-1', role: 'owner' }],
};

const refusal = (statusCode: number, message: string) => ({
  status: statusCode,
  body: { statusCode, error: 'Bad Request', message },
});

function renderAccount(tab: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/minha-conta/:tab" element={<AccountArea />} />
      <Route path="/login" element={<p>Tela de login</p>} />
    </Routes>,
    { route: `/minha-conta/${tab}`, account: demoAccount() },
  );
}

describe('Minha conta', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => server?.restore());

  it('should link both sections and mark the current one', () => {
    renderAccount('seguranca');
    const nav = screen.getByRole('navigation', { name: 'Seções da conta' });
    expect(within(nav).getByRole('link', { name: 'Segurança' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Informações gerais' })).toHaveAttribute(
      'href',
      '/minha-conta/informacoes-gerais',
    );
  });

  it('should say so for a section that does not exist', () => {
    renderAccount('pagamentos');
    expect(screen.getByText('Seção não encontrada')).toBeVisible();
  });

  describe('informações gerais', () => {
    it('should save the name and show it in the session at once', async () => {
      const bodies: unknown[] = [];
      server = fakeApi({
        'PATCH /v1/users/profile': (request) => {
          bodies.push(request.body);
          return { status: 200, body: { ...PROFILE, name: 'Maria Souza Silva' } };
        },
      });
      const { store } = renderAccount('informacoes-gerais');
      const name = screen.getByRole('textbox', { name: /nome/i });
      await userEvent.clear(name);
      await userEvent.type(name, 'Maria Souza Silva');
      await userEvent.click(screen.getByRole('button', { name: 'Salvar nome' }));
      await waitFor(() =>
        expect(store.getState().session.account?.user.name).toBe('Maria Souza Silva'),
      );
      expect(store.getState().session.account?.user.shortName).toBe('MS');
      expect(bodies).toEqual([{ name: 'Maria Souza Silva' }]);
    });

    it('should upload a photo and show it in the profile menu at once, then remove it', async () => {
      const sent: unknown[] = [];
      const avatar = '/v1/images/' + 'b'.repeat(64);
      server = fakeApi({
        'PUT /v1/users/profile/photo': (request) => {
          sent.push(request.body);
          return { status: 200, body: { avatar } };
        },
        'DELETE /v1/users/profile/photo': () => ({ status: 200, body: { avatar: null } }),
      });
      const { store } = renderAccount('informacoes-gerais');
      const user = userEvent.setup({ applyAccept: false });
      const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'eu.jpg', { type: 'image/jpeg' });
      await user.upload(await screen.findByLabelText('Foto', { selector: 'input' }), file);
      await waitFor(() => expect(store.getState().session.account?.user.avatar).toBe(avatar));
      expect((sent[0] as FormData).get('file')).toBe(file);
      expect(await screen.findByText('Foto atualizada')).toBeVisible();

      await user.click(await screen.findByRole('button', { name: /remover/i }));
      await waitFor(() => expect(store.getState().session.account?.user.avatar).toBeUndefined());
      expect(store.getState().session.account?.user.shortName).toBeTruthy();
    });

    it('should refuse a one-letter name before calling the API', async () => {
      server = fakeApi({});
      renderAccount('informacoes-gerais');
      const name = screen.getByRole('textbox', { name: /nome/i });
      await userEvent.clear(name);
      await userEvent.type(name, 'M');
      await userEvent.click(screen.getByRole('button', { name: 'Salvar nome' }));
      expect(await screen.findByText('Informe seu nome (ao menos 2 caracteres)')).toBeVisible();
      expect(server.calls).toEqual([]);
    });

    it('should change the e-mail only after the code sent to the new address', async () => {
      const codes: unknown[] = [];
      let requests = 0;
      server = fakeApi({
        'POST /v1/users/email/code': () => {
          requests += 1;
          return requests === 1
            ? refusal(409, 'Este e-mail já está cadastrado.')
            : { status: 204, body: null };
        },
        'POST /v1/users/email': (request) => {
          codes.push(request.body);
          return codes.length === 1
            ? refusal(400, "O campo 'code' é inválido: o código não confere.")
            : { status: 200, body: { ...PROFILE, email: 'maria@novo.com.br' } };
        },
      });
      const { store } = renderAccount('informacoes-gerais');
      await userEvent.click(screen.getByRole('button', { name: 'Alterar e-mail' }));
      const email = screen.getByRole('textbox', { name: /novo e-mail/i });
      await userEvent.type(email, 'ana@empresa.com.br');
      await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
      expect(await screen.findByText('Este e-mail já está cadastrado.')).toBeVisible();
      expect(email).toHaveAttribute('aria-invalid', 'true');

      await userEvent.clear(email);
      await userEvent.type(email, 'Maria@Novo.com.br');
      await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
      expect(
        await screen.findByText(/Enviamos um código de 6 dígitos para maria@novo\.com\.br/),
      ).toBeVisible();
      // Nothing changed yet: the session keeps the old address.
      expect(store.getState().session.account?.user.email).toBe('maria@empresa.com.br');

      const code = screen.getByRole('textbox', { name: /código de verificação/i });
      await userEvent.type(code, '123456');
      await userEvent.click(screen.getByRole('button', { name: 'Confirmar e-mail' }));
      expect(await screen.findByText('O código não confere.')).toBeVisible();

      await userEvent.clear(code);
      await userEvent.type(code, '654321');
      await userEvent.click(screen.getByRole('button', { name: 'Confirmar e-mail' }));
      await waitFor(() =>
        expect(store.getState().session.account?.user.email).toBe('maria@novo.com.br'),
      );
      expect(codes).toEqual([{ code: '123456' }, { code: '654321' }]);
      expect(await screen.findByText('maria@novo.com.br')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Alterar e-mail' })).toBeVisible();
    });

    it('should refuse a code that is not six digits before calling the API', async () => {
      server = fakeApi({ 'POST /v1/users/email/code': () => ({ status: 204, body: null }) });
      renderAccount('informacoes-gerais');
      await userEvent.click(screen.getByRole('button', { name: 'Alterar e-mail' }));
      await userEvent.type(screen.getByRole('textbox', { name: /novo e-mail/i }), 'a@b.com.br');
      await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
      await userEvent.type(
        await screen.findByRole('textbox', { name: /código de verificação/i }),
        '12a',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Confirmar e-mail' }));
      expect(await screen.findByText('Informe os 6 dígitos do código')).toBeVisible();
      expect(server.calls).toEqual(['POST /v1/users/email/code']);
    });
  });

  describe('segurança', () => {
    it('should rate the new password with the meter of SPEC §5 and check the confirmation', async () => {
      server = fakeApi({});
      renderAccount('seguranca');
      const [, fresh] = screen.getAllByLabelText(/senha/i, { selector: 'input' });
      await userEvent.type(fresh!, 'abcdef1');
      expect(screen.getByText('Média')).toBeVisible();
      await userEvent.type(fresh!, 'X');
      expect(screen.getByText('Forte')).toBeVisible();
      await userEvent.type(screen.getByLabelText(/senha atual/i), 'Antiga-123');
      await userEvent.type(screen.getByLabelText(/confirme a nova senha/i), 'outra');
      await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
      expect(await screen.findByText('As senhas não conferem')).toBeVisible();
      expect(server.calls).toEqual([]);
    });

    it('should show a wrong current password beside its field, and send the right body', async () => {
      const bodies: unknown[] = [];
      server = fakeApi({
        'POST /v1/users/password': (request) => {
          bodies.push(request.body);
          return bodies.length === 1
            ? refusal(400, "O campo 'current_password' é inválido: a senha atual não confere.")
            : { status: 204, body: null };
        },
      });
      renderAccount('seguranca');
      const current = screen.getByLabelText(/senha atual/i);
      await userEvent.type(current, 'Errada-123');
      await userEvent.type(screen.getByLabelText(/^nova senha/i), 'Nova-Senha-456');
      await userEvent.type(screen.getByLabelText(/confirme a nova senha/i), 'Nova-Senha-456');
      await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
      expect(await screen.findByText('A senha atual não confere.')).toBeVisible();
      expect(current).toHaveAttribute('aria-invalid', 'true');

      await userEvent.clear(current);
      await userEvent.type(current, 'Antiga-123');
      await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
      expect(await screen.findByText('Senha alterada')).toBeVisible();
      expect(bodies).toEqual([
        { current_password: 'Errada-123', new_password: 'Nova-Senha-456' },
        { current_password: 'Antiga-123', new_password: 'Nova-Senha-456' },
      ]);
      expect(current).toHaveValue('');
    });

    it("should end every session after a confirmation and go to login on 'Sair de todos os dispositivos'", async () => {
      server = fakeApi({ 'DELETE /v1/auth/sessions': () => ({ status: 204, body: null }) });
      const { store } = renderAccount('seguranca');
      await userEvent.click(screen.getByRole('button', { name: 'Sair de todos os dispositivos' }));
      const dialog = await screen.findByRole('alertdialog', {
        name: 'Sair de todos os dispositivos?',
      });
      expect(server.calls).toEqual([]);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Sair de todos' }));
      expect(await screen.findByText('Tela de login')).toBeVisible();
      expect(store.getState().session.account).toBeNull();
      expect(server.calls).toEqual(['DELETE /v1/auth/sessions']);
    });

    it('should keep the session and say why when the sessions cannot be ended', async () => {
      server = fakeApi({ 'DELETE /v1/auth/sessions': () => 'network-error' });
      const { store } = renderAccount('seguranca');
      await userEvent.click(screen.getByRole('button', { name: 'Sair de todos os dispositivos' }));
      const dialog = await screen.findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Sair de todos' }));
      expect(
        await screen.findByText('Serviço indisponível. Por favor, tente novamente mais tarde'),
      ).toBeVisible();
      expect(store.getState().session.account).not.toBeNull();
    });
  });
});
