import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoAccount, fakeApi, fakeToken, renderWithProviders } from 'shared/testing';
import { ApprovalSetting, THRESHOLD_INVALID_MESSAGE } from '../components/approval-setting';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const URL = '/v1/companies/approvals/settings';

function serve(thresholdCents: number | null) {
  const sent: unknown[] = [];
  const server = fakeApi({
    [`GET ${URL}`]: () => ({ status: 200, body: { threshold_cents: thresholdCents } }),
    [`PUT ${URL}`]: (request) => {
      sent.push(request.body);
      return { status: 200, body: request.body };
    },
  });
  return { ...server, sent };
}

const renderAs = (role: string) =>
  renderWithProviders(<ApprovalSetting />, {
    account: demoAccount({
      access_token: fakeToken({ memberOf: [{ company_id: 'company-1', role }] }),
    }),
  });

describe('ApprovalSetting', () => {
  it('should turn approval on above an amount in cents', async () => {
    const server = serve(null);
    renderAs('owner');
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Pagamentos precisam de aprovação' }),
    );
    const amount = screen.getByRole('textbox', { name: /Acima de/ });
    await userEvent.type(amount, 'cinco');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar aprovação' }));
    expect(await screen.findByText(THRESHOLD_INVALID_MESSAGE)).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '5.000,00');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar aprovação' }));
    await waitFor(() => expect(server.sent).toEqual([{ threshold_cents: 500_000 }]));
    server.restore();
  });

  it('should turn it off', async () => {
    const server = serve(500_000);
    renderAs('admin');
    expect(await screen.findByDisplayValue('5.000,00')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Pagamentos precisam de aprovação' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar aprovação' }));
    await waitFor(() => expect(server.sent).toEqual([{ threshold_cents: null }]));
    server.restore();
  });

  it('should show a finance member the setting without letting them change it', async () => {
    const server = serve(500_000);
    renderAs('finance');
    expect(await screen.findByDisplayValue('5.000,00')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar aprovação' })).not.toBeInTheDocument();
    server.restore();
  });
});
