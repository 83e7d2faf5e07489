import { randomBytes, timingSafeEqual } from 'node:crypto';

// The secret path of a bank account's webhook (`/v1/public/pix-webhooks/:secretPath/pix`). It is
// what lets a PSP's notification in, so 192 of its bits are random; in front it carries the
// company's and the account's ids (16 bytes each), so the one lookup stays inside the company, as
// every other query (and Citus) wants. Knowing the ids gives nothing without the random part.

const ID_BYTES = 16;
const RANDOM_BYTES = 24;

const uuidBytes = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex');

function bytesToUuid(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function newWebhookPath(companyId: string, bankAccountId: string): string {
  return Buffer.concat([
    uuidBytes(companyId),
    uuidBytes(bankAccountId),
    randomBytes(RANDOM_BYTES),
  ]).toString('base64url');
}

/** The company and account a path names, or null when it is no path of ours. */
export function accountOfWebhookPath(
  path: string,
): { companyId: string; bankAccountId: string } | null {
  if (!/^[A-Za-z0-9_-]+$/.test(path)) return null;
  const bytes = Buffer.from(path, 'base64url');
  if (bytes.length !== 2 * ID_BYTES + RANDOM_BYTES) return null;
  return {
    companyId: bytesToUuid(bytes.subarray(0, ID_BYTES)),
    bankAccountId: bytesToUuid(bytes.subarray(ID_BYTES, 2 * ID_BYTES)),
  };
}

/** Constant time, so the answer's timing says nothing of how much of a guess was right. */
export function sameWebhookPath(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}
