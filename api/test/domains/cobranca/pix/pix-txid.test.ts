import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { buildBrCode } from '../../../../src/domains/cobranca/pix/br-code';
import { decodeBrCode } from '../../../../src/domains/cobranca/pix/decode-br-code';
import { TXID_LENGTH, pixTxid } from '../../../../src/domains/cobranca/pix/pix-txid';

const source = fc.record({
  companyId: fc.uuid(),
  movementId: fc.uuid(),
  version: fc.integer({ min: 0, max: 1000 }),
});

test('should give 25 upper-case letters and digits, the same on every retry', () => {
  fc.assert(
    fc.property(source, (from) => {
      const txid = pixTxid(from);
      assert.match(txid, /^FX[0-9A-Z]{23}$/);
      assert.equal(txid.length, TXID_LENGTH);
      assert.equal(pixTxid({ ...from }), txid);
    }),
  );
});

test('should change with the company, the movement and the parcela', () => {
  fc.assert(
    fc.property(source, source, (a, b) => {
      fc.pre(
        a.companyId !== b.companyId || a.movementId !== b.movementId || a.version !== b.version,
      );
      assert.notEqual(pixTxid(a), pixTxid(b));
    }),
  );
  const from = { companyId: 'c1', movementId: 'm1', version: 1 };
  assert.notEqual(pixTxid(from), pixTxid({ ...from, version: 2 }));
  // The separator keeps ("ab", "c") and ("a", "bc") apart.
  assert.notEqual(
    pixTxid({ companyId: 'ab', movementId: 'c', version: 1 }),
    pixTxid({ companyId: 'a', movementId: 'bc', version: 1 }),
  );
});

test('should stay what scheme v1 gave: a txid already sent to a bank must not change', () => {
  // Worked out apart from this code (Python's hashlib and a base-36 loop) from the scheme that
  // pix-txid.ts documents.
  const txid = pixTxid({
    companyId: '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
    movementId: '123e4567-e89b-12d3-a456-426614174000',
    version: 3,
  });
  assert.equal(txid, 'FX1VO5PWA6B3L5KAUU92CEXEU');
});

test('should fit a static BR Code as its reference label', () => {
  const txid = pixTxid({ companyId: 'c', movementId: 'm', version: 0 });
  const payload = buildBrCode({
    kind: 'static',
    pixKey: '+5511987654321',
    merchantName: 'Padaria Pão Dourado',
    merchantCity: 'São Paulo',
    amountCents: 4990,
    txid,
  });
  assert.equal(decodeBrCode(payload).txid, txid);
});

test('should refuse a missing id or a negative version', () => {
  assert.throws(() => pixTxid({ companyId: '', movementId: 'm', version: 0 }), RangeError);
  assert.throws(() => pixTxid({ companyId: 'c', movementId: 'm', version: -1 }), RangeError);
  assert.throws(() => pixTxid({ companyId: 'c', movementId: 'm', version: 1.5 }), RangeError);
});
