import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FiscalBatch, FiscalPreview, FiscalPreviewDocument } from 'shared/contracts';
import { demoAccount, fakeApi, renderWithProviders } from 'shared/testing';
import { FiscalImportPage } from '../components/fiscal-import-page';

const BASE = '/v1/companies/fiscal-imports';
const BATCH = '00000000-0000-4000-8000-000000000901';
const KEY = '35261111222333000181550010000012341000012345';

const blank: FiscalPreviewDocument = {
  file_name: 'x.xml',
  status: 'ready',
  message: null,
  kind: 'nfe',
  direction: 'in',
  key: KEY,
  number: '1234',
  series: '1',
  issued_on: '2026-11-20',
  counterpart: { document: '11222333000181', name: 'Distribuidora Boa Compra', contact_id: null },
  total_cents: 300_000,
  net_cents: null,
  category: { id: 'c1', name: 'Mercadorias para revenda', reason: 'Fornecedor sem histórico.' },
  parcels: [
    { number: '001', due_date: '2026-12-20', amount_cents: 150_000 },
    { number: '002', due_date: '2027-01-20', amount_cents: 150_000 },
  ],
  retentions: [],
  existing_movement_id: null,
  awaits_approval: false,
};

const preview: FiscalPreview = {
  counts: {
    documents: 3,
    ready: 1,
    left_out: 2,
    parcels: 2,
    payable_cents: 300_000,
    receivable_cents: 0,
  },
  documents: [
    { ...blank, file_name: 'notas/1234.xml', awaits_approval: true },
    {
      ...blank,
      file_name: 'notas/1234-copia.xml',
      status: 'duplicate',
      message: 'Esta nota já foi importada.',
      existing_movement_id: '00000000-0000-4000-8000-000000000777',
      category: null,
      parcels: [],
    },
    {
      ...blank,
      file_name: 'notas/quebrada.xml',
      status: 'invalid',
      message: 'O arquivo notas/quebrada.xml não é um XML válido.',
      kind: null,
      number: null,
      counterpart: null,
      category: null,
      parcels: [],
    },
  ],
  new_contacts: [
    {
      name: 'Distribuidora Boa Compra',
      document: '11222333000181',
      is_supplier: true,
      is_client: false,
    },
  ],
};

const batch: FiscalBatch = {
  id: BATCH,
  file_name: 'notas.zip',
  format: 'zip',
  user_name: 'Ana',
  documents_count: 1,
  created_count: 2,
  contacts_created: 1,
  created_at: '2026-11-26T12:00:00.000Z',
  undone_at: null,
};

