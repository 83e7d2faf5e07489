import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MovementFiscalDocument } from 'shared/contracts';
import { demoAccount, fakeApi, renderWithProviders } from 'shared/testing';
import { FiscalNotePanel } from '../fiscal-note-panel';

const MOVEMENT = '00000000-0000-4000-8000-000000000123';
const FILE = '00000000-0000-4000-8000-000000000456';

const note: MovementFiscalDocument = {
  id: '00000000-0000-4000-8000-000000000789',
  direction: 'in',
  file_id: FILE,
  file_name: 'notas/1234.xml',
  summary: {
    kind: 'nfe',
    key: '35261111222333000181550010000012341000012345',
    number: '1234',
    series: '1',
    issued_on: '2026-11-20',
    competence: null,
    issuer: {
      document: '11222333000181',
      name: 'Distribuidora Boa Compra Ltda',
      trade_name: 'Boa Compra',
      address: 'Rua das Flores, 10, Centro — Campinas/SP, CEP 13010000',
    },
    recipient: { document: '48291736000192', name: 'Fluxo Demo', trade_name: null, address: null },
    total_cents: 300_000,
    net_cents: null,
    service_description: null,
    items: [
      {
        code: 'P1',
        description: 'Farinha de trigo 25 kg',
        quantity: '10.0000',
        unit: 'SC',
        unit_value: '150.00',
        total_cents: 150_000,
      },
    ],
    taxes: [{ label: 'ICMS', amount_cents: 27_000 }],
    installments: [{ number: '001', due_date: '2026-12-20', amount_cents: 300_000 }],
    retentions: [],
    protocol: '135260000000001',
  },
};

describe('fiscal note panel', () => {
  let server: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => {
    server?.restore();
    server = undefined;
    jest.restoreAllMocks();
  });

  it('should read the note only when opened, show it readable and download its XML', async () => {
    let reads = 0;
    const downloads: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:xml');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    server = fakeApi({
      [`GET /v1/companies/movements/${MOVEMENT}/fiscal-document`]: () => {
        reads += 1;
        return { status: 200, body: note };
      },
      [`GET /v1/companies/files/${FILE}`]: () => ({ status: 200, body: new Blob(['<xml/>']) }),
    });
    const user = userEvent.setup();
    renderWithProviders(<FiscalNotePanel movementId={MOVEMENT} />, { account: demoAccount() });
    expect(reads).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Ver nota fiscal' }));
    expect(await screen.findByText('NF-e 1234 · série 1')).toBeVisible();
    expect(screen.getByText('Distribuidora Boa Compra Ltda (Boa Compra)')).toBeVisible();
    expect(
      screen.getByText('3526 1111 2223 3300 0181 5500 1000 0012 3410 0001 2345'),
    ).toBeVisible();
    expect(screen.getByText('Farinha de trigo 25 kg — 10,0000 SC × 150,00')).toBeVisible();
    expect(screen.getByText('ICMS')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Baixar XML' }));
    expect(downloads).toEqual(['notas/1234.xml']);
    expect(reads).toBe(1);
  });
});
