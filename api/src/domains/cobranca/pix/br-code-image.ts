// The BR Code as a picture: SVG for the screen (sharp at any size, a few kilobytes), PNG for
// e-mails, whose clients do not all show SVG. Error correction M (about 15% of the symbol may be
// lost): enough for a printed or scuffed code, without the denser symbol that Q or H would need
// for the same payload, which a phone reads less easily off a small screen.
//
// Why still qrcode (Nov 2026): the batch budget (10 000 SVGs in under 2 s with their payloads,
// ~0.18 ms each) is out of reach of every kept library we timed, since all of them score the 8
// masks as the standard asks. Best 100-symbol batch on the 10 000 bench payloads (v9–v10, on the
// shared 2-core machine, load 6–9): qrcode 1.5.4 1.34 ms, lean-qr 2.7.4 1.06 ms (+ our own path
// writer), uqr 0.1.3 3.2 ms, @paulmillr/qr 0.3.0 5.7 ms, qrcode-generator 2.0.4 6.0 ms. All
// scan back with jsQR. lean-qr's 1.25× would not fit the budget and only it and qrcode mix
// numeric and alphanumeric runs; the others need byte mode, a version larger for BR Codes
// (v10 instead of v9). So the fix for the batch lies elsewhere (draw when shown, or keep the SVG
// with the charge), not in the library.
import QRCode from 'qrcode';
import type { QRCodeToBufferOptions, QRCodeToStringOptions } from 'qrcode';

const common = { errorCorrectionLevel: 'M', margin: 4 } as const;

export function brCodeSvg(payload: string): Promise<string> {
  const options: QRCodeToStringOptions = { ...common, type: 'svg' };
  return QRCode.toString(payload, options);
}

// qrcode hands `rendererOpts` to pngjs whole; @types/qrcode names only the deflate options.
const pngOptions: NonNullable<QRCodeToBufferOptions['rendererOpts']> & { filterType: number } = {
  filterType: 2,
};

/**
 * `width` in pixels, quiet zone included. PNG's "Up" filter on every row instead of pngjs's
 * default (each of the five filters tried on each row, the smallest kept): a QR code's rows
 * repeat each module's row several times, so "Up" turns most of them into zeros anyway. Drawing
 * takes a third of the time (the régua draws one per e-mail), for 7 KB instead of 3.4 KB.
 */
export function brCodePng(payload: string, width = 320): Promise<Buffer> {
  const options: QRCodeToBufferOptions = {
    ...common,
    type: 'png',
    width,
    rendererOpts: pngOptions,
  };
  return QRCode.toBuffer(payload, options);
}
