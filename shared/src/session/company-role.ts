import { MOVEMENT_WRITER_ROLES, SETUP_WRITER_ROLES } from '../contracts/common/constants';
import type { MemberRole } from '../contracts/common/constants';
import { selectAccount } from './session-slice';
import { useAppSelector } from './store';
import { decodeToken } from './token-cookie';

/**
 * What a screen may offer. The API refuses the same writes by role (`config.roles`); the screens
 * only hide what would be refused, so the two lists are the contracts' own.
 */
export type CompanyAction =
  'edit-company' | 'manage-members' | 'write-movements' | 'approve-payments';

const ALLOWED: Record<CompanyAction, readonly MemberRole[]> = {
  'edit-company': SETUP_WRITER_ROLES,
  'manage-members': SETUP_WRITER_ROLES,
  'write-movements': MOVEMENT_WRITER_ROLES,
  // Issue 22 item 4: those who may approve are those whose payables never wait.
  'approve-payments': SETUP_WRITER_ROLES,
};

export function can(role: MemberRole | null, action: CompanyAction): boolean {
  return role !== null && ALLOWED[action].includes(role);
}

/** The role the access token gives in the company, or null when it names none. */
export function roleInCompany(accessToken: string, companyId: string): MemberRole | null {
  const payload = decodeToken(accessToken);
  return payload?.memberOf.find((m) => m.company_id === companyId)?.role ?? null;
}

/** The signed-in person's role in the active company (the token's `memberOf`). */
export function useCompanyRole(): MemberRole | null {
  return useAppSelector((state) => {
    const account = selectAccount(state);
    return account ? roleInCompany(account.access_token, account.company.id) : null;
  });
}

/** Whether the signed-in person's role allows the action in the active company. */
export function useCan(action: CompanyAction): boolean {
  return can(useCompanyRole(), action);
}
