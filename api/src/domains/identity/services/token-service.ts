import { SignJWT, errors, jwtVerify } from 'jose';
import { tokenPayloadSchema } from 'shared/contracts';
import type { Membership, TokenPayload } from 'shared/contracts';

export type TokenCheck =
  { ok: true; payload: TokenPayload } | { ok: false; reason: 'malformed' | 'expired' };

export interface TokenService {
  sign(claims: {
    userId: string;
    sessionId: string;
    companyId: string;
    memberOf: Membership[];
  }): Promise<string>;
  verify(token: string): Promise<TokenCheck>;
  /** When a token signed now expires: the session row lives as long as its tokens. */
  expiresAt(): Date;
}

/**
 * HS256 access tokens (DESIGN.md): `sub`, `sid` (the session), `exp` in seconds, the active
 * `company_id`, `memberOf`.
 */
export function createTokenService(options: { secret: string; ttlSeconds: number }): TokenService {
  const key = new TextEncoder().encode(options.secret);
  return {
    async sign({ userId, sessionId, companyId, memberOf }) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ sid: sessionId, company_id: companyId, memberOf })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt(now)
        .setExpirationTime(now + options.ttlSeconds)
        .sign(key);
    },
    expiresAt: () => new Date(Date.now() + options.ttlSeconds * 1000),
    async verify(token) {
      try {
        // jose checks the signature before the claims, so a forged expired token is "malformed".
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const parsed = tokenPayloadSchema.safeParse(payload);
        // The active company must be one of the memberships the token was issued with.
        if (
          !parsed.success ||
          !parsed.data.memberOf.some((m) => m.company_id === parsed.data.company_id)
        ) {
          return { ok: false, reason: 'malformed' };
        }
        return { ok: true, payload: parsed.data };
      } catch (error) {
        if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
        return { ok: false, reason: 'malformed' };
      }
    },
  };
}
