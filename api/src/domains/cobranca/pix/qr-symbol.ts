// A BR Code's QR symbol, as qrcode draws it but without its slow steps. Profiled on the bench's
// payloads (v9, error correction M, Nov 2026, quiet 2-core machine), `QRCode.create` takes
// ~1.4 ms a symbol: ~0.5 ms finding the smallest mix of encoding modes (a Dijkstra over a graph
// of string-keyed nodes), ~0.8 ms scoring the 8 masks (each module read through a method call
// and a switch, twice per mask), and ~0.1 ms for everything else (bit stream, Reed–Solomon,
// placing). Here the modes come from one linear pass over the text (~12 µs), the masks are
// scored 32 modules a step on bit-packed lines, each mask's pattern worked out once per version
// (~40 µs for all 8), and the rest is qr-encode.ts, with the version's layout drawn once. The
// mask chosen is the one ISO/IEC 18004 §7.8.3 asks for (lowest penalty, first on a tie), exactly
// as qrcode's `getBestMask` chooses it. The tests hold both to that: for thousands of payloads the
// modules here equal `QRCode.create`'s byte for byte.
import type { QRCodeSegment } from 'qrcode';
import { encodeQr } from './qr-encode';

export interface QrSymbol {
  /** Modules per side, quiet zone not included. */
  size: number;
  /** Row by row, 1 = dark. */
  modules: Uint8Array;
  version: number;
  maskPattern: number;
}

type Mode = 'numeric' | 'alphanumeric' | 'byte';
const MODES: readonly Mode[] = ['numeric', 'alphanumeric', 'byte'];
const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

/**
 * Per mode of MODES, in sixths of a bit so that numeric (10 bits per 3 digits) and alphanumeric
 * (11 per 2) are whole; byte is 48 per UTF-8 byte.
 */
const CHARACTER_COST = [20, 33, 48];

/** ISO/IEC 18004 table 3: bits of a segment's character count, by version band. */
function countBits(mode: Mode, version: number): number {
  const band = version <= 9 ? 0 : version <= 26 ? 1 : 2;
  return { numeric: [10, 12, 14], alphanumeric: [9, 11, 13], byte: [8, 16, 16] }[mode][band]!;
}

/** Per ASCII code: 0 a digit, 1 otherwise alphanumeric, 2 byte only. */
const CHARACTER_CLASS = Int8Array.from({ length: 128 }, (_, code) =>
  code >= 48 && code <= 57 ? 0 : ALPHANUMERIC.includes(String.fromCharCode(code)) ? 1 : 2,
);

/** Whether mode `mode` (an index of MODES) can hold the character `code`. */
function fits(mode: number, code: number): boolean {
  return mode >= (code < 128 ? CHARACTER_CLASS[code]! : 2);
}

/**
 * The mix of numeric, alphanumeric and byte segments with the fewest bits for `text` at the
 * character-count widths of `version`'s band: one pass keeping, for each mode, the cheapest way
 * to end the text so far in that mode (a new segment pays its 4-bit mode and its count).
 * Non-ASCII characters go as UTF-8 bytes, as qrcode writes them.
 */
