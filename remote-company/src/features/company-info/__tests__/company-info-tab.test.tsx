import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Company } from 'shared/contracts';
import { selectAccount } from 'shared/session';
import { demoAccount, fakeApi } from 'shared/testing';
import { renderCompanyArea } from '../../../testing/render-company-area';
import { brDateToIso } from 'shared/format';

jest.setTimeout(40_000);
configure({ asyncUtilTimeout: 8000 });

const company: Company = {
  id: 'company-1',
  name: 'Padaria Pão Dourado ME',
  document: '11222333000181',
  trade_name: 'Pão Dourado',
  active: true,
  business: 'Padaria',
  created_at: '2026-01-05T12:00:00.000Z',
  updated_at: '2026-01-05T12:00:00.000Z',
  avatar: null,
  email: 'contato@paodourado.com.br',
  founded_at: '2015-03-20',
  tax_regime: 'simples_nacional',
  average_billing: 4_500_000,
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

describe('informações gerais', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => server?.restore());

  it('should refuse a wrong CNPJ and a 7-digit CEP, then save the company as the API wants it', async () => {
    const bodies: unknown[] = [];
    server = fakeApi({
      'GET /v1/companies/company-1': () => ({ status: 200, body: company }),
      'PATCH /v1/companies/company-1': (request) => {
        bodies.push(request.body);
        return { status: 200, body: company };
      },
    });
    renderCompanyArea('informacoes-gerais');
    const document = await screen.findByRole('textbox', { name: /CPF ou CNPJ/ });
    expect(document).toHaveValue('11.222.333/0001-81');
    expect(screen.getByRole('textbox', { name: /Data de fundação/ })).toHaveValue('20/03/2015');
    expect(screen.getByRole('textbox', { name: /Faturamento médio/ })).toHaveValue('45.000,00');

    await userEvent.clear(document);
    await userEvent.type(document, '11222333000180');
    const cep = screen.getByRole('textbox', { name: /CEP/ });
    await userEvent.clear(cep);
    await userEvent.type(cep, '0131010');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('CPF ou CNPJ inválido')).toBeVisible();
    expect(screen.getByText('CEP inválido: são 8 dígitos')).toBeVisible();
    expect(bodies).toHaveLength(0);

    await userEvent.clear(document);
    await userEvent.type(document, '11222333000181');
    await userEvent.type(cep, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      document: '11222333000181',
      name: 'Padaria Pão Dourado ME',
      trade_name: 'Pão Dourado',
      business: 'Padaria',
      tax_regime: 'simples_nacional',
      average_billing: 4_500_000,
      founded_at: '2015-03-20',
      email: 'contato@paodourado.com.br',
      address: { ...company.address, complement: null },
    });
  });

  it('should show a saved new name in the shell at once (the session store)', async () => {
    const renamed = { ...company, name: 'Padaria Pão de Ouro Ltda' };
    server = fakeApi({
      'GET /v1/companies/company-1': () => ({ status: 200, body: company }),
      'PATCH /v1/companies/company-1': () => ({ status: 200, body: renamed }),
    });
    const { store } = renderCompanyArea(
      'informacoes-gerais',
      demoAccount({
        companies: [
          { id: 'company-1', name: 'Padaria Pão Dourado', shortName: 'PP' },
          { id: 'company-2', name: 'Fluxo Demonstração Ltda', shortName: 'FD' },
        ],
      }),
    );
    const name = await screen.findByRole('textbox', { name: /Razão social/ });
    await userEvent.clear(name);
    await userEvent.type(name, renamed.name);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() =>
      expect(selectAccount(store.getState())?.company).toEqual({
        id: 'company-1',
        name: 'Padaria Pão de Ouro Ltda',
        shortName: 'PP',
      }),
    );
    expect(selectAccount(store.getState())?.companies).toEqual([
      { id: 'company-1', name: 'Padaria Pão de Ouro Ltda', shortName: 'PP' },
      { id: 'company-2', name: 'Fluxo Demonstração Ltda', shortName: 'FD' },
    ]);
  });

  it('should upload a logo and show it in the shell at once, the refusal of an SVG in Portuguese', async () => {
    const sent: unknown[] = [];
    const withLogo = { ...company, avatar: '/v1/images/' + 'a'.repeat(64) };
    server = fakeApi({
      'GET /v1/companies/company-1': () => ({ status: 200, body: company }),
      'PUT /v1/companies/company-1/logo': (request) => {
        sent.push(request.body);
        return { status: 200, body: withLogo };
      },
    });
    const { store } = renderCompanyArea('informacoes-gerais');
    const user = userEvent.setup({ applyAccept: false });
    const picker = await screen.findByLabelText('Logo da empresa', { selector: 'input' });
    await user.upload(picker, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A imagem deve ser PNG, JPEG ou WebP.',
    );
    expect(sent).toHaveLength(0);

    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', {
      type: 'image/png',
    });
    await user.upload(picker, file);
    await waitFor(() =>
      expect(selectAccount(store.getState())?.company.avatar).toBe(withLogo.avatar),
    );
    expect(sent).toHaveLength(1);
    expect((sent[0] as FormData).get('file')).toBe(file);
    // jsdom loads no image, so Chakra's avatar keeps its stand-in: the toast says it was saved.
    expect(await screen.findByText('Logo atualizado')).toBeVisible();
  });

  it('should show the API field error beside its field', async () => {
    server = fakeApi({
      'GET /v1/companies/company-1': () => ({ status: 200, body: company }),
      'PATCH /v1/companies/company-1': () => ({
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: "O campo 'address.city' deve ter no máximo 100 caracteres.",
        },
      }),
    });
    renderCompanyArea('informacoes-gerais');
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar alterações' }));
    const city = screen.getByRole('textbox', { name: /Cidade/ });
    await waitFor(() => expect(city).toHaveAttribute('aria-invalid', 'true'));
    expect(
      within(city.closest('[role="group"]') ?? document.body).getByText(
        'Deve ter no máximo 100 caracteres.',
      ),
    ).toBeVisible();
  });

  it('should read dd/mm/aaaa only for days that exist', () => {
    expect(brDateToIso('29/02/2024')).toBe('2024-02-29');
    expect(brDateToIso('29/02/2025')).toBeNull();
    expect(brDateToIso('1/2/2025')).toBeNull();
  });
});
