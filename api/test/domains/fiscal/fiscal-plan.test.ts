import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ParsedNfe, ParsedNfse, ReadFile } from '../../../src/domains/fiscal/parsers/types';
import { planFiscalImport } from '../../../src/domains/fiscal/services/fiscal-plan';
import type { FiscalContext } from '../../../src/domains/fiscal/services/fiscal-plan';

// The plan the preview shows and the confirm writes, from parsed notes and the company as it is:
// who the counterpart is, which side of the ledger, the parcelas, the category and its reason.

const COMPANY = '48291736000192';
const SUPPLIER = '11222333000181';
const CLIENT = '27504831000157';

const party = (document: string, name: string) => ({
  document,
  foreignId: null,
  name,
  tradeName: null,
  address: null,
  email: null,
});

function nfe(overrides: Partial<ParsedNfe> = {}): ParsedNfe {
  return {
    kind: 'nfe',
    key: '35261111222333000181550010000012341000012345',
    number: '1234',
    series: '1',
    issuedAt: '2026-11-20T10:00:00-03:00',
    issuedOn: '2026-11-20',
    issuer: party(SUPPLIER, 'Distribuidora Boa Compra Ltda'),
    recipient: party(COMPANY, 'Fluxo Demo Ltda'),
    totalCents: 300_000,
    installments: [
      { number: '001', dueDate: '2026-12-20', amountCents: 100_000 },
      { number: '002', dueDate: '2027-01-20', amountCents: 100_000 },
      { number: '003', dueDate: '2027-02-20', amountCents: 100_000 },
    ],
    items: [],
    taxes: {
      icmsCents: 0,
      icmsStCents: 0,
      ipiCents: 0,
      pisCents: 0,
      cofinsCents: 0,
      freightCents: 0,
      insuranceCents: 0,
      discountCents: 0,
      otherCents: 0,
      productsCents: 300_000,
    },
    protocol: null,
    environment: 'production',
    ...overrides,
  };
}

function nfse(overrides: Partial<ParsedNfse> = {}): ParsedNfse {
  return {
    kind: 'nfse',
    key: '35503082112222333000181000000000000772611000000000',
    number: '77',
    dpsNumber: '77',
    dpsSeries: '1',
    issuedAt: '2026-11-05T09:00:00-03:00',
    issuedOn: '2026-11-05',
    competence: '2026-11-01',
    provider: party(SUPPLIER, 'Consultoria Exata Ltda'),
    taker: party(COMPANY, 'Fluxo Demo Ltda'),
    municipalityCode: '3550308',
    serviceCode: '010101',
    serviceDescription: 'Consultoria contábil',
    grossCents: 100_000,
    netCents: 90_350,
    issCents: 5_000,
    retentions: [
      { kind: 'irrf', amountCents: 1_500 },
      { kind: 'pis', amountCents: 650 },
      { kind: 'cofins', amountCents: 3_000 },
      { kind: 'csll', amountCents: 1_000 },
      { kind: 'iss', amountCents: 3_500 },
    ],
    environment: 'production',
    ...overrides,
  };
}

const read = (document: ParsedNfe | ParsedNfse, fileName = 'nota.xml'): ReadFile => ({
  fileName,
  sha256: 'a'.repeat(64),
  bytes: Buffer.from('<xml/>'),
  ok: true,
  document,
});

function context(overrides: Partial<FiscalContext> = {}): FiscalContext {
  return {
    companyDocument: COMPANY,
    contacts: new Map(),
    importedKeys: new Map(),
    categories: [
      { id: 'c-sales', code: '1.01', name: 'Vendas', type: 'receita' },
      { id: 'c-goods', code: '2.04.01', name: 'Mercadorias para revenda', type: 'despesa' },
      { id: 'c-services', code: '2.04.02', name: 'Serviços terceirizados', type: 'despesa' },
      { id: 'c-tax', code: '2.02', name: 'Impostos e taxas', type: 'despesa' },
      { id: 'c-rent', code: '2.05', name: 'Aluguel', type: 'despesa' },
    ],
    suggest: () => null,
    retentionPayables: false,
    issDueDay: 10,
    ...overrides,
  };
}

