import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parseStatement } from '../../../src/domains/imports/parsers/parse-statement';

const folder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'fixtures',
  'statements',
);
const parseFile = (name: string) =>
  parseStatement(new Uint8Array(readFileSync(path.join(folder, name))));
const parseText = (text: string) => parseStatement(new TextEncoder().encode(text));

function ofx(balances: string, dtEnd = '<DTEND>20261031120000[-03:EST]'): string {
  return `OFXHEADER:100
<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>BRL
<BANKACCTFROM><BANKID>0341<ACCTID>12345-6</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20261001${dtEnd}
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261030<TRNAMT>-10.00<FITID>1<MEMO>TARIFA</STMTTRN>
</BANKTRANLIST>
${balances}
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
}

describe("a statement's closing balance", () => {
  test('should read OFX LEDGERBAL, its day in São Paulo, and DTEND as the end', () => {
    const statement = parseText(
      ofx(`<LEDGERBAL><BALAMT>1234.56<DTASOF>20261101020000[0:GMT]</LEDGERBAL>
<AVAILBAL><BALAMT>999.00<DTASOF>20261031</AVAILBAL>`),
    );
    // 02:00 UTC on 1 November is still 31 October in São Paulo.
    assert.deepEqual(statement.closingBalance, { date: '2026-10-31', amountCents: 123_456 });
    assert.equal(statement.endDate, '2026-10-31');
  });

  test('should fall back to AVAILBAL when the bank sends no ledger balance', () => {
    const statement = parseText(ofx('<AVAILBAL><BALAMT>-50.10<DTASOF>20261031</AVAILBAL>'));
    assert.deepEqual(statement.closingBalance, { date: '2026-10-31', amountCents: -5_010 });
  });

  test('should say none when the OFX has no balance, and end on its latest line without DTEND', () => {
    const statement = parseText(ofx('', ''));
    assert.equal(statement.closingBalance, null);
    assert.equal(statement.endDate, '2026-10-30');
  });

  test('should read the fixtures of the banks that send LEDGERBAL', () => {
    assert.deepEqual(parseFile('itau.ofx').closingBalance, {
      date: '2026-01-31',
      amountCents: 100_000,
    });
    assert.equal(parseFile('inter.ofx').endDate, '2026-01-31');
  });

  test("should take a CSV's last SALDO line, with its date and amount", () => {
    const statement = parseText(
      [
        'Data;Histórico;Valor',
        '01/10/2026;SALDO ANTERIOR;1.000,00',
        '05/10/2026;PIX ENVIADO FORNECEDOR;-200,00',
        '05/10/2026;SALDO DO DIA;800,00',
        '31/10/2026;TARIFA;-10,50',
        '31/10/2026;SALDO FINAL;789,50',
      ].join('\n'),
    );
    assert.deepEqual(statement.closingBalance, { date: '2026-10-31', amountCents: 78_950 });
    assert.equal(statement.endDate, '2026-10-31');
    assert.equal(statement.lines.length, 2);
  });

  test('should not take an opening balance, nor one followed by later lines, for the closing one', () => {
    const opening = parseText(
      ['Data;Histórico;Valor', '01/10/2026;SALDO ANTERIOR;1.000,00', '05/10/2026;PIX;-200,00'].join(
        '\n',
      ),
    );
    assert.equal(opening.closingBalance, null);
    // Sicoob's "SALDO DO DIA" of the 28th comes before a line of the 29th.
    assert.equal(parseFile('sicoob.csv').closingBalance, null);
    assert.equal(parseFile('sicoob.csv').endDate, '2026-01-29');
  });

  test('should say none when a CSV has no balance line', () => {
    assert.equal(parseFile('inter.csv').closingBalance, null);
  });
});
