import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIGN_UP_DRAFT_KEY } from '../sign-up-draft';
import {
  DRAFT,
  EMAIL,
  PASSWORD,
  field,
  fillUser,
  location,
  renderInfo,
  storedDraft,
} from './signup-info-fixtures';

// Forms typed key by key: give each test, and each wait, room on a busy machine.
jest.setTimeout(40_000);
configure({ asyncUtilTimeout: 5000 });

describe('sign-up additional info', () => {
  describe('guards', () => {
    it('should send a visitor without a draft to the e-mail verification', () => {
      renderInfo('/signup/info/info-usuario', null);
      expect(location()).toHaveTextContent('/signup/verificacao');
    });

    it('should send a draft without a verification token to the e-mail verification', () => {
      renderInfo('/signup/info/info-empresa', { email: EMAIL });
      expect(location()).toHaveTextContent('/signup/verificacao');
    });

    it.each(['/signup/info', '/signup/info/outra-coisa'])(
      'should open info-usuario for %s',
      (route) => {
        renderInfo(route);
        expect(location()).toHaveTextContent('/signup/info/info-usuario');
      },
    );

    it('should ask for the person first when info-empresa opens without them (e.g. after a reload)', () => {
      renderInfo('/signup/info/info-empresa', { ...DRAFT, user: { name: 'Maria' } });
      expect(location()).toHaveTextContent('/signup/info/info-usuario');
      expect(field(/^Nome completo/)).toHaveValue('Maria');
      expect(field(/^Senha/)).toHaveValue('');
    });
  });

  describe('info-usuario', () => {
    it('should show the verified e-mail read-only and step 1 of 2', () => {
      renderInfo();
      expect(field(/^E-mail/)).toHaveValue(EMAIL);
      expect(field(/^E-mail/)).toHaveAttribute('readonly');
      const steps = screen.getByRole('list', { name: 'Etapas do cadastro' });
      expect(
        within(steps)
          .getAllByRole('listitem')
          .map((step) => step.textContent),
      ).toEqual(['1Seus dados', '2Sua empresa']);
      expect(within(steps).getByRole('listitem', { current: 'step' })).toHaveTextContent(
        'Seus dados',
      );
    });

    it('should show the validation messages', async () => {
      const user = userEvent.setup();
      renderInfo();
      await user.click(field(/^Nome completo/));
      await user.tab();
      expect(await screen.findByText('Nome completo é obrigatório')).toBeInTheDocument();
      await user.type(field(/^Nome completo/), 'M');
      expect(
        await screen.findByText('O nome precisa ter ao menos 2 caracteres'),
      ).toBeInTheDocument();
      await user.type(field(/^Senha/), 'abcdefgh');
      await user.tab();
      expect(
        await screen.findByText(
          'A senha precisa ter ao menos 8 caracteres, com letras maiúsculas, minúsculas e números',
        ),
      ).toBeInTheDocument();
      await user.type(field(/^Confirmar senha/), 'outra');
      await user.tab();
      expect(await screen.findByText('As senhas não conferem')).toBeInTheDocument();
    });

    it.each([
      ['abc', 'weak', 'Fraca'],
      ['abcde1', 'medium', 'Média'],
      ['Abcdefg1', 'strong', 'Forte'],
    ])('should rate %s as %s', async (password, strength, label) => {
      renderInfo();
      await userEvent.type(field(/^Senha/), password);
      const meter = screen.getByText(label).parentElement;
      expect(meter).toHaveAttribute('data-strength', strength);
    });

    it('should recheck the confirmation when the password changes', async () => {
      const user = userEvent.setup();
      renderInfo();
      await fillUser(user);
      await user.type(field(/^Senha/), 'X');
      expect(await screen.findByText('As senhas não conferem')).toBeInTheDocument();
    });

    it("should keep 'Continuar' disabled until valid, then keep the name (not the password) and go on", async () => {
      const user = userEvent.setup();
      renderInfo();
      const next = screen.getByRole('button', { name: 'Continuar' });
      expect(next).toBeDisabled();
      await fillUser(user, '  Maria da Silva ');
      await waitFor(() => expect(next).toBeEnabled());
      await user.click(next);
      await waitFor(() => expect(location()).toHaveTextContent('/signup/info/info-empresa'));
      expect(storedDraft()).toEqual({ ...DRAFT, user: { name: 'Maria da Silva' } });
      expect(sessionStorage.getItem(SIGN_UP_DRAFT_KEY)).not.toContain(PASSWORD);
      expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Sua empresa');
    });
  });
});
