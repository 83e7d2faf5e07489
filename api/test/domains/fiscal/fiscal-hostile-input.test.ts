import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readFiscalUpload, uploadBudget } from '../../../src/domains/fiscal/parsers/read-upload';
import {
  sampleNfeXml,
  sampleNfseXml,
} from '../../../src/domains/fiscal/parsers/testing/nfe-sample';
import {
  FiscalUploadError,
  MAX_FISCAL_DOCUMENTS,
  MAX_FISCAL_INFLATED_BYTES,
} from '../../../src/domains/fiscal/parsers/types';
import { readNfeOf, refusal } from './fiscal-fixtures';
import { buildZip } from '../../../src/domains/fiscal/parsers/testing/sample-zip';

// Issue 22, item 5: whatever arrives, each file gets a Portuguese message naming it, and nothing
// hangs, throws something else, or allocates far beyond the limits.

const nfe = (number: number) =>
  sampleNfeXml({
    issuerCnpj: '44555666000199',
    recipientCnpj: '11222333000181',
    number,
    installments: [{ dueDate: '2026-12-10', amountCents: 10_000 }],
  });

async function refusedUpload(files: { name: string; bytes: Buffer }[], message: RegExp) {
  await assert.rejects(readFiscalUpload(files), (error: unknown) => {
    assert.ok(error instanceof FiscalUploadError, String(error));
    assert.match(error.message, message);
    return true;
  });
}

