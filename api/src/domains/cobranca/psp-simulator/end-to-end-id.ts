import { randomInt } from 'node:crypto';

// An endToEndId as the SPI makes them (Manual de Padrões do Pix): "E", the payer's PSP ISPB
// (8 digits), the UTC date and time yyyyMMddHHmm, and 11 letters and digits — 32 characters.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function endToEndId(ispb: string, at: Date = new Date()): string {
  if (!/^\d{8}$/.test(ispb)) throw new RangeError(`an ISPB has 8 digits, got ${ispb}`);
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 12);
  let tail = '';
  for (let i = 0; i < 11; i += 1) tail += ALPHABET[randomInt(ALPHABET.length)];
  return `E${ispb}${stamp}${tail}`;
}
