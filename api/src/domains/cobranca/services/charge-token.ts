import { randomBytes } from 'node:crypto';

// The payer's link to a charge. It opens without a sign-in, so it must not be guessable: 192
// random bits. It also carries the company's id (16 bytes, in front), so the page's lookup is
// `company_id = … and token = …` like every other query: one company's rows, one shard with Citus.
// Knowing a company's id gives nothing by itself; every other route checks membership.

const ID_BYTES = 16;
const RANDOM_BYTES = 24;

function uuidToBytes(uuid: string): Buffer {
  return Buffer.from(uuid.replace(/-/g, ''), 'hex');
}

function bytesToUuid(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function newChargeToken(companyId: string): string {
  return Buffer.concat([uuidToBytes(companyId), randomBytes(RANDOM_BYTES)]).toString('base64url');
}

/** The company a token names, or null when it is no token of ours. */
export function companyOfChargeToken(token: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== ID_BYTES + RANDOM_BYTES) return null;
  return bytesToUuid(bytes.subarray(0, ID_BYTES));
}
