import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { dedupeKeys } from '../../../src/domains/imports/parsers/dedupe-key';
import { MAX_STATEMENT_BYTES, STATEMENT_TOO_LARGE_MESSAGE } from 'shared/contracts';
import type { CsvMapping } from 'shared/contracts';
import { parseStatement } from '../../../src/domains/imports/parsers/parse-statement';
import type { ParsedStatement } from '../../../src/domains/imports/parsers/statement';
import { StatementError } from '../../../src/domains/imports/parsers/statement';
import {
  parseAmountCents,
  parseBrDate,
  parseOfxDate,
} from '../../../src/domains/imports/parsers/values';

const folder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'fixtures',
  'statements',
);
const read = (name: string) => new Uint8Array(readFileSync(path.join(folder, name)));
const parse = (name: string, mapping?: CsvMapping) => parseStatement(read(name), mapping);
const summary = (statement: ParsedStatement) =>
  statement.lines.map((line) => [line.date, line.description, line.amountCents, line.fitId]);

function refuses(run: () => unknown, message: string | RegExp): void {
  assert.throws(run, (error: unknown) => {
    assert.ok(error instanceof StatementError, String(error));
    if (typeof message === 'string') assert.equal(error.message, message);
    else assert.match(error.message, message);
    return true;
  });
}

describe('OFX as each bank sends it', () => {
  test('should read Itaú: real windows-1252 bytes, [-03:EST] zone, the text in MEMO', () => {
    const statement = parse('itau.ofx');
    assert.equal(statement.format, 'ofx');
    assert.equal(statement.bankCode, '0341');
    assert.equal(statement.accountNumber, '12345-6');
    assert.deepEqual(summary(statement), [
      ['2026-01-05', 'PAG BOLETO ENERGIA ELÉTRICA', -15000, '20260105001'],
      ['2026-01-06', 'PIX RECEBIDO PADARIA SÃO JOÃO', 250000, '20260106001'],
      ['2026-01-07', 'TAR PACOTE ITAÚ', -3990, '20260107001'],
    ]);
    assert.equal(statement.lines[1]!.line, 47);
  });

  test('should read Bradesco: CHARSET:1252 declared over UTF-8, empty <MEMO>, NAME repeated in MEMO', () => {
    assert.deepEqual(summary(parse('bradesco.ofx')), [
      ['2026-01-10', 'TRANSFERÊNCIA ALUGUEL', -120000, '0000001'],
      ['2026-01-11', 'DEPÓSITO', 35050, '0000002'],
    ]);
  });

  test('should read Banco do Brasil: date-only DTPOSTED, balance lines left out', () => {
    const statement = parse('bb.ofx');
    assert.equal(statement.bankCode, '001');
    assert.equal(statement.skipped, 2);
    assert.deepEqual(summary(statement), [
      ['2026-01-05', 'Pagamento de Boleto - AGUA SABESP', -8000, '105001'],
      ['2026-01-05', 'Pagamento de Boleto - INTERNET VIVO', -4500, '105001'],
    ]);
  });

  test('should read Caixa: comma decimals, zero padding, a "+" sign and a zone without a name', () => {
    assert.deepEqual(summary(parse('caixa.ofx')), [
      ['2026-01-15', 'DEB CONV SEGURO', -123456, 'CX1'],
      ['2026-01-16', 'CRED JUROS', 1050, 'CX2'],
    ]);
  });

  test('should read Santander OFX 2.x XML: entities, <MEMO/>, a GMT time that is the previous day here', () => {
    const statement = parse('santander.ofx');
    assert.equal(statement.bankCode, '033');
    assert.equal(statement.accountNumber, '130012345');
    assert.deepEqual(summary(statement), [
      ['2026-01-20', 'COMPRA CARTAO M&M PAPELARIA', -9990, 'SAN-0001'],
      ['2026-01-20', 'TED RECEBIDA CLIENTE XYZ', 150000, 'SAN-0002'],
    ]);
  });

  test('should read Nubank: SGML header with closed leaf tags and a single STMTTRN', () => {
    const statement = parse('nubank.ofx');
    assert.equal(statement.bankCode, '0260');
    assert.deepEqual(summary(statement), [
      [
        '2026-01-12',
        'Transferência enviada pelo Pix - CONTABILIDADE ÁGIL - 12.345.678/0001-90',
        -5730,
        '65a1f2e3-0000-4bcd-8123-000000000001',
      ],
    ]);
  });

  test('should read Inter: CRLF, tabs, quotes in NAME, NAME and MEMO joined', () => {
    const statement = parse('inter.ofx');
    assert.deepEqual(summary(statement), [
      ['2026-01-25', 'Pix enviado: "Fornecedor Alfa" - Pix enviado', -30000, 'INTER-77'],
    ]);
  });

  test('should read Sicoob: an empty DTPOSTED with DTUSER, three decimals', () => {
    assert.deepEqual(summary(parse('sicoob.ofx')), [
      ['2026-01-28', 'DEB.PACOTE SERVICOS', -7550, 'SIC-1'],
    ]);
  });
});

