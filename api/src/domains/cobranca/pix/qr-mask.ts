// Choosing a QR symbol's mask as ISO/IEC 18004 §7.8.3 asks: each of the 8 patterns applied and
// scored (runs, 2×2 blocks, finder-like patterns, dark share), the lowest penalty wins, the first
// on a tie. Worked on bit-packed lines, 32 modules a step; qr-symbol.ts applies the winner.
import { packModules, type PackedModules } from './qr-encode';

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

/**
 * Per size, per mask: 1 where the symbol masked with it differs from the one masked with 0 (the
 * data modules each pattern flips, and the format bits, which name the mask), packed.
 */
const flipsBySize = new Map<number, PackedModules[]>();

export function flipsFromMaskZero(size: number, reserved: Uint8Array): PackedModules[] {
  const known = flipsBySize.get(size);
  if (known) return known;
  const format = formatPositions(size);
  const flipsByMask = Array.from({ length: 8 }, (_, pattern) => {
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
    return packModules(flips, size);
  });
  flipsBySize.set(size, flipsByMask);
  return flipsByMask;
}

function popcount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
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
    // The last 10 lines, l1 the one before `here`.
    let l1 = lines[word]!;
    let l2 = 0;
    let l3 = 0;
    let l4 = 0;
    let l5 = 0;
    let l6 = 0;
    let l7 = 0;
    let l8 = 0;
    let l9 = 0;
    let l10 = 0;
    for (let line = 1, at = words + word; line < size; line += 1, at += words) {
      const here = lines[at]!;
      const same = ~(here ^ l1) & valid;
      const long = same & same1 & same2 & same3;
      points += popcount(long) + 2 * popcount(long & ~longBefore);
      longBefore = long;
      same3 = same2;
      same2 = same1;
      same1 = same;
      if (line >= 10) {
        const light = ~(l3 | l2 | l1 | here);
        const lightFirst = ~(l10 | l9 | l8 | l7);
        const finderFirst = l10 & ~l9 & l8 & l7 & l6 & ~l5 & l4;
        const finderLast = l6 & ~l5 & l4 & l3 & l2 & ~l1 & here;
        const finders = ((finderFirst & light) | (lightFirst & finderLast)) & valid;
        if (finders !== 0) points += 40 * popcount(finders);
      }
      l10 = l9;
      l9 = l8;
      l8 = l7;
      l7 = l6;
      l6 = l5;
      l5 = l4;
      l4 = l3;
      l3 = l2;
      l2 = l1;
      l1 = here;
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
  let blocks = 0;
  let dark = 0;
  for (let word = 0; word < words; word += 1) dark += popcount(byRow[word]!);
  // Module c of a block's right column, for c ≥ 1 and within the line.
  const firstValid = words === 1 ? wordMask(size, 0) & ~1 : ~1;
  const lastValid = wordMask(size, words - 1);
  for (let row = 1, at = words; row < size; row += 1) {
    let carry = 0;
    let carryAbove = 0;
    for (let word = 0; word < words; word += 1, at += 1) {
      const here = byRow[at]!;
      const above = byRow[at - words]!;
      dark += popcount(here);
      // Bit c of `left` is module c − 1 of the same line.
      const left = (here << 1) | carry;
      const leftAbove = (above << 1) | carryAbove;
      carry = here >>> 31;
      carryAbove = above >>> 31;
      const alike = ~(here ^ above) & ~(left ^ leftAbove) & ~(here ^ left);
      blocks += popcount(alike & (word === 0 ? firstValid : word === words - 1 ? lastValid : -1));
    }
  }
  return (
    linePenalty(byRow, size, words) +
    linePenalty(byColumn, size, words) +
    blocks * 3 +
    Math.abs(Math.ceil((dark * 100) / (size * size) / 5) - 10) * 10
  );
}

/** `a` XOR `b`, word by word, into `into`. */
export function xorInto(into: PackedModules, a: PackedModules, b: PackedModules): PackedModules {
  const { byRow, byColumn } = into;
  const aRow = a.byRow;
  const aColumn = a.byColumn;
  const bRow = b.byRow;
  const bColumn = b.byColumn;
  for (let at = 0; at < byRow.length; at += 1) {
    byRow[at] = aRow[at]! ^ bRow[at]!;
    byColumn[at] = aColumn[at]! ^ bColumn[at]!;
  }
  return into;
}
