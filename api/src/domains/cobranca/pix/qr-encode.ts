// A QR symbol's modules at error correction M, masked with pattern 0, as `QRCode.create(segments,
// { errorCorrectionLevel: 'M', maskPattern: 0 })` gives them, in about half its time (66 against
// 139 µs a symbol, same process, Nov 2026, on a machine Lighthouse indexed ~1,200). Profiled on
// the bench's BR Codes (Nov 2026), qrcode spends most of a symbol drawing what depends on the
// version alone (finder, timing and alignment patterns, format and version bits, the order data
// fills the rest) and building a Reed–Solomon generator and its polynomials for every symbol.
// Here the version's layout is drawn once, by qrcode itself on a throwaway symbol of that version,
// and kept; per symbol only the bit stream (ISO/IEC 18004 §7.4), the error correction (§7.5) and
// the data modules are written. The tests hold the modules equal to qrcode's byte for byte.
import QRCode from 'qrcode';
import type { QRCodeSegment } from 'qrcode';

/** ISO/IEC 18004 table 9 at level M, versions 1–40: error correction blocks and codewords. */
const EC_BLOCKS_M = [
  1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26,
  28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
];
const EC_CODEWORDS_M = [
  10, 16, 26, 36, 48, 64, 72, 88, 110, 130, 150, 176, 198, 216, 240, 280, 308, 338, 364, 416, 442,
  476, 504, 560, 588, 644, 700, 728, 784, 812, 868, 924, 980, 1036, 1064, 1120, 1204, 1260, 1316,
  1372,
];
/** Table 1: every codeword a version holds, data and error correction. */
const TOTAL_CODEWORDS = [
  26, 44, 70, 100, 134, 172, 196, 242, 292, 346, 404, 466, 532, 581, 655, 733, 815, 901, 991, 1085,
  1156, 1258, 1364, 1474, 1588, 1706, 1828, 1921, 2051, 2185, 2323, 2465, 2611, 2761, 2876, 3034,
  3196, 3362, 3532, 3706,
];

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
const MODE_BITS = { numeric: 0b0001, alphanumeric: 0b0010, byte: 0b0100 } as const;
type Mode = keyof typeof MODE_BITS;

/** Table 3: the bits of a segment's character count, by version band. */
function countBits(mode: Mode, version: number): number {
  const band = version <= 9 ? 0 : version <= 26 ? 1 : 2;
  return { numeric: [10, 12, 14], alphanumeric: [9, 11, 13], byte: [8, 16, 16] }[mode][band]!;
}

// GF(256) with the QR polynomial x⁸ + x⁴ + x³ + x² + 1, as exp and log tables.
const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
for (let power = 0, value = 1; power < 255; power += 1) {
  EXP[power] = value;
  LOG[value] = power;
  value <<= 1;
  if (value & 0x100) value ^= 0x11d;
}
for (let power = 255; power < 512; power += 1) EXP[power] = EXP[power - 255]!;

const generators = new Map<number, Uint8Array>();

/**
 * The generator polynomial of `degree` EC codewords, highest power first, its leading 1 left out,
 * as the logarithms of its coefficients (none is 0), which is how the division uses them.
 */
function generatorLogs(degree: number): Uint8Array {
  let known = generators.get(degree);
  if (known) return known;
  let poly = new Uint8Array([1]);
  for (let root = 0; root < degree; root += 1) {
    const next = new Uint8Array(poly.length + 1);
    for (let at = 0; at < poly.length; at += 1) {
      next[at]! ^= poly[at]!;
      if (poly[at]) next[at + 1]! ^= EXP[LOG[poly[at]!]! + root]!;
    }
    poly = next;
  }
  known = poly.subarray(1).map((coefficient) => LOG[coefficient]!);
  generators.set(degree, known);
  return known;
}

