import type { ChangePassword, UserProfile } from 'shared/contracts';
import type { UserRow } from '../../../db/schema';
import { NOTHING_TO_CHANGE_MESSAGE, badRequest, notFound } from '../../../errors';
import type { UsersRepository } from '../repositories/users-repository';
import { hashPassword, verifyPassword } from '../../../adapters/password-hasher';

export const USER_NOT_FOUND_MESSAGE = 'Usuário não encontrado.';
/** Named as the validation errors name a field, so the form shows it beside the field. */
export const WRONG_CURRENT_PASSWORD_MESSAGE =
  "O campo 'current_password' é inválido: a senha atual não confere.";

export interface ProfileChanges {
  name?: string;
  avatar?: string | null;
}

export interface UserService {
  getProfile(userId: string): Promise<UserProfile>;
  updateProfile(userId: string, changes: ProfileChanges): Promise<UserProfile>;
  /** Checks the current password, sets the new one and ends every other session of the user. */
  changePassword(userId: string, sessionId: string, request: ChangePassword): Promise<void>;
}

export function createUserService(deps: { users: UsersRepository }): UserService {
  const { users } = deps;

  async function toProfile(user: UserRow): Promise<UserProfile> {
    const memberships = await users.listMemberships(user.id);
    return {
      id: user.id,
      avatar: user.avatar,
      name: user.name,
      email: user.email,
      active: user.active,
      role: user.role,
      member_of: memberships.map((m) => ({ company_id: m.companyId, role: m.role })),
    };
  }

  return {
    async getProfile(userId) {
      const user = await users.findById(userId);
      if (!user) throw notFound(USER_NOT_FOUND_MESSAGE);
      return toProfile(user);
    },
    async updateProfile(userId, { name, avatar }) {
      const changes = {
        ...(name !== undefined && { name }),
        ...(avatar !== undefined && { avatar }),
      };
      if (Object.keys(changes).length === 0) throw badRequest(NOTHING_TO_CHANGE_MESSAGE);
      const user = await users.updateProfile(userId, changes);
      if (!user) throw notFound(USER_NOT_FOUND_MESSAGE);
      return toProfile(user);
    },
    async changePassword(userId, sessionId, { current_password, new_password }) {
      const user = await users.findById(userId);
      if (!user) throw notFound(USER_NOT_FOUND_MESSAGE);
      // An account that only signs in with Google has no current password to prove.
      if (!(await verifyPassword(user.passwordHash, current_password))) {
        throw badRequest(WRONG_CURRENT_PASSWORD_MESSAGE);
      }
      // Hashed before the transaction: on PGlite an open transaction blocks every other query.
      await users.changePassword(userId, await hashPassword(new_password), sessionId);
    },
  };
}
