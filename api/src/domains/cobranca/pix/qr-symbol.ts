// A BR Code's QR symbol, as qrcode draws it but without its slow steps. Profiled on the bench's
// payloads (v9, error correction M, Nov 2026, quiet 2-core machine), `QRCode.create` takes
// ~1.4 ms a symbol: ~0.5 ms finding the smallest mix of encoding modes (a Dijkstra over a graph
// of string-keyed nodes), ~0.8 ms scoring the 8 masks (each module read through a method call
// and a switch, twice per mask), and ~0.1 ms for everything else (bit stream, Reed–Solomon,
// placing). Here the modes come from one linear pass over the text (~6 µs), the masks are scored
// 32 modules a step on bit-packed lines, each mask's pattern worked out once per version (~30 µs
// for all 8), and the rest is qr-encode.ts, with the version's layout drawn once: ~66 µs a
// symbol where `QRCode.create` took ~960 µs (same process, 29 Nov 2026). The
// mask chosen is the one ISO/IEC 18004 §7.8.3 asks for (lowest penalty, first on a tie), exactly
// as qrcode's `getBestMask` chooses it. The tests hold both to that: for thousands of payloads the
// modules here equal `QRCode.create`'s byte for byte.
import type { QRCodeSegment } from 'qrcode';
import { countBits, encodeQr, unpackRows, type Mode, type PackedModules } from './qr-encode';
import { flipsFromMaskZero, maskPenalty, xorInto } from './qr-mask';

export interface QrSymbol {
  /** Modules per side, quiet zone not included. */
  size: number;
  /** Row by row, 1 = dark. */
  readonly modules: Uint8Array;
  /** Row `r`'s modules 32c…32c+31 in `rows[r * words + c]`, the lowest bit first, 1 = dark. */
  rows: Int32Array;
  words: number;
  version: number;
  maskPattern: number;
}

/**
 * The mask is chosen on bit-packed rows, so those are what a symbol keeps; the SVG reads them a
 * run at a time. A module per byte, which the PNG and the tests read, is unpacked when asked for.
 */
class PackedSymbol implements QrSymbol {
  #modules: Uint8Array | undefined;
  constructor(
    readonly size: number,
    readonly rows: Int32Array,
    readonly words: number,
    readonly version: number,
    readonly maskPattern: number,
  ) {}
  get modules(): Uint8Array {
    this.#modules ??= unpackRows(this.size, this.words, this.rows);
    return this.#modules;
  }
}

const MODES: readonly Mode[] = ['numeric', 'alphanumeric', 'byte'];
const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

/**
 * Per mode of MODES, in sixths of a bit so that numeric (10 bits per 3 digits) and alphanumeric
 * (11 per 2) are whole; byte is 48 per UTF-8 byte.
 */
const CHARACTER_COST = [20, 33, 48];

/** Per ASCII code: 0 a digit, 1 otherwise alphanumeric, 2 byte only. */
const CHARACTER_CLASS = Int8Array.from({ length: 128 }, (_, code) =>
  code >= 48 && code <= 57 ? 0 : ALPHANUMERIC.includes(String.fromCharCode(code)) ? 1 : 2,
);

/** Scratch for qrSegments' back pointers, grown as texts need; one symbol is drawn at a time. */
let previousScratch = new Int8Array(0);

/**
 * The mix of numeric, alphanumeric and byte segments with the fewest bits for `text` at the
 * character-count widths of `version`'s band: one pass keeping, for each mode, the cheapest way
 * to end the text so far in that mode (a new segment pays its 4-bit mode and its count).
 * Non-ASCII characters go as UTF-8 bytes, as qrcode writes them. The three modes are written out
 * rather than looped over: this runs for every character of every code (~200 a BR Code), and the
 * unrolled form is about 3× faster. On a tie the lower mode is kept, as a loop would.
 */
