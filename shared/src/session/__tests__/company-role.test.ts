import { MEMBER_ROLES } from '../../contracts/common/constants';
import { fakeToken } from '../../testing/render';
import { can, roleInCompany } from '../company-role';

describe('roleInCompany', () => {
  it('should read the role of the named company from the token’s memberOf', () => {
    const token = fakeToken({
      memberOf: [
        { company_id: 'company-1', role: 'owner' },
        { company_id: 'company-2', role: 'viewer' },
      ],
    });
    expect(roleInCompany(token, 'company-2')).toBe('viewer');
    expect(roleInCompany(token, 'company-3')).toBeNull();
    expect(roleInCompany('not a token', 'company-1')).toBeNull();
  });
});

describe('can', () => {
  it('should let only owners and admins change the company and its members', () => {
    expect(MEMBER_ROLES.map((role) => can(role, 'edit-company'))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(can('admin', 'manage-members')).toBe(true);
    expect(can('finance', 'manage-members')).toBe(false);
  });

  it('should let finance write movements, never a viewer or someone without a role', () => {
    expect(can('finance', 'write-movements')).toBe(true);
    expect(can('viewer', 'write-movements')).toBe(false);
    expect(can(null, 'write-movements')).toBe(false);
  });
});
