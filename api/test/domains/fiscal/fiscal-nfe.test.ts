import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sampleNfeKey, sampleNfeXml } from '../../../src/domains/fiscal/parsers/testing/nfe-sample';
import { fixture, readNfeOf, refusal } from './fiscal-fixtures';

// Issue 22, items 1 and 6: an NF-e 4.00 (modelo 55) read into what payables and receivables need.

const COMPANY = '11222333000181';
const SUPPLIER = '44555666000199';

const monthly = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    dueDate: `2027-${String(index + 1).padStart(2, '0')}-10`,
    amountCents: 10_000 + index,
  }));

describe('NF-e received from a supplier', () => {
  test('should read every field of a hand-written nfeProc with 3 duplicatas', async () => {
    const nfe = await readNfeOf(fixture('nfe-tres-duplicatas.xml'));
    assert.equal(nfe.key, '35261144555666000199550010000012341123456783');
    assert.equal(nfe.number, '1234');
    assert.equal(nfe.series, '1');
    assert.equal(nfe.issuedAt, '2026-11-09T23:30:00-04:00');
    assert.equal(nfe.issuedOn, '2026-11-10', 'the day in São Paulo, an hour ahead of Cuiabá');
    assert.equal(nfe.environment, 'production');
    assert.deepEqual(nfe.issuer, {
      document: SUPPLIER,
      foreignId: null,
      name: 'Papelaria Irmãos Araújo & Cia Ltda',
      tradeName: 'Papelaria São João',
      address: {
        street: 'Rua Conceição',
        number: '45',
        complement: 'Loja 2',
        neighbourhood: 'Centro',
        city: 'Campinas',
        cityCode: '3509502',
        state: 'SP',
        zipCode: '01310100',
      },
      email: null,
    });
    assert.equal(nfe.recipient?.document, COMPANY);
    assert.equal(nfe.recipient?.email, 'fiscal@fluxo.example');
    assert.equal(nfe.totalCents, 205_500);
    assert.deepEqual(nfe.installments, [
      { number: '001', dueDate: '2026-12-09', amountCents: 68_500 },
      { number: '002', dueDate: '2027-01-08', amountCents: 68_500 },
      { number: '003', dueDate: '2027-02-07', amountCents: 68_500 },
    ]);
    assert.deepEqual(nfe.items[0], {
      code: '000123',
      description: 'Papel sulfite A4 75 g/m² (caixa)',
      ncm: '48025610',
      cfop: '5102',
      quantity: '10.0000',
      unit: 'CX',
      unitValue: '189.9000000000',
      totalCents: 189_900,
    });
    assert.equal(nfe.items.length, 2);
    assert.deepEqual(nfe.taxes, {
      icmsCents: 36_000,
      icmsStCents: 1_234,
      ipiCents: 756,
      pisCents: 1_300,
      cofinsCents: 6_000,
      freightCents: 5_000,
      insuranceCents: 510,
      discountCents: 2_000,
      otherCents: 0,
      productsCents: 200_000,
    });
    assert.deepEqual(nfe.protocol, {
      number: '135261234567890',
      status: '100',
      reason: 'Autorizado o uso da NF-e',
      at: '2026-11-09T22:31:02-04:00',
    });
  });

  test('should read the published nfephp example (homologation, one duplicata, vUnCom "50")', async () => {
    const nfe = await readNfeOf(fixture('nfephp-nfe-layout4-com-prot.xml'));
    assert.equal(nfe.key, '43180906929383000163550010000000261000010301');
    assert.equal(nfe.environment, 'homologation');
    assert.equal(nfe.issuer.document, '06929383000163');
    assert.equal(nfe.issuer.address?.complement, '0');
    assert.equal(nfe.totalCents, 50_000);
    assert.deepEqual(nfe.installments, [
      { number: '001', dueDate: '2018-12-31', amountCents: 100 },
    ]);
    assert.equal(nfe.items[0]?.unitValue, '50');
    assert.equal(nfe.protocol?.number, '143180006932433');
  });

  for (const count of [1, 3, 12]) {
    test(`should keep ${count} duplicata(s) in order, as an array even when alone`, async () => {
      const installments = monthly(count);
      const xml = sampleNfeXml({
        issuerCnpj: SUPPLIER,
        recipientCnpj: COMPANY,
        number: count,
        installments,
      });
      const nfe = await readNfeOf(xml);
      assert.deepEqual(
        nfe.installments.map(({ dueDate, amountCents }) => ({ dueDate, amountCents })),
        installments,
      );
      assert.equal(nfe.installments[0]?.number, '001');
      assert.equal(
        nfe.totalCents,
        installments.reduce((sum, each) => sum + each.amountCents, 0),
      );
    });
  }

  test('should read an NF-e without cobrança as no installments (paid at once)', async () => {
    const xml = sampleNfeXml({
      issuerCnpj: SUPPLIER,
      recipientCnpj: COMPANY,
      number: 77,
      installments: [],
      totalCents: 123_456,
      items: 1,
    });
    const nfe = await readNfeOf(xml);
    assert.deepEqual(nfe.installments, []);
    assert.equal(nfe.totalCents, 123_456);
    assert.equal(nfe.items.length, 1);
  });

  test('should read an NF-e issued BY the company the same way: the caller tells sale from purchase', async () => {
    const xml = sampleNfeXml({
      issuerCnpj: COMPANY,
      recipientCnpj: SUPPLIER,
      number: 5001,
      installments: monthly(2),
      items: 30,
    });
    const nfe = await readNfeOf(xml);
    assert.equal(nfe.issuer.document, COMPANY);
    assert.equal(nfe.recipient?.document, SUPPLIER);
    assert.equal(nfe.items.length, 30);
    assert.equal(
      nfe.items.reduce((sum, item) => sum + item.totalCents, 0),
      nfe.totalCents,
    );
  });

  test('should accept a bare NFe without its authorisation, with protocol null', async () => {
    const xml = sampleNfeXml({
      issuerCnpj: SUPPLIER,
      recipientCnpj: COMPANY,
      number: 9,
      installments: [],
    });
    const bare = xml.replace(/^[\s\S]*?(<NFe[ >][\s\S]*<\/NFe>)[\s\S]*$/, '$1');
    const nfe = await readNfeOf(bare);
    assert.equal(nfe.protocol, null);
    assert.equal(nfe.number, '9');
  });
});