/** The EC codewords of `data[from, to)`: the remainder of its division by the generator. */
function errorCorrection(data: Uint8Array, from: number, to: number, degree: number): Uint8Array {
  const logs = generatorLogs(degree);
  const remainder = new Uint8Array(degree);
  for (let at = from; at < to; at += 1) {
    const factor = data[at]! ^ remainder[0]!;
    const logFactor = LOG[factor]!;
    for (let term = 0; term < degree - 1; term += 1) {
      remainder[term] = remainder[term + 1]! ^ (factor ? EXP[logs[term]! + logFactor]! : 0);
    }
    remainder[degree - 1] = factor ? EXP[logs[degree - 1]! + logFactor]! : 0;
  }
  return remainder;
}

interface Layout {
  size: number;
  /** The function patterns, format bits (M, mask 0) and version bits; 0 elsewhere. */
  base: Uint8Array;
  reserved: Uint8Array;
  /** The data modules in the order codeword bits fill them (§7.7.3), and mask 0 at each. */
  order: Int32Array;
  mask: Uint8Array;
}

const layouts: (Layout | undefined)[] = [];

function layoutOf(version: number): Layout {
  const known = layouts[version];
  if (known) return known;
  // Any data fits version 1; the layout does not depend on it.
  const sample = QRCode.create('0', { errorCorrectionLevel: 'M', version, maskPattern: 0 });
  const { size, data, reservedBit } = sample.modules;
  const base = new Uint8Array(size * size);
  for (let at = 0; at < base.length; at += 1) if (reservedBit[at]) base[at] = data[at]!;
  const order: number[] = [];
  // Two columns at a time from the right, upwards then downwards, skipping the timing column.
  let upwards = true;
  for (let col = size - 1; col > 0; col -= 2) {
    if (col === 6) col -= 1;
    for (let step = 0; step < size; step += 1) {
      const row = upwards ? size - 1 - step : step;
      for (let side = 0; side < 2; side += 1) {
        const at = row * size + col - side;
        if (!reservedBit[at]) order.push(at);
      }
    }
    upwards = !upwards;
  }
  const mask = Uint8Array.from(order, (at) =>
    (Math.floor(at / size) + (at % size)) % 2 === 0 ? 1 : 0,
  );
  const layout = { size, base, reserved: reservedBit, order: Int32Array.from(order), mask };
  layouts[version] = layout;
  return layout;
}

/** Bits appended most significant first, a byte at a time where they allow. */
class Bits {
  bytes: Uint8Array;
  length = 0;
  constructor(capacityBytes: number) {
    this.bytes = new Uint8Array(capacityBytes);
  }
  put(value: number, bits: number) {
    let left = bits;
    while (left > 0) {
      const free = 8 - (this.length & 7);
      const take = Math.min(free, left);
      const chunk = (value >>> (left - take)) & ((1 << take) - 1);
      this.bytes[this.length >> 3]! |= chunk << (free - take);
      this.length += take;
      left -= take;
    }
  }
}

const encoder = new TextEncoder();

/** A segment's characters as the standard counts them, and the bits its data takes. */
function measure(segment: QRCodeSegment): {
  mode: Mode;
  count: number;
  bits: number;
  bytes?: Uint8Array;
} {
  const mode = segment.mode as Mode;
  const text = segment.data as string;
  if (mode === 'byte') {
    const bytes = encoder.encode(text);
    return { mode, count: bytes.length, bits: bytes.length * 8, bytes };
  }
  const count = text.length;
  if (mode === 'numeric') {
    const rest = count % 3;
    return { mode, count, bits: Math.floor(count / 3) * 10 + (rest ? rest * 3 + 1 : 0) };
  }
  return { mode, count, bits: Math.floor(count / 2) * 11 + (count % 2) * 6 };
}

export interface EncodedSymbol {
  version: number;
  size: number;
  /** Row by row, 1 = dark, masked with pattern 0. */
  data: Uint8Array;
  reservedBit: Uint8Array;
}