describe('bank CSV', () => {
  test('should read Nubank: commas, dot decimals, the Identificador as the bank id', () => {
    const statement = parse('nubank.csv');
    assert.equal(statement.format, 'csv');
    assert.deepEqual(statement.csv?.mapping, {
      header_row: 0,
      date: 0,
      description: 3,
      amount: 1,
      debit: null,
      credit: null,
      id: 2,
    });
    assert.deepEqual(summary(statement), [
      [
        '2026-01-05',
        'Transferência enviada pelo Pix - CONTABILIDADE ÁGIL',
        -5730,
        '65a1f2e3-0000-4bcd-8123-000000000001',
      ],
      [
        '2026-01-06',
        'Transferência recebida pelo Pix - CLIENTE BETA',
        120000,
        '65a1f2e3-0000-4bcd-8123-000000000002',
      ],
    ]);
  });

  test('should read Inter: BOM, ";", title lines above the header, 1.234,56, the Saldo column ignored', () => {
    const statement = parse('inter.csv');
    assert.equal(statement.csv?.mapping.header_row, 4);
    assert.deepEqual(statement.csv?.columns, ['Data Lançamento', 'Descrição', 'Valor', 'Saldo']);
    assert.deepEqual(summary(statement), [
      ['2026-01-05', 'Pix enviado: Fornecedor Alfa', -123456, null],
      ['2026-01-06', 'Pix recebido: Cliente Beta', 200000, null],
    ]);
    assert.deepEqual(
      statement.lines.map((line) => line.line),
      [6, 7],
    );
  });

  test('should read Bradesco: windows-1252, débito and crédito columns, balance and total lines skipped', () => {
    const statement = parse('bradesco.csv');
    assert.equal(statement.csv?.mapping.debit, 4);
    assert.equal(statement.csv?.mapping.credit, 3);
    assert.deepEqual(summary(statement), [
      ['2026-01-05', 'TRANSFERÊNCIA ALUGUEL', -120000, null],
      ['2026-01-06', 'DEPÓSITO', 35050, null],
    ]);
    assert.equal(statement.skipped, 2);
  });

  test('should read Sicoob: D and C suffixes, dd/mm/aa, SALDO DO DIA skipped', () => {
    assert.deepEqual(summary(parse('sicoob.csv')), [
      ['2026-01-28', 'DEB.PACOTE SERVICOS', -7550, null],
      ['2026-01-29', 'CRED.PIX CLIENTE GAMA', 50000, null],
    ]);
  });

  test('should read Santander: quoted cells with BR amounts', () => {
    assert.deepEqual(summary(parse('santander.csv')), [
      ['2026-01-20', 'COMPRA CARTAO M&M PAPELARIA', -9990, null],
      ['2026-01-21', 'TED RECEBIDA CLIENTE XYZ', 150000, null],
    ]);
  });

  test('should ask for the columns of a CSV without a header (Itaú) and read it with the mapping given', () => {
    refuses(() => parse('itau.csv'), /Não foi possível identificar as colunas/);
    const mapping: CsvMapping = {
      header_row: null,
      date: 0,
      description: 1,
      amount: 2,
      debit: null,
      credit: null,
      id: null,
    };
    const statement = parse('itau.csv', mapping);
    assert.deepEqual(summary(statement), [
      ['2026-01-05', 'PAG BOLETO ENERGIA', -15000, null],
      ['2026-01-05', 'PAG BOLETO ENERGIA', -15000, null],
      ['2026-01-06', 'PIX RECEBIDO PADARIA', 250000, null],
    ]);
    assert.deepEqual(statement.csv?.columns, ['Coluna 1', 'Coluna 2', 'Coluna 3']);
  });

  test('should refuse a mapping that uses one column twice or one that does not exist', () => {
    const base: CsvMapping = {
      header_row: null,
      date: 0,
      description: 1,
      amount: 2,
      debit: null,
      credit: null,
      id: null,
    };
    refuses(
      () => parse('itau.csv', { ...base, description: 0 }),
      /As colunas indicadas não servem/,
    );
    refuses(() => parse('itau.csv', { ...base, amount: 7 }), /As colunas indicadas não servem/);
  });
});

