import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { hasError, parsePix } from 'pix-utils';
import { cnpjWithCheckDigits, cpfWithCheckDigits } from 'shared/contracts';
import type { StaticBrCode } from '../../../../src/domains/cobranca/pix/br-code';
import {
  MERCHANT_CITY_MAX,
  MERCHANT_NAME_MAX,
  buildBrCode,
  emvText,
} from '../../../../src/domains/cobranca/pix/br-code';
import { decodeBrCode } from '../../../../src/domains/cobranca/pix/decode-br-code';
import { BrCodeError } from '../../../../src/domains/cobranca/pix/emv-tlv';

const digits = (length: number) =>
  fc
    .array(fc.constantFrom(...'0123456789'), { minLength: length, maxLength: length })
    .map((d) => d.join(''));
const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789');
const word = (max: number) =>
  fc.array(alnum, { minLength: 1, maxLength: max }).map((c) => c.join(''));

/** Each of the five kinds of key, as the DICT stores them (what parsePixKey gives back). */
const pixKey = fc.oneof(
  digits(9)
    .filter((d) => !/^(\d)\1+$/.test(d))
    .map(cpfWithCheckDigits),
  digits(12)
    .filter((d) => !/^(\d)\1+$/.test(d))
    .map(cnpjWithCheckDigits),
  fc
    .tuple(word(30), word(20), fc.constantFrom('com', 'com.br', 'org'))
    .map(([user, host, tld]) => `${user}@${host}.${tld}`),
  fc
    .tuple(
      // A DDD is two digits from 1 to 9 (11–99, none ending in 0), as shared/contracts checks.
      digits(2).filter((d) => !d.includes('0')),
      fc.constantFrom('9', ''),
      digits(8),
    )
    .map(([ddd, nine, number]) => `+55${ddd}${nine}${number}`),
  fc.uuid().map((id) => id.toLowerCase()),
);

/** Text as people type it: accents, ç, spaces, the odd symbol; names and cities often too long. */
const accented = (maxLength: number) =>
  fc
    .array(
      fc.constantFrom(...'aeiouAEIOU áéíóúâêôãõçÁÉÍÓÚÂÊÔÃÕÇ-.&/\t'.split(''), ...'bcdfgmnprst'),
      {
        maxLength,
      },
    )
    .map((chars) => `X${chars.join('')}`);

const staticCode: fc.Arbitrary<StaticBrCode> = fc.record(
  {
    kind: fc.constant('static' as const),
    pixKey,
    merchantName: accented(40),
    merchantCity: accented(40),
    amountCents: fc.integer({ min: 1, max: 99_999_999_999 }),
    txid: fc.stringMatching(/^[A-Za-z0-9]{1,25}$/),
    // At most 15: the longest e-mail generated (58 characters) leaves 15 in template 26.
    infoAdicional: accented(14),
    oneTime: fc.boolean(),
  },
  { requiredKeys: ['kind', 'pixKey', 'merchantName', 'merchantCity'] },
);

describe('any static code', () => {
  test('should decode to the fields it was built from, with a valid CRC', () => {
    fc.assert(
      fc.property(staticCode, (input) => {
        const decoded = decodeBrCode(buildBrCode(input));
        assert.deepEqual(
          {
            pixKey: decoded.pixKey,
            merchantName: decoded.merchantName,
            merchantCity: decoded.merchantCity,
            amountCents: decoded.amountCents,
            txid: decoded.txid,
            infoAdicional: decoded.infoAdicional,
            oneTime: decoded.oneTime,
          },
          {
            pixKey: input.pixKey,
            merchantName: emvText(input.merchantName, MERCHANT_NAME_MAX),
            merchantCity: emvText(input.merchantCity, MERCHANT_CITY_MAX),
            amountCents: input.amountCents ?? null,
            txid: input.txid ?? null,
            infoAdicional: emvText(input.infoAdicional ?? '', 99) || null,
            oneTime: input.oneTime ?? false,
          },
        );
        assert.ok(decoded.merchantName.length <= MERCHANT_NAME_MAX);
        assert.ok(decoded.merchantCity.length <= MERCHANT_CITY_MAX);
      }),
      { numRuns: 500 },
    );
  });

  test('should read the same through pix-utils, a parser written elsewhere', () => {
    fc.assert(
      fc.property(staticCode, (input) => {
        const payload = buildBrCode(input);
        const theirs = parsePix(payload);
        assert.ok(!hasError(theirs), `pix-utils refused ${payload}`);
        assert.equal(theirs.type, 'STATIC');
        if (theirs.type !== 'STATIC') return;
        const ours = decodeBrCode(payload);
        assert.equal(theirs.pixKey, ours.pixKey);
        assert.equal(theirs.merchantName, ours.merchantName);
        assert.equal(theirs.merchantCity, ours.merchantCity);
        // pix-utils reads the amount as a float in reais: compare in cents, rounded.
        assert.equal(Math.round((theirs.transactionAmount ?? 0) * 100), ours.amountCents ?? 0);
        assert.equal(theirs.txid, ours.txid ?? '***');
      }),
      { numRuns: 300 },
    );
  });

  test('should fail the CRC check when any one character changes', () => {
    const printable = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));
    fc.assert(
      fc.property(staticCode, fc.nat(), printable, (input, at, replacement) => {
        const payload = buildBrCode(input);
        const index = at % payload.length;
        fc.pre(payload[index] !== replacement);
        const changed = payload.slice(0, index) + replacement + payload.slice(index + 1);
        assert.throws(
          () => decodeBrCode(changed),
          (error: unknown) =>
            error instanceof BrCodeError &&
            error.message === 'Código Pix inválido: CRC não confere.',
        );
      }),
      { numRuns: 1000 },
    );
  });
});
