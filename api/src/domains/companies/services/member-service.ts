import type { Member, MemberRole } from 'shared/contracts';
import { conflict, forbidden, notFound } from '../../../errors';
import type {
  MemberRow,
  MembersRepository,
  OwnerGuardedResult,
} from '../repositories/members-repository';

export const MEMBER_NOT_FOUND_MESSAGE = 'Membro não encontrado nesta empresa.';
export const ONLY_OWNERS_MANAGE_OWNERS_MESSAGE =
  'Apenas um proprietário pode tornar alguém proprietário, ou alterar ou remover um proprietário.';
export const LAST_OWNER_MESSAGE =
  'A empresa precisa de ao menos um proprietário: promova outro membro a proprietário antes.';

/** Who is asking: the caller's id and role in the company (from the token). */
export interface Actor {
  userId: string;
  role: MemberRole;
}

export interface MemberService {
  list(companyId: string): Promise<Member[]>;
  changeRole(companyId: string, actor: Actor, userId: string, role: MemberRole): Promise<Member>;
  remove(companyId: string, actor: Actor, userId: string): Promise<void>;
  /** The caller leaves the company, whatever their role; the last owner cannot (409). */
  leave(companyId: string, userId: string): Promise<void>;
}

function toMember(row: MemberRow): Member {
  return {
    user_id: row.userId,
    name: row.name,
    email: row.email,
    role: row.role,
    since: row.since.toISOString(),
  };
}

/** An owner is the only one who may hand out or take away ownership. */
function assertMayTouch(actor: Actor, targetRole: MemberRole, newRole?: MemberRole): void {
  if (actor.role === 'owner') return;
  if (targetRole === 'owner' || newRole === 'owner') {
    throw forbidden(ONLY_OWNERS_MANAGE_OWNERS_MESSAGE);
  }
}

function settle(result: OwnerGuardedResult): void {
  if (result === 'last-owner') throw conflict(LAST_OWNER_MESSAGE);
  if (result === 'not-found') throw notFound(MEMBER_NOT_FOUND_MESSAGE);
}

export function createMemberService(deps: { members: MembersRepository }): MemberService {
  const { members } = deps;

  async function existing(companyId: string, userId: string): Promise<MemberRow> {
    const row = await members.find(companyId, userId);
    if (!row) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
    return row;
  }

  return {
    async list(companyId) {
      return (await members.list(companyId)).map(toMember);
    },
    async changeRole(companyId, actor, userId, role) {
      const target = await existing(companyId, userId);
      assertMayTouch(actor, target.role, role);
      settle(await members.updateRole(companyId, userId, role));
      return toMember(await existing(companyId, userId));
    },
    async remove(companyId, actor, userId) {
      const target = await existing(companyId, userId);
      assertMayTouch(actor, target.role);
      settle(await members.remove(companyId, userId));
    },
    async leave(companyId, userId) {
      settle(await members.remove(companyId, userId));
    },
  };
}
