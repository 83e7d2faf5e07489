// The BR Code as a picture: SVG for the screen (sharp at any size, a few kilobytes), PNG for
// e-mails, whose clients do not all show SVG. Error correction M (about 15% of the symbol may be
// lost): enough for a printed or scuffed code, without the denser symbol that Q or H would need
// for the same payload, which a phone reads less easily off a small screen.
//
// Why qrcode, and why not all of it (Nov 2026): every kept library we timed scores the 8 masks
// as the standard asks, and none drew a symbol in less than ~1 ms (best 100-symbol batch on the
// bench's payloads, v9–v10: lean-qr 2.7.4 1.06 ms, qrcode 1.5.4 1.34 ms, uqr 0.1.3 3.2 ms,
// @paulmillr/qr 0.3.0 5.7 ms, qrcode-generator 2.0.4 6.0 ms), five times what a batch of 10 000
// in 2 s allows. qrcode stays for what it does well and once per version: drawing the version's
// function patterns. The modes, the bit stream, the error correction and the mask are worked out
// in qr-symbol.ts and qr-encode.ts, ~14× faster, the same symbol (the tests compare them). The
// drawing is ours too: qrcode's SVG and PNG renderers read the modules pixel by pixel.
import { crc32, deflateSync } from 'node:zlib';
import { qrSymbol, type QrSymbol } from './qr-symbol';

/** Light modules around the symbol, as ISO/IEC 18004 asks (4). */
const QUIET_ZONE = 4;

const ascii = (text: string) => Buffer.from(text, 'latin1');
/** Reused: the path is copied out as a string before anything else can write here. */
let scratch = Buffer.allocUnsafe(0);
const pathWordsBySize = new Map<string, { numbers: Buffer[]; middles: Buffer[] }>();

/** The numbers a path of this size uses, and each row's " y", as bytes; made once per size. */
function pathWords(size: number, margin: number) {
  const key = `${size}/${margin}`;
  let words = pathWordsBySize.get(key);
  if (!words) {
    words = {
      numbers: Array.from({ length: size + margin * 2 + 1 }, (_, value) => ascii(String(value))),
      middles: Array.from({ length: size }, (_, row) => ascii(` ${0.5 + row + margin}`)),
    };
    pathWordsBySize.set(key, words);
  }
  return words;
}

/**
 * `bytes` copied into `path` at `at`; the new end. A loop, not Buffer#copy: each copy is a call
 * into C++, dearer than the few bytes it moves.
 */
function put(path: Buffer, at: number, bytes: Uint8Array): number {
  let end = at;
  for (let index = 0; index < bytes.length; index += 1) path[end++] = bytes[index]!;
  return end;
}

/**
 * The first column at or after `from` of the row at `rows[line…]` that is dark (`flip` 0) or
 * light (`flip` -1); past the row's end when there is none (a light search may stop in the last
 * word's unused bits, so callers cap it at the size). A word at a time: the colour of each module
 * is a coin flip, and testing them one by one spent most of the time on mispredicted branches.
 */
function nextModule(rows: Int32Array, line: number, words: number, from: number, flip: number) {
  let word = from >>> 5;
  if (word >= words) return words * 32;
  let bits = (rows[line + word]! ^ flip) & (-1 << (from & 31));
  while (bits === 0) {
    word += 1;
    if (word >= words) return words * 32;
    bits = rows[line + word]! ^ flip;
  }
  return word * 32 + 31 - Math.clz32(bits & -bits);
}

/**
 * The path is qrcode's (one `h` per run of dark modules, `m` across the light ones), so the
 * markup is the same as `QRCode.toString(…, { type: 'svg' })` for the same symbol. Written as
 * ASCII bytes: ~700 runs a symbol made string building the larger part of its cost.
 */
export function symbolSvg({ size, rows, words }: QrSymbol, margin = QUIET_ZONE): string {
  const side = size + margin * 2;
  const { numbers, middles } = pathWords(size, margin);
  // At most "M" + x + " " + y per row and "m" + n + " 0" + "h" + n per module: 8 bytes a module.
  const need = size * size * 8 + size * 16;
  if (scratch.length < need) scratch = Buffer.allocUnsafe(need);
  const path = scratch;
  let length = 0;
  for (let row = 0; row < size; row += 1) {
    const line = row * words;
    let end = -1;
    for (;;) {
      const start = nextModule(rows, line, words, end < 0 ? 0 : end, 0);
      if (start >= size) break;
      const stop = Math.min(size, nextModule(rows, line, words, start, -1));
      if (end < 0) {
        path[length++] = 0x4d; // M
        length = put(path, length, numbers[start + margin]!);
        length = put(path, length, middles[row]!);
      } else {
        path[length++] = 0x6d; // m
        length = put(path, length, numbers[start - end]!);
        path[length++] = 0x20; // " 0"
        path[length++] = 0x30;
      }
      path[length++] = 0x68; // h
      length = put(path, length, numbers[stop - start]!);
      end = stop;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<path fill="#ffffff" d="M0 0h${side}v${side}H0z"/>` +
    `<path stroke="#000000" d="${path.toString('latin1', 0, length)}"/></svg>\n`
  );
}

export function brCodeSvg(payload: string): string {
  return symbolSvg(qrSymbol(payload));
}

/** A PNG chunk: length, type, data and the CRC-32 of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_END = pngChunk('IEND', Buffer.alloc(0));

/**
 * `width` in pixels, quiet zone included. Modules map to pixels as qrcode maps them (a fractional
 * scale, so `width` is exact). Written here rather than by pngjs, which writes 8 bits a pixel: a
 * QR code is two colours, and 1 bit a pixel (PNG greyscale, bit depth 1) is an eighth of the
 * pixels to filter and deflate, and a smaller attachment (a régua sends 10 000 in a morning).
 * Each row repeating the row above (most of them: a module is several pixels high) is filtered
 * "Up", all zeros; the first of each run is written as it is.
 */
export function brCodePng(payload: string, width = 320): Buffer {
  const { size, modules } = qrSymbol(payload);
  const side = size + QUIET_ZONE * 2;
  const scale = width >= side ? width / side : 4;
  const pixels = Math.floor(side * scale);
  const margin = QUIET_ZONE * scale;
  // The module each pixel column (and row) falls in, or -1 in the quiet zone.
  const moduleAt = Int32Array.from({ length: pixels }, (_, pixel) =>
    pixel >= margin && pixel < pixels - margin ? Math.floor((pixel - margin) / scale) : -1,
  );
  const stride = 1 + Math.ceil(pixels / 8); // the filter byte, then 8 pixels a byte
  const raw = Buffer.alloc(stride * pixels); // zeros: an "Up" row equal to the one above
  for (let y = 0; y < pixels; y += 1) {
    const line = y * stride;
    if (y > 0 && moduleAt[y - 1] === moduleAt[y]) {
      raw[line] = 2;
      continue;
    }
    const row = moduleAt[y]!;
    raw.fill(0xff, line + 1, line + stride); // light (1), then the dark modules cleared
    if (row < 0) continue;
    for (let x = 0; x < pixels; x += 1) {
      const col = moduleAt[x]!;
      if (col >= 0 && modules[row * size + col]) raw[line + 1 + (x >> 3)]! &= ~(0x80 >> (x & 7));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(pixels, 0);
  header.writeUInt32BE(pixels, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale; compression, filter and interlace methods 0
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    PNG_END,
  ]);
}