export function qrSegments(text: string, version: number): QRCodeSegment[] {
  const length = text.length;
  const header = MODES.map((mode) => (4 + countBits(mode, version)) * 6);
  // previous[i * 3 + m]: the mode the cheapest path ending at i in mode m came from.
  const previous = new Int8Array(length * 3);
  let cost = new Float64Array(3);
  let next = new Float64Array(3);
  for (let index = 0; index < length; index += 1) {
    const code = text.charCodeAt(index);
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
    for (let mode = 0; mode < 3; mode += 1) {
      next[mode] = Infinity;
      if (!fits(mode, code)) continue;
      const step = mode === 2 ? 48 * bytes : CHARACTER_COST[mode]!;
      for (let from = 0; from < 3; from += 1) {
        const stay = from === mode && index > 0;
        const total = cost[from]! + step + (stay ? 0 : header[mode]!);
        if (total < next[mode]!) {
          next[mode] = total;
          previous[index * 3 + mode] = from;
        }
      }
    }
    [cost, next] = [next, cost];
  }
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

function maskBit(pattern: number, row: number, col: number): number {
  switch (pattern) {
    case 0:
      return (row + col) % 2 === 0 ? 1 : 0;
    case 1:
      return row % 2 === 0 ? 1 : 0;
    case 2:
      return col % 3 === 0 ? 1 : 0;
    case 3:
      return (row + col) % 3 === 0 ? 1 : 0;
    case 4:
      return (Math.floor(row / 2) + Math.floor(col / 3)) % 2 === 0 ? 1 : 0;
    case 5:
      return ((row * col) % 2) + ((row * col) % 3) === 0 ? 1 : 0;
    case 6:
      return (((row * col) % 2) + ((row * col) % 3)) % 2 === 0 ? 1 : 0;
    default:
      return (((row * col) % 3) + ((row + col) % 2)) % 2 === 0 ? 1 : 0;
  }
}

/** The 15 format bits for error correction M and `mask`: BCH(15,5) then the fixed XOR mask. */
function formatBits(mask: number): number {
  const data = (0b00 << 3) | mask; // M is 00 in the format's level indicator
  let remainder = data << 10;
  for (let bit = 14; bit >= 10; bit -= 1) {
    if (remainder & (1 << bit)) remainder ^= 0x537 << (bit - 10);
  }
  return ((data << 10) | remainder) ^ 0x5412;
}

/** Where the format bits go (both copies, bit i at [i] and [15 + i]), per ISO/IEC 18004 §7.9. */
function formatPositions(size: number): Int32Array {
  const positions = new Int32Array(30);
  for (let bit = 0; bit < 15; bit += 1) {
    const vertical = bit < 6 ? bit : bit < 8 ? bit + 1 : size - 15 + bit;
    positions[bit] = vertical * size + 8;
    const horizontal = bit < 8 ? size - bit - 1 : bit < 9 ? 15 - bit : 15 - bit - 1;
    positions[15 + bit] = 8 * size + horizontal;
  }
  return positions;
}

interface VersionLayout {
  packedFromMaskZero: PackedModules[];
  /**
   * Per mask: 1 where the symbol masked with it differs from the one masked with 0: the data
   * modules each pattern flips, and the format bits (which name the mask).
   */
  fromMaskZero: Uint8Array[];
}

const layouts = new Map<string, VersionLayout>();

function layoutOf(size: number, reserved: Uint8Array): VersionLayout {
  const key = String(size);
  const known = layouts.get(key);
  if (known) return known;
  const format = formatPositions(size);
  const fromMaskZero = Array.from({ length: 8 }, (_, pattern) => {
    const flips = new Uint8Array(size * size);
    for (let row = 0; row < size; row += 1) {
      for (let col = 0; col < size; col += 1) {
        const at = row * size + col;
        if (!reserved[at]) flips[at] = maskBit(0, row, col) ^ maskBit(pattern, row, col);
      }
    }
    const changed = formatBits(0) ^ formatBits(pattern);
    for (let bit = 0; bit < 15; bit += 1) {
      const value = (changed >> bit) & 1;
      flips[format[bit]!] = value;
      flips[format[15 + bit]!] = value;
    }
    return flips;
  });
  const packedFromMaskZero = fromMaskZero.map((flips) => packModules(flips, size));
  const layout = { fromMaskZero, packedFromMaskZero };
  layouts.set(key, layout);
  return layout;
}

function popcount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/**
 * A square of modules as bits: line `l`'s word `w` holds modules 32w…32w+31 of that line, the
 * lowest bit first. Packed by rows and, transposed, by columns, so that every comparison along
 * a line becomes one between neighbouring lines, 32 modules a time, with no shifts.
 */
export interface PackedModules {
  size: number;
  words: number;
  byRow: Int32Array;
  byColumn: Int32Array;
}

export function packModules(modules: Uint8Array, size: number): PackedModules {
  const words = Math.ceil(size / 32);
  const byRow = new Int32Array(size * words);
  const byColumn = new Int32Array(size * words);
  for (let line = 0; line < size; line += 1) {
    for (let word = 0; word < words; word += 1) {
      let row = 0;
      let column = 0;
      const end = Math.min(size, word * 32 + 32);
      for (let step = word * 32; step < end; step += 1) {
        row |= modules[line * size + step]! << (step & 31);
        column |= modules[step * size + line]! << (step & 31);
      }
      byRow[line * words + word] = row;
      byColumn[line * words + word] = column;
    }
  }
  return { size, words, byRow, byColumn };
}

/** The bits of word `w` that are modules (the last word of a line is partly empty). */
function wordMask(size: number, word: number): number {
  const bits = Math.min(32, size - word * 32);
  return bits === 32 ? -1 : (1 << bits) - 1;
}

/**
 * Runs of 5+ alike and finder-like patterns going from line to line of `lines` (so down the
 * columns when packed by row, along the rows when packed by column). A module sits at the end
 * of a run of 5+ when it equals the 4 before it; each such module adds 1 and the one that makes
 * the run 5 adds 2 more, so a run of n adds n − 2 as the standard asks. A finder-like window is
 * 11 lines read as dark-light-dark-dark-dark-light-dark with 4 light before or after.
 */
function linePenalty(lines: Int32Array, size: number, words: number): number {
  let points = 0;
  for (let word = 0; word < words; word += 1) {
    const valid = wordMask(size, word);
    // same[k]: the module at line r−k equals the one before it, for the last 4 lines.
    let same1 = 0;
    let same2 = 0;
    let same3 = 0;
    let longBefore = 0;
    for (let line = 1; line < size; line += 1) {
      const here = lines[line * words + word]!;
      const same = ~(here ^ lines[(line - 1) * words + word]!) & valid;
      const long = same & same1 & same2 & same3;
      points += popcount(long) + 2 * popcount(long & ~longBefore);
      longBefore = long;
      same3 = same2;
      same2 = same1;
      same1 = same;
      if (line >= 10) {
        const base = line * words + word;
        const l1 = lines[base - words]!;
        const l2 = lines[base - 2 * words]!;
        const l3 = lines[base - 3 * words]!;
        const l4 = lines[base - 4 * words]!;
        const l5 = lines[base - 5 * words]!;
        const l6 = lines[base - 6 * words]!;
        const l7 = lines[base - 7 * words]!;
        const l8 = lines[base - 8 * words]!;
        const l9 = lines[base - 9 * words]!;
        const l10 = lines[base - 10 * words]!;
        const light = ~(l3 | l2 | l1 | here);
        const lightFirst = ~(l10 | l9 | l8 | l7);
        const finderFirst = l10 & ~l9 & l8 & l7 & l6 & ~l5 & l4;
        const finderLast = l6 & ~l5 & l4 & l3 & l2 & ~l1 & here;
        points += 40 * popcount(((finderFirst & light) | (lightFirst & finderLast)) & valid);
      }
    }
  }
  return points;
}

/**
 * ISO/IEC 18004 §7.8.3's penalty, counted exactly as qrcode counts it (so the same mask wins):
 * runs of 5+ alike in a row or column, 2×2 blocks alike, 1:1:3:1:1 finder-like patterns with 4
 * light modules on one side, and the dark share's distance from half. Bitwise, 32 modules a
 * step: module by module it took ~50 µs a mask here, most of it the processor mispredicting
 * branches on each module's colour, which is a coin flip.
 */
export function maskPenalty({ size, words, byRow, byColumn }: PackedModules): number {
  let points = linePenalty(byRow, size, words) + linePenalty(byColumn, size, words);
  let blocks = 0;
  let dark = 0;
  for (let row = 0; row < size; row += 1) {
    let carry = 0;
    let carryAbove = 0;
    for (let word = 0; word < words; word += 1) {
      const here = byRow[row * words + word]!;
      dark += popcount(here);
      if (row === 0) continue;
      const above = byRow[(row - 1) * words + word]!;
      // Bit c of `left` is module c − 1 of the same line.
      const left = (here << 1) | carry;
      const leftAbove = (above << 1) | carryAbove;
      carry = here >>> 31;
      carryAbove = above >>> 31;
      const alike = ~(here ^ above) & ~(left ^ leftAbove) & ~(here ^ left);
      blocks += popcount(alike & wordMask(size, word) & (word === 0 ? ~1 : -1));
    }
  }
  points += blocks * 3;
  return points + Math.abs(Math.ceil((dark * 100) / (size * size) / 5) - 10) * 10;
}

/** `a` XOR `b`, word by word, into `into`. */
function xorInto(into: PackedModules, a: PackedModules, b: PackedModules): PackedModules {
  for (let at = 0; at < into.byRow.length; at += 1) {
    into.byRow[at] = a.byRow[at]! ^ b.byRow[at]!;
    into.byColumn[at] = a.byColumn[at]! ^ b.byColumn[at]!;
  }
  return into;
}

/** The QR symbol of `text` at error correction M, the mask chosen by the standard's penalty. */
export function qrSymbol(text: string): QrSymbol {
  let symbol = encodeQr(qrSegments(text, 1));
  if (symbol.version > 9) {
    // Past version 9 counts are wider, so the cheapest mix may differ.
    symbol = encodeQr(qrSegments(text, symbol.version));
  }
  const { size, data, reservedBit } = symbol;
  const { fromMaskZero, packedFromMaskZero } = layoutOf(size, reservedBit);
  const packed = packModules(data, size);
  const candidate: PackedModules = {
    size,
    words: packed.words,
    byRow: new Int32Array(packed.byRow.length),
    byColumn: new Int32Array(packed.byColumn.length),
  };
  let bestMask = 0;
  let bestPenalty = Infinity;
  for (let mask = 0; mask < 8; mask += 1) {
    const penalty = maskPenalty(xorInto(candidate, packed, packedFromMaskZero[mask]!));
    if (penalty < bestPenalty) {
      bestPenalty = penalty;
      bestMask = mask;
    }
  }
  const best = new Uint8Array(data.length);
  const flips = fromMaskZero[bestMask]!;
  for (let at = 0; at < best.length; at += 1) best[at] = data[at]! ^ flips[at]!;
  return { size, modules: best, version: symbol.version, maskPattern: bestMask };
}