export function qrSegments(text: string, version: number): QRCodeSegment[] {
  const length = text.length;
  const header0 = (4 + countBits('numeric', version)) * 6;
  const header1 = (4 + countBits('alphanumeric', version)) * 6;
  const header2 = (4 + countBits('byte', version)) * 6;
  // previous[i * 3 + m]: the mode the cheapest path ending at i in mode m came from.
  if (previousScratch.length < length * 3) previousScratch = new Int8Array(length * 3 + 256);
  const previous = previousScratch;
  let cost0 = 0;
  let cost1 = 0;
  let cost2 = 0;
  for (let index = 0; index < length; index += 1) {
    const code = text.charCodeAt(index);
    const kind = code < 128 ? CHARACTER_CLASS[code]! : 2;
    // UTF-8 bytes: a high surrogate stands for all 4 of its pair, the low one for none.
    const bytes =
      code < 0x80
        ? 1
        : code < 0x800
          ? 2
          : code < 0xd800 || code >= 0xe000
            ? 3
            : code < 0xdc00
              ? 4
              : 0;
    const first = index === 0;
    const at = index * 3;
    let next0 = Infinity;
    if (kind === 0) {
      let from = 0;
      next0 = cost0 + (first ? header0 : 0);
      if (cost1 + header0 < next0) {
        next0 = cost1 + header0;
        from = 1;
      }
      if (cost2 + header0 < next0) {
        next0 = cost2 + header0;
        from = 2;
      }
      next0 += CHARACTER_COST[0]!;
      previous[at] = from;
    }
    let next1 = Infinity;
    if (kind <= 1) {
      let from = 0;
      next1 = cost0 + header1;
      const stay = cost1 + (first ? header1 : 0);
      if (stay < next1) {
        next1 = stay;
        from = 1;
      }
      if (cost2 + header1 < next1) {
        next1 = cost2 + header1;
        from = 2;
      }
      next1 += CHARACTER_COST[1]!;
      previous[at + 1] = from;
    }
    let from = 0;
    let next2 = cost0 + header2;
    if (cost1 + header2 < next2) {
      next2 = cost1 + header2;
      from = 1;
    }
    const stay = cost2 + (first ? header2 : 0);
    if (stay < next2) {
      next2 = stay;
      from = 2;
    }
    next2 += 48 * bytes;
    previous[at + 2] = from;
    cost0 = next0;
    cost1 = next1;
    cost2 = next2;
  }
  const cost = [cost0, cost1, cost2];
  const modes = new Int8Array(length);
  let mode = cost.indexOf(Math.min(...cost));
  for (let index = length - 1; index >= 0; index -= 1) {
    modes[index] = mode;
    mode = previous[index * 3 + mode]!;
  }
  const segments: QRCodeSegment[] = [];
  let start = 0;
  for (let index = 1; index <= length; index += 1) {
    if (index === length || modes[index] !== modes[start]) {
      segments.push({
        data: text.slice(start, index),
        mode: MODES[modes[start]!]!,
      } as QRCodeSegment);
      start = index;
    }
  }
  return segments;
}

/** The QR symbol of `text` at error correction M, the mask chosen by the standard's penalty. */
export function qrSymbol(text: string): QrSymbol {
  let symbol = encodeQr(qrSegments(text, 1));
  if (symbol.version > 9) {
    // Past version 9 counts are wider, so the cheapest mix may differ.
    symbol = encodeQr(qrSegments(text, symbol.version));
  }
  const { size, packed, reservedBit } = symbol;
  const packedFromMaskZero = flipsFromMaskZero(size, reservedBit);
  const candidate: PackedModules = {
    size,
    words: packed.words,
    byRow: new Int32Array(packed.byRow.length),
    byColumn: new Int32Array(packed.byColumn.length),
  };
  const best = new Int32Array(packed.byRow.length);
  let bestMask = 0;
  let bestPenalty = Infinity;
  for (let mask = 0; mask < 8; mask += 1) {
    const penalty = maskPenalty(xorInto(candidate, packed, packedFromMaskZero[mask]!));
    if (penalty < bestPenalty) {
      bestPenalty = penalty;
      bestMask = mask;
      best.set(candidate.byRow);
    }
  }
  return new PackedSymbol(size, best, packed.words, symbol.version, bestMask);
}
