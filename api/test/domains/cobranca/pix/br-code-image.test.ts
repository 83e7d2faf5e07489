import assert from 'node:assert/strict';
import { test } from 'node:test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
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
  const svg = await brCodeSvg(payload);
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  assert.ok(viewBox, svg.slice(0, 200));
  assert.equal(viewBox[1], viewBox[2]);
  // A 157-character payload at level M is a version 7 symbol: 45 modules + 2 × 4 of quiet zone.
  assert.equal(Number(viewBox[1]), 53);
});

test('should encode a PNG of the width asked for the e-mails', async () => {
  const png = await brCodePng(payload, 320);
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  assert.equal(png.readUInt32BE(16), 320); // IHDR width
  assert.equal(png.readUInt32BE(20), 320); // IHDR height
});

test('should scan back to the payload, read by jsQR, a decoder written elsewhere', async () => {
  const image = PNG.sync.read(await brCodePng(payload, 320));
  const read = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  assert.equal(read?.data, payload);
});