describe('fiscal plan', () => {
  test("should make a supplier's NF-e with three duplicatas three payables of one series", () => {
    const plan = planFiscalImport([read(nfe())], context());
    const [preview] = plan.documents;
    assert.equal(preview!.status, 'ready');
    assert.equal(preview!.direction, 'in');
    assert.deepEqual(
      preview!.parcels.map((parcel) => [parcel.due_date, parcel.amount_cents]),
      [
        ['2026-12-20', 100_000],
        ['2027-01-20', 100_000],
        ['2027-02-20', 100_000],
      ],
    );
    assert.equal(preview!.category?.id, 'c-goods');
    const [write] = plan.writes;
    assert.deepEqual(
      write!.movements.map((m) => [m.type, m.instalment?.number, m.instalment?.count]),
      [
        ['despesa', 1, 3],
        ['despesa', 2, 3],
        ['despesa', 3, 3],
      ],
    );
    assert.equal(write!.movements[0]!.description, 'NF-e 1234 — Distribuidora Boa Compra Ltda');
    assert.equal(write!.movements[0]!.documentNumber, '1234/1');
    assert.deepEqual([...plan.newContacts.keys()], [SUPPLIER]);
  });

  test("should date a note without duplicatas on the supplier's own term", () => {
    const known = { id: 'k-1', name: 'Distribuidora', paymentTermDays: 45 };
    const plan = planFiscalImport(
      [read(nfe({ installments: [] }))],
      context({ contacts: new Map([[SUPPLIER, known]]) }),
    );
    assert.deepEqual(plan.documents[0]!.parcels, [
      { number: '1', due_date: '2027-01-04', amount_cents: 300_000 },
    ]);
    assert.equal(plan.documents[0]!.counterpart?.contact_id, 'k-1');
    assert.equal(plan.newContacts.size, 0);
    const fresh = planFiscalImport([read(nfe({ installments: [] }))], context());
    assert.equal(fresh.documents[0]!.parcels[0]!.due_date, '2026-12-20');
  });

  test("should take the suggestion service's category for the supplier, and its reason", () => {
    const known = { id: 'k-1', name: 'Distribuidora', paymentTermDays: 30 };
    const plan = planFiscalImport(
      [read(nfe())],
      context({
        contacts: new Map([[SUPPLIER, known]]),
        // The suggestion service's answer for this supplier (its own tests cover how).
        suggest: (subject) =>
          subject.document === SUPPLIER && subject.type === 'despesa'
            ? {
                source: 'history',
                rule: null,
                ignore: false,
                category_id: 'c-rent',
                contact: null,
                cost_center_id: null,
                description: null,
                confidence: 80,
                reason: "8 das últimas 10 'Distribuidora' foram em 2.01 Aluguel.",
              }
            : null,
      }),
    );
    assert.equal(plan.documents[0]!.category?.id, 'c-rent');
    assert.match(plan.documents[0]!.category!.reason, /8 das últimas 10/);
  });

  test('should make a note the company issued a receivable from its client', () => {
    const issued = nfe({
      issuer: party(COMPANY, 'Fluxo Demo Ltda'),
      recipient: party(CLIENT, 'Cliente Grande SA'),
    });
    const plan = planFiscalImport([read(issued)], context());
    assert.equal(plan.documents[0]!.direction, 'out');
    assert.equal(plan.documents[0]!.counterpart?.document, CLIENT);
    assert.equal(plan.writes[0]!.movements[0]!.type, 'receita');
    assert.equal(plan.documents[0]!.category?.id, 'c-sales');
    assert.deepEqual(plan.newContacts.get(CLIENT)?.isClient, true);
  });

  test('should leave out a note of another company, a duplicate and a cancelled one', () => {
    const foreign = nfe({ key: '3'.repeat(44), recipient: party(CLIENT, 'Outra') });
    const cancelled = nfe({ key: '4'.repeat(44) });
    const plan = planFiscalImport(
      [
        read(foreign),
        read(nfe()),
        read(nfe(), 'copia.xml'),
        read(cancelled),
        {
          fileName: 'cancelamento.xml',
          sha256: 'b'.repeat(64),
          bytes: Buffer.from('<x/>'),
          ok: true,
          document: {
            kind: 'nfe-cancellation',
            key: '4'.repeat(44),
            protocol: null,
            at: '',
            reason: null,
            cancelledProtocol: null,
            environment: 'production',
          },
        },
        { fileName: 'quebrado.xml', ok: false, message: 'O arquivo quebrado.xml não é um XML.' },
      ],
      context({ importedKeys: new Map([['5'.repeat(44), 'm-1']]) }),
    );
    assert.deepEqual(
      plan.documents.map((d) => d.status),
      ['not_addressed', 'ready', 'duplicate', 'cancelled', 'cancellation', 'invalid'],
    );
    assert.match(plan.documents[0]!.message!, /não é desta empresa/);
    assert.equal(plan.writes.length, 1);
    const again = planFiscalImport(
      [read(nfe())],
      context({ importedKeys: new Map([[nfe().key, 'm-1']]) }),
    );
    assert.equal(again.documents[0]!.status, 'duplicate');
    assert.equal(again.documents[0]!.existing_movement_id, 'm-1');
  });

  test('should pay an NFS-e net, and its retentions to the tax authority only when set', () => {
    const off = planFiscalImport([read(nfse())], context());
    assert.deepEqual(
      off.writes[0]!.movements.map((m) => m.amountCents),
      [90_350],
    );
    assert.ok(off.documents[0]!.retentions.every((retention) => !retention.payable));
    assert.equal(off.documents[0]!.category?.id, 'c-services');
    const on = planFiscalImport([read(nfse())], context({ retentionPayables: true }));
    const movements = on.writes[0]!.movements;
    assert.equal(movements.length, 6);
    assert.deepEqual(
      movements.slice(1).map((m) => [m.categoryId, m.counterpart, m.amountCents]),
      [
        ['c-tax', false, 1_500],
        ['c-tax', false, 650],
        ['c-tax', false, 3_000],
        ['c-tax', false, 1_000],
        ['c-tax', false, 3_500],
      ],
    );
    assert.match(movements[1]!.description, /^IRRF retido — NFS-e 77 de Consultoria Exata Ltda$/);
  });

  test('should leave out a note whose counterpart has no CPF or CNPJ, saying why', () => {
    const abroad = nfe({
      issuer: { ...party('', 'Acme Inc.'), foreignId: 'US-123' },
    });
    const plan = planFiscalImport([read(abroad)], context());
    assert.equal(plan.documents[0]!.status, 'invalid');
    assert.match(plan.documents[0]!.message!, /estrangeiro, US-123/);
    assert.equal(plan.writes.length, 0);
  });

  test('should ask for the company CNPJ before any note', () => {
    const plan = planFiscalImport([read(nfe())], context({ companyDocument: null }));
    assert.equal(plan.documents[0]!.status, 'not_addressed');
    assert.match(plan.documents[0]!.message!, /Cadastre o CNPJ da empresa/);
  });
});
