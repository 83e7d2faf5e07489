import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApprovalQueueItem } from 'shared/contracts';
import { demoAccount, fakeApi, fakeToken, renderWithProviders } from 'shared/testing';
import type { FakeAnswer } from 'shared/testing';
import { APPROVERS_ONLY_MESSAGE, ApprovalsPage } from '../components/approvals-page';
import { REJECT_REASON_MESSAGE } from '../components/decision-drawer';

jest.setTimeout(40_000);
configure({ asyncUtilTimeout: 5000 });

const URL = '/v1/companies/approvals';

const item = (id: number, description: string, amountCents: number): ApprovalQueueItem => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  description,
  amount_cents: amountCents,
  due_date: '2026-12-10',
  supplier: 'Construtora Lima',
  category: 'Obras',
  bank_account: 'Itaú',
  requested_by: 'Carla Financeiro',
  requested_at: '2026-11-20T12:00:00.000Z',
});

function serve(items: ApprovalQueueItem[], decision?: FakeAnswer) {
  const sent: unknown[] = [];
  let waiting = items;
  const server = fakeApi({
    [`GET ${URL}`]: () => ({
      status: 200,
      body: { items: waiting, total: waiting.length, next_cursor: null },
    }),
    [`POST ${URL}/decisions`]: (request) => {
      sent.push(request.body);
      const answer = decision ?? { status: 200, body: { count: 1 } };
      if (answer.status === 200) {
        const ids = (request.body as { ids: string[] }).ids;
        waiting = waiting.filter((row) => !ids.includes(row.id));
      }
      return answer;
    },
  });
  return { ...server, sent };
}

function renderPage(role = 'owner') {
  const account = demoAccount({
    access_token: fakeToken({ memberOf: [{ company_id: 'company-1', role }] }),
  });
  return renderWithProviders(<ApprovalsPage />, { account, route: '/movimentacoes/aprovacoes' });
}

describe('ApprovalsPage', () => {
  it('should list what waits and approve one with a comment', async () => {
    const server = serve([item(1, 'Reforma da loja', 500_000), item(2, 'Forno novo', 250_000)]);
    renderPage();
    expect(await screen.findByText('Reforma da loja')).toBeInTheDocument();
    expect(screen.getByText('2 aguardando aprovação')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aprovar Reforma da loja' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Comentário' }), 'Conferido');
    await userEvent.click(screen.getByRole('button', { name: 'Aprovar' }));
    await waitFor(() =>
      expect(server.sent).toEqual([
        { ids: [item(1, '', 0).id], decision: 'approve', comment: 'Conferido' },
      ]),
    );
    await waitFor(() => expect(screen.queryByText('Reforma da loja')).not.toBeInTheDocument());
    server.restore();
  });

  it('should reject the selection only with a reason', async () => {
    const server = serve([item(1, 'Reforma', 500_000), item(2, 'Forno', 250_000)], {
      status: 200,
      body: { count: 2 },
    });
    renderPage('admin');
    await screen.findByText('Reforma');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Reforma' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Forno' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rejeitar seleção' }));
    const drawer = await screen.findByRole('alertdialog', { name: 'Rejeitar pagamentos' });
    expect(within(drawer).getByText('2 pagamento(s), R$ 7.500,00 no total.')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Rejeitar' }));
    expect(await within(drawer).findByText(REJECT_REASON_MESSAGE)).toBeVisible();
    expect(server.sent).toEqual([]);
    await userEvent.type(
      within(drawer).getByRole('textbox', { name: /Comentário/ }),
      'Sem orçamento',
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Rejeitar' }));
    await waitFor(() =>
      expect(server.sent).toEqual([
        {
          ids: [item(1, '', 0).id, item(2, '', 0).id],
          decision: 'reject',
          comment: 'Sem orçamento',
        },
      ]),
    );
    server.restore();
  });

  it("should show the API's reason when a decision is refused", async () => {
    const message =
      '1 pagamento selecionado não aguarda mais aprovação (já decidido ou não encontrado). Nada foi alterado.';
    const server = serve([item(1, 'Reforma', 500_000)], {
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Aprovar Reforma' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    server.restore();
  });

  it('should say when nothing waits', async () => {
    const server = serve([]);
    renderPage();
    expect(await screen.findByText('Nenhum pagamento aguardando aprovação')).toBeInTheDocument();
    server.restore();
  });

  it('should not offer the queue to a finance member', async () => {
    const server = serve([item(1, 'Reforma', 500_000)]);
    renderPage('finance');
    expect(screen.getByText(APPROVERS_ONLY_MESSAGE)).toBeInTheDocument();
    expect(server.calls).toEqual([]);
    server.restore();
  });
});
