import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { demoAccount, fakeApi, fakeToken, renderWithProviders } from 'shared/testing';
import { CompanyArea } from '../../../app/company-area';
import { renderCompanyArea } from '../../../testing/render-company-area';
import type { CostCenter } from 'shared/contracts';

jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

const row = (over: Partial<CostCenter> = {}): CostCenter => ({
  id: 'cc-1',
  company_id: 'company-1',
  name: 'Administrativo',
  code: 'ADM',
  active: true,
  created_at: '2026-01-05T12:00:00.000Z',
  updated_at: '2026-01-05T12:00:00.000Z',
  ...over,
});

/** The API's answer to `GET /cost-centers/page`: one page and the total. */
const pageOf = (items: CostCenter[]) => ({ items, total: items.length });

describe('cost centres tab', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => server?.restore());

  it('should list the cost centres and search them on the server', async () => {
    const searches: unknown[] = [];
    server = fakeApi({
      'GET /v1/companies/cost-centers/page': (request) => {
        searches.push(request.params?.search);
        return { status: 200, body: pageOf(request.params?.search ? [] : [row()]) };
      },
    });
    renderCompanyArea('centro-de-custo');
    const table = await screen.findByRole('table', { name: 'Centros de custo' });
    expect(within(table).getByRole('cell', { name: 'Administrativo' })).toBeVisible();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar centros de custo' }), 'xyz');
    expect(await screen.findByText('Nenhum resultado para “xyz”.')).toBeVisible();
    expect(searches).toContain('xyz');
  });

  it('should create a cost centre, showing the API field error beside the field', async () => {
    const bodies: unknown[] = [];
    server = fakeApi({
      'GET /v1/companies/cost-centers/page': () => ({ status: 200, body: pageOf([]) }),
      'POST /v1/companies/cost-centers': (request) => {
        bodies.push(request.body);
        return bodies.length === 1
          ? {
              status: 400,
              body: {
                statusCode: 400,
                error: 'Bad Request',
                message: "O campo 'code' deve ter no máximo 20 caracteres.",
              },
            }
          : { status: 201, body: row({ id: 'cc-2', name: 'Comercial', code: null }) };
      },
    });
    renderCompanyArea('centro-de-custo');
    await screen.findByText('Nenhum centro de custo cadastrado ainda.');
    await userEvent.click(screen.getByRole('button', { name: 'Novo centro de custo' }));

    const dialog = await screen.findByRole('dialog', { name: 'Novo centro de custo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('Informe um nome com pelo menos 2 caracteres'),
    ).toBeVisible();
    expect(bodies).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'Comercial');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Deve ter no máximo 20 caracteres.')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Código/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      { name: 'Comercial', code: null },
      { name: 'Comercial', code: null },
    ]);
  });

  it('should deactivate a cost centre and show a refused delete as the API says it', async () => {
    const patches: unknown[] = [];
    const refusal = 'Centro de custo em uso em movimentações: desative-o em vez de excluir.';
    server = fakeApi({
      'GET /v1/companies/cost-centers/page': () => ({ status: 200, body: pageOf([row()]) }),
      'PATCH /v1/companies/cost-centers/cc-1': (request) => {
        patches.push(request.body);
        return { status: 200, body: row({ active: false }) };
      },
      'DELETE /v1/companies/cost-centers/cc-1': () => ({
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: refusal },
      }),
    });
    renderCompanyArea('centro-de-custo');
    await userEvent.click(await screen.findByRole('button', { name: 'Desativar Administrativo' }));
    await waitFor(() => expect(patches).toEqual([{ active: false }]));
    expect(await screen.findByText('Centro de custo desativado')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Excluir Administrativo' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Excluir centro de custo?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(refusal)).toBeVisible();
  });
});

describe('cost centres tab for a role that cannot write', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => server?.restore());

  it('should show a viewer the rows without the create and row buttons', async () => {
    server = fakeApi({
      'GET /v1/companies/cost-centers/page': () => ({ status: 200, body: pageOf([row()]) }),
    });
    const token = fakeToken({ memberOf: [{ company_id: 'company-1', role: 'viewer' }] });
    renderWithProviders(
      <Routes>
        <Route path="/empresa/:tab" element={<CompanyArea />} />
      </Routes>,
      { route: '/empresa/centro-de-custo', account: demoAccount({ access_token: token }) },
    );
    const table = await screen.findByRole('table', { name: 'Centros de custo' });
    expect(within(table).getByRole('cell', { name: 'Administrativo' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Novo centro de custo' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Editar|Desativar|Excluir/ })).toBeNull();
  });
});