describe('bad input', () => {
  test('should name a PDF renamed .ofx', () => {
    refuses(() => parse('pdf-renamed.ofx'), /O arquivo é um PDF, não um extrato OFX ou CSV/);
  });

  test('should refuse a truncated OFX, saying where it ends', () => {
    refuses(
      () => parse('truncated.ofx'),
      /O arquivo está incompleto \(truncado\): termina na linha 50 /,
    );
  });

  test('should refuse an empty file and a blank one', () => {
    refuses(() => parse('empty.ofx'), 'O arquivo está vazio.');
    refuses(() => parseStatement(new TextEncoder().encode('  \n\n ')), 'O arquivo está vazio.');
  });

  test('should refuse a file over 20 MB before reading it', () => {
    refuses(
      () => parseStatement(new Uint8Array(MAX_STATEMENT_BYTES + 1)),
      STATEMENT_TOO_LARGE_MESSAGE,
    );
  });

  test('should refuse an OFX in another currency', () => {
    refuses(
      () => parse('usd.ofx'),
      'O extrato está em USD: só extratos em reais (BRL) podem ser importados.',
    );
  });

  test('should name the line of a date that does not exist', () => {
    refuses(() => parse('invalid-date.csv'), 'Linha 3: a data "31/02/2026" não existe.');
  });

  test('should refuse a CSV whose columns cannot be mapped', () => {
    refuses(() => parse('unmapped.csv'), /Não foi possível identificar as colunas/);
  });

  test('should name the line of an OFX amount that is not a number', () => {
    const text = new TextDecoder('windows-1252')
      .decode(read('itau.ofx'))
      .replace('<TRNAMT>-39.90', '<TRNAMT>-39,9x');
    refuses(
      () => parseStatement(new TextEncoder().encode(text)),
      /^Linha 55: o valor "-39,9x" não é um valor válido\.$/,
    );
  });

  test('should refuse binary content', () => {
    refuses(() => parseStatement(new Uint8Array([1, 2, 0, 4, 5])), /conteúdo binário/);
  });
});

describe('values', () => {
  test('should read amounts the ways banks write them', () => {
    const cases: [string, number | null][] = [
      ['1.234,56', 123456],
      ['-1.234,56', -123456],
      ['1234.56', 123456],
      ['1,234.56', 123456],
      ['R$ 1.234,56', 123456],
      ['(10,00)', -1000],
      ['150,00 D', -15000],
      ['150,00C', 15000],
      ['50,00-', -5000],
      ['-50.000', -5000],
      ['-50.001', null],
      ['abc', null],
      ['', null],
      ['1,2,3', null],
    ];
    for (const [text, cents] of cases) assert.equal(parseAmountCents(text), cents, text);
    assert.equal(parseAmountCents('1.234', { dotGroupsThousands: true }), 123400);
    assert.equal(parseAmountCents('1.234'), null);
  });

  test('should read dates and tell a non-date from a date that does not exist', () => {
    assert.equal(parseBrDate('05/01/2026'), '2026-01-05');
    assert.equal(parseBrDate('5/1/26'), '2026-01-05');
    assert.equal(parseBrDate('2026-01-05'), '2026-01-05');
    assert.equal(parseBrDate('29/02/2028'), '2028-02-29');
    assert.equal(parseBrDate('29/02/2026'), 'invalid');
    assert.equal(parseBrDate('Total'), null);
    assert.equal(parseOfxDate('20260105'), '2026-01-05');
    assert.equal(parseOfxDate('20260105120000[-3:BRT]'), '2026-01-05');
    assert.equal(parseOfxDate('20260105020000[0:GMT]'), '2026-01-04');
    assert.equal(parseOfxDate('20260105235959.999[-03:EST]'), '2026-01-05');
    assert.equal(parseOfxDate('20260231'), 'invalid');
  });
});

describe('duplicate keys', () => {
  test('should use a FITID only when it is unique in the file (BB repeats them)', () => {
    const keys = dedupeKeys(parse('bb.ofx').lines);
    assert.equal(keys[0], '2026-01-05|-8000|PAGAMENTO DE BOLETO AGUA SABESP|1');
    assert.equal(keys[1], '2026-01-05|-4500|PAGAMENTO DE BOLETO INTERNET VIVO|1');
    assert.deepEqual(dedupeKeys(parse('itau.ofx').lines).slice(0, 1), ['fitid:20260105001']);
  });

  test('should number equal lines of one day so both stay', () => {
    const mapping: CsvMapping = {
      header_row: null,
      date: 0,
      description: 1,
      amount: 2,
      debit: null,
      credit: null,
      id: null,
    };
    const keys = dedupeKeys(parse('itau.csv', mapping).lines);
    assert.deepEqual(keys.slice(0, 2), [
      '2026-01-05|-15000|PAG BOLETO ENERGIA|1',
      '2026-01-05|-15000|PAG BOLETO ENERGIA|2',
    ]);
  });
});