describe('XML that is not a fiscal document', () => {
  test('should refuse billion laughs before parsing: fiscal XML never has a DTD', async () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from(
      { length: 9 },
      (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level || ''};`.repeat(10)}">`,
    ).join('')}]><lolz>&lol9;</lolz>`;
    assert.equal(
      await refusal('risos.xml', laughs),
      'O arquivo risos.xml tem uma declaração DOCTYPE ou ENTITY, que XML fiscal não usa.',
    );
  });

  test('should refuse a 50 MB XML by its size, without decoding or parsing it', async () => {
    // A DTD and bytes that are not text: decoded or scanned first, it would be refused for those.
    // Its size is what is said, so nothing else was looked at (no clock: a loaded machine lies).
    const huge = Buffer.alloc(50_000_000, 0xff);
    huge.write('<?xml version="1.0"?><!DOCTYPE NFe [<!ENTITY x "x">]><NFe>', 0);
    assert.equal(
      await refusal('enorme.xml', huge),
      'O arquivo enorme.xml é maior que 5 MB, o limite de um XML fiscal.',
    );
  });

  test('should give the parser reason for broken XML', async () => {
    const message = await refusal('quebrado.xml', '<nfeProc><NFe></nfeProc>');
    assert.match(message, /^O arquivo quebrado\.xml não é um XML válido: .+ \(linha 1\)\.$/);
  });

  test('should refuse 200,000 nested tags quickly, with the parser’s reason', async () => {
    const deep = `${'<a>'.repeat(200_000)}${'</a>'.repeat(200_000)}`;
    assert.equal(
      await refusal('fundo.xml', deep),
      'O arquivo fundo.xml não pôde ser lido como XML: Maximum nested tags exceeded.',
    );
  });

  test('should say a PDF renamed to .xml is not XML', async () => {
    assert.equal(await refusal('nota.xml', '%PDF-1.7\n...'), 'O arquivo nota.xml não é um XML.');
  });

  test('should say another XML is neither NF-e nor NFS-e', async () => {
    assert.equal(
      await refusal('cte.xml', '<?xml version="1.0"?><cteProc><CTe/></cteProc>'),
      'O arquivo cte.xml não é uma NF-e nem uma NFS-e.',
    );
  });
});

describe('encodings', () => {
  test('should refuse latin1 bytes that declare UTF-8, saying where', async () => {
    const xml = nfe(1).replace('Fornecedora Exemplo Ltda', 'Fornecedora Conceição Ltda');
    const message = await refusal('latin.xml', Buffer.from(xml, 'latin1'));
    assert.match(
      message,
      /^O arquivo latin\.xml diz estar em UTF-8 mas não está: há bytes inválidos na linha 2/,
    );
  });

  test('should decode a real ISO-8859-1 file that declares it, accents intact', async () => {
    const xml = nfe(2)
      .replace('encoding="UTF-8"', 'encoding="ISO-8859-1"')
      .replace('Fornecedora Exemplo Ltda', 'Fornecedora Conceição Ltda');
    const document = await readNfeOf(Buffer.from(xml, 'latin1'));
    assert.equal(document.issuer.name, 'Fornecedora Conceição Ltda');
    assert.equal(document.issuer.address?.neighbourhood, 'Consolação');
  });

  test('should tolerate a UTF-8 byte order mark', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(nfe(3))]);
    assert.equal((await readNfeOf(bytes)).number, '3');
  });
});

describe('ZIP uploads', () => {
  test('should read the XMLs of a ZIP, detected by its bytes, skipping PDFs, folders, __MACOSX and nested ZIPs', async () => {
    const inner = buildZip([{ name: 'escondida.xml', data: Buffer.from(nfe(9)) }]);
    const zip = buildZip([
      { name: 'notas/', data: Buffer.alloc(0), store: true },
      { name: 'notas/1.xml', data: Buffer.from(nfe(1)) },
      { name: 'notas/1.pdf', data: Buffer.from('%PDF-1.7') },
      { name: '__MACOSX/notas/._1.xml', data: Buffer.from('junk') },
      { name: 'notas/._1.xml', data: Buffer.from('junk') },
      { name: 'servico.XML', data: Buffer.from(sampleNfseXml()) },
      { name: 'outro-lote.zip', data: inner, store: true },
    ]);
    const results = await readFiscalUpload([{ name: 'lote.dat', bytes: zip }]);
    assert.deepEqual(
      results.map((result) => [result.fileName, result.ok && result.document.kind]),
      [
        ['lote.dat/notas/1.xml', 'nfe'],
        ['lote.dat/servico.XML', 'nfse'],
      ],
    );
    const first = results[0];
    assert.ok(first?.ok);
    assert.equal(first.bytes.toString(), nfe(1));
    assert.match(first.sha256, /^[0-9a-f]{64}$/);
  });

  test('should refuse each entry with an unsafe name and still read the others', async () => {
    const zip = buildZip([
      { name: '../fora.xml', data: Buffer.from(nfe(1)) },
      { name: '/etc/absoluto.xml', data: Buffer.from(nfe(2)) },
      { name: 'pasta\\invertida.xml', data: Buffer.from(nfe(3)) },
      { name: 'C:/windows.xml', data: Buffer.from(nfe(4)) },
      { name: 'boa.xml', data: Buffer.from(nfe(5)) },
    ]);
    const results = await readFiscalUpload([{ name: 'lote.zip', bytes: zip }]);
    assert.deepEqual(
      results.map((result) => (result.ok ? `ok ${result.fileName}` : result.message)),
      [
        'O arquivo lote.zip/../fora.xml foi recusado: o nome sai da pasta do ZIP (..).',
        'O arquivo lote.zip//etc/absoluto.xml foi recusado: o nome é um caminho absoluto.',
        'O arquivo lote.zip/pasta\\invertida.xml foi recusado: o nome usa barras invertidas.',
        'O arquivo lote.zip/C:/windows.xml foi recusado: o nome é um caminho absoluto.',
        'ok lote.zip/boa.xml',
      ],
    );
  });

  test('should refuse a ZIP bomb by its ratio, counting what really inflates', async () => {
    const bomb = buildZip([{ name: 'bomba.xml', data: Buffer.alloc(20 * 1024 * 1024, 0x20) }]);
    assert.ok(bomb.length < 100_000);
    await refusedUpload(
      [{ name: 'bomba.zip', bytes: bomb }],
      /^O arquivo bomba\.zip foi recusado: bomba\.xml se expande mais de 100 vezes/,
    );
  });

  test('should not trust a small declared size: the entry stops where it lied', async () => {
    const lying = buildZip([
      { name: 'mentira.xml', data: Buffer.alloc(3 * 1024 * 1024, 0x20), declaredSize: 1000 },
    ]);
    const [result] = await readFiscalUpload([{ name: 'lote.zip', bytes: lying }]);
    assert.ok(result && !result.ok);
    assert.equal(
      result.message,
      'O arquivo lote.zip/mentira.xml foi recusado: seu tamanho real difere do declarado no ZIP (arquivo adulterado).',
    );
  });

  test('should refuse a too-large XML inside a ZIP that compresses normally', async () => {
    const random = Buffer.from(
      Array.from({ length: 6 * 1024 * 1024 }, (_, i) => 65 + ((i * 7919) % 26)),
    );
    const zip = buildZip([{ name: 'grande.xml', data: random, store: true }]);
    const [result] = await readFiscalUpload([{ name: 'lote.zip', bytes: zip }]);
    assert.ok(result && !result.ok);
    assert.equal(
      result.message,
      'O arquivo lote.zip/grande.xml é maior que 5 MB, o limite de um XML fiscal.',
    );
  });

  test('should refuse an upload of more than 1,000 XMLs, in one ZIP or as files', async () => {
    const tiny = Buffer.from('<a/>');
    const entries = Array.from({ length: MAX_FISCAL_DOCUMENTS + 1 }, (_, index) => ({
      name: `${index}.xml`,
      data: tiny,
      store: true,
    }));
    await refusedUpload(
      [{ name: 'muitas.zip', bytes: buildZip(entries) }],
      /^O envio \(muitas\.zip\) foi recusado: tem mais de 1000 XMLs; divida-o em partes\.$/,
    );
    const files = entries.map((entry) => ({ name: entry.name, bytes: tiny }));
    await refusedUpload(
      files,
      /^O envio \(0\.xml, 1\.xml, 2\.xml e mais 998\) foi recusado: tem mais de 1000 XMLs/,
    );
  });

  test('should stop the upload once its ZIPs together inflate past the limit', () => {
    // Counted chunk by chunk as yauzl inflates; 200 MB of real inflation is too slow for a test.
    const budget = uploadBudget([{ name: 'a.zip' }, { name: 'b.zip' }]);
    budget.addInflated(MAX_FISCAL_INFLATED_BYTES - 1);
    assert.throws(
      () => budget.addInflated(2),
      (error: unknown) =>
        error instanceof FiscalUploadError &&
        error.message === 'O envio (a.zip, b.zip) foi recusado: descompactado passa de 200 MB.',
    );
  });

  test('should refuse an upload over 50 MB in total before reading anything', async () => {
    const half = Buffer.alloc(26 * 1024 * 1024);
    await refusedUpload(
      [
        { name: 'a.xml', bytes: half },
        { name: 'b.xml', bytes: half },
      ],
      /^O envio \(a\.xml, b\.xml\) foi recusado: tem mais de 50 MB\.$/,
    );
  });

  test('should say a ZIP holds no XML rather than return nothing for it', async () => {
    const zip = buildZip([{ name: 'boleto.pdf', data: Buffer.from('%PDF-1.7') }]);
    const results = await readFiscalUpload([{ name: 'boletos.zip', bytes: zip }]);
    assert.deepEqual(results, [
      {
        fileName: 'boletos.zip',
        ok: false,
        message: 'O arquivo boletos.zip é um ZIP sem nenhum XML.',
      },
    ]);
  });

  test('should report a corrupt ZIP as that file, not throw', async () => {
    const zip = buildZip([{ name: 'a.xml', data: Buffer.from(nfe(1)) }]);
    const [result] = await readFiscalUpload([
      { name: 'corrompido.zip', bytes: zip.subarray(0, zip.length - 10) },
    ]);
    assert.ok(result && !result.ok);
    assert.match(result.message, /^O arquivo corrompido\.zip não é um ZIP válido: /);
  });
});
