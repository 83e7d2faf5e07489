import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A link or verification token: 32 random bytes, URL-safe (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export const RANDOM_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Six digits, leading zeros kept: every value from 000000 to 999999 equally likely. */
export function randomCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** What the database keeps of a random token: 256 bits need no salt nor slow hash. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * What the database keeps of a 6-digit code. A plain hash of a million possible codes is
 * reversed in a second, so the hash is keyed with a server secret (and bound to the e-mail):
 * a copy of the database alone does not give the codes away.
 */
export function createCodeHasher(secret: string): (email: string, code: string) => string {
  const key = createHash('sha256').update(`fluxo:sign-up-code:${secret}`).digest();
  return (email, code) => createHmac('sha256', key).update(`${email}\n${code}`).digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
