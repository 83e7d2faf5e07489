import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Company } from 'shared/contracts';
import { selectAccount } from 'shared/session';
import { demoAccount, fakeApi, fakeToken, renderWithProviders } from 'shared/testing';
import { NewCompanyPage } from '../components/new-company-page';

jest.setTimeout(40_000);
configure({ asyncUtilTimeout: 8000 });

const created: Company = {
  id: 'company-2',
  name: 'Loja Azul Comércio Ltda',
  document: '11222333000181',
  trade_name: 'Loja Azul',
  active: true,
  business: null,
  created_at: '2026-01-05T12:00:00.000Z',
  updated_at: '2026-01-05T12:00:00.000Z',
  avatar: null,
  email: null,
  founded_at: null,
  tax_regime: 'lucro_presumido',
  average_billing: 0,
  address: {
    zip_code: '01310100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: null,
    neighbourhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
};

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderPage() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/empresa/nova" element={<NewCompanyPage />} />
        <Route path="/empresa/:tab" element={<p>aba da empresa</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: '/empresa/nova', account: demoAccount() },
  );
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function fillValidCompany(document: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: /CPF ou CNPJ/ }), document);
  await userEvent.type(field(/Razão social/), 'Loja Azul Comércio Ltda');
  await userEvent.type(field(/Nome fantasia/), 'Loja Azul');
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: /Regime tributário/ }),
    'lucro_presumido',
  );
  await userEvent.type(field(/CEP/), '01310100');
  await userEvent.type(field(/Logradouro/), 'Avenida Paulista');
  await userEvent.type(field(/Número/), '1000');
  await userEvent.type(field(/Bairro/), 'Bela Vista');
  await userEvent.type(field(/Cidade/), 'São Paulo');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /UF/ }), 'SP');
}

/** What the session needs after the switch: profile, the new company, the user's companies. */
const switchedSession = (newToken: string) => ({
  'POST /v1/auth/switch-company': () => ({
    status: 200,
    body: { id: 'user-1', access_token: newToken },
  }),
  'GET /v1/users/profile': () => ({
    status: 200,
    body: { id: 'user-1', name: 'Maria Silva', email: 'maria@empresa.com.br', avatar: null },
  }),
  'GET /v1/companies/company-2': () => ({ status: 200, body: created }),
  'GET /v1/companies': () => ({
    status: 200,
    body: [
      {
        id: 'company-1',
        name: 'Padaria Pão Dourado',
        avatar: null,
        trade_name: null,
        role: 'owner',
      },
      { id: 'company-2', name: created.name, avatar: null, trade_name: 'Loja Azul', role: 'owner' },
    ],
  }),
});

describe('nova empresa', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => server?.restore());

  it('should say in Portuguese what is missing or wrong, sending nothing', async () => {
    server = fakeApi({});
    renderPage();
    await userEvent.type(
      await screen.findByRole('textbox', { name: /CPF ou CNPJ/ }),
      '11222333000180',
    );
    await userEvent.type(field(/CEP/), '0131010');
    await userEvent.click(screen.getByRole('button', { name: 'Criar empresa' }));
    expect(await screen.findByText('CPF ou CNPJ inválido')).toBeVisible();
    expect(field(/CPF ou CNPJ/)).toHaveValue('11.222.333/0001-80');
    expect(screen.getByText('CEP inválido: são 8 dígitos')).toBeVisible();
    expect(screen.getByText('Informe a razão social')).toBeVisible();
    expect(screen.getByText('Escolha o regime tributário')).toBeVisible();
    expect(server.calls).toEqual([]);
  });

  it('should create the company, switch to it and land on its informações gerais', async () => {
    const bodies: unknown[] = [];
    const newToken = fakeToken({
      company_id: 'company-2',
      memberOf: [
        { company_id: 'company-1', role: 'owner' },
        { company_id: 'company-2', role: 'owner' },
      ],
    });
    server = fakeApi({
      'POST /v1/companies': (request) => {
        bodies.push(request.body);
        return { status: 201, body: created };
      },
      ...switchedSession(newToken),
    });
    const { store } = renderPage();
    await fillValidCompany('11222333000181');
    await userEvent.click(screen.getByRole('button', { name: 'Criar empresa' }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/empresa/informacoes-gerais'),
    );
    const account = selectAccount(store.getState());
    expect(account?.company).toMatchObject({ id: 'company-2', name: created.name });
    expect(account?.access_token).toBe(newToken);
    expect(account?.companies.map((company) => company.id)).toEqual(['company-1', 'company-2']);
    expect(bodies).toEqual([
      {
        document: '11222333000181',
        name: 'Loja Azul Comércio Ltda',
        trade_name: 'Loja Azul',
        business: null,
        tax_regime: 'lucro_presumido',
        average_billing: 0,
        founded_at: null,
        email: null,
        address: {
          zip_code: '01310100',
          street: 'Avenida Paulista',
          number: '1000',
          complement: null,
          neighbourhood: 'Bela Vista',
          city: 'São Paulo',
          state: 'SP',
        },
      },
    ]);
  });

  it("should put the API's 400 beside its field and stay on the page", async () => {
    server = fakeApi({
      'POST /v1/companies': () => ({
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: "O campo 'name' deve ter no máximo 160 caracteres.",
        },
      }),
    });
    const { store } = renderPage();
    await fillValidCompany('11222333000181');
    await userEvent.click(screen.getByRole('button', { name: 'Criar empresa' }));
    const name = field(/Razão social/);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(
      within(name.closest('[role="group"]') ?? document.body).getByText(
        'Deve ter no máximo 160 caracteres.',
      ),
    ).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/empresa/nova');
    expect(selectAccount(store.getState())?.company.id).toBe('company-1');
    expect(server.calls).not.toContain('POST /v1/auth/switch-company');
  });

  it('should say the company exists when the switch to it fails', async () => {
    server = fakeApi({
      'POST /v1/companies': () => ({ status: 201, body: created }),
      'POST /v1/auth/switch-company': () => ({ status: 503, body: {} }),
    });
    const { store } = renderPage();
    await fillValidCompany('11222333000181');
    await userEvent.click(screen.getByRole('button', { name: 'Criar empresa' }));
    expect(
      await screen.findByText(/A empresa foi criada, mas não foi possível entrar nela/),
    ).toBeVisible();
    expect(selectAccount(store.getState())?.company.id).toBe('company-1');
  });
});
