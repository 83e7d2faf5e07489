import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, errors, jwtVerify } from 'jose';
import { z } from 'zod';
import type { Config } from '../config';

/** Both spellings Google uses in `iss` (its documentation says to accept either). */
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.email(),
  // Google sends a boolean; very old tokens sent the string.
  email_verified: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
});

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
}

export type GoogleCheck =
  | { ok: true; identity: GoogleIdentity }
  | {
      ok: false;
      /**
       * malformed: not a JWT at all; invalid: signature, issuer, audience, expiry or claims
       * refused; unavailable: Google's key set could not be fetched; unconfigured: no client id.
       */
      reason: 'malformed' | 'invalid' | 'unavailable' | 'unconfigured';
    };

export interface GoogleIdTokenVerifier {
  verify(idToken: string): Promise<GoogleCheck>;
}

/** Fetching the key set failed (network, timeout, not a key set): not the token's fault. */
function isKeySetUnavailable(error: unknown): boolean {
  if (!(error instanceof errors.JOSEError)) return true;
  return (
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    error.code === errors.JOSEError.code
  );
}

function isDecodable(token: string): boolean {
  try {
    decodeProtectedHeader(token);
    decodeJwt(token);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks a Google ID token (the `credential` of Google Identity Services) the way Google asks:
 * RS256 signature against its published keys, issuer, audience = our client id, expiry. The key
 * set is fetched on first use and cached by jose (10 min, refetched for an unknown key id).
 */
export function createGoogleIdTokenVerifier(google: Config['google']): GoogleIdTokenVerifier {
  const { clientId } = google;
  let keySet: ReturnType<typeof createRemoteJWKSet> | undefined;
  return {
    async verify(idToken) {
      if (!clientId) return { ok: false, reason: 'unconfigured' };
      if (!isDecodable(idToken)) return { ok: false, reason: 'malformed' };
      keySet ??= createRemoteJWKSet(new URL(google.jwksUrl), { timeoutDuration: 5_000 });
      try {
        const { payload } = await jwtVerify(idToken, keySet, {
          algorithms: ['RS256'],
          issuer: GOOGLE_ISSUERS,
          audience: clientId,
          requiredClaims: ['exp', 'sub'],
        });
        const claims = claimsSchema.safeParse(payload);
        if (!claims.success) return { ok: false, reason: 'invalid' };
        const { sub, email, email_verified: verified } = claims.data;
        return {
          ok: true,
          identity: { sub, email, emailVerified: verified === true || verified === 'true' },
        };
      } catch (error) {
        return { ok: false, reason: isKeySetUnavailable(error) ? 'unavailable' : 'invalid' };
      }
    },
  };
}
