import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signUpSchema } from 'shared/contracts';
import { SIGN_UP_DRAFT_KEY } from '../sign-up-draft';
import {
  PASSWORD,
  continueToCompany,
  failureAlert,
  field,
  fillCompany,
  finish,
  location,
  renderInfo,
  serve,
  storedDraft,
} from './signup-info-fixtures';

// Forms typed key by key: give each test, and each wait, room on a busy machine.
jest.setTimeout(40_000);
configure({ asyncUtilTimeout: 5000 });

describe('sign-up additional info', () => {
  let server: ReturnType<typeof serve> | undefined;
  afterEach(() => {
    server?.restore();
    server = undefined;
  });

  describe('info-empresa', () => {
    it('should mask and check a CPF', async () => {
      const user = userEvent.setup();
      renderInfo();
      await continueToCompany(user);
      await user.type(field(/^CPF ou CNPJ/), '52998224725');
      expect(field(/^CPF ou CNPJ/)).toHaveValue('529.982.247-25');
      await user.tab();
      expect(screen.queryByText('CPF ou CNPJ inválido')).not.toBeInTheDocument();
      await user.clear(field(/^CPF ou CNPJ/));
      await user.type(field(/^CPF ou CNPJ/), '52998224726');
      expect(await screen.findByText('CPF ou CNPJ inválido')).toBeInTheDocument();
    });

    it('should mask and check a CNPJ', async () => {
      const user = userEvent.setup();
      renderInfo();
      await continueToCompany(user);
      await user.type(field(/^CPF ou CNPJ/), '112223330001819999');
      expect(field(/^CPF ou CNPJ/)).toHaveValue('11.222.333/0001-81');
      await user.tab();
      expect(screen.queryByText('CPF ou CNPJ inválido')).not.toBeInTheDocument();
      await user.clear(field(/^CPF ou CNPJ/));
      await user.type(field(/^CPF ou CNPJ/), '11111111111111');
      await user.tab();
      expect(await screen.findByText('CPF ou CNPJ inválido')).toBeInTheDocument();
    });

    it('should mask and check the CEP', async () => {
      const user = userEvent.setup();
      renderInfo();
      await continueToCompany(user);
      await user.type(field(/^CEP/), '0131010099');
      expect(field(/^CEP/)).toHaveValue('01310-100');
      await user.clear(field(/^CEP/));
      await user.type(field(/^CEP/), '0131');
      await user.tab();
      expect(field(/^CEP/)).toHaveValue('0131');
      expect(await screen.findByText('CEP inválido')).toBeInTheDocument();
    });

    it('should show the messages of the required and checked fields', async () => {
      const user = userEvent.setup();
      renderInfo();
      await continueToCompany(user);
      for (const label of [/^Razão social/, /^Logradouro/, /^Número/, /^Bairro/, /^Cidade/]) {
        await user.click(field(label));
      }
      await user.type(field(/^E-mail da empresa/), 'financeiro@');
      await user.type(field(/^Faturamento médio mensal/), '12,345');
      await user.type(field(/^Data de fundação/), '01/01/2999');
      await user.tab();
      for (const message of [
        'Razão social é obrigatória',
        'Logradouro é obrigatório',
        'Número é obrigatório',
        'Bairro é obrigatório',
        'Cidade é obrigatória',
        'E-mail inválido',
        'Informe um valor como 12.345,67',
        'A data de fundação não pode ser futura',
      ]) {
        expect(await screen.findByText(message)).toBeInTheDocument();
      }
      // The pt-BR picker, not the browser's date input (11/25/2026 in an English browser).
      expect(field(/^Data de fundação/)).toHaveValue('01/01/2999');
      expect(screen.getByRole('button', { name: 'Concluir cadastro' })).toBeDisabled();
    });

    it('should show back an amount typed as digits in the pt-BR format', async () => {
      const user = userEvent.setup();
      renderInfo();
      await continueToCompany(user);
      await user.type(field(/^Faturamento médio mensal/), '12345');
      await user.tab();
      expect(field(/^Faturamento médio mensal/)).toHaveValue('12.345,00');
    });

    it('should offer the tax regimes and the 27 UFs', async () => {
      const user = userEvent.setup();
      renderInfo();
      await continueToCompany(user);
      const regimes = within(field(/^Regime tributário/)).getAllByRole('option');
      expect(regimes.map((option) => option.textContent)).toEqual([
        'Selecione',
        'MEI',
        'Simples Nacional',
        'Lucro Presumido',
        'Lucro Real',
      ]);
      expect(within(field(/^UF/)).getAllByRole('option')).toHaveLength(28);
      expect(within(field(/^UF/)).getByRole('option', { name: 'DF' })).toBeInTheDocument();
    });

    it('should create the account with the contract body, clear the draft and go to login', async () => {
      server = serve();
      const user = userEvent.setup();
      renderInfo();
      await continueToCompany(user);
      await fillCompany(user);
      await finish(user);
      await waitFor(() => expect(location()).toHaveTextContent('/login?signup=success'));
      expect(server.bodies).toEqual([
        {
          verification_token: 'proof-1',
          user: { name: 'Maria da Silva', password: PASSWORD },
          company: {
            document: '11222333000181',
            name: 'Padaria Pão Dourado Ltda',
            trade_name: 'Pão Dourado',
            business: 'Padaria',
            tax_regime: 'simples_nacional',
            founded_at: '2015-03-10',
            average_billing: 1234567,
            email: 'financeiro@padaria.com.br',
            address: {
              zip_code: '01310100',
              street: 'Avenida Paulista',
              number: '1000',
              complement: 'Loja 2',
              neighbourhood: 'Bela Vista',
              city: 'São Paulo',
              state: 'SP',
            },
          },
        },
      ]);
      expect(signUpSchema.safeParse(server.bodies[0]).success).toBe(true);
      expect(sessionStorage.getItem(SIGN_UP_DRAFT_KEY)).toBeNull();
    });

    it('should send nulls and zero for the optional fields left empty', async () => {
      server = serve();
      const user = userEvent.setup();
      renderInfo();
      await continueToCompany(user);
      await user.type(field(/^CPF ou CNPJ/), '52998224725');
      await user.type(field(/^Razão social/), 'Maria da Silva');
      await user.selectOptions(field(/^Regime tributário/), 'MEI');
      await user.type(field(/^CEP/), '01310100');
      await user.type(field(/^Logradouro/), 'Rua A');
      await user.type(field(/^Número/), 's/n');
      await user.type(field(/^Bairro/), 'Centro');
      await user.type(field(/^Cidade/), 'Recife');
      await user.selectOptions(field(/^UF/), 'PE');
      await finish(user);
      await waitFor(() => expect(server?.bodies).toHaveLength(1));
      expect(server.bodies[0]).toMatchObject({
        company: {
          document: '52998224725',
          trade_name: null,
          business: null,
          tax_regime: 'mei',
          founded_at: null,
          average_billing: 0,
          email: null,
          address: { complement: null, state: 'PE' },
        },
      });
    });

    it("should keep both steps' values when going back with 'Voltar'", async () => {
      const user = userEvent.setup();
      renderInfo();
      await continueToCompany(user);
      await user.type(field(/^CPF ou CNPJ/), '52998224725');
      await user.type(field(/^Cidade/), 'Recife');
      await user.click(screen.getByRole('button', { name: 'Voltar' }));
      expect(location()).toHaveTextContent('/signup/info/info-usuario');
      expect(field(/^Nome completo/)).toHaveValue('Maria da Silva');
      expect(field(/^Senha/)).toHaveValue(PASSWORD);
      const next = screen.getByRole('button', { name: 'Continuar' });
      await waitFor(() => expect(next).toBeEnabled());
      await user.click(next);
      expect(await screen.findByLabelText(/^CPF ou CNPJ/)).toHaveValue('529.982.247-25');
      expect(field(/^Cidade/)).toHaveValue('Recife');
    });

    it.each([
      [
        400,
        'O CNPJ informado já pertence a outra empresa.',
        'O CNPJ informado já pertence a outra empresa.',
      ],
      [400, '', 'Não foi possível concluir o cadastro. Confira os dados e tente novamente.'],
      [409, 'x', 'Este e-mail já está cadastrado. Faça login ou recupere sua senha.'],
      [500, 'x', 'Erro interno. Por favor, tente novamente.'],
      [503, 'x', 'Serviço indisponível. Por favor, tente novamente mais tarde'],
    ])('should show the message for status %i (API message %j)', async (status, message, shown) => {
      server = serve(() => ({ status, body: { statusCode: status, error: 'x', message } }));
      const user = userEvent.setup();
      renderInfo();
      await continueToCompany(user);
      await fillCompany(user);
      await finish(user);
      expect(await failureAlert()).toHaveTextContent(shown);
      expect(location()).toHaveTextContent('/signup/info/info-empresa');
      expect(storedDraft().company).toMatchObject({
        document: '11.222.333/0001-81',
        address: { state: 'SP' },
      });
    });

    it.each([401, 410])('should send the person to verify again on %i', async (status) => {
      server = serve(() => ({ status, body: { statusCode: status, error: 'x', message: 'x' } }));
      const user = userEvent.setup();
      renderInfo();
      await continueToCompany(user);
      await fillCompany(user);
      await finish(user);
      expect(await failureAlert()).toHaveTextContent(
        'Sua verificação de e-mail expirou. Verifique seu e-mail novamente.',
      );
      expect(screen.getByRole('link', { name: 'Verificar e-mail novamente' })).toHaveAttribute(
        'href',
        '/signup/verificacao',
      );
    });

    it('should offer sign-in and password recovery when the e-mail is taken', async () => {
      server = serve(() => ({ status: 409, body: { statusCode: 409, error: 'x', message: 'x' } }));
      const user = userEvent.setup();
      renderInfo();
      await continueToCompany(user);
      await fillCompany(user);
      await finish(user);
      const alert = await failureAlert();
      expect(within(alert).getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
      expect(within(alert).getByRole('link', { name: 'Recuperar senha' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
    });
  });
});