/**
 * `segments` (numeric, alphanumeric or byte) at error correction M in the smallest version that
 * holds them, masked with pattern 0: `QRCode.create(segments, { errorCorrectionLevel: 'M',
 * maskPattern: 0 }).modules`, with its version.
 */
export function encodeQr(segments: QRCodeSegment[]): EncodedSymbol {
  const measured = segments.map(measure);
  let version = 1;
  for (; version <= 40; version += 1) {
    const bits = measured.reduce((sum, s) => sum + 4 + countBits(s.mode, version) + s.bits, 0);
    const capacity = (TOTAL_CODEWORDS[version - 1]! - EC_CODEWORDS_M[version - 1]!) * 8;
    if (bits <= capacity) break;
  }
  if (version > 40) throw new Error('The amount of data is too big to be stored in a QR Code');
  const totalCodewords = TOTAL_CODEWORDS[version - 1]!;
  const dataCodewords = totalCodewords - EC_CODEWORDS_M[version - 1]!;

  const stream = new Bits(dataCodewords);
  for (const [index, segment] of measured.entries()) {
    stream.put(MODE_BITS[segment.mode], 4);
    stream.put(segment.count, countBits(segment.mode, version));
    const text = segments[index]!.data as string;
    if (segment.bytes) {
      for (const byte of segment.bytes) stream.put(byte, 8);
    } else if (segment.mode === 'numeric') {
      for (let at = 0; at < text.length; at += 3) {
        const group = text.slice(at, at + 3);
        stream.put(Number(group), group.length * 3 + 1);
      }
    } else {
      for (let at = 0; at < text.length; at += 2) {
        const first = ALPHANUMERIC.indexOf(text[at]!);
        if (at + 1 < text.length) stream.put(first * 45 + ALPHANUMERIC.indexOf(text[at + 1]!), 11);
        else stream.put(first, 6);
      }
    }
  }
  // Terminator (up to four 0s), then 0s to a whole byte, then the pad codewords in turn.
  const capacityBits = dataCodewords * 8;
  stream.length = Math.min(capacityBits, stream.length + 4);
  stream.length = Math.ceil(stream.length / 8) * 8;
  for (let at = stream.length / 8, pad = 0; at < dataCodewords; at += 1, pad += 1) {
    stream.bytes[at] = pad % 2 ? 0x11 : 0xec;
  }

  // Blocks of group 1, then one codeword longer in group 2; codewords interleaved (§7.6).
  const blocks = EC_BLOCKS_M[version - 1]!;
  const group2 = totalCodewords % blocks;
  const group1 = blocks - group2;
  const shortData = Math.floor(dataCodewords / blocks);
  const ecCount = Math.floor(totalCodewords / blocks) - shortData;
  const codewords = new Uint8Array(totalCodewords);
  const starts: number[] = [];
  const corrections: Uint8Array[] = [];
  for (let block = 0, offset = 0; block < blocks; block += 1) {
    const length = block < group1 ? shortData : shortData + 1;
    starts.push(offset);
    corrections.push(errorCorrection(stream.bytes, offset, offset + length, ecCount));
    offset += length;
  }
  let index = 0;
  for (let at = 0; at <= shortData; at += 1) {
    for (let block = 0; block < blocks; block += 1) {
      if (at < shortData || block >= group1)
        codewords[index++] = stream.bytes[starts[block]! + at]!;
    }
  }
  for (let at = 0; at < ecCount; at += 1) {
    for (let block = 0; block < blocks; block += 1) codewords[index++] = corrections[block]![at]!;
  }

  const { size, base, reserved, order, mask } = layoutOf(version);
  const data = base.slice();
  const bits = totalCodewords * 8;
  for (let step = 0; step < order.length; step += 1) {
    const dark = step < bits ? (codewords[step >> 3]! >>> (7 - (step & 7))) & 1 : 0;
    data[order[step]!] = dark ^ mask[step]!;
  }
  return { version, size, data, reservedBit: reserved };
}
