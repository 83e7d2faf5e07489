import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  sampleNfeCancellationXml,
  sampleNfeKey,
  sampleNfseXml,
} from '../../../src/domains/fiscal/parsers/testing/nfe-sample';
import { fixture, readCancellationOf, readNfseOf, refusal } from './fiscal-fixtures';

// Issue 22, items 1 and 6: the NFS-e Padrão Nacional and the NF-e cancellation event.

describe('NFS-e Padrão Nacional', () => {
  test('should read a hand-written NFS-e with every federal retention and ISS withheld', async () => {
    const nfse = await readNfseOf(fixture('nfse-com-retencoes.xml'));
    assert.equal(nfse.key, '35503082211222333000181000000000015726110000001571');
    assert.equal(nfse.number, '157');
    assert.equal(nfse.dpsNumber, '157');
    assert.equal(nfse.dpsSeries, '1');
    assert.equal(nfse.issuedAt, '2026-11-03T16:19:58-03:00');
    assert.equal(nfse.issuedOn, '2026-11-03');
    assert.equal(nfse.competence, '2026-10-31');
    assert.equal(nfse.provider.document, '11222333000181');
    assert.equal(nfse.provider.name, 'Fluxo Demonstração Ltda');
    assert.deepEqual(nfse.provider.address, {
      street: 'Avenida Paulista',
      number: '1000',
      complement: 'Conjunto 51',
      neighbourhood: 'Bela Vista',
      city: null,
      cityCode: '3550308',
      state: 'SP',
      zipCode: '01310100',
    });
    assert.equal(nfse.taker?.document, '44555666000199');
    assert.equal(nfse.taker?.name, 'Indústria Cliente S.A.');
    assert.equal(nfse.taker?.address?.cityCode, '3304557');
    assert.equal(nfse.taker?.address?.zipCode, '20040020');
    assert.equal(nfse.municipalityCode, '3550308');
    assert.equal(nfse.serviceCode, '010601');
    assert.equal(nfse.serviceDescription, 'Consultoria em sistemas — outubro/2026');
    assert.equal(nfse.grossCents, 2_000_000);
    assert.equal(nfse.netCents, 1_617_000);
    assert.equal(nfse.issCents, 40_000);
    assert.deepEqual(nfse.retentions, [
      { kind: 'iss', amountCents: 40_000 },
      { kind: 'irrf', amountCents: 30_000 },
      { kind: 'pis', amountCents: 13_000 },
      { kind: 'cofins', amountCents: 60_000 },
      { kind: 'csll', amountCents: 20_000 },
      { kind: 'inss', amountCents: 220_000 },
    ]);
    const withheld = nfse.retentions.reduce((sum, each) => sum + each.amountCents, 0);
    assert.equal(nfse.grossCents - withheld, nfse.netCents);
    assert.equal(nfse.environment, 'production');
  });

  test('should list no retentions when ISS is not withheld and there is no tribFed', async () => {
    const nfse = await readNfseOf(sampleNfseXml({ grossCents: 500_000, issCents: 10_000 }));
    assert.deepEqual(nfse.retentions, []);
    assert.equal(nfse.issCents, 10_000);
    assert.equal(nfse.netCents, 500_000);
  });

  test('should treat vPis/vCofins without tpRetPisCofins as the provider’s own, not withheld', async () => {
    const xml = sampleNfseXml({ retentions: { pis: 650, cofins: 3000 } }).replace(
      /<tpRetPisCofins>\d<\/tpRetPisCofins>/,
      '',
    );
    assert.deepEqual((await readNfseOf(xml)).retentions, []);
  });

  test('should follow tpRetPisCofins: 5 withholds only PIS, 8 only CSLL', async () => {
    const onlyPis = sampleNfseXml({ retentions: { pis: 650 } });
    assert.deepEqual((await readNfseOf(onlyPis)).retentions, [{ kind: 'pis', amountCents: 650 }]);
    const onlyCsll = sampleNfseXml({ retentions: { csll: 1000 } });
    assert.deepEqual((await readNfseOf(onlyCsll)).retentions, [
      { kind: 'csll', amountCents: 1000 },
    ]);
  });

  test('should refuse an NFS-e whose chave belongs to another provider', async () => {
    const xml = sampleNfseXml().replace('<emit><CNPJ>11222333000181', '<emit><CNPJ>44555666000199');
    assert.match(
      await refusal('servico.xml', xml),
      /^O arquivo servico\.xml tem uma chave de acesso \(\d{50}\) que não corresponde ao emitente/,
    );
  });
});

describe('NF-e events', () => {
  test('should read a registered cancellation', async () => {
    const cancellation = await readCancellationOf(fixture('nfe-cancelamento.xml'));
    assert.deepEqual(cancellation, {
      kind: 'nfe-cancellation',
      key: '35261144555666000199550010000012341123456783',
      protocol: '135261234599999',
      at: '2026-11-10T08:15:03-03:00',
      reason: 'Pedido cancelado pelo cliente antes da saída',
      cancelledProtocol: '135261234567890',
      environment: 'production',
    });
  });

  test('should read the generator’s cancellation of a generated NF-e', async () => {
    const key = sampleNfeKey('44555666000199', 12, '2026-11-10');
    assert.equal((await readCancellationOf(sampleNfeCancellationXml(key))).key, key);
  });

  test('should say a carta de correção is an event not handled', async () => {
    assert.equal(
      await refusal('cce.xml', fixture('nfe-carta-correcao.xml')),
      'O arquivo cce.xml é um evento não tratado (carta de correção, tpEvento 110110): só o cancelamento (110111) é lido.',
    );
  });

  test('should refuse a cancellation that SEFAZ rejected', async () => {
    const xml = fixture('nfe-cancelamento.xml')
      .toString()
      .replace('<cStat>135</cStat>', '<cStat>573</cStat>')
      .replace('Evento registrado e vinculado a NF-e', 'Rejeição: Duplicidade de Evento');
    assert.equal(
      await refusal('canc.xml', xml),
      'O arquivo canc.xml é um cancelamento recusado pela SEFAZ (573: Rejeição: Duplicidade de Evento).',
    );
  });

  test('should refuse a bare evento: without retEvento nothing says SEFAZ accepted it', async () => {
    const xml = fixture('nfe-cancelamento.xml')
      .toString()
      .replace(/<retEvento[\s\S]*<\/retEvento>/, '')
      .replace(/<\/?procEventoNFe[^>]*>/g, '');
    assert.match(
      await refusal('pedido.xml', xml),
      /^O arquivo pedido\.xml é um pedido de cancelamento sem o retorno da SEFAZ/,
    );
  });
});
