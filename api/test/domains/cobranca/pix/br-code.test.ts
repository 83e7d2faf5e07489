import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrCodeInput } from '../../../../src/domains/cobranca/pix/br-code';
import { buildBrCode, emvText } from '../../../../src/domains/cobranca/pix/br-code';
import { decodeBrCode } from '../../../../src/domains/cobranca/pix/decode-br-code';
import { BrCodeError, crc16, readTlv } from '../../../../src/domains/cobranca/pix/emv-tlv';

// The worked examples of BACEN's "Manual de Padrões para Iniciação do Pix" (static §2.6.3,
// dynamic §2.7.2, composite with an amount and a Pix Automático template §2.8.5, as v2.10.0
// numbers them), copied from public test suites that quote the manual.
const MANUAL_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
  '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const MANUAL_DYNAMIC =
  '00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd441' +
  '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***630464E4';
const MANUAL_COMPOSITE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
  '5204000053039865406100.505802BR5913Fulano de Tal6008BRASILIA62070503***' +
  '80740014br.gov.bcb.pix2552pix.example.com/rec/2353c790eefb11eaadc10242ac120002' +
  '63042875';

const EVP = '123e4567-e12b-12d1-a456-426655440000';
const base = { merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA' };

function refuses(input: BrCodeInput, message: RegExp): void {
  assert.throws(
    () => buildBrCode(input),
    (error: unknown) => error instanceof BrCodeError && message.test(error.message),
  );
}

/** The top-level fields of a payload, by ID. */
const fields = (payload: string) =>
  Object.fromEntries((readTlv(payload) ?? []).map(({ id, value }) => [id, value]));

describe("the manual's examples", () => {
  test('should build the static example byte for byte, CRC included', () => {
    assert.equal(buildBrCode({ kind: 'static', pixKey: EVP, ...base }), MANUAL_STATIC);
  });

  test('should build the dynamic example byte for byte, CRC included', () => {
    const location = 'pix.example.com/8b3da2f39a4140d1a91abd93113bd441';
    assert.equal(buildBrCode({ kind: 'dynamic', location, ...base }), MANUAL_DYNAMIC);
    assert.equal(
      buildBrCode({ kind: 'dynamic', location: `https://${location}`, ...base }),
      MANUAL_DYNAMIC,
    );
  });

  test('should compute the CRC of all three, composite included', () => {
    for (const payload of [MANUAL_STATIC, MANUAL_DYNAMIC, MANUAL_COMPOSITE]) {
      assert.equal(crc16(payload.slice(0, -4)), payload.slice(-4));
    }
    assert.equal(crc16('123456789'), '29B1'); // CRC-16/CCITT-FALSE's check value
  });

  test('should read the static example', () => {
    assert.deepEqual(decodeBrCode(MANUAL_STATIC), {
      kind: 'static',
      oneTime: false,
      pixKey: EVP,
      location: null,
      infoAdicional: null,
      merchantCategoryCode: '0000',
      currency: '986',
      amountCents: null,
      countryCode: 'BR',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      txid: null,
      crc: '1D3D',
    });
  });

  test('should read the dynamic example', () => {
    const decoded = decodeBrCode(MANUAL_DYNAMIC);
    assert.equal(decoded.kind, 'dynamic');
    assert.equal(decoded.oneTime, true);
    assert.equal(decoded.location, 'pix.example.com/8b3da2f39a4140d1a91abd93113bd441');
    assert.equal(decoded.pixKey, null);
  });

  test('should read the composite example: 100.50 as 10050 cents, template 80 left alone', () => {
    const decoded = decodeBrCode(MANUAL_COMPOSITE);
    assert.equal(decoded.amountCents, 10050);
    assert.equal(decoded.pixKey, EVP);
    assert.equal(decoded.crc, '2875');
  });
});

describe('building', () => {
  test('should write the amount from integer cents, and leave it out for 0', () => {
    const pay = (amountCents: number) =>
      fields(buildBrCode({ kind: 'static', pixKey: EVP, amountCents, ...base }))['54'];
    assert.equal(pay(12345), '123.45');
    assert.equal(pay(5), '0.05');
    assert.equal(pay(100), '1.00');
    assert.equal(pay(99_999_999_999), '999999999.99');
    assert.equal(pay(0), undefined);
    refuses({ kind: 'static', pixKey: EVP, amountCents: -1, ...base }, /Valor inválido/);
    refuses({ kind: 'static', pixKey: EVP, amountCents: 1.5, ...base }, /Valor inválido/);
    refuses({ kind: 'static', pixKey: EVP, amountCents: 10 ** 13, ...base }, /Valor inválido/);
  });

  test('should take accents off, drop what EMV does not allow and cut name (25) and city (15)', () => {
    const payload = buildBrCode({
      kind: 'static',
      pixKey: EVP,
      merchantName: '  Padaria Pão Dourado — Açaí & Café ME ',
      merchantCity: 'São José dos Campos',
    });
    assert.equal(fields(payload)['59'], 'Padaria Pao Dourado Acai');
    assert.equal(fields(payload)['60'], 'Sao Jose dos Ca');
    assert.equal(emvText('Ærø ßtraße\tGüell 😀', 99), 'r trae Guell');
    refuses({ kind: 'static', pixKey: EVP, merchantName: '😀', merchantCity: 'X' }, /Nome/);
    refuses({ kind: 'static', pixKey: EVP, merchantName: 'X', merchantCity: ' ' }, /Cidade/);
  });

  test('should put a txid of up to 25 letters and digits in 62-05, and refuse any other', () => {
    const txid = 'FX49KH0BUV2LGPP7WOBH2TWSX';
    const payload = buildBrCode({ kind: 'static', pixKey: EVP, txid, ...base });
    assert.equal(fields(payload)['62'], `0525${txid}`);
    for (const bad of ['', 'MENS-2026', 'mês2026', 'a b', 'A'.repeat(26)]) {
      refuses({ kind: 'static', pixKey: EVP, txid: bad, ...base }, /txid/);
    }
  });

  test('should mark a one-time static code with 01 = 12 only when asked', () => {
    const payload = buildBrCode({ kind: 'static', pixKey: EVP, oneTime: true, ...base });
    assert.equal(fields(payload)['01'], '12');
    assert.equal(decodeBrCode(payload).oneTime, true);
  });

  test('should keep template 26 within 99 characters: info adicional up to what the key leaves', () => {
    const email = 'financeiro@padariapaodourado.com.br'; // 35 characters
    const room = 99 - 18 - (4 + email.length) - 4;
    const fits = buildBrCode({
      kind: 'static',
      pixKey: email,
      infoAdicional: 'Á'.repeat(room),
      ...base,
    });
    assert.equal(fields(fits)['26']!.length, 99);
    assert.equal(decodeBrCode(fits).infoAdicional, 'A'.repeat(room));
    refuses(
      { kind: 'static', pixKey: email, infoAdicional: 'A'.repeat(room + 1), ...base },
      new RegExp(`até ${room} caracteres`),
    );
  });

  test('should refuse a key that is no Pix key, and a location that is not a bare https URL', () => {
    refuses({ kind: 'static', pixKey: '123', ...base }, /chave Pix inválida/);
    refuses({ kind: 'dynamic', location: 'http://pix.example.com/x', ...base }, /Endereço/);
    refuses({ kind: 'dynamic', location: 'pix.example.com/ x', ...base }, /Endereço/);
    refuses(
      { kind: 'dynamic', location: `pix.example.com/${'x'.repeat(62)}`, ...base },
      /Endereço/,
    );
  });

  test('should write a dynamic code with "***" and no key, whatever the caller', () => {
    const payload = buildBrCode({ kind: 'dynamic', location: 'psp.example/v2/abc', ...base });
    assert.equal(fields(payload)['62'], '0503***');
    assert.equal(decodeBrCode(payload).kind, 'dynamic');
  });
});

describe('reading', () => {
  function rejects(payload: string, message: RegExp): void {
    assert.throws(
      () => decodeBrCode(payload),
      (error: unknown) => error instanceof BrCodeError && message.test(error.message),
    );
  }
  const withCrc = (body: string) => body + crc16(body);

  test('should say the CRC does not match, in Portuguese', () => {
    rejects(MANUAL_STATIC.replace('Fulano', 'Fulana'), /^Código Pix inválido: CRC não confere\.$/);
    rejects(MANUAL_STATIC.slice(0, -1) + 'E', /CRC não confere/);
    rejects(MANUAL_STATIC.toLowerCase(), /CRC não confere/);
    rejects('', /CRC não confere/);
  });

  test('should read the GUI in upper case too, as several banks write it', () => {
    const upper = MANUAL_STATIC.slice(0, -4).replace('br.gov.bcb.pix', 'BR.GOV.BCB.PIX');
    assert.equal(decodeBrCode(upper + crc16(upper)).pixKey, EVP);
  });

  test('should read an amount without decimals, and refuse one with three', () => {
    const withAmount = (amount: string) => {
      const body = MANUAL_STATIC.slice(0, -4).replace(
        '5802BR',
        `54${amount.length.toString().padStart(2, '0')}${amount}5802BR`,
      );
      return body + crc16(body);
    };
    assert.equal(decodeBrCode(withAmount('150')).amountCents, 15000);
    assert.equal(decodeBrCode(withAmount('0.5')).amountCents, 50);
    assert.throws(() => decodeBrCode(withAmount('1.505')), /valor "1.505" fora do formato/);
    assert.throws(() => decodeBrCode(withAmount('1,50')), /fora do formato/);
  });

  test('should accept the spaces and line breaks a paste brings', () => {
    assert.equal(decodeBrCode(`  ${MANUAL_STATIC}\n`).crc, '1D3D');
  });

  test('should name what is wrong in a payload whose CRC matches', () => {
    rejects(withCrc('0002010026580014br.gov.bcb.pix6304'), /tamanhos que não conferem/);
    rejects(withCrc('000202' + MANUAL_STATIC.slice(6, -4)), /campo 00 = 01/);
    rejects(withCrc(MANUAL_STATIC.slice(0, -8).replace('6008BRASILIA', '') + '6304'), /cidade/);
    rejects(
      withCrc(MANUAL_STATIC.slice(0, -4).replace('br.gov.bcb.pix', 'br.gov.bcb.xyz')),
      /não é de Pix/,
    );
    rejects(
      withCrc(MANUAL_STATIC.slice(0, -8).replace('5802BR', '5802BR5802BR') + '6304'),
      /repete o campo 58/,
    );
  });
});
