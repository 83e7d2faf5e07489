// What the sign-up additional info tests share: the page behind its routes, a draft, the
// fake sign-up endpoint and the typing of each step.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { fakeApi, renderWithProviders } from 'shared/testing';
import type { FakeAnswer } from 'shared/testing';
import { SignupInfoPage } from '../components/signup-info-page';
import { SIGN_UP_DRAFT_KEY } from '../sign-up-draft';

export const EMAIL = 'maria@padaria.com.br';
export const PASSWORD = 'Padaria2025';
export const DRAFT = { email: EMAIL, verification_token: 'proof-1' };

function Probe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

export function renderInfo(route = '/signup/info/info-usuario', draft: object | null = DRAFT) {
  if (draft) sessionStorage.setItem(SIGN_UP_DRAFT_KEY, JSON.stringify(draft));
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/signup/info/*" element={<SignupInfoPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Probe />
    </>,
    { route },
  );
}

export const storedDraft = () => JSON.parse(sessionStorage.getItem(SIGN_UP_DRAFT_KEY) ?? 'null');
export const location = () => screen.getByTestId('location');
export const field = (label: RegExp) => screen.getByLabelText(label);

export async function fillUser(user = userEvent.setup(), name = 'Maria da Silva') {
  await user.type(field(/^Nome completo/), name);
  await user.type(field(/^Senha/), PASSWORD);
  await user.type(field(/^Confirmar senha/), PASSWORD);
}

export async function continueToCompany(user = userEvent.setup()) {
  await fillUser(user);
  const next = screen.getByRole('button', { name: 'Continuar' });
  await waitFor(() => expect(next).toBeEnabled());
  await user.click(next);
  await screen.findByLabelText(/^CPF ou CNPJ/);
}

export async function fillCompany(user = userEvent.setup()) {
  await user.type(field(/^CPF ou CNPJ/), '11222333000181');
  await user.type(field(/^Razão social/), 'Padaria Pão Dourado Ltda');
  await user.type(field(/^Nome fantasia/), 'Pão Dourado');
  await user.type(field(/^Ramo de atividade/), 'Padaria');
  await user.selectOptions(field(/^Regime tributário/), 'Simples Nacional');
  await user.type(field(/^Data de fundação/), '10/03/2015');
  await user.type(field(/^Faturamento médio mensal/), '12.345,67');
  await user.type(field(/^E-mail da empresa/), 'financeiro@padaria.com.br');
  await user.type(field(/^CEP/), '01310100');
  await user.type(field(/^Logradouro/), 'Avenida Paulista');
  await user.type(field(/^Número/), '1000');
  await user.type(field(/^Complemento/), 'Loja 2');
  await user.type(field(/^Bairro/), 'Bela Vista');
  await user.type(field(/^Cidade/), 'São Paulo');
  await user.selectOptions(field(/^UF/), 'SP');
}

export async function finish(user = userEvent.setup()) {
  const done = screen.getByRole('button', { name: 'Concluir cadastro' });
  await waitFor(() => expect(done).toBeEnabled());
  await user.click(done);
}

export type Answer = () => FakeAnswer | 'network-error';

export function serve(answer: Answer = () => ({ status: 201, body: { id: 'user-9' } })) {
  const bodies: unknown[] = [];
  const server = fakeApi({
    'POST /v1/auth/sign-up': (request) => {
      bodies.push(request.body);
      return answer();
    },
  });
  return { ...server, bodies };
}

/**
 * The page's failure alert. The date picker announces a date typed in its own live region
 * (role "alert" too, read once by screen readers): that one is not the failure.
 */
export function failureAlert() {
  return waitFor(() => {
    const alert = screen
      .getAllByRole('alert')
      .find((element) => element.dataset.liveAnnouncer === undefined);
    if (!alert) throw new Error('no failure alert yet');
    return alert;
  });
}
