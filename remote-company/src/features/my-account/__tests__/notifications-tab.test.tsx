import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { DIGEST_ACCOUNT_PATH, DIGEST_NOT_A_MEMBER_MESSAGE } from 'shared/contracts';
import type { DigestSettings } from 'shared/contracts';
import { demoAccount, fakeApi, renderWithProviders } from 'shared/testing';
import { toaster } from 'shared/ui';
import { ACCOUNT_TABS } from '../account-tabs';
import { AccountArea } from '../components/account-area';

jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

const URL = '/v1/users/digest';
const SETTINGS: DigestSettings = {
  companies: [
    { company_id: 'company-1', name: 'Padaria Pão Dourado', role: 'owner', enabled: false },
    { company_id: 'company-2', name: 'Oficina Boa Vista', role: 'viewer', enabled: true },
  ],
};

function renderNotifications() {
  return renderWithProviders(
    <Routes>
      <Route path="/minha-conta/:tab" element={<AccountArea />} />
    </Routes>,
    { route: '/minha-conta/notificacoes', account: demoAccount() },
  );
}

describe('Minha conta: resumo diário por e-mail', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => {
    server?.restore();
    jest.restoreAllMocks();
  });

  it('should list each company with its switch and save a change with a toast', async () => {
    const bodies: unknown[] = [];
    server = fakeApi({
      [`GET ${URL}`]: () => ({ status: 200, body: SETTINGS }),
      [`PUT ${URL}`]: (request) => {
        bodies.push(request.body);
        const chosen = (request.body as { company_ids: string[] }).company_ids;
        return {
          status: 200,
          body: {
            companies: SETTINGS.companies.map((c) => ({
              ...c,
              enabled: chosen.includes(c.company_id),
            })),
          },
        };
      },
    });
    const toast = jest.spyOn(toaster, 'create');
    renderNotifications();
    const section = screen.getByRole('region', { name: 'Resumo diário por e-mail' });
    const bakery = await within(section).findByRole('checkbox', { name: 'Padaria Pão Dourado' });
    const garage = within(section).getByRole('checkbox', { name: 'Oficina Boa Vista' });
    expect(bakery).not.toBeChecked();
    expect(garage).toBeChecked();
    expect(bakery).toHaveAccessibleDescription('Proprietário');
    expect(
      within(screen.getByRole('navigation', { name: 'Seções da conta' })).getByRole('link', {
        name: 'Notificações',
      }),
    ).toHaveAttribute('aria-current', 'page');

    // From the keyboard: Tab to the switch, Space turns it on.
    bakery.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(bodies).toEqual([{ company_ids: ['company-1', 'company-2'] }]));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'success',
          title: 'Resumo diário ativado',
          description: 'Você vai receber o resumo de Padaria Pão Dourado toda manhã.',
        }),
      ),
    );
    expect(bakery).toBeChecked();

    await userEvent.click(garage);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ company_ids: ['company-1'] });
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith(
        expect.objectContaining({ title: 'Resumo diário desativado' }),
      ),
    );
    expect(garage).not.toBeChecked();
  });

  it('should put the switch back and say why in Portuguese when the save is refused', async () => {
    server = fakeApi({
      [`GET ${URL}`]: () => ({ status: 200, body: SETTINGS }),
      [`PUT ${URL}`]: () => ({
        status: 403,
        body: { statusCode: 403, error: 'Forbidden', message: DIGEST_NOT_A_MEMBER_MESSAGE },
      }),
    });
    const toast = jest.spyOn(toaster, 'create');
    renderNotifications();
    const bakery = await screen.findByRole('checkbox', { name: 'Padaria Pão Dourado' });
    await userEvent.click(bakery);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'error',
          title: 'Não foi possível salvar sua escolha',
          description: DIGEST_NOT_A_MEMBER_MESSAGE,
        }),
      ),
    );
    await waitFor(() => expect(bakery).not.toBeChecked());
  });

  it('should be the page the e-mail’s “turn it off” link opens', () => {
    expect(ACCOUNT_TABS.map((tab) => `/minha-conta/${tab.slug}`)).toContain(DIGEST_ACCOUNT_PATH);
  });

  it('should offer to try again when the companies cannot be loaded', async () => {
    let fail = true;
    server = fakeApi({
      [`GET ${URL}`]: () =>
        fail
          ? { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'x' } }
          : { status: 200, body: SETTINGS },
    });
    renderNotifications();
    expect(
      await screen.findByText(
        'Não foi possível carregar suas empresas. Por favor, tente novamente',
      ),
    ).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('checkbox', { name: 'Oficina Boa Vista' })).toBeChecked();
  });
});
