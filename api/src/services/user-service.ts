import type { UserProfile } from 'shared/contracts';
import { notFound } from '../errors';
import type { UsersRepository } from '../repositories/users-repository';

export const USER_NOT_FOUND_MESSAGE = 'Usuário não encontrado.';

export interface UserService {
  getProfile(userId: string): Promise<UserProfile>;
}

export function createUserService(deps: { users: UsersRepository }): UserService {
  const { users } = deps;
  return {
    async getProfile(userId) {
      const user = await users.findById(userId);
      if (!user) throw notFound(USER_NOT_FOUND_MESSAGE);
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
    },
  };
}
