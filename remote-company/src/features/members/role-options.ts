import { MEMBER_ROLES, MEMBER_ROLE_LABELS } from 'shared/contracts';
import type { Member, MemberRole } from 'shared/contracts';

/** The roles a person may hand out: only an owner makes another owner (the API says the same). */
export function grantableRoles(actorRole: MemberRole | null) {
  return MEMBER_ROLES.filter((role) => role !== 'owner' || actorRole === 'owner').map((role) => ({
    value: role,
    label: MEMBER_ROLE_LABELS[role],
  }));
}

/** Whether the actor may change or remove a member with this role. */
export function mayManage(actorRole: MemberRole | null, memberRole: MemberRole): boolean {
  if (actorRole === 'owner') return true;
  return actorRole === 'admin' && memberRole !== 'owner';
}

/**
 * Whether the member is the company's only owner: the API refuses to change their role or remove
 * them (409), so the screen offers neither.
 */
export function isLastOwner(members: readonly Member[], member: Member): boolean {
  return member.role === 'owner' && members.filter((other) => other.role === 'owner').length === 1;
}

export const LAST_OWNER_ROLE_NOTE =
  'Único proprietário: promova outro membro a proprietário para alterar este papel.';

export const ROLE_BADGE_PALETTE: Record<MemberRole, string> = {
  owner: 'purple',
  admin: 'blue',
  finance: 'green',
  viewer: 'gray',
};
