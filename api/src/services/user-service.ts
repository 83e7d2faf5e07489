import type { UserProfile } from 'shared/contracts';
import type { UserRow } from '../db/schema';
import { NOTHING_TO_CHANGE_MESSAGE, badRequest, notFound } from '../errors';
import type { UsersRepository } from '../repositories/users-repository';

export const USER_NOT_FOUND_MESSAGE = 'Usuário não encontrado.';

export interface ProfileChanges {
  name?: string;
  avatar?: string | null;
}

export interface UserService {
  getProfile(userId: string): Promise<UserProfile>;
  updateProfile(userId: string, changes: ProfileChanges): Promise<UserProfile>;
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
  };
}
