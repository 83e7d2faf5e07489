// The BR Code as a picture: SVG for the screen (sharp at any size, a few kilobytes), PNG for
// e-mails, whose clients do not all show SVG. Error correction M (about 15% of the symbol may be
// lost): enough for a printed or scuffed code, without the denser symbol that Q or H would need
// for the same payload, which a phone reads less easily off a small screen.
import QRCode from 'qrcode';
import type { QRCodeToBufferOptions, QRCodeToStringOptions } from 'qrcode';

const common = { errorCorrectionLevel: 'M', margin: 4 } as const;

export function brCodeSvg(payload: string): Promise<string> {
  const options: QRCodeToStringOptions = { ...common, type: 'svg' };
  return QRCode.toString(payload, options);
}

/** `width` in pixels, quiet zone included. */
export function brCodePng(payload: string, width = 320): Promise<Buffer> {
  const options: QRCodeToBufferOptions = { ...common, type: 'png', width };
  return QRCode.toBuffer(payload, options);
}
