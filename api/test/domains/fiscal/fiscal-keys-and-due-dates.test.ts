import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import {
  accessKeyCheckDigit,
  nfeKeyIsValid,
  nfseKeyIsValid,
} from '../../../src/domains/fiscal/parsers/access-keys';
import { easter, isBusinessDay } from '../../../src/domains/fiscal/parsers/business-days';
import { retentionDueDate } from '../../../src/domains/fiscal/parsers/retention-due-dates';

const digits = (length: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length })
    .map((d) => d.join(''));

/** Every other digit in one place: a check digit that misses one is useless. */
function eachSingleChange(key: string): string[] {
  return [...key].flatMap((digit, index) =>
    Array.from({ length: 10 }, (_, other) => String(other))
      .filter((other) => other !== digit)
      .map((other) => `${key.slice(0, index)}${other}${key.slice(index + 1)}`),
  );
}

describe('access key check digits', () => {
  /** An oracle written apart from the code under test: modulo 11, weights 2..9 from the right. */
  function remainder(body: string): number {
    return (
      [...body]
        .reverse()
        .reduce((sum, digit, index) => sum + Number(digit) * ((index % 8) + 2), 0) % 11
    );
  }

  /**
   * Modulo 11 as the layouts define it folds remainders 0 and 1 into the same digit 0, so a change
   * that moves the remainder between those two keeps a key "valid": the standard's blind spot,
   * the only one a single-digit change can hit.
   */
  function undetectable(key: string, changed: string): boolean {
    const pair = new Set([remainder(key.slice(0, -1)), remainder(changed.slice(0, -1))]);
    return key.endsWith('0') && changed.endsWith('0') && pair.has(0) && pair.has(1);
  }

  function checkEveryChange(key: string, isValid: (key: string) => boolean): void {
    assert.ok(isValid(key), key);
    for (const changed of eachSingleChange(key)) {
      assert.equal(isValid(changed), undetectable(key, changed), changed);
    }
  }

  test('should accept any 43-digit prefix with its computed digit, and refuse every single-digit change', () => {
    fc.assert(
      fc.property(digits(43), (body) =>
        checkEveryChange(`${body}${accessKeyCheckDigit(body)}`, nfeKeyIsValid),
      ),
      { numRuns: 200 },
    );
  });

  test('should do the same for the 50-character NFS-e key, whose composition fixes two places', () => {
    const body = fc
      .tuple(digits(7), fc.constantFrom('1', '2'), fc.constantFrom('1', '2'), digits(40))
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(body, (prefix) => {
        const key = `${prefix}${accessKeyCheckDigit(prefix)}`;
        const composed = (candidate: string) => /^\d{7}[12][12]/.test(candidate);
        assert.ok(nfseKeyIsValid(key), key);
        for (const changed of eachSingleChange(key)) {
          const expected = composed(changed) && undetectable(key, changed);
          assert.equal(nfseKeyIsValid(changed), expected, changed);
        }
      }),
      { numRuns: 200 },
    );
  });

  test('should compute the digit of the MOC example (chave 5206…0161, DV 5)', () => {
    assert.equal(accessKeyCheckDigit('5206043300991100250655012000000780026730161'), 5);
  });

  test('should accept keys published by SEFAZ and municipalities', () => {
    assert.ok(nfeKeyIsValid('43180906929383000163550010000000261000010301'));
    assert.ok(nfseKeyIsValid('53001081240030122000145000000001764526101791211730'));
    assert.ok(nfseKeyIsValid('52115031239558194000180000000000486626023714913456'));
    assert.equal(nfeKeyIsValid('4318090692938300016355001000000026100001030'), false);
    assert.equal(nfseKeyIsValid('53001083240030122000145000000001764526101791211730'), false);
  });
});

describe('retention due dates', () => {
  test('should know Easter and the holidays that follow it', () => {
    assert.equal(easter(2026), '2026-04-05');
    assert.equal(easter(2027), '2027-03-28');
    assert.equal(isBusinessDay('2026-04-03'), false, 'Sexta-feira Santa');
    assert.equal(isBusinessDay('2026-02-16'), false, 'Carnaval, segunda');
    assert.equal(isBusinessDay('2026-02-17'), false, 'Carnaval, terça');
    assert.equal(isBusinessDay('2026-06-04'), false, 'Corpus Christi');
    assert.equal(isBusinessDay('2026-11-20'), false, 'Consciência Negra');
    assert.equal(isBusinessDay('2023-11-20'), true, 'not national before Lei 14.759/2023');
  });

  test('should put IRRF, PIS, COFINS, CSLL and INSS on the 20th of the next month, moved back', () => {
    for (const kind of ['irrf', 'pis', 'cofins', 'csll', 'inss'] as const) {
      assert.equal(
        retentionDueDate(kind, '2026-10-15'),
        '2026-11-19',
        `${kind}: 20/11 is a holiday`,
      );
      assert.equal(retentionDueDate(kind, '2026-12-31'), '2027-01-20', kind);
    }
  });

  test('should move a due date on a weekend or holiday back, never forward', () => {
    assert.equal(retentionDueDate('irrf', '2026-05-31'), '2026-06-19', '20/06/2026 is a Saturday');
    assert.equal(retentionDueDate('inss', '2027-08-02'), '2027-09-20', 'a Monday, kept');
    assert.equal(retentionDueDate('csll', '2026-12-01'), '2027-01-20', 'a Wednesday, kept');
  });

  test('should use the municipal day for ISS, clamped to the month and moved back', () => {
    assert.equal(retentionDueDate('iss', '2026-10-31'), '2026-11-10');
    assert.equal(
      retentionDueDate('iss', '2026-10-31', { issDay: 15 }),
      '2026-11-13',
      '15/11 holiday on Sunday',
    );
    assert.equal(
      retentionDueDate('iss', '2027-01-05', { issDay: 31 }),
      '2027-02-26',
      'Feb 28 is a Sunday',
    );
    assert.equal(retentionDueDate('iss', '2026-03-10', { issDay: 3 }), '2026-04-02', 'Good Friday');
  });
});
