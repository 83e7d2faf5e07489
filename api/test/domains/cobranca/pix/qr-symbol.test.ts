import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import fc from 'fast-check';
import QRCode from 'qrcode';
import { symbolSvg } from '../../../../src/domains/cobranca/pix/br-code-image';
import { buildBrCode } from '../../../../src/domains/cobranca/pix/br-code';
import { pixTxid } from '../../../../src/domains/cobranca/pix/pix-txid';
import { encodeQr, packModules } from '../../../../src/domains/cobranca/pix/qr-encode';
import { maskPenalty } from '../../../../src/domains/cobranca/pix/qr-mask';
import { qrSegments, qrSymbol } from '../../../../src/domains/cobranca/pix/qr-symbol';

// qrcode's own penalty functions, the reference the fast one must agree with to the point.
interface ReferenceMatrix {
  size: number;
  data: Uint8Array;
  get(row: number, col: number): number;
}
const maskPattern = createRequire(import.meta.url)('qrcode/lib/core/mask-pattern') as Record<
  'getPenaltyN1' | 'getPenaltyN2' | 'getPenaltyN3' | 'getPenaltyN4',
  (matrix: ReferenceMatrix) => number
>;

function referencePenalty(modules: Uint8Array, size: number): number {
  const matrix = {
    size,
    data: modules,
    get: (row: number, col: number) => modules[row * size + col]!,
  };
  return (
    maskPattern.getPenaltyN1(matrix) +
    maskPattern.getPenaltyN2(matrix) +
    maskPattern.getPenaltyN3(matrix) +
    maskPattern.getPenaltyN4(matrix)
  );
}

const printableAscii = fc
  .integer({ min: 0x20, max: 0x7e })
  .map((code) => String.fromCharCode(code));

function brCodes(count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    buildBrCode({
      kind: 'static',
      pixKey: index % 2 ? 'financeiro@padariapaodourado.com.br' : '+5511987654321',
      merchantName: 'Padaria Pão Dourado ME',
      merchantCity: 'São José dos Campos',
      amountCents: 1 + index * 7919,
      txid: pixTxid({ companyId: 'test', movementId: `m${index}`, version: 1 }),
      infoAdicional: `Parcela ${index}`,
    }),
  );
}

/** What qrcode draws for the same segments when it chooses the mask itself. */
function reference(text: string, version: number) {
  return QRCode.create(qrSegments(text, version > 9 ? version : 1), { errorCorrectionLevel: 'M' });
}

test('should score any square of modules exactly as qrcode does, across word boundaries', () => {
  fc.assert(
    fc.property(
      fc
        .integer({ min: 21, max: 77 })
        .chain((size) =>
          fc.tuple(
            fc.constant(size),
            fc.uint8Array({ minLength: size * size, maxLength: size * size, max: 1 }),
          ),
        ),
      ([size, modules]) => {
        assert.equal(maskPenalty(packModules(modules, size)), referencePenalty(modules, size));
      },
    ),
    { numRuns: 300 },
  );
  // Long runs and finder-like windows, which random squares seldom hold.
  const stripes = new Uint8Array(64 * 64).map((_, at) => ((at >> 6) % 7 < 3 ? 1 : 0));
  assert.equal(maskPenalty(packModules(stripes, 64)), referencePenalty(stripes, 64));
  const finder = [1, 0, 1, 1, 1, 0, 1, 0, 0, 0, 0];
  const finders = new Uint8Array(33 * 33).map((_, at) => finder[(at % 33) % 11]!);
  assert.equal(maskPenalty(packModules(finders, 33)), referencePenalty(finders, 33));
});

test('should draw the BR Codes module for module as qrcode does, the same mask chosen', () => {
  for (const payload of brCodes(400)) {
    const symbol = qrSymbol(payload);
    const expected = reference(payload, symbol.version);
    assert.equal(symbol.maskPattern, expected.maskPattern);
    assert.equal(symbol.size, expected.modules.size);
    assert.deepEqual(symbol.modules, expected.modules.data);
  }
});

test('should draw any text as qrcode does, in no larger a version than its own modes give', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string({ unit: printableAscii, minLength: 1, maxLength: 400 }),
        fc.stringMatching(/^[0-9A-Z $%*+\-./:]{1,300}$/),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }),
      ),
      (text) => {
        const symbol = qrSymbol(text);
        const expected = reference(text, symbol.version);
        assert.equal(symbol.maskPattern, expected.maskPattern);
        assert.deepEqual(symbol.modules, expected.modules.data);
        assert.ok(symbol.version <= QRCode.create(text, { errorCorrectionLevel: 'M' }).version);
      },
    ),
    { numRuns: 250 },
  );
});

test('should encode segments of any version 1–40 as qrcode does, masked with pattern 0', () => {
  // Long texts too: the versions with two groups of blocks, and counts of the widest band.
  const check = (text: string) => {
    const segments = qrSegments(text, 1);
    const encoded = encodeQr(segments);
    const expected = QRCode.create(segments, { errorCorrectionLevel: 'M', maskPattern: 0 });
    assert.equal(encoded.version, expected.version);
    assert.deepEqual(encoded.data, expected.modules.data);
    assert.deepEqual(encoded.reservedBit, expected.modules.reservedBit);
  };
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string({ unit: printableAscii, minLength: 1, maxLength: 2000 }),
        fc.stringMatching(/^[0-9]{1,3000}$/),
        fc.stringMatching(/^[0-9A-Z $%*+\-./:]{1,3000}$/),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 400 }),
      ),
      check,
    ),
    { numRuns: 150 },
  );
  // The largest a symbol holds at M: version 40.
  check('9'.repeat(5596));
  assert.throws(() => encodeQr(qrSegments('9'.repeat(5597), 1)), /too big/);
});

test('should split text into segments that put it back together, each in a mode that holds it', () => {
  const segments = qrSegments('00020126580014br.gov.bcb.pix0136ABC-123', 1);
  assert.equal(
    segments.map((segment) => segment.data).join(''),
    '00020126580014br.gov.bcb.pix0136ABC-123',
  );
  assert.deepEqual(
    segments.map((segment) => segment.mode),
    // "0136" joins "ABC-123": four digits cost less as alphanumerics than as a segment of their own.
    ['numeric', 'byte', 'alphanumeric'],
  );
  assert.deepEqual(qrSegments('Zé 😀', 1), [{ data: 'Zé 😀', mode: 'byte' }]);
});

test('should write the SVG qrcode writes for the same symbol', async () => {
  for (const payload of brCodes(50)) {
    const symbol = qrSymbol(payload);
    const expected = await QRCode.toString(qrSegments(payload, 1), {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 4,
      maskPattern: symbol.maskPattern as QRCode.QRCodeMaskPattern,
    });
    assert.equal(symbolSvg(symbol), expected);
  }
});