describe('fiscal import page', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => {
    server?.restore();
    server = undefined;
  });

  it('should preview each note, say why some stay out, and import the ready ones', async () => {
    const confirmed: unknown[] = [];
    const uploaded: string[][] = [];
    let batches: FiscalBatch[] = [];
    server = fakeApi({
      [`GET ${BASE}/batches`]: () => ({ status: 200, body: batches }),
      'GET /v1/companies/fiscal-settings': () => ({
        status: 200,
        body: { retention_payables: false, iss_due_day: 10 },
      }),
      [`POST ${BASE}/preview`]: (request) => {
        const files = (request.body as FormData).getAll('file') as File[];
        uploaded.push(files.map((file) => file.name));
        return { status: 200, body: preview };
      },
      [`POST ${BASE}`]: (request) => {
        confirmed.push(JSON.parse(String((request.body as FormData).get('payload'))));
        batches = [batch];
        return { status: 201, body: batch };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<FiscalImportPage />, {
      account: demoAccount(),
      route: '/movimentacoes/notas',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Notas fiscais' })).toBeVisible();
    expect(await screen.findByText('Nenhuma nota fiscal importada ainda.')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('XMLs ou ZIP das notas fiscais'), [
      new File(['<a/>'], '1234.xml', { type: 'application/xml' }),
      new File(['<b/>'], 'outra.xml', { type: 'application/xml' }),
    ]);
    expect(uploaded).toEqual([['1234.xml', 'outra.xml']]);
    expect(
      await screen.findByText('3 arquivos: 1 nota pronta para importar, 2 ficam de fora.'),
    ).toBeInTheDocument();
    const toCreate = screen.getByRole('list', { name: 'Serão cadastrados ao confirmar' });
    expect(
      within(toCreate).getByText('Fornecedor: Distribuidora Boa Compra (11.222.333/0001-81)'),
    ).toBeVisible();
    const out = screen.getByRole('list', { name: 'Ficam de fora' });
    expect(within(out).getByText('Já importada')).toBeVisible();
    expect(within(out).getByRole('link', { name: 'Ver a movimentação' })).toHaveAttribute(
      'href',
      '/movimentacoes?movimentacao=00000000-0000-4000-8000-000000000777',
    );
    expect(within(out).getByText(/quebrada\.xml não é um XML válido/)).toBeVisible();
    const ready = screen.getByRole('list', { name: 'Prontas para importar' });
    expect(within(ready).getByText(/^A pagar 1\/2: R\$\s1\.500,00 em 20\/12\/2026$/)).toBeVisible();
    expect(within(ready).getByText(/Categoria: Mercadorias para revenda/)).toBeVisible();
    expect(within(ready).getByText('Aguardará aprovação')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Importar 1 nota (2 parcelas)' }));
    expect(
      await screen.findByText('Importação concluída: 1 nota, 2 parcelas criadas.'),
    ).toBeInTheDocument();
    expect(confirmed).toEqual([{ expected_documents: 1 }]);
    const list = await screen.findByRole('table', { name: 'Importações de notas fiscais' });
    expect(within(list).getByText('1 nota(s) · 2 parcela(s) · 1 contato(s) novo(s)')).toBeVisible();
  }, 30_000);

  it("should show the API's refusal of the whole upload and write nothing", async () => {
    server = fakeApi({
      [`GET ${BASE}/batches`]: () => ({ status: 200, body: [] }),
      'GET /v1/companies/fiscal-settings': () => ({
        status: 200,
        body: { retention_payables: false, iss_due_day: 10 },
      }),
      [`POST ${BASE}/preview`]: () => ({
        status: 400,
        body: {
          statusCode: 400,
          message: 'O arquivo bomba.zip descompacta para mais de 200 MB: envie as notas em partes.',
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<FiscalImportPage />, {
      account: demoAccount(),
      route: '/movimentacoes/notas',
    });
    await user.upload(
      await screen.findByLabelText('XMLs ou ZIP das notas fiscais'),
      new File(['PK'], 'bomba.zip', { type: 'application/zip' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('descompacta para mais de 200 MB');
    expect(screen.queryByRole('button', { name: /^Importar/ })).not.toBeInTheDocument();
  });

  it('should let an owner turn retention payables on, and save the ISS day', async () => {
    const saved: unknown[] = [];
    server = fakeApi({
      [`GET ${BASE}/batches`]: () => ({ status: 200, body: [] }),
      'GET /v1/companies/fiscal-settings': () => ({
        status: 200,
        body: { retention_payables: false, iss_due_day: 10 },
      }),
      'PUT /v1/companies/fiscal-settings': (request) => {
        saved.push(request.body);
        return { status: 200, body: request.body };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<FiscalImportPage />, {
      account: demoAccount(),
      route: '/movimentacoes/notas',
    });
    const form = await screen.findByRole('form', { name: 'Configurações de notas fiscais' });
    await user.click(within(form).getByRole('checkbox', { name: /Lançar cada imposto retido/ }));
    const day = within(form).getByRole('textbox', { name: /Dia de vencimento do ISS/ });
    await user.clear(day);
    await user.type(day, '15');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('Configurações salvas.')).toBeVisible();
    expect(saved).toEqual([{ retention_payables: true, iss_due_day: 15 }]);
  });
});
