import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { buildBrCode } from '../../../../src/domains/cobranca/pix/br-code';
import { brCodePng, brCodeSvg } from '../../../../src/domains/cobranca/pix/br-code-image';

const payload = buildBrCode({
  kind: 'static',
  pixKey: '123e4567-e12b-12d1-a456-426655440000',
  merchantName: 'Fulano de Tal',
  merchantCity: 'BRASILIA',
  amountCents: 12345,
});

test('should draw an SVG with a square viewBox for the screen', async () => {
  const svg = brCodeSvg(payload);
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  assert.ok(viewBox, svg.slice(0, 200));
  assert.equal(viewBox[1], viewBox[2]);
  // A 157-character payload at level M is a version 7 symbol: 45 modules + 2 × 4 of quiet zone.
  assert.equal(Number(viewBox[1]), 53);
});

test('should encode a PNG of the width asked for the e-mails', async () => {
  const png = brCodePng(payload, 320);
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  assert.equal(png.readUInt32BE(16), 320); // IHDR width
  assert.equal(png.readUInt32BE(20), 320); // IHDR height
});

test('should draw the PNG pixel for pixel as qrcode draws it, in a fraction of the bytes', async () => {
  for (const width of [240, 320, 333]) {
    const ours = PNG.sync.read(brCodePng(payload, width));
    const theirs = PNG.sync.read(
      await QRCode.toBuffer(payload, { errorCorrectionLevel: 'M', margin: 4, width }),
    );
    assert.equal(ours.width, theirs.width);
    assert.equal(ours.height, theirs.height);
    // Both decoded to RGBA: the red channel says dark (0) or light (255).
    for (let pixel = 0; pixel < ours.width * ours.height; pixel += 1) {
      if (ours.data[pixel * 4] !== theirs.data[pixel * 4]) {
        assert.fail(`pixel ${pixel % ours.width},${Math.floor(pixel / ours.width)} at ${width}`);
      }
    }
  }
  assert.ok(brCodePng(payload, 320).length < 2_000);
});

test('should scan back to the payload, read by jsQR, a decoder written elsewhere', async () => {
  const image = PNG.sync.read(brCodePng(payload, 320));
  const read = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  assert.equal(read?.data, payload);
});

// Bytes each version holds in byte mode at level M (ISO/IEC 18004, table 7). qrcode may mix in
// numeric and alphanumeric runs, so a symbol can be smaller than this, never larger.
const BYTE_CAPACITY_M = [14, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331, 362, 412];

function byteModeVersion(length: number): number {
  const index = BYTE_CAPACITY_M.findIndex((capacity) => capacity >= length);
  assert.ok(index >= 0, `no version up to ${BYTE_CAPACITY_M.length} holds ${length} bytes`);
  return index + 1;
}

/** Rasterised by librsvg (through sharp) at 4 pixels a module, then read by jsQR. */
async function scanSvg(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 * 4 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
  );
}

const printableAscii = fc
  .integer({ min: 0x20, max: 0x7e })
  .map((code) => String.fromCharCode(code));

test('should draw every SVG so that it scans back to its payload, in the version it needs', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.string({ unit: printableAscii, minLength: 1, maxLength: 250 }),
      async (text) => {
        const svg = brCodeSvg(text);
        const read = await scanSvg(svg);
        assert.ok(read, `jsQR found no code for ${JSON.stringify(text)}`);
        assert.equal(read.data, text);
        const side = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
        assert.equal(
          side,
          17 + 4 * read.version + 2 * 4,
          `version ${read.version} with a 4-module quiet zone`,
        );
        assert.ok(
          read.version <= byteModeVersion(text.length),
          `version ${read.version} for ${text.length} bytes`,
        );
      },
    ),
    { numRuns: 60 },
  );
});
