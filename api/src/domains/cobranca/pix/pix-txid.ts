// The txid of a movement's Pix charge: the reference label (ID 62-05) of its static BR Code, and
// what the bank's statement and webhook give back, so the payment finds its movement again.
//
// Why 25 characters: a static BR Code's reference label holds at most 25 of [A-Za-z0-9]
// (manual, ID 62-05), while API Pix's `/cob` wants ^[a-zA-Z0-9]{26,35}$. The issue fixes 25 so one
// txid serves the static code we make ourselves; a `/cob` charge at a PSP gets its own longer
// txid (or this one with a suffix) when that integration comes, and its QR then carries "***".
//
// Scheme (v1): "FX" + the last 23 base-36 digits (0-9, A-Z) of
// SHA-256("fluxo-pix-txid/v1" NUL companyId NUL movementId NUL version).
// - Deterministic: a retry of the same charge, after a timeout or a crash, yields the same txid,
//   so the PSP or the bank sees one charge, not two.
// - `version` is the parcela (or a re-issue counter): a new charge for the same movement gets a
//   new txid, while the old one still identifies what it was.
// - Upper case only, since some banks' statements upper-case what they echo; 23 base-36 digits
//   are ~119 bits, so two movements never meet by chance. "FX" lets a person or the statement
//   import tell a Fluxo charge from the payer's own text.
// - The ids never show through: the hash does not reveal a company's or a movement's id.
import { createHash } from 'node:crypto';

export const TXID_LENGTH = 25;
const PREFIX = 'FX';
const SCHEME = 'fluxo-pix-txid/v1';
const LAST_DIGITS = 36n ** BigInt(TXID_LENGTH - PREFIX.length);

export interface TxidSource {
  companyId: string;
  movementId: string;
  /** The parcela or re-issue number: a non-negative integer. */
  version: number;
}

export function pixTxid({ companyId, movementId, version }: TxidSource): string {
  if (!companyId || !movementId || !Number.isSafeInteger(version) || version < 0) {
    throw new RangeError(
      `pixTxid needs ids and a version ≥ 0, got ${companyId}/${movementId}/${version}`,
    );
  }
  const digest = createHash('sha256')
    .update([SCHEME, companyId, movementId, String(version)].join('\0'))
    .digest('hex');
  // The last digits, since the first of a 256-bit number in base 36 is never above 6. The last
  // 23 digits are the number modulo 36²³, which is cheaper to print than all ~50.
  const digits = (BigInt(`0x${digest}`) % LAST_DIGITS).toString(36).toUpperCase();
  return PREFIX + digits.padStart(TXID_LENGTH - PREFIX.length, '0');
}
