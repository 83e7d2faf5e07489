import { SESSION_EXPIRED_MESSAGES } from 'shared/contracts';
import type { Membership, SignInRequest, SignInResponse } from 'shared/contracts';
import type { UserRow } from '../../../db/schema';
import { badRequest, forbidden, serviceUnavailable, unauthorized } from '../../../errors';
import type { SessionsRepository } from '../repositories/sessions-repository';
import type { UserMembership, UsersRepository } from '../repositories/users-repository';
import type { GoogleIdTokenVerifier } from '../../../adapters/google-id-token';
import { verifyPassword } from '../../../adapters/password-hasher';
import type { TokenService } from './token-service';

/** SPEC.md §8, sign-in 401, word for word. */
export const INVALID_CREDENTIALS_MESSAGE =
  'O e-mail ou a senha fornecidos não correspondem aos nossos registros.';
export const NOT_A_MEMBER_MESSAGE = 'Você não tem acesso a esta empresa.';
export const NO_COMPANY_MESSAGE =
  'Sua conta não está vinculada a nenhuma empresa. Fale com o administrador da sua empresa.';

/** SPEC.md §8, Google sign-in 400, 401 and 503, word for word. */
export const GOOGLE_MALFORMED_MESSAGE =
  'Não foi possivel logar com este usuário. Por favor, tente novamente';
export const GOOGLE_NO_ACCOUNT_MESSAGE =
  'O e-mail ou conta Google não correspondem a um usuário cadastrado';
export const GOOGLE_UNAVAILABLE_MESSAGE = 'Serviço indisponível. Tente novamente mais tarde.';
export const GOOGLE_UNCONFIGURED_MESSAGE = 'Login com Google não está configurado.';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function toMemberOf(list: UserMembership[]): Membership[] {
  return list.map((m) => ({ company_id: m.companyId, role: m.role }));
}

export interface AuthService {
  signIn(request: SignInRequest): Promise<SignInResponse>;
  /**
   * Signs in the user a Google ID token names: by the linked Google account, else by the
   * verified e-mail (which links the Google account to the user). Never creates a user.
   */
  signInWithGoogle(credentials: string): Promise<SignInResponse>;
  /**
   * A new token of the same session whose active company is `companyId`, with memberships read
   * afresh.
   */
  switchCompany(userId: string, sessionId: string, companyId: string): Promise<SignInResponse>;
  /** Ends the caller's session: its tokens answer 401 from now on, on every instance. */
  signOut(userId: string, sessionId: string): Promise<void>;
  /** Ends every session of the user, this one included ('Sair de todos os dispositivos'). */
  signOutEverywhere(userId: string): Promise<void>;
}

export function createAuthService(deps: {
  users: UsersRepository;
  sessions: SessionsRepository;
  tokens: TokenService;
  google: GoogleIdTokenVerifier;
}): AuthService {
  const { users, sessions, tokens, google } = deps;

  /** A new session and its token, for the user's first company. */
  async function startSession(user: UserRow): Promise<SignInResponse> {
    const memberOf = toMemberOf(await users.listMemberships(user.id));
    const first = memberOf[0];
    if (!first) throw forbidden(NO_COMPANY_MESSAGE);
    const sessionId = await sessions.open(user.id, tokens.expiresAt());
    const accessToken = await tokens.sign({
      userId: user.id,
      sessionId,
      companyId: first.company_id,
      memberOf,
    });
    return { id: user.id, access_token: accessToken };
  }

  /** The active user a verified Google identity belongs to, linking it on first use. */
  async function findGoogleUser(sub: string, email: string): Promise<UserRow | null> {
    const linked = await users.findByGoogleSub(sub);
    if (linked) return linked.active ? linked : null;
    const user = await users.findByEmail(normalizeEmail(email));
    // A user linked to another Google account is not taken over by a second one.
    if (!user || !user.active || user.googleSub !== null) return null;
    return (await users.linkGoogleAccount(user.id, sub)) ? user : null;
  }

  return {
    async signIn({ email, password }) {
      const user = await users.findByEmail(normalizeEmail(email));
      // Always verify (against a decoy when the e-mail is unknown): same answer, same time.
      const matches = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !matches || !user.active) throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
      return startSession(user);
    },

    async signInWithGoogle(credentials) {
      const check = await google.verify(credentials);
      if (!check.ok) {
        switch (check.reason) {
          case 'unconfigured':
            throw serviceUnavailable(GOOGLE_UNCONFIGURED_MESSAGE);
          case 'unavailable':
            throw serviceUnavailable(GOOGLE_UNAVAILABLE_MESSAGE);
          case 'malformed':
            throw badRequest(GOOGLE_MALFORMED_MESSAGE);
          default:
            throw unauthorized(GOOGLE_NO_ACCOUNT_MESSAGE);
        }
      }
      const { sub, email, emailVerified } = check.identity;
      // An unverified address proves nothing about who holds it.
      if (!emailVerified) throw unauthorized(GOOGLE_NO_ACCOUNT_MESSAGE);
      const user = await findGoogleUser(sub, email);
      if (!user) throw unauthorized(GOOGLE_NO_ACCOUNT_MESSAGE);
      return startSession(user);
    },

    async switchCompany(userId, sessionId, companyId) {
      const user = await users.findById(userId);
      // A deleted or deactivated account ends the session the same way a bad token does.
      if (!user || !user.active) throw unauthorized(SESSION_EXPIRED_MESSAGES[0]);
      const memberOf = toMemberOf(await users.listMemberships(user.id));
      if (!memberOf.some((m) => m.company_id === companyId)) throw forbidden(NOT_A_MEMBER_MESSAGE);
      const accessToken = await tokens.sign({ userId: user.id, sessionId, companyId, memberOf });
      return { id: user.id, access_token: accessToken };
    },

    async signOut(userId, sessionId) {
      await sessions.revoke(sessionId, userId);
    },

    async signOutEverywhere(userId) {
      await sessions.revokeAll(userId);
    },
  };
}