describe('NF-e that must be refused, each with a message naming the file', () => {
  const base = () =>
    sampleNfeXml({ issuerCnpj: SUPPLIER, recipientCnpj: COMPANY, number: 10, installments: [] });

  test('should refuse an NFC-e (modelo 65)', async () => {
    const message = await refusal('cupom.xml', base().replace('<mod>55</mod>', '<mod>65</mod>'));
    assert.equal(
      message,
      'O arquivo cupom.xml é uma NFC-e (modelo 65): só NF-e modelo 55 é aceita.',
    );
  });

  test('should refuse an NF-e that SEFAZ did not authorise (denegada)', async () => {
    const xml = base()
      .replace('<cStat>100</cStat>', '<cStat>302</cStat>')
      .replace('Autorizado o uso da NF-e', 'Uso Denegado: Irregularidade fiscal do destinatário');
    assert.equal(
      await refusal('denegada.xml', xml),
      'O arquivo denegada.xml é de uma NF-e não autorizada pela SEFAZ (302: Uso Denegado: Irregularidade fiscal do destinatário).',
    );
  });

  test('should refuse a chave whose check digit is wrong', async () => {
    const key = sampleNfeKey(SUPPLIER, 10, '2026-11-10');
    const wrong = `${key.slice(0, 43)}${(Number(key[43]) + 1) % 10}`;
    const message = await refusal('chave.xml', base().replaceAll(key, wrong));
    assert.equal(message, `O arquivo chave.xml tem uma chave de acesso inválida: "NFe${wrong}".`);
  });

  test('should refuse a valid chave that belongs to another NF-e number', async () => {
    const message = await refusal('outra.xml', base().replace('<nNF>10</nNF>', '<nNF>11</nNF>'));
    assert.match(
      message,
      /^O arquivo outra\.xml tem uma chave de acesso \(\d{44}\) que não corresponde/,
    );
  });

  test('should refuse an amount with three non-zero decimals instead of rounding it', async () => {
    const message = await refusal(
      'valor.xml',
      base().replace(/<vNF>[^<]+<\/vNF>/, '<vNF>1000.005</vNF>'),
    );
    assert.equal(message, 'O arquivo valor.xml tem um valor inválido em ICMSTot/vNF: "1000.005".');
  });

  test('should refuse an nfeProc without protNFe', async () => {
    const message = await refusal('semprot.xml', base().replace(/<protNFe[\s\S]*<\/protNFe>/, ''));
    assert.equal(message, 'O arquivo semprot.xml não tem o protocolo de autorização (protNFe).');
  });
});
