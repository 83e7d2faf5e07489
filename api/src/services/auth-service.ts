import { SESSION_EXPIRED_MESSAGES } from 'shared/contracts';
import type { Membership, SignInRequest, SignInResponse } from 'shared/contracts';
import { forbidden, unauthorized } from '../errors';
import type { UserMembership, UsersRepository } from '../repositories/users-repository';
import { verifyPassword } from './password-hasher';
import type { TokenService } from './token-service';

/** SPEC.md §8, sign-in 401, word for word. */
export const INVALID_CREDENTIALS_MESSAGE =
  'O e-mail ou a senha fornecidos não correspondem aos nossos registros.';
export const NOT_A_MEMBER_MESSAGE = 'Você não tem acesso a esta empresa.';
export const NO_COMPANY_MESSAGE =
  'Sua conta não está vinculada a nenhuma empresa. Fale com o administrador da sua empresa.';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function toMemberOf(list: UserMembership[]): Membership[] {
  return list.map((m) => ({ company_id: m.companyId, role: m.role }));
}

export interface AuthService {
  signIn(request: SignInRequest): Promise<SignInResponse>;
  /** A new token whose active company is `companyId`, with memberships read afresh. */
  switchCompany(userId: string, companyId: string): Promise<SignInResponse>;
}

export function createAuthService(deps: {
  users: UsersRepository;
  tokens: TokenService;
}): AuthService {
  const { users, tokens } = deps;
  return {
    async signIn({ email, password }) {
      const user = await users.findByEmail(normalizeEmail(email));
      // Always verify (against a decoy when the e-mail is unknown): same answer, same time.
      const matches = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !matches || !user.active) throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
      const memberOf = toMemberOf(await users.listMemberships(user.id));
      const first = memberOf[0];
      if (!first) throw forbidden(NO_COMPANY_MESSAGE);
      const accessToken = await tokens.sign({
        userId: user.id,
        companyId: first.company_id,
        memberOf,
      });
      return { id: user.id, access_token: accessToken };
    },

    async switchCompany(userId, companyId) {
      const user = await users.findById(userId);
      // A deleted or deactivated account ends the session the same way a bad token does.
      if (!user || !user.active) throw unauthorized(SESSION_EXPIRED_MESSAGES[0]);
      const memberOf = toMemberOf(await users.listMemberships(user.id));
      if (!memberOf.some((m) => m.company_id === companyId)) throw forbidden(NOT_A_MEMBER_MESSAGE);
      const accessToken = await tokens.sign({ userId: user.id, companyId, memberOf });
      return { id: user.id, access_token: accessToken };
    },
  };
}
