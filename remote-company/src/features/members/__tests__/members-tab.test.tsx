import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Member, MemberRole } from 'shared/contracts';
import { demoAccount, fakeApi, fakeToken, renderWithProviders } from 'shared/testing';
import { CompanyArea } from '../../../app/company-area';

jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

const member = (over: Partial<Member> = {}): Member => ({
  user_id: '00000000-0000-4000-8000-000000000002',
  name: 'Ana Souza',
  email: 'ana@empresa.com.br',
  role: 'finance',
  since: '2026-01-05T12:00:00.000Z',
  ...over,
});

const OWNER = member({
  user_id: '00000000-0000-4000-8000-000000000001',
  name: 'Maria Silva',
  email: 'maria@empresa.com.br',
  role: 'owner',
});

function renderAs(role: MemberRole) {
  const token = fakeToken({ memberOf: [{ company_id: 'company-1', role }] });
  return renderWithProviders(
    <Routes>
      <Route path="/empresa/:tab" element={<CompanyArea />} />
    </Routes>,
    { route: '/empresa/usuarios', account: demoAccount({ access_token: token }) },
  );
}

describe('members tab', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => server?.restore());

  it('should show a viewer the members and their roles, with no write control', async () => {
    server = fakeApi({
      'GET /v1/companies/members': () => ({ status: 200, body: { data: [OWNER, member()] } }),
    });
    renderAs('viewer');
    const table = await screen.findByRole('table', { name: 'Membros' });
    expect(within(table).getByText('Proprietário')).toBeVisible();
    expect(within(table).getByText('Financeiro')).toBeVisible();
    expect(screen.queryByRole('button', { name: /convite|remover/i })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(server.calls).not.toContain('GET /v1/companies/invitations');
  });

  it('should let an owner invite by e-mail, showing the API refusal beside the field', async () => {
    const bodies: unknown[] = [];
    server = fakeApi({
      'GET /v1/companies/members': () => ({ status: 200, body: { data: [OWNER] } }),
      'GET /v1/companies/invitations': () => ({ status: 200, body: { data: [] } }),
      'POST /v1/companies/invitations': (request) => {
        bodies.push(request.body);
        return {
          status: 409,
          body: {
            statusCode: 409,
            error: 'Conflict',
            message: 'Este e-mail já é de um membro da empresa.',
          },
        };
      },
    });
    renderAs('owner');
    await userEvent.type(
      await screen.findByRole('textbox', { name: /e-mail/i }),
      'ana@empresa.com.br',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Papel' }), 'viewer');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByText('Este e-mail já é de um membro da empresa.')).toBeVisible();
    expect(bodies).toEqual([{ email: 'ana@empresa.com.br', role: 'viewer' }]);
  });

  it('should not offer an admin the owner role nor controls on an owner', async () => {
    server = fakeApi({
      'GET /v1/companies/members': () => ({ status: 200, body: { data: [OWNER, member()] } }),
      'GET /v1/companies/invitations': () => ({ status: 200, body: { data: [] } }),
    });
    renderAs('admin');
    const select = await screen.findByRole('combobox', { name: 'Papel de Ana Souza' });
    expect(within(select).queryByRole('option', { name: 'Proprietário' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Papel de Maria Silva' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remover Maria Silva' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remover Ana Souza' })).toBeVisible();
  });

  it('should change a role and remove a member after confirming', async () => {
    const calls: string[] = [];
    server = fakeApi({
      'GET /v1/companies/members': () => ({ status: 200, body: { data: [OWNER, member()] } }),
      'GET /v1/companies/invitations': () => ({ status: 200, body: { data: [] } }),
      [`PATCH /v1/companies/members/${member().user_id}`]: (request) => {
        calls.push(JSON.stringify(request.body));
        return { status: 200, body: member({ role: 'admin' }) };
      },
      [`DELETE /v1/companies/members/${member().user_id}`]: () => {
        calls.push('delete');
        return { status: 204, body: null };
      },
    });
    renderAs('owner');
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Papel de Ana Souza' }),
      'admin',
    );
    await waitFor(() => expect(calls).toEqual(['{"role":"admin"}']));
    await userEvent.click(screen.getByRole('button', { name: 'Remover Ana Souza' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(calls).toEqual(['{"role":"admin"}', 'delete']));
  });

  it('should let a viewer leave the company after confirming, ending the session', async () => {
    const me = member({ user_id: 'user-1', name: 'Maria Silva', role: 'viewer' });
    server = fakeApi({
      'GET /v1/companies/members': () => ({ status: 200, body: { data: [OWNER, me] } }),
      'DELETE /v1/companies/members/me': () => ({ status: 204, body: null }),
    });
    const { store } = renderAs('viewer');
    await userEvent.click(await screen.findByRole('button', { name: 'Sair da empresa' }));
    const dialog = await screen.findByRole('alertdialog', { name: /Sair de Padaria/ });
    expect(server.calls).not.toContain('DELETE /v1/companies/members/me');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sair da empresa' }));
    await waitFor(() => expect(store.getState().session.account).toBeNull());
    expect(server.calls).toContain('DELETE /v1/companies/members/me');
  });

  it('should tell the last owner how to leave instead of offering it', async () => {
    const me = member({ user_id: 'user-1', name: 'Maria Silva', role: 'owner' });
    server = fakeApi({
      'GET /v1/companies/members': () => ({ status: 200, body: { data: [me, member()] } }),
      'GET /v1/companies/invitations': () => ({ status: 200, body: { data: [] } }),
    });
    renderAs('owner');
    expect(await screen.findByText(/Você é o único proprietário desta empresa/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sair da empresa' })).toBeNull();
  });

  it("should show the last owner's role as text with why, offering no select nor removal", async () => {
    const me = member({ user_id: 'user-1', name: 'Maria Silva', role: 'owner' });
    server = fakeApi({
      'GET /v1/companies/members': () => ({ status: 200, body: { data: [me, member()] } }),
      'GET /v1/companies/invitations': () => ({ status: 200, body: { data: [] } }),
    });
    renderAs('owner');
    const table = await screen.findByRole('table', { name: 'Membros' });
    const row = within(table).getByRole('row', { name: /Maria Silva/ });
    expect(within(row).getByText('Proprietário')).toBeVisible();
    expect(within(row).getByText(/Único proprietário: promova outro membro/)).toBeVisible();
    expect(within(row).queryByRole('combobox')).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Remover Maria Silva' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Papel de Ana Souza' })).toBeVisible();
  });

  it('should let an owner change the role of one of two owners', async () => {
    const me = member({ user_id: 'user-1', name: 'Maria Silva', role: 'owner' });
    const other = member({ role: 'owner' });
    server = fakeApi({
      'GET /v1/companies/members': () => ({ status: 200, body: { data: [me, other] } }),
      'GET /v1/companies/invitations': () => ({ status: 200, body: { data: [] } }),
    });
    renderAs('owner');
    expect(await screen.findByRole('combobox', { name: 'Papel de Maria Silva' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Papel de Ana Souza' })).toBeVisible();
    expect(screen.queryByText(/Único proprietário/)).toBeNull();
  });
});
